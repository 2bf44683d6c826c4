/**
 * Time in Thailand. Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so a fixed offset
 * gives local dates and times without depending on the machine's time zone or ICU data. The one place
 * that knows the offset.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` in Bangkok as an ISO text whose date and clock are Bangkok's ("…Z" but local). */
const bangkokIso = (now: Date) => new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString();

/** `now` as a YYYY-MM-DD date in Bangkok. */
export function bangkokDate(now: Date = new Date()): string {
  return bangkokIso(now).slice(0, 10);
}

/** The year in Bangkok. */
export function bangkokYear(now: Date = new Date()): number {
  return Number(bangkokIso(now).slice(0, 4));
}

/** "2026-11-22-1930": a Bangkok date and time for file names that sort by when they were made. */
export function bangkokFileStamp(now: Date = new Date()): string {
  const iso = bangkokIso(now);
  return `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/** The instant a Bangkok calendar day (YYYY-MM-DD) begins. */
export function bangkokDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+07:00`);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today in Bangkok as a local-time Date (at noon, clear of daylight-saving gaps), for functions that
 * read local date parts (e.g. the reference code's YYMMDD), whatever time zone the server runs in.
 */
export function bangkokToday(now: Date = new Date()): Date {
  const [year, month, day] = bangkokDate(now).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/*
 * The one date and time format of every screen and document (decision 046): the day and clock in
 * Bangkok, whatever the zone of the browser or the server. Thai: the Thai month's short name and the
 * Buddhist-era year ("7 ธ.ค. 2569", "7 ธ.ค. 2569 14:05"); English: "7 Dec 2026", "7 Dec 2026, 14:05".
 * Written out here rather than through Intl, so a browser's or a server's ICU data cannot change it.
 */
type TDateLocale = 'th' | 'en';
const MONTHS: Record<TDateLocale, readonly string[]> = {
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const LONG_MONTHS: Record<TDateLocale, readonly string[]> = {
  th: [
    'มกราคม',
    'กุมภาพันธ์',
    'มีนาคม',
    'เมษายน',
    'พฤษภาคม',
    'มิถุนายน',
    'กรกฎาคม',
    'สิงหาคม',
    'กันยายน',
    'ตุลาคม',
    'พฤศจิกายน',
    'ธันวาคม',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const WEEKDAYS: Record<TDateLocale, readonly string[]> = {
  th: ['วันอาทิตย์ที่', 'วันจันทร์ที่', 'วันอังคารที่', 'วันพุธที่', 'วันพฤหัสบดีที่', 'วันศุกร์ที่', 'วันเสาร์ที่'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Date, an ISO instant, or a calendar day (YYYY-MM-DD: already Bangkok's) */
export type TWhen = Date | string;

/** The Bangkok calendar day (YYYY-MM-DD) and clock (HH:MM) of a moment; a calendar day is itself. */
function bangkokParts(when: TWhen): { day: string; clock: string | null } {
  if (typeof when === 'string' && CALENDAR_DAY.test(when)) return { day: when, clock: null };
  const iso = bangkokIso(typeof when === 'string' ? new Date(when) : when);
  return { day: iso.slice(0, 10), clock: iso.slice(11, 16) };
}

/** Thai years are counted in the Buddhist era (543 years ahead). */
const yearOf = (year: number, locale: TDateLocale) => (locale === 'th' ? year + 543 : year);

/**
 * The day in Bangkok: "7 ธ.ค. 2569" / "7 Dec 2026"; with `weekday`, "วันจันทร์ที่ 7 ธ.ค. 2569" /
 * "Monday 7 Dec 2026" (a pick-up day).
 */
export function formatDate(when: TWhen, locale: TDateLocale, options: { weekday?: boolean } = {}): string {
  const [year, month, day] = bangkokParts(when).day.split('-').map(Number) as [number, number, number];
  const text = `${day} ${MONTHS[locale][month - 1]} ${yearOf(year, locale)}`;
  if (!options.weekday) return text;
  const weekday = WEEKDAYS[locale][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${text}`;
}

/** The clock in Bangkok, 24 hours: "14:05". */
export function formatTime(when: TWhen): string {
  return bangkokParts(when).clock ?? '00:00';
}

/** Day and clock in Bangkok: "7 ธ.ค. 2569 14:05" / "7 Dec 2026, 14:05". */
export function formatDateTime(when: TWhen, locale: TDateLocale): string {
  return `${formatDate(when, locale)}${locale === 'th' ? '' : ','} ${formatTime(when)}`;
}

/** A month (YYYY-MM, or any moment in it): "ธันวาคม 2569" / "December 2026". */
export function formatMonth(when: TWhen, locale: TDateLocale): string {
  const text = typeof when === 'string' && /^\d{4}-\d{2}$/.test(when) ? when : bangkokParts(when).day;
  const [year, month] = text.split('-').map(Number) as [number, number];
  return `${LONG_MONTHS[locale][month - 1]} ${yearOf(year, locale)}`;
}
