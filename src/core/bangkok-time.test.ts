import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTime } from './bangkok-time.ts';

describe('the one date and time format (Bangkok)', () => {
  // 18:30 UTC on the 6th is 01:30 on the 7th in Bangkok: the day and clock are Bangkok's.
  const lateEvening = new Date('2026-12-06T18:30:00Z');

  it('dates Thai screens with the short Thai month and the Buddhist-era year, English as "7 Dec 2026"', () => {
    expect(formatDate(lateEvening, 'th')).toBe('7 ธ.ค. 2569');
    expect(formatDate(lateEvening, 'en')).toBe('7 Dec 2026');
    expect(formatDate('2026-12-06T18:30:00.000Z', 'th')).toBe('7 ธ.ค. 2569');
  });

  it('reads a calendar day (YYYY-MM-DD) as the Bangkok day it names', () => {
    expect(formatDate('2027-01-01', 'th')).toBe('1 ม.ค. 2570');
    expect(formatDate('2027-01-01', 'en')).toBe('1 Jan 2027');
    expect(formatDate('2026-11-25', 'th', { weekday: true })).toBe('วันพุธที่ 25 พ.ย. 2569');
    expect(formatDate('2026-11-25', 'en', { weekday: true })).toBe('Wednesday 25 Nov 2026');
  });

  it('gives the clock in Bangkok, 24 hours, and the two together', () => {
    expect(formatTime(lateEvening)).toBe('01:30');
    expect(formatTime('2026-12-07T07:05:00Z')).toBe('14:05');
    expect(formatDateTime(lateEvening, 'th')).toBe('7 ธ.ค. 2569 01:30');
    expect(formatDateTime(lateEvening, 'en')).toBe('7 Dec 2026, 01:30');
  });

  it('names a month', () => {
    expect(formatMonth('2026-12', 'th')).toBe('ธันวาคม 2569');
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth(new Date('2026-12-31T20:00:00Z'), 'en')).toBe('January 2027');
  });
});
