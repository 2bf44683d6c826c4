/**
 * Calendar days in Thailand. Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so a
 * fixed offset gives the local date without depending on the machine's time zone or ICU data.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A courier pick-up may be booked from tomorrow up to this many days ahead (Bangkok dates). */
export const PICKUP_MAX_DAYS_AHEAD = 30;

/** `now` as a YYYY-MM-DD date in Bangkok. */
export function bangkokDate(now: Date = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last date a pick-up may be booked for, as YYYY-MM-DD in Bangkok. */
export function pickupDateRange(now: Date = new Date()): { min: string; max: string } {
  const today = bangkokDate(now);
  return { min: addDays(today, 1), max: addDays(today, PICKUP_MAX_DAYS_AHEAD) };
}

/** True when `isoDate` (YYYY-MM-DD) is a real date between tomorrow and 30 days ahead in Bangkok. */
export function isPickupDateAllowed(isoDate: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return false;
  const parsed = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== isoDate) return false;
  const { min, max } = pickupDateRange(now);
  return isoDate >= min && isoDate <= max;
}

/**
 * Today in Bangkok as a local-time Date (at noon, clear of daylight-saving gaps), for functions that
 * read local date parts (e.g. the reference code's YYMMDD), whatever time zone the server runs in.
 */
export function bangkokToday(now: Date = new Date()): Date {
  const [year, month, day] = bangkokDate(now).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}
