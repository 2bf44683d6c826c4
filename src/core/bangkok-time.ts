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
