import { describe, expect, it } from 'vitest';
import { periodFromParams } from './use-report-period.ts';

// 20:00 UTC is already the next day (03:00) in Bangkok.
const NOW = new Date('2026-11-22T20:00:00Z');
const read = (search: string) => periodFromParams(new URLSearchParams(search), NOW);

describe('periodFromParams', () => {
  it('defaults to the last 30 Bangkok days', () => {
    expect(read('')).toEqual({
      period: { from: '2026-10-25', to: '2026-11-23', days: 30 },
      preset: 30,
      invalidKey: null,
    });
  });

  it('reads a preset, and falls back to 30 days for one it does not offer', () => {
    expect(read('days=7')).toMatchObject({ period: { from: '2026-11-17', to: '2026-11-23' }, preset: 7 });
    expect(read('days=90&lang=en')).toMatchObject({ period: { days: 90 }, preset: 90 });
    expect(read('days=12')).toMatchObject({ period: { days: 30 }, preset: 30, invalidKey: null });
  });

  it('reads a custom range, and says why a bad one is not used', () => {
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({
      period: { from: '2026-01-01', to: '2026-01-31', days: 31 },
      preset: null,
      invalidKey: null,
    });
    expect(read('from=2026-02-01&to=2026-01-31')).toMatchObject({
      preset: 30,
      invalidKey: 'errors.reports.rangeInvalid',
    });
    expect(read('from=2024-01-01&to=2025-06-01')).toMatchObject({
      invalidKey: 'errors.reports.rangeTooLong',
    });
    expect(read('from=2026-01-01')).toMatchObject({ invalidKey: 'errors.reports.dateInvalid' });
    expect(read('from=2026-02-30&to=2026-03-01')).toMatchObject({ invalidKey: 'errors.reports.dateInvalid' });
    expect(read('from=yesterday&to=2026-01-01')).toMatchObject({ invalidKey: 'errors.reports.dateInvalid' });
  });
});
