import { addDays, bangkokDate } from './bangkok-time.ts';

/** A courier pick-up may be booked from tomorrow up to this many days ahead (Bangkok dates). */
export const PICKUP_MAX_DAYS_AHEAD = 30;

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
