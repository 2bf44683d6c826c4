import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { TVoucher } from '#core/contracts/finance.ts';
import { isValidVoucherCode, makeVoucherCode, normalizeVoucherCode } from '#core/finance/voucher-code.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { tradeIns, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import type { TStaffActor } from './finance-actor.ts';
import { openDateForToday } from './periods.repository.ts';
import { lockReadyRequest, settleRequest, settlementSatang } from './payments.service.ts';

const columns = {
  voucher: vouchers,
  tradeInReference: tradeIns.reference,
  customerName: tradeIns.fullName,
};

function toVoucher(row: {
  voucher: typeof vouchers.$inferSelect;
  tradeInReference: string;
  customerName: string;
}): TVoucher {
  const { voucher } = row;
  return {
    id: voucher.id,
    code: voucher.code,
    tradeInReference: row.tradeInReference,
    customerName: row.customerName,
    amountSatang: voucher.amountSatang,
    issuedOn: voucher.issuedOn,
    notes: voucher.notes,
  };
}

async function findVoucher(executor: TExecutor, where: ReturnType<typeof eq>) {
  const [row] = await executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where(where);
  return row ? toVoucher(row) : null;
}

/** The voucher option (product decisions, step 4): a code issued instead of money settles the request. */
export function createVouchersService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const { db, workflow } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(): Promise<{ items: TVoucher[] }> {
      const rows = await db
        .select(columns)
        .from(vouchers)
        .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(500);
      return { items: rows.map(toVoucher) };
    },

    async issue(input: { tradeInReference: string; notes?: string | undefined }, actor: TStaffActor) {
      const id = await workflow.transaction(async (tx) => {
        const request = await lockReadyRequest(tx, input.tradeInReference);
        if (request.option !== 'voucher') {
          throw new AppError(
            'VALIDATION',
            'financeConsole.errors.notVoucherRequest',
            'Not a voucher request',
            [{ path: 'tradeInReference', messageKey: 'financeConsole.errors.notVoucherRequest' }],
          );
        }
        const [row] = await tx
          .insert(vouchers)
          .values({
            // 75 random bits: a clash is never expected; the unique index would refuse one.
            code: makeVoucherCode(randomBytes(15)),
            tradeInId: request.id,
            amountSatang: settlementSatang(request),
            issuedOn: await openDateForToday(tx, now()),
            issuedBy: actor.userId,
            notes: input.notes ?? null,
          })
          .returning({ id: vouchers.id });
        await settleRequest(tx, request.id, request.status, actor, 'Voucher issued', deps.now?.());
        return row!.id;
      });
      return (await findVoucher(db, eq(vouchers.id, id)))!;
    },

    /** Whether a typed code is well formed (check character) and which voucher it is. */
    async check(code: string) {
      const normalized = normalizeVoucherCode(code);
      if (!isValidVoucherCode(normalized)) return { wellFormed: false, voucher: null };
      return { wellFormed: true, voucher: await findVoucher(db, eq(vouchers.code, normalized)) };
    },
  };
}

export type TVouchersService = ReturnType<typeof createVouchersService>;
