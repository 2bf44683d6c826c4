import type { TLocale } from '#core/constants.ts';

/** Thai dates in the Buddhist era (th-TH's default calendar); English in day-month-year order. */
const INTL_LOCALE: Record<TLocale, string> = { th: 'th-TH', en: 'en-GB' };
/** The business runs on Thai time, whatever the device's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';

/** An instant (ISO date-time) as date and time in Thailand: "22 พ.ย. 2569 14:05" / "22 Nov 2026, 14:05". */
export function formatDateTime(iso: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, no time zone): "วันอังคารที่ 24 พฤศจิกายน พ.ศ. 2569" / "Tuesday 24 November 2026". */
export function formatCalendarDate(
  isoDate: string,
  locale: TLocale,
  style: 'full' | 'medium' = 'full',
): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A whole-baht amount with the locale's digit grouping (the unit comes from the catalogue). */
export function formatAmount(amount: number, locale: TLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 }).format(amount);
}
