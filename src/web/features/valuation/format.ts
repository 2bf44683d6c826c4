import type { TLocale } from '#core/constants.ts';
import { formatAmount, formatLongDay } from '../../lib/format.ts';
import type { TTranslate } from '../../lib/i18n.ts';

/**
 * The first formatter of a locale loads its data (tens of ms on a cheap phone): made a moment after the
 * condition step has painted, while the customer reads the first question, not on "See my price".
 */
export function warmFormats(locale: TLocale): () => void {
  let idle: number | undefined;
  const warm = () => {
    formatAmount(0, locale);
    formatLongDay(new Date().toISOString(), locale);
  };
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(warm, { timeout: 2000 });
    else warm();
  }, 1500);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** "12,340 THB" / "12,340 บาท". */
export function formatThb(t: TTranslate, amount: number, locale: TLocale): string {
  return t('common.thb', { amount: formatAmount(amount, locale) });
}

/** "+500 THB", "−1,200 THB" (a true minus sign, read as "minus"); zero has no sign. */
export function formatSignedThb(t: TTranslate, amount: number, locale: TLocale): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatThb(t, Math.abs(amount), locale)}`;
}

/** A purchase year as Thai customers say it (Buddhist era, with the Western year beside it). */
export function formatYear(year: number, locale: TLocale): string {
  return locale === 'th' ? `${year + 543} (${year})` : String(year);
}
