import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { resolveReportPeriod, type TReportPeriod } from '#core/report-period.ts';

/** The quick choices of the period picker, in days ending today (Bangkok). */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type TPeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface TPeriodState {
  period: TReportPeriod;
  /** The preset the period is, or null for a custom range. */
  preset: TPeriodPreset | null;
  /** Why the URL's range was not used (then the default 30 days are shown). */
  invalidKey: string | null;
}

/**
 * The report's period, kept in the URL so a view survives reload and can be shared: `?days=7|30|90`
 * (the default 30) or `?from=YYYY-MM-DD&to=YYYY-MM-DD`. Other parameters (lang) are left alone.
 */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const state = periodFromParams(params);

  const setPreset = useCallback(
    (days: TPeriodPreset) =>
      setParams((current) => {
        current.delete('from');
        current.delete('to');
        current.set('days', String(days));
        return current;
      }),
    [setParams],
  );
  const setRange = useCallback(
    (from: string, to: string) =>
      setParams((current) => {
        current.delete('days');
        current.set('from', from);
        current.set('to', to);
        return current;
      }),
    [setParams],
  );
  return { ...state, setPreset, setRange };
}

export function periodFromParams(params: URLSearchParams, now = new Date()): TPeriodState {
  const today = bangkokDate(now);
  const from = params.get('from');
  const to = params.get('to');
  if (from || to) {
    const resolved =
      from && to
        ? resolveReportPeriod({ from, to }, now)
        : { ok: false as const, messageKey: 'errors.reports.dateInvalid' };
    if (resolved.ok) return { period: resolved.period, preset: null, invalidKey: null };
    return { ...presetState(30, today), invalidKey: resolved.messageKey };
  }
  const days = Number(params.get('days'));
  const preset = PERIOD_PRESETS.find((value) => value === days) ?? 30;
  return presetState(preset, today);
}

function presetState(days: TPeriodPreset, today: string): TPeriodState {
  return { period: { from: addDays(today, -(days - 1)), to: today, days }, preset: days, invalidKey: null };
}
