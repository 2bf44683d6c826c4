import type { TLocale } from '#core/constants.ts';

/** The app's choices (src/web/lib/format.ts): Thai in the Buddhist era, English day-month-year. */
const INTL_LOCALE: Record<TLocale, string> = { th: 'th-TH', en: 'en-GB' };
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const localeOf = (language: string): TLocale => (language === 'en' ? 'en' : 'th');

/** "25%" / "25.5%"; an undefined share (nothing to divide by) as a dash. */
export function formatShare(share: number | null, language: string): string {
  if (share === null) return '–';
  return cached(
    `percent:${language}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[localeOf(language)], { style: 'percent', maximumFractionDigits: 1 }),
  ).format(share);
}

/** A count with digit grouping: "1,234". */
export function formatCount(value: number, language: string): string {
  return cached(`count:${language}`, () => new Intl.NumberFormat(INTL_LOCALE[localeOf(language)])).format(
    value,
  );
}

/** A calendar day (YYYY-MM-DD) for an axis: "22 พ.ย." / "22 Nov". */
export function formatShortDay(isoDate: string, language: string): string {
  return cached(
    `shortDay:${language}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[localeOf(language)], {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
  ).format(new Date(`${isoDate}T00:00:00Z`));
}
