import type { z } from 'zod';
import { bangkokDate } from '#core/bangkok-time.ts';
import { firstDayOf, lastDayOf, monthOf } from '#core/finance/periods.ts';
import type { TReceiptLine, ZReceiptInputSchema } from '#core/contracts/sale-receipts.ts';
import { PAYMENT_METHODS } from '#core/contracts/sales.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import type { TStaffActor } from './finance-actor.ts';
import { assertPeriodOpen, openDateForToday } from './periods.repository.ts';
import {
  findReceipt,
  insertReceipt,
  lockSaleForReceipt,
  readOutstanding,
  readReceiptLine,
  readReceiptLines,
} from './receipts.repository.ts';

type TReceiptInput = z.output<typeof ZReceiptInputSchema>;

const E = 'financeConsole.errors';
const invalid = (messageKey: string, path?: string) =>
  new AppError('VALIDATION', messageKey, messageKey, path ? [{ path, messageKey }] : undefined);

/**
 * Receipts from sales (issue 20 item 2, decision 031). Retail sales are paid at the counter, so their
 * money is read from the sale; a wholesale sale's money is recorded here as it arrives, never more than is
 * owed, never edited: a mistake is reversed (a negated row with the reason, dated in an open month).
 */
export function createReceiptsService(deps: { db: TDb; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const audit = (executor: TExecutor, actor: TStaffActor, action: string, id: number, details: unknown) =>
    writeAudit(
      executor,
      { userId: actor.userId, ip: actor.ip },
      { action, targetType: 'saleReceipt', targetId: id, details: details as Record<string, unknown> },
    );

  return {
    async list(query: { from?: string | undefined; to?: string | undefined }) {
      const month = monthOf(bangkokDate(now()));
      const period = { from: query.from ?? firstDayOf(month), to: query.to ?? lastDayOf(month) };
      if (period.from > period.to) throw invalid(`${E}.dateInvalid`, 'to');
      const items = await readReceiptLines(db, period);
      const byMethod = PAYMENT_METHODS.map((method) => ({
        method,
        amountSatang: items.filter((line) => line.method === method).reduce((s, l) => s + l.amountSatang, 0),
      })).filter((row) => items.some((line) => line.method === row.method));
      return {
        items,
        byMethod,
        totalSatang: items.reduce((sum, line) => sum + line.amountSatang, 0),
      };
    },

    async outstanding() {
      const items = await readOutstanding(db, bangkokDate(now()));
      return { items, totalSatang: items.reduce((sum, row) => sum + row.outstandingSatang, 0) };
    },

    async record(input: TReceiptInput, actor: TStaffActor): Promise<TReceiptLine> {
      return db.transaction(async (tx) => {
        const sale = await lockSaleForReceipt(tx, input.saleId);
        if (!sale) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such sale');
        if (sale.kind !== 'wholesale') throw invalid(`${E}.retailPaidAtCounter`, 'saleId');
        if (input.receivedOn > bangkokDate(now())) throw invalid(`${E}.dateInFuture`, 'receivedOn');
        if (input.receivedOn < sale.soldOn) throw invalid(`${E}.beforeSale`, 'receivedOn');
        await assertPeriodOpen(tx, input.receivedOn, 'receivedOn');
        if (input.amountSatang > sale.totalSatang - sale.receivedSatang)
          throw invalid(`${E}.moreThanOwed`, 'amountSatang');
        if (input.slipFileId) await attachFiles(tx, [input.slipFileId], 'slip', 'slipFileId');
        const id = await insertReceipt(tx, {
          saleId: sale.id,
          method: input.method,
          amountSatang: input.amountSatang,
          receivedOn: input.receivedOn,
          reference: input.reference,
          notes: input.notes ?? null,
          slipFileId: input.slipFileId ?? null,
          createdBy: actor.userId,
        });
        await audit(tx, actor, 'saleReceipt.create', id, { after: input });
        return (await readReceiptLine(tx, id))!;
      });
    },

    async reverse(id: number, reason: string, actor: TStaffActor): Promise<TReceiptLine> {
      return db.transaction(async (tx) => {
        const row = await findReceipt(tx, id, true);
        if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such receipt');
        if (row.receipt.reversesId !== null || row.reversed) throw invalid(`${E}.alreadyReversed`);
        const { receipt } = row;
        const reversalId = await insertReceipt(tx, {
          saleId: receipt.saleId,
          method: receipt.method,
          amountSatang: -receipt.amountSatang,
          receivedOn: await openDateForToday(tx, now()),
          reference: receipt.reference,
          notes: receipt.notes,
          reversesId: receipt.id,
          reversalReason: reason,
          createdBy: actor.userId,
        });
        await audit(tx, actor, 'saleReceipt.reverse', id, { reason, reversalId });
        return (await readReceiptLine(tx, reversalId))!;
      });
    },
  };
}

export type TReceiptsService = ReturnType<typeof createReceiptsService>;
