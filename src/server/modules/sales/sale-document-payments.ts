import type { TSalePayment } from '#core/contracts/sales.ts';
import { formatSatang } from '#core/finance/vat.ts';

type TLocale = 'th' | 'en';

const METHOD_LABELS: Record<string, { th: string; en: string }> = {
  cash: { th: 'เงินสด', en: 'Cash' },
  transfer: { th: 'โอนเงิน', en: 'Bank transfer' },
  promptPay: { th: 'พร้อมเพย์', en: 'PromptPay' },
  card: { th: 'บัตร', en: 'Card' },
  voucher: { th: 'บัตรกำนัล', en: 'Voucher' },
  tradeIn: { th: 'เครื่องเก่าแลกซื้อ', en: 'Trade-in' },
};

const TEXTS = {
  th: { bonus: 'รวมโบนัสอัปเกรด', newVoucher: 'คืนเป็นบัตรกำนัลใหม่', backTo: 'คืนเข้าบัตรกำนัล', refund: 'คืนเงิน' },
  en: {
    bonus: 'incl. upgrade bonus',
    newVoucher: 'back as a new voucher',
    backTo: 'back to the voucher',
    refund: 'refunded',
  },
} as const;

/** A payment method's name in the document's language (the methods of decision 044 and the old ones). */
export function paymentMethodLabel(method: string, locale: TLocale): string | undefined {
  return METHOD_LABELS[method]?.[locale];
}

/** One means of payment as a document prints it: what, how much, and on a credit note where it went back. */
export interface TPaymentPart {
  what: string;
  amountSatang: number;
  where: string | null;
}

/**
 * What a document prints under "Paid by", after the total (decision 044): each means of payment with its
 * amount — a voucher by its code's last group, a trade-in by the device and its request (both sides of an
 * old-for-new sale on one page) — and on a credit note where each part went back.
 */
export function paymentParts(payments: readonly TSalePayment[], locale: TLocale): TPaymentPart[] {
  const texts = TEXTS[locale];
  return payments.map((payment) => {
    const label = paymentMethodLabel(payment.method, locale) ?? payment.method;
    let what = label;
    if (payment.method === 'voucher' && payment.voucherCode) what = `${label} ${payment.voucherCode}`;
    if (payment.method === 'tradeIn' && payment.tradeIn) {
      const bonus = payment.tradeIn.bonusSatang
        ? ` (${texts.bonus} ${formatSatang(payment.tradeIn.bonusSatang)})`
        : '';
      what = `${label}: ${payment.tradeIn.deviceDescription} · ${payment.tradeIn.reference}${bonus}`;
    }
    const amountSatang = Math.abs(payment.amountSatang);
    if (!payment.refund) return { what, amountSatang, where: null };
    const where = payment.refundVoucher
      ? `${texts.newVoucher} ${payment.refundVoucher.code}`
      : payment.method === 'voucher'
        ? texts.backTo
        : texts.refund;
    return { what, amountSatang, where };
  });
}

/** The same parts as one line each ("Voucher KV-••••-••••-••••-AB12 5,000.00 — back to the voucher"). */
export function paymentLines(payments: readonly TSalePayment[], locale: TLocale): string[] {
  return paymentParts(payments, locale).map(
    ({ what, amountSatang, where }) => `${what} ${formatSatang(amountSatang)}${where ? ` — ${where}` : ''}`,
  );
}
