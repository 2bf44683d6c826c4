import { bangkokDate } from '#core/bangkok-time.ts';
import type { TVoucher, TVoucherCheck } from '#core/contracts/finance.ts';
import { maskOwner, voucherRefusal } from '#core/finance/voucher.ts';
import { isValidVoucherCode, normalizeVoucherCode } from '#core/finance/voucher-code.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { findVoucherRow } from '../vouchers/voucher-ledger.repository.ts';
import { cancelVoucher, expireDueVouchers, issueVoucher, requestVoucher } from '../vouchers/voucher-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import type { TStaffActor } from './finance-actor.ts';
import { openDateForToday } from './periods.repository.ts';
import { lockReadyRequest, settleRequest, settlementSatang } from './payments.service.ts';
import { needsFourEyes, readFinanceSettings } from './settings.repository.ts';
import {
  findVoucher,
  listVouchers,
  recordVoucherApproval,
  type TVoucherRecord,
} from './vouchers.repository.ts';

const invalid = (messageKey: string, path?: string) =>
  new AppError('VALIDATION', messageKey, messageKey, path ? [{ path, messageKey }] : undefined);
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound', 'No such voucher');

/** As finance sees it: no code while it waits (there is none), and whether this user may approve. */
function toVoucher(row: TVoucherRecord, actor?: TStaffActor): TVoucher {
  const { voucher } = row;
  const awaitingApproval = voucher.status === 'requested';
  return {
    id: voucher.id,
    code: voucher.code,
    status: voucher.status,
    origin: voucher.origin,
    tradeInReference: row.tradeInReference,
    customerName: row.customerName,
    amountSatang: voucher.amountSatang,
    balanceSatang: voucher.balanceSatang,
    issuedOn: voucher.issuedOn,
    validUntil: voucher.validUntil,
    notes: voucher.notes,
    version: voucher.version,
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
 * Vouchers in finance (decisions 028, 040, 044): the voucher option's code issued instead of money settles
 * the request. Above the four-eyes threshold the voucher is requested without a code and the request stays
 * unsettled until a second finance user approves; the approval issues the code and settles it, in one
 * transaction. Finance may cancel a voucher (its balance leaves the books); the counter looks codes up.
 */
export function createVouchersService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const { db, workflow } = deps;
  const now = deps.now ?? (() => new Date());
  /** A step's time: the injected clock's (the demo's past days, tests), else the moment it is written. */
  const stepAt = () => (deps.now ? deps.now() : undefined);

  async function answer(id: number, actor: TStaffActor) {
    const row = await findVoucher(db, { id });
    if (!row) throw notFound();
    return toVoucher(row, actor);
  }

  return {
    async list(actor: TStaffActor) {
      await expireDueVouchers({ db, workflow }, now());
      return { items: (await listVouchers(db, 500)).map((row) => toVoucher(row, actor)) };
    },

    async issue(input: { tradeInReference: string; notes?: string | undefined }, actor: TStaffActor) {
      const id = await workflow.transaction(async (tx) => {
        const request = await lockReadyRequest(tx, input.tradeInReference);
        if (request.option !== 'voucher')
          throw invalid('financeConsole.errors.notVoucherRequest', 'tradeInReference');
        const amountSatang = settlementSatang(request);
        const waits = needsFourEyes(await readFinanceSettings(tx), amountSatang);
        const voucherId = await requestVoucher(tx, {
          tradeInId: request.id,
          amountSatang,
          origin: 'settlement',
          actor,
          needsApproval: waits,
          notes: input.notes ?? null,
          note: waits ? 'Above the four-eyes limit: waits for a second finance user' : undefined,
          at: stepAt(),
        });
        if (!waits) {
          await issueVoucher(tx, {
            id: voucherId,
            issuedOn: await openDateForToday(tx, now()),
            actor,
            at: stepAt(),
          });
          await settleRequest(tx, request.id, request.status, actor, 'Voucher issued', stepAt());
        }
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
        if (!row) throw notFound();
        const { voucher } = row;
        if (voucher.status !== 'requested' || !voucher.needsApproval)
          throw invalid('financeConsole.errors.noApprovalNeeded');
        if (!actor.userId || actor.userId === voucher.issuedBy)
          throw invalid('financeConsole.errors.secondPersonRequired');
        await recordVoucherApproval(tx, id, actor.userId);
        await issueVoucher(tx, {
          id,
          issuedOn: await openDateForToday(tx, now()),
          actor,
          note: 'Approved by a second finance user',
          at: stepAt(),
        });
        await settleRequest(
          tx,
          voucher.tradeInId,
          row.tradeInStatus,
          actor,
          'Voucher issued after a second approval',
          stepAt(),
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

    /** Finance cancels a voucher with a reason: what is left of it leaves the liability today. */
    async cancel(id: number, input: { version: number; reason: string }, actor: TStaffActor) {
      await workflow.transaction(async (tx) => {
        const row = await findVoucher(tx, { id }, true);
        if (!row) throw notFound();
        await cancelVoucher(tx, {
          id,
          reason: input.reason,
          version: input.version,
          day: await openDateForToday(tx, now()),
          actor,
        });
      });
      return answer(id, actor);
    },

    /**
     * A typed or scanned code (the voucher PDF's QR holds the code itself): whether it is well formed
     * (check character) and, when issued, what is left, until when, whether it may be spent now, and its
     * owner masked. Sales sees no more of the owner than that.
     */
    async check(code: string): Promise<TVoucherCheck> {
      const normalized = normalizeVoucherCode(code);
      if (!isValidVoucherCode(normalized)) return { wellFormed: false, voucher: null };
      const row = await findVoucherRow(db, { code: normalized });
      if (!row) return { wellFormed: true, voucher: null };
      const { voucher } = row;
      return {
        wellFormed: true,
        voucher: {
          id: voucher.id,
          code: voucher.code!,
          status: voucher.status,
          amountSatang: voucher.amountSatang,
          balanceSatang: voucher.balanceSatang,
          validUntil: voucher.validUntil,
          ownerMasked: maskOwner(row.ownerName, row.ownerPhone),
          refusal: voucherRefusal(voucher, bangkokDate(now())),
        },
      };
    },
  };
}

export type TVouchersService = ReturnType<typeof createVouchersService>;
