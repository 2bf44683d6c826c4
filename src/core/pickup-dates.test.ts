import { describe, expect, it } from 'vitest';
import { formatReferenceDate } from './reference.ts';
import { addDays, bangkokDate, bangkokToday } from './bangkok-time.ts';
import { isPickupDateAllowed, pickupDateRange } from './pickup-dates.ts';

describe('bangkokDate', () => {
  it('is already tomorrow in Bangkok from 17:00 UTC', () => {
    expect(bangkokDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(bangkokDate(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('gives a local midnight with the Bangkok date parts for the reference code', () => {
    expect(formatReferenceDate(bangkokToday(new Date('2026-12-31T18:30:00Z')))).toBe('270101');
  });
});

describe('addDays', () => {
  it('crosses month and year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 30)).toBe('2026-12-22');
  });
});

describe('pickup dates', () => {
  // 23:30 on 22 Nov in Bangkok: "tomorrow" is the 23rd even though UTC still says the 22nd.
  const now = new Date('2026-11-22T16:30:00Z');

  it('runs from tomorrow to 30 days ahead in Bangkok', () => {
    expect(pickupDateRange(now)).toEqual({ min: '2026-11-23', max: '2026-12-22' });
  });

  it('accepts the bounds and refuses today, the day after the last and impossible dates', () => {
    expect(isPickupDateAllowed('2026-11-23', now)).toBe(true);
    expect(isPickupDateAllowed('2026-12-22', now)).toBe(true);
    expect(isPickupDateAllowed('2026-11-22', now)).toBe(false);
    expect(isPickupDateAllowed('2026-12-23', now)).toBe(false);
    expect(isPickupDateAllowed('2026-11-31', now)).toBe(false);
    expect(isPickupDateAllowed('23/11/2026', now)).toBe(false);
  });
});
