/**
 * How a retail sale is paid (issue 32, decision 044): one or more vouchers, a trade-in credit (old for new
 * at the counter) and money (cash, transfer, PromptPay, card) for the rest. Vouchers and the credit are
 * means of payment, not discounts: the sale's price, VAT and document are what they would be in cash.
 * Amounts in satang.
 */
export const MONEY_METHODS = ['cash', 'transfer', 'promptPay', 'card'] as const;
export type TMoneyMethod = (typeof MONEY_METHODS)[number];
export const SALE_PAYMENT_METHODS = [...MONEY_METHODS, 'voucher', 'tradeIn'] as const;
export type TSalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/** At most this many vouchers pay one sale. */
export const MAX_SALE_VOUCHERS = 5;

export const isMoneyMethod = (method: string): method is TMoneyMethod =>
  (MONEY_METHODS as readonly string[]).includes(method);

export type TPaymentSplitRefusal = 'creditAboveTotal' | 'vouchersAboveTotal';

/**
 * What is left to pay in money once the trade-in credit and the vouchers are taken, or why the parts do
 * not fit the total: the credit may not exceed the total, nor the credit and vouchers together.
 */
export function moneyDue(
  totalSatang: number,
  parts: { creditSatang: number; voucherSatang: readonly number[] },
): { ok: true; restSatang: number } | { ok: false; refusal: TPaymentSplitRefusal } {
  if (parts.creditSatang > totalSatang) return { ok: false, refusal: 'creditAboveTotal' };
  const vouchers = parts.voucherSatang.reduce((sum, amount) => sum + amount, 0);
  const rest = totalSatang - parts.creditSatang - vouchers;
  if (rest < 0) return { ok: false, refusal: 'vouchersAboveTotal' };
  return { ok: true, restSatang: rest };
}

/** How much of a voucher to apply by default: its balance, up to what is still due. */
export const voucherShare = (balanceSatang: number, dueSatang: number): number =>
  Math.max(0, Math.min(balanceSatang, dueSatang));

/**
 * What a return gives back, and to what (never cash for the non-money parts): each voucher its part, the
 * trade-in credit as a new voucher, and the money part as a refund at the counter. A retail sale has one
 * item, so a return or a cancellation takes back the whole sale.
 */
export function refundParts<T extends { method: string; amountSatang: number }>(
  payments: readonly T[],
): { toVouchers: T[]; creditToVoucher: T[]; toMoney: T[]; moneySatang: number } {
  const paid = payments.filter((payment) => payment.amountSatang > 0);
  const toMoney = paid.filter((payment) => isMoneyMethod(payment.method));
  return {
    toVouchers: paid.filter((payment) => payment.method === 'voucher'),
    creditToVoucher: paid.filter((payment) => payment.method === 'tradeIn'),
    toMoney,
    moneySatang: toMoney.reduce((sum, payment) => sum + payment.amountSatang, 0),
  };
}

/** An upgrade bonus rule as admin set it: a percentage of the accepted price, or a fixed amount. */
export type TUpgradeBonusRule =
  { kind: 'percent'; percent: number } | { kind: 'fixed'; amountSatang: number };

/**
 * The bonus a trade-in credited toward a purchase gets (decision 044): the percentage of the accepted
 * price rounded down to a whole baht, or the fixed amount; nothing without a rule or a price.
 */
export function upgradeBonusSatang(rule: TUpgradeBonusRule | null, acceptedSatang: number): number {
  if (!rule || acceptedSatang <= 0) return 0;
  if (rule.kind === 'fixed') return rule.amountSatang;
  return Math.floor((acceptedSatang * rule.percent) / 100 / 100) * 100;
}
