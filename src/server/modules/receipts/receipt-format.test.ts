import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatThb,
  formatTimeSlot,
  maskIdentifier,
  maskPhone,
} from './receipt-format.ts';

/** The formatters join with no-break spaces so the PDF never wraps inside them; compare with plain ones. */
const plain = (text: string) => text.replaceAll('\u00A0', ' ');

describe('receipt formats', () => {
  it('formats THB with thousands separators in both languages', () => {
    expect(plain(formatThb(18_500, 'th'))).toBe('18,500 บาท');
    expect(plain(formatThb(18_500, 'en'))).toBe('THB 18,500');
    expect(plain(formatThb(1_234_567, 'en'))).toBe('THB 1,234,567');
    expect(plain(formatThb(-400, 'th', { signed: true }))).toBe('-400 บาท');
    expect(plain(formatThb(300, 'en', { signed: true }))).toBe('+THB 300');
    expect(plain(formatThb(0, 'th', { signed: true }))).toBe('0 บาท');
  });

  it('dates Thai documents in the Buddhist era, on the Bangkok calendar day', () => {
    const lateEvening = new Date('2026-11-22T18:30:00Z'); // 01:30 on the 23rd in Bangkok
    expect(plain(formatDate(lateEvening, 'th'))).toBe('23 พ.ย. 2569');
    expect(plain(formatDate(lateEvening, 'en'))).toBe('23 Nov 2026');
    expect(plain(formatDateTime(lateEvening, 'th'))).toBe('23 พ.ย. 2569 เวลา 01:30 น.');
    expect(plain(formatDateTime(lateEvening, 'en'))).toBe('23 Nov 2026, 01:30');
  });

  it('names the weekday of a pick-up day and the time slot', () => {
    expect(plain(formatCalendarDay('2026-11-25', 'th'))).toBe('วันพุธที่ 25 พ.ย. 2569');
    expect(plain(formatCalendarDay('2026-11-25', 'en'))).toBe('Wednesday 25 Nov 2026');
    expect(plain(formatTimeSlot('09:00-12:00', 'th'))).toBe('09:00–12:00 น.');
    expect(formatTimeSlot('09:00-12:00', 'en')).toBe('09:00–12:00');
  });

  it('hides all but the last four characters of an IMEI or serial', () => {
    expect(maskIdentifier('356789104567123')).toBe('xxxxxxxxxxx7123');
    expect(maskIdentifier('F2LXK1ABC')).toBe('xxxxx1ABC');
    expect(maskIdentifier('ABCD')).toBe('xxxx');
  });

  it('hides the middle of a phone number', () => {
    expect(maskPhone('0812345678')).toBe('081-xxx-5678');
    expect(maskPhone('021234567')).toBe('02-xxx-4567');
  });
});
