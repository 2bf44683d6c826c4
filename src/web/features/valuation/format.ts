import type { TLocale } from '#core/constants.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/format.ts';
import type { TTranslate } from '../../lib/i18n.ts';

const INTL_LOCALE: Record<TLocale, string> = { th: 'th-TH', en: 'en-GB' };

/**
 * One formatter per locale, made once: building an Intl formatter costs milliseconds on a cheap phone,
 * and the offer shows a dozen amounts.
 */
const amountFormats = new Map<TLocale, Intl.NumberFormat>();
const dayFormats = new Map<TLocale, Intl.DateTimeFormat>();

function amountFormat(locale: TLocale): Intl.NumberFormat {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
    amountFormats.set(locale, format);
  }
  return format;
}

function dayFormat(locale: TLocale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'long',
      timeZone: BUSINESS_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/**
 * The first formatter of a locale loads its data (tens of ms on a cheap phone): made a moment after the
 * condition step has painted, while the customer reads the first question, not on "See my price".
 */
export function warmFormats(locale: TLocale): () => void {
  let idle: number | undefined;
  const warm = () => {
    amountFormat(locale);
    dayFormat(locale);
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
  return t('common.thb', { amount: amountFormat(locale).format(amount) });
}

/** "+500 THB", "−1,200 THB" (a true minus sign, read as "minus"); zero has no sign. */
export function formatSignedThb(t: TTranslate, amount: number, locale: TLocale): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatThb(t, Math.abs(amount), locale)}`;
}

/** The day a quote's price lock ends, in Thailand: "29 พฤศจิกายน 2569" / "29 November 2026". */
export function formatDay(iso: string, locale: TLocale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'long',
      timeZone: BUSINESS_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A purchase year as Thai customers say it (Buddhist era, with the Western year beside it). */
export function formatYear(year: number, locale: TLocale): string {
  return locale === 'th' ? `${year + 543} (${year})` : String(year);
}
