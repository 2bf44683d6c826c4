import { describe, expect, it } from 'vitest';
import en from '#core/i18n/en.json';
import th from '#core/i18n/th.json';
import { translate, type TTranslate } from '#core/i18n/translate.ts';
import { formatSatangThb } from './format.ts';

const tEn: TTranslate = (key, vars) => translate(en, key, vars);
const tTh: TTranslate = (key, vars) => translate(th, key, vars);

describe('formatSatangThb', () => {
  it('writes satang with two decimals in the unit of the other amounts', () => {
    expect(formatSatangThb(tEn, 1_234_000)).toBe('12,340.00 THB');
    expect(formatSatangThb(tEn, 1_234_025)).toBe('12,340.25 THB');
    expect(formatSatangThb(tTh, 5)).toBe('0.05 บาท');
    expect(formatSatangThb(tTh, -1_050)).toBe('-10.50 บาท');
    expect(formatSatangThb(tEn, 0)).toBe('0.00 THB');
  });
});
