import { randomBytes } from 'node:crypto';
import type { TVoucher } from '#core/contracts/finance.ts';
import { isValidVoucherCode, makeVoucherCode, normalizeVoucherCode } from '#core/finance/voucher-code.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import type { TStaffActor } from './finance-actor.ts';
import { openDateForToday } from './periods.repository.ts';
import { lockReadyRequest, settleRequest, settlementSatang } from './payments.service.ts';
import { needsFourEyes, readFinanceSettings } from './settings.repository.ts';
import {
  findVoucher,
  insertVoucher,
  listVouchers,
  recordVoucherApproval,
  type TVoucherRecord,
} from './vouchers.repository.ts';

const invalid = (messageKey: string, path?: string) =>
  new AppError('VALIDATION', messageKey, messageKey, path ? [{ path, messageKey }] : undefined);

// 75 random bits: a clash is never expected; the unique index would refuse one.
const newCode = () => makeVoucherCode(randomBytes(15));

/** As the API answers it: no code while it waits (there is none), and whether this user may approve. */
function toVoucher(row: TVoucherRecord, actor?: TStaffActor): TVoucher {
  const { voucher } = row;
  const awaitingApproval = voucher.code === null;
  return {
    id: voucher.id,
    code: voucher.code,
    tradeInReference: row.tradeInReference,
    customerName: row.customerName,
    amountSatang: voucher.amountSatang,
    issuedOn: voucher.issuedOn,
    notes: voucher.notes,
    awaitingApproval,
    requestedBy: row.requestedBy,
    approvedBy: row.approvedBy,
    mayApprove: Boolean(
      awaitingApproval &&
      actor?.userId &&
      actor.userId !== voucher.issuedBy &&
      row.tradeInStatus === 'inspected',
    ),
  };
}

/**
 * The voucher option (product decisions, step 4): a code issued instead of money settles the request.
 * Four-eyes (decision 040): above the threshold the voucher is recorded without a code and the request
 * stays unsettled until a second finance user approves; the approval makes the code and settles it.
 */
export function createVouchersService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const { db, workflow } = deps;
  const now = deps.now ?? (() => new Date());

  async function answer(id: number, actor: TStaffActor) {
    const row = await findVoucher(db, { id });
    if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such voucher');
    return toVoucher(row, actor);
  }

  return {
    list: async (actor: TStaffActor) => ({
      items: (await listVouchers(db, 500)).map((row) => toVoucher(row, actor)),
    }),

    async issue(input: { tradeInReference: string; notes?: string | undefined }, actor: TStaffActor) {
      const id = await workflow.transaction(async (tx) => {
        const request = await lockReadyRequest(tx, input.tradeInReference);
        if (request.option !== 'voucher') {
          throw invalid('financeConsole.errors.notVoucherRequest', 'tradeInReference');
        }
        const amountSatang = settlementSatang(request);
        const waits = needsFourEyes(await readFinanceSettings(tx), amountSatang);
        const voucherId = await insertVoucher(tx, {
          code: waits ? null : newCode(),
          tradeInId: request.id,
          amountSatang,
          issuedOn: waits ? null : await openDateForToday(tx, now()),
          issuedBy: actor.userId,
          needsApproval: waits,
          notes: input.notes ?? null,
        });
        if (!waits)
          await settleRequest(tx, request.id, request.status, actor, 'Voucher issued', deps.now?.());
        return voucherId;
      });
      return answer(id, actor);
    },

    /**
     * Four-eyes: a finance user other than the one who asked for the voucher approves it; the code is made
     * and the request settled through the workflow, in one transaction (the row is locked: of concurrent
     * approvals exactly one goes through).
     */
    async approve(id: number, actor: TStaffActor) {
      await workflow.transaction(async (tx) => {
        const row = await findVoucher(tx, { id }, true);
        if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such voucher');
        const { voucher } = row;
        if (voucher.code !== null) throw invalid('financeConsole.errors.noApprovalNeeded');
        if (!actor.userId || actor.userId === voucher.issuedBy) {
          throw invalid('financeConsole.errors.secondPersonRequired');
        }
        const code = newCode();
        await recordVoucherApproval(tx, id, {
          code,
          issuedOn: await openDateForToday(tx, now()),
          approvedBy: actor.userId,
        });
        await settleRequest(
          tx,
          voucher.tradeInId,
          row.tradeInStatus,
          actor,
          'Voucher issued after a second approval',
          deps.now?.(),
        );
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'finance.voucher.approve',
            targetType: 'voucher',
            targetId: id,
            details: { tradeIn: row.tradeInReference, amountSatang: voucher.amountSatang },
          },
        );
      });
      return answer(id, actor);
    },

    /** Whether a typed code is well formed (check character) and which voucher it is. */
    async check(code: string, actor: TStaffActor) {
      const normalized = normalizeVoucherCode(code);
      if (!isValidVoucherCode(normalized)) return { wellFormed: false, voucher: null };
      const row = await findVoucher(db, { code: normalized });
      return { wellFormed: true, voucher: row ? toVoucher(row, actor) : null };
    },
  };
}

export type TVouchersService = ReturnType<typeof createVouchersService>;
