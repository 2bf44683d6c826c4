import { describe, expect, it } from 'vitest';
import { daysOf, periodInstants, resolveReportPeriod } from './report-period.ts';

// 23:30 UTC on 21 Nov is already 22 Nov in Bangkok.
const NOW = new Date('2026-11-21T23:30:00Z');

describe('resolveReportPeriod', () => {
  it('defaults to the last 30 Bangkok days ending today', () => {
    expect(resolveReportPeriod({}, NOW)).toEqual({
      ok: true,
      period: { from: '2026-10-24', to: '2026-11-22', days: 30 },
    });
  });

  it('takes 30 days ending at `to` when only `to` is given, and today as the end for `from` alone', () => {
    expect(resolveReportPeriod({ to: '2026-03-01' }, NOW)).toMatchObject({
      period: { from: '2026-01-31', to: '2026-03-01', days: 30 },
    });
    expect(resolveReportPeriod({ from: '2026-11-20' }, NOW)).toMatchObject({
      period: { from: '2026-11-20', to: '2026-11-22', days: 3 },
    });
  });

  it('refuses dates that are not on the calendar', () => {
    for (const from of ['2026-02-30', '2026-13-01', '26-01-01', '']) {
      expect(resolveReportPeriod({ from, to: '2026-03-01' })).toEqual({
        ok: false,
        messageKey: 'errors.reports.dateInvalid',
      });
    }
  });

  it('accepts one day and up to 366 days, refuses reversed or longer periods', () => {
    expect(resolveReportPeriod({ from: '2026-05-05', to: '2026-05-05' })).toMatchObject({
      period: { days: 1 },
    });
    expect(resolveReportPeriod({ from: '2024-01-01', to: '2024-12-31' })).toMatchObject({
      period: { days: 366 },
    });
    expect(resolveReportPeriod({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      ok: false,
      messageKey: 'errors.reports.rangeTooLong',
    });
    expect(resolveReportPeriod({ from: '2026-05-06', to: '2026-05-05' })).toEqual({
      ok: false,
      messageKey: 'errors.reports.rangeInvalid',
    });
  });
});

describe('daysOf and periodInstants', () => {
  it('lists every day across a month end and covers Bangkok midnights', () => {
    const period = { from: '2026-02-27', to: '2026-03-01', days: 3 };
    expect(daysOf(period)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(periodInstants(period)).toEqual({
      start: new Date('2026-02-26T17:00:00Z'),
      end: new Date('2026-03-01T17:00:00Z'),
    });
  });
});
