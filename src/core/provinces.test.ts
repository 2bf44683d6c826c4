import { describe, expect, it } from 'vitest';
import { PROVINCES, provincesInOrder } from './provinces.ts';

describe('provincesInOrder', () => {
  it('lists Thai names ก–ฮ after Bangkok, leading vowels filed under their consonant', () => {
    const names = provincesInOrder('th').map((province) => province.th);
    expect(names.slice(0, 5)).toEqual(['กรุงเทพมหานคร', 'กระบี่', 'กาญจนบุรี', 'กาฬสินธุ์', 'กำแพงเพชร']);
    expect(names.slice(-4)).toEqual(['อุดรธานี', 'อุตรดิตถ์', 'อุทัยธานี', 'อุบลราชธานี']);
    // เชียงใหม่ is read under ช: after ชุมพร, before ตรัง; not after every other name.
    expect(names.indexOf('เชียงใหม่')).toBeGreaterThan(names.indexOf('ชุมพร'));
    expect(names.indexOf('เชียงใหม่')).toBeLessThan(names.indexOf('ตรัง'));
  });

  it('lists English names A–Z after Bangkok', () => {
    const names = provincesInOrder('en').map((province) => province.en);
    expect(names.slice(0, 4)).toEqual(['Bangkok', 'Amnat Charoen', 'Ang Thong', 'Bueng Kan']);
    expect(names.at(-1)).toBe('Yasothon');
  });

  it('keeps all 77 provinces once each', () => {
    for (const locale of ['th', 'en'] as const) {
      const keys = provincesInOrder(locale).map((province) => province.key);
      expect(new Set(keys).size).toBe(77);
      expect([...keys].sort()).toEqual(PROVINCES.map((province) => province.key).sort());
    }
  });
});
