import type { TLocale } from '#core/constants.ts';

/** The company works in Thai time whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';

/** Thai dates in the Buddhist era with Western digits, as Thai business documents print them. */
const DATE_LOCALE: Record<TLocale, string> = { th: 'th-TH-u-ca-buddhist-nu-latn', en: 'en-GB' };

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** No-break space: "18,500 บาท" and "22 พฤศจิกายน 2569" never wrap in the middle. */
const NBSP = '\u00A0';
const keepTogether = (text: string) => text.replace(/ /g, NBSP);

/** "18,500 บาท" / "THB 18,500"; `signed` adds + to positive amounts (price adjustments). */
export function formatThb(amount: number, locale: TLocale, options: { signed?: boolean } = {}): string {
  const digits = numberFormat.format(Math.abs(amount));
  const sign = amount < 0 ? '-' : options.signed && amount > 0 ? '+' : '';
  return locale === 'th' ? `${sign}${digits}${NBSP}บาท` : `${sign}THB${NBSP}${digits}`;
}

/** "22 พฤศจิกายน 2569" / "22 November 2026", the day in Bangkok (spaces unbreakable). */
const dayFormats = {
  th: new Intl.DateTimeFormat(DATE_LOCALE.th, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }),
  en: new Intl.DateTimeFormat(DATE_LOCALE.en, { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }),
};
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = (locale: TLocale) =>
  new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const calendarDayFormats = { th: weekdayFormat('th'), en: weekdayFormat('en') };

export function formatDate(date: Date, locale: TLocale): string {
  return keepTogether(dayFormats[locale].format(date));
}

/** "22 พฤศจิกายน 2569 เวลา 14:05 น." / "22 November 2026, 14:05" in Bangkok time. */
export function formatDateTime(date: Date, locale: TLocale): string {
  const time = timeFormat.format(date);
  return locale === 'th'
    ? `${formatDate(date, locale)} เวลา ${time}${NBSP}น.`
    : `${formatDate(date, locale)}, ${time}`;
}

/** A calendar day stored as YYYY-MM-DD (a pick-up date), with its weekday: "วันพุธที่ 25 พฤศจิกายน 2569". */
export function formatCalendarDay(day: string, locale: TLocale): string {
  return keepTogether(calendarDayFormats[locale].format(new Date(`${day}T00:00:00Z`)));
}

/** "09:00-12:00" → "09:00–12:00 น." / "09:00–12:00". */
export function formatTimeSlot(slot: string, locale: TLocale): string {
  const range = slot.replace('-', '–');
  return locale === 'th' ? `${range}${NBSP}น.` : range;
}

/** Only the last four characters stay readable: "xxxxxxxxxxx1234". */
export function maskIdentifier(value: string): string {
  const visible = value.length > 4 ? 4 : 0;
  return 'x'.repeat(value.length - visible) + value.slice(value.length - visible);
}

/** A stored (normalised) Thai phone number with its middle hidden: "081-xxx-5678", "02-xxx-8888". */
export function maskPhone(phone: string): string {
  if (/^0[689]\d{8}$/.test(phone)) return `${phone.slice(0, 3)}-xxx-${phone.slice(6)}`;
  if (/^0\d{8}$/.test(phone)) return `${phone.slice(0, 2)}-xxx-${phone.slice(5)}`;
  return maskIdentifier(phone);
}
