import { describe, expect, it } from 'vitest';
import { breakableUnits, breakLines } from './text-layout.ts';

/** One unit of width per character: easy to reason about, like a monospaced font. */
const measure = (text: string) => [...text].length;

describe('breakableUnits', () => {
  it('joins back to the text unchanged', () => {
    const text = 'บ้านเลขที่ 99/123 หมู่บ้านศุภาลัยปาร์ควิลล์ ถนนพระรามที่ 2 (ฝากไว้ที่ป้อมยาม)';
    expect(breakableUnits(text, 'th').join('')).toBe(text);
  });

  it('cuts Thai between words but keeps numbers, codes and brackets whole', () => {
    const units = breakableUnits('ถนนพระราม 99/123 TRD-261122-AB12 (ประมาณ)', 'th');
    expect(units).toContain('99/123 ');
    expect(units).toContain('TRD-261122-AB12 ');
    expect(units.some((unit) => unit.startsWith('(') && unit.endsWith(')'))).toBe(true);
    expect(units.length).toBeGreaterThan(3);
  });

  it('never starts a piece with a following vowel or mark, nor ends one with a leading vowel', () => {
    const units = breakableUnits('หมู่บ้านศุภาลัยปาร์ควิลล์ เครื่องใหม่ ไอโฟน น้ำเงิน', 'th');
    for (const unit of units) {
      expect(unit, unit).not.toMatch(/^[\u0E30-\u0E3A\u0E45-\u0E4E]/);
      expect(unit, unit).not.toMatch(/[\u0E40-\u0E44]$/);
    }
  });

  it('with thaiWordBreaks off, breaks only at spaces (names)', () => {
    expect(breakableUnits('กัญญาณัฐ ศรีสุวรรณวงศ์', 'th', false)).toEqual(['กัญญาณัฐ ', 'ศรีสุวรรณวงศ์']);
  });

  it('keeps words joined by a no-break space together', () => {
    expect(breakableUnits('ราคา 18,500\u00A0บาท', 'th')).toEqual(['ราคา ', '18,500\u00A0บาท']);
  });
});

describe('breakLines', () => {
  it('wraps Thai text without spaces at word boundaries, within the width', () => {
    const text = 'ช่างตรวจสภาพเครื่องหากสภาพไม่ตรงกับที่แจ้งไว้เราจะเสนอราคาใหม่ให้คุณยืนยันก่อน';
    const lines = breakLines(text, 20, measure, 'th');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(text);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(20);
    expect(lines[0]).toMatch(/^ช่างตรวจสภาพเครื่อง/);
  });

  it('drops the space at a break and keeps explicit newlines', () => {
    expect(breakLines('one two three\nfour', 8, measure, 'en')).toEqual(['one two', 'three', 'four']);
  });

  it('cuts a piece wider than the line after / and ?, else between graphemes', () => {
    expect(breakLines('https://example.co.th/track?ref=TRD-261122-AB12', 32, measure, 'en')).toEqual([
      'https://example.co.th/track?',
      'ref=TRD-261122-AB12',
    ]);
    expect(breakLines('ABCDEFGHIJ', 4, measure, 'en')).toEqual(['ABCD', 'EFGH', 'IJ']);
  });

  it('returns one empty line for empty text', () => {
    expect(breakLines('', 10, measure, 'th')).toEqual(['']);
  });
});
