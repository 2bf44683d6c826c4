import { randomBytes } from 'node:crypto';
import { isValidVoucherCode, makeVoucherCode, normalizeVoucherCode } from '#core/finance/voucher-code.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import type { TStaffActor } from './finance-actor.ts';
import { openDateForToday } from './periods.repository.ts';
import { lockReadyRequest, settleRequest, settlementSatang } from './payments.service.ts';
import { findVoucher, insertVoucher, listVouchers } from './vouchers.repository.ts';

/** The voucher option (product decisions, step 4): a code issued instead of money settles the request. */
export function createVouchersService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const { db, workflow } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    list: async () => ({ items: await listVouchers(db, 500) }),

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
        const voucherId = await insertVoucher(tx, {
          // 75 random bits: a clash is never expected; the unique index would refuse one.
          code: makeVoucherCode(randomBytes(15)),
          tradeInId: request.id,
          amountSatang: settlementSatang(request),
          issuedOn: await openDateForToday(tx, now()),
          issuedBy: actor.userId,
          notes: input.notes ?? null,
        });
        await settleRequest(tx, request.id, request.status, actor, 'Voucher issued', deps.now?.());
        return voucherId;
      });
      return (await findVoucher(db, { id }))!;
    },

    /** Whether a typed code is well formed (check character) and which voucher it is. */
    async check(code: string) {
      const normalized = normalizeVoucherCode(code);
      if (!isValidVoucherCode(normalized)) return { wellFormed: false, voucher: null };
      return { wellFormed: true, voucher: await findVoucher(db, { code: normalized }) };
    },
  };
}

export type TVouchersService = ReturnType<typeof createVouchersService>;
