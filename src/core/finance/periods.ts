import { addDays, bangkokDate } from '../bangkok-time.ts';

/**
 * Accounting periods are Bangkok calendar months ("2026-11"). A closed month's records no longer change;
 * a correction is a reversing record dated in an open period (issue 20).
 */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return addDays(firstDayOf(nextMonth(month)), -1);
}

export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

export const REPORT_PRESETS = ['thisMonth', 'lastMonth', 'thisQuarter', 'thisYear'] as const;
export type TReportPreset = (typeof REPORT_PRESETS)[number];

/** A preset's first and last Bangkok day, for the day `now` falls on in Bangkok. */
export function presetPeriod(preset: TReportPreset, now: Date = new Date()): { from: string; to: string } {
  const today = bangkokDate(now);
  const month = monthOf(today);
  const [year, m] = month.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'thisMonth':
      return { from: firstDayOf(month), to: lastDayOf(month) };
    case 'lastMonth': {
      const last = previousMonth(month);
      return { from: firstDayOf(last), to: lastDayOf(last) };
    }
    case 'thisQuarter': {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      const start = `${year}-${String(first).padStart(2, '0')}`;
      return { from: firstDayOf(start), to: lastDayOf(`${year}-${String(first + 2).padStart(2, '0')}`) };
    }
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/**
 * The day a correction made on `today` is dated: today, or when today's month is closed, the first
 * day of the first open month after it.
 */
export function correctionDate(today: string, closedMonths: ReadonlySet<string>): string {
  let month = monthOf(today);
  if (!closedMonths.has(month)) return today;
  while (closedMonths.has(month)) month = nextMonth(month);
  return firstDayOf(month);
}
