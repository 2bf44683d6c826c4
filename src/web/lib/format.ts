import type { TLocale } from '#core/constants.ts';
import { formatSatang } from '#core/finance/vat.ts';
import type { TTranslate } from './i18n.ts';

/** Thai dates in the Buddhist era (th-TH's default calendar); English in day-month-year order. */
const INTL_LOCALE: Record<TLocale, string> = { th: 'th-TH', en: 'en-GB' };

/**
 * One formatter per locale and kind, made once: building an Intl formatter costs milliseconds on a
 * cheap phone, and a price breakdown shows a dozen amounts.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * Dates and times: the one Bangkok format of every screen and document (decision 046), from the core:
 * "7 ธ.ค. 2569 14:05" / "7 Dec 2026, 14:05", whatever the device's time zone.
 */
export { formatDate, formatDateTime, formatMonth, formatTime } from '#core/bangkok-time.ts';

/** A whole-baht amount with the locale's digit grouping (the unit comes from the catalogue). */
export function formatAmount(amount: number, locale: TLocale): string {
  return cached(
    `amount:${locale}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 }),
  ).format(amount);
}

/** "12,340 THB" / "12,340 บาท". */
export function formatThb(t: TTranslate, amount: number, locale: TLocale): string {
  return t('common.thb', { amount: formatAmount(amount, locale) });
}

/**
 * Satang as "12,340.00 THB" / "12,340.25 บาท": always two decimals, as on the documents, so a column of
 * amounts lines up (the digits are the same in both languages).
 */
export function formatSatangThb(t: TTranslate, satang: number): string {
  return t('common.thb', { amount: formatSatang(satang) });
}

/** "+500 THB", "−1,200 THB" (a true minus sign, read as "minus"); zero has no sign. */
export function formatSignedThb(t: TTranslate, amount: number, locale: TLocale): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatThb(t, Math.abs(amount), locale)}`;
}
