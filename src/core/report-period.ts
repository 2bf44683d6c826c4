import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from './contracts/reports.ts';
import { addDays, bangkokDate, bangkokDayStart } from './bangkok-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TReportPeriod {
  /** First Bangkok day, YYYY-MM-DD. */
  from: string;
  /** Last Bangkok day, included. */
  to: string;
  days: number;
}

/** Days from `from` to `to`, both included (calendar arithmetic on YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A real YYYY-MM-DD calendar date (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/**
 * The period a report covers, or the i18n key of what is wrong with it. Shared by the server (which
 * answers 400 with the key) and the dashboard's period picker (which shows it before asking).
 */
export function resolveReportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): { ok: true; period: TReportPeriod } | { ok: false; messageKey: string } {
  if ([query.from, query.to].some((value) => value !== undefined && !isCalendarDate(value))) {
    return { ok: false, messageKey: 'errors.reports.dateInvalid' };
  }
  const to = query.to ?? bangkokDate(now);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, messageKey: 'errors.reports.rangeInvalid' };
  const days = daysBetween(from, to);
  if (days > REPORT_MAX_DAYS) return { ok: false, messageKey: 'errors.reports.rangeTooLong' };
  return { ok: true, period: { from, to, days } };
}

/** Every day of the period, oldest first. */
export function daysOf(period: TReportPeriod): string[] {
  return Array.from({ length: period.days }, (_, index) => addDays(period.from, index));
}

/** The instants a period covers: from its first day's Bangkok midnight up to (excluded) the next day's after `to`. */
export function periodInstants(period: TReportPeriod): { start: Date; end: Date } {
  return {
    start: bangkokDayStart(period.from),
    end: bangkokDayStart(addDays(period.to, 1)),
  };
}
