import { bangkokDate } from '#core/bangkok-time.ts';
import type { TRecordSale } from '#core/contracts/sales.ts';
import type { TCategoryKey } from '#core/constants.ts';
import { isWithinValidity, voucherRefusal } from '#core/finance/voucher.ts';
import { isValidVoucherCode, normalizeVoucherCode } from '#core/finance/voucher-code.ts';
import { moneyDue, refundParts, upgradeBonusSatang } from '#core/sales/sale-payments.ts';
import type { TTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { lockRequestByReference } from '../finance/payments.repository.ts';
import { settlementSatang } from '../finance/payments.service.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import { findVoucherRow, type TVoucherRow } from '../vouchers/voucher-ledger.repository.ts';
import { issueVoucher, redeemVoucher, requestVoucher, restoreVoucher } from '../vouchers/voucher-steps.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';
import {
  findSalePayments,
  findUpgradeBonus,
  insertSalePayments,
  lockCounterRequest,
} from './sale-payments.repository.ts';

/**
 * A retail sale's payment in the sale's transaction (issue 32, decision 044): the trade-in made at the
 * counter credited (its request settled "credited to sale"), the vouchers locked in code order and
 * spent, and money for the rest; or, on a return, each part given back — never cash for a voucher's or
 * a credit's part.
 */
const refuse = (code: 'VALIDATION' | 'CONFLICT', messageKey: string, path: string) =>
  new AppError(code, messageKey, messageKey, [{ path, messageKey }]);

interface TCredit {
  tradeInId: number;
  status: string;
  amountSatang: number;
  bonusSatang: number;
}

/** The counter request to credit, checked: made at the counter, inspected, nothing else paid for it. */
async function lockCredit(tx: TTx, reference: string, day: string): Promise<TCredit> {
  const path = 'tradeInReference';
  const normalized = reference.trim().toUpperCase();
  const request = await lockCounterRequest(tx, normalized);
  if (!request) throw refuse('VALIDATION', 'salesConsole.errors.tradeInUnknown', path);
  if (!request.atCounter) throw refuse('VALIDATION', 'salesConsole.errors.tradeInNotCounter', path);
  if (request.status === 'settled') throw refuse('CONFLICT', 'salesConsole.errors.tradeInCredited', path);
  const ready = await lockRequestByReference(tx, normalized);
  if (request.status !== 'inspected' || !ready?.ready)
    throw refuse('VALIDATION', 'salesConsole.errors.tradeInNotReady', path);
  const accepted = settlementSatang(request);
  const rule = request.category ? await findUpgradeBonus(tx, request.category as TCategoryKey, day) : null;
  const bonus = upgradeBonusSatang(rule, accepted);
  return {
    tradeInId: request.id,
    status: request.status,
    amountSatang: accepted + bonus,
    bonusSatang: bonus,
  };
}

/** The vouchers to spend, locked in code order (two sales naming the same two never wait on each other). */
async function lockVouchers(
  tx: TTx,
  inputs: readonly { code: string; amountSatang: number }[],
  day: string,
): Promise<{ row: TVoucherRow; amountSatang: number; index: number }[]> {
  const wanted = inputs
    .map((input, index) => ({ ...input, code: normalizeVoucherCode(input.code), index }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const locked = [];
  for (const input of wanted) {
    const path = `vouchers.${input.index}.code`;
    if (!isValidVoucherCode(input.code))
      throw refuse('VALIDATION', 'salesConsole.errors.voucherCodeInvalid', path);
    const row = await findVoucherRow(tx, { code: input.code }, true);
    if (!row) throw refuse('VALIDATION', 'salesConsole.errors.voucherUnknown', path);
    const refusal = voucherRefusal(row.voucher, day);
    if (refusal && refusal !== 'used')
      throw refuse('VALIDATION', `salesConsole.errors.voucher.${refusal}`, path);
    // Another counter spent some or all of it since this one looked: say so; nothing is taken.
    if (refusal === 'used' || row.voucher.balanceSatang < input.amountSatang)
      throw refuse(
        'CONFLICT',
        'salesConsole.errors.voucherBalanceChanged',
        `vouchers.${input.index}.amountSatang`,
      );
    locked.push({ row, amountSatang: input.amountSatang, index: input.index });
  }
  return locked;
}

export async function paySale(
  tx: TTx,
  input: {
    saleId: number;
    totalSatang: number;
    sale: Pick<TRecordSale, 'kind' | 'paymentMethod' | 'vouchers' | 'tradeInReference'>;
    actor: TActorContext;
    at?: Date | undefined;
  },
): Promise<void> {
  const { saleId, sale, actor } = input;
  // A wholesale sale is paid as its money comes in (finance's receipts, decision 031).
  if (sale.kind !== 'retail') return;
  const day = bangkokDate(input.at ?? new Date());
  const credit = sale.tradeInReference ? await lockCredit(tx, sale.tradeInReference, day) : null;
  const spent = await lockVouchers(tx, sale.vouchers ?? [], day);
  const due = moneyDue(input.totalSatang, {
    creditSatang: credit?.amountSatang ?? 0,
    voucherSatang: spent.map((voucher) => voucher.amountSatang),
  });
  if (!due.ok)
    throw refuse(
      'VALIDATION',
      `salesConsole.errors.${due.refusal}`,
      due.refusal === 'creditAboveTotal' ? 'tradeInReference' : 'vouchers',
    );

  const rows: Parameters<typeof insertSalePayments>[1] = [];
  if (credit)
    rows.push({
      saleId,
      method: 'tradeIn',
      amountSatang: credit.amountSatang,
      tradeInId: credit.tradeInId,
      bonusSatang: credit.bonusSatang,
    });
  for (const voucher of [...spent].sort((a, b) => a.index - b.index))
    rows.push({
      saleId,
      method: 'voucher',
      amountSatang: voucher.amountSatang,
      voucherId: voucher.row.voucher.id,
    });
  if (due.restSatang > 0) rows.push({ saleId, method: sale.paymentMethod, amountSatang: due.restSatang });
  await insertSalePayments(tx, rows);

  for (const voucher of spent) {
    const left = await redeemVoucher(tx, {
      id: voucher.row.voucher.id,
      amountSatang: voucher.amountSatang,
      saleId,
      day,
      actor,
      at: input.at,
    });
    if (left === null)
      throw refuse(
        'CONFLICT',
        'salesConsole.errors.voucherBalanceChanged',
        `vouchers.${voucher.index}.amountSatang`,
      );
  }
  if (credit)
    await moveTradeIn(tx, {
      id: credit.tradeInId,
      to: 'settled',
      actor,
      note: `Credited to sale ${saleId}`,
      at: input.at,
    });
}

/**
 * A retail sale taken back whole (return or cancellation): each voucher gets its part back — or, when it
 * can no longer be spent, a new voucher carries it —, the trade-in credit becomes a new voucher, and the
 * money part is the counter's refund. Rows record each, negative, with the credit note.
 */
export async function refundSale(
  tx: TTx,
  input: { saleId: number; creditNoteId: number; actor: TActorContext; at: Date },
): Promise<void> {
  const { saleId, actor, at } = input;
  const day = bangkokDate(at);
  const paid = (await findSalePayments(tx, saleId)).map((row) => row.payment);
  if (paid.some((payment) => payment.amountSatang < 0)) return;
  const parts = refundParts(paid);
  const rows: Parameters<typeof insertSalePayments>[1] = [];
  const refundRow = (payment: (typeof paid)[number], refundVoucherId: number | null = null) => ({
    saleId,
    method: payment.method,
    amountSatang: -payment.amountSatang,
    voucherId: payment.voucherId,
    tradeInId: payment.tradeInId,
    creditNoteId: input.creditNoteId,
    refundVoucherId,
  });
  const newVoucher = async (tradeInId: number, amountSatang: number, replacesVoucherId: number | null) => {
    const id = await requestVoucher(tx, {
      tradeInId,
      amountSatang,
      origin: 'refund',
      actor,
      needsApproval: false,
      replacesVoucherId,
      refundSaleId: saleId,
      note: `Return of sale ${saleId}`,
      at,
    });
    await issueVoucher(tx, { id, issuedOn: day, actor, note: `Return of sale ${saleId}`, at });
    return id;
  };

  for (const payment of parts.toVouchers) {
    const row = (await findVoucherRow(tx, { id: payment.voucherId! }, true))!;
    const { status, validUntil } = row.voucher;
    const restorable =
      (status === 'active' || status === 'used') && validUntil !== null && isWithinValidity(validUntil, day);
    if (restorable) {
      await restoreVoucher(tx, {
        id: row.voucher.id,
        amountSatang: payment.amountSatang,
        saleId,
        day,
        actor,
        at,
      });
      rows.push(refundRow(payment));
    } else {
      rows.push(
        refundRow(payment, await newVoucher(row.voucher.tradeInId, payment.amountSatang, row.voucher.id)),
      );
    }
  }
  for (const payment of parts.creditToVoucher)
    rows.push(refundRow(payment, await newVoucher(payment.tradeInId!, payment.amountSatang, null)));
  for (const payment of parts.toMoney) rows.push(refundRow(payment));
  await insertSalePayments(tx, rows);
}
