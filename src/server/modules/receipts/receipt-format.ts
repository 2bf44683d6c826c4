import { formatDate as formatBangkokDate, formatTime } from '#core/bangkok-time.ts';
import type { TLocale } from '#core/constants.ts';

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

/** "22 พ.ย. 2569" / "22 Nov 2026": the one Bangkok date format (decision 046), spaces unbreakable. */
export function formatDate(date: Date, locale: TLocale): string {
  return keepTogether(formatBangkokDate(date, locale));
}

/** "22 พ.ย. 2569 เวลา 14:05 น." / "22 Nov 2026, 14:05" in Bangkok time. */
export function formatDateTime(date: Date, locale: TLocale): string {
  const time = formatTime(date);
  return locale === 'th'
    ? `${formatDate(date, locale)} เวลา ${time}${NBSP}น.`
    : `${formatDate(date, locale)}, ${time}`;
}

/** A calendar day stored as YYYY-MM-DD (a pick-up date), with its weekday: "วันพุธที่ 25 พ.ย. 2569". */
export function formatCalendarDay(day: string, locale: TLocale): string {
  return keepTogether(formatBangkokDate(day, locale, { weekday: true }));
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
