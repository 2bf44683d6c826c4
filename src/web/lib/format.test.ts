import { describe, expect, it } from 'vitest';
import en from '#core/i18n/en.json';
import th from '#core/i18n/th.json';
import { translate, type TTranslate } from '#core/i18n/translate.ts';
import { formatSatangThb } from './format.ts';

const tEn: TTranslate = (key, vars) => translate(en, key, vars);
const tTh: TTranslate = (key, vars) => translate(th, key, vars);

describe('formatSatangThb', () => {
  it('writes satang in the unit of the other amounts: whole baht plain, the rest with two decimals', () => {
    expect(formatSatangThb(tEn, 1_234_000, 'en')).toBe('12,340 THB');
    expect(formatSatangThb(tEn, 1_234_025, 'en')).toBe('12,340.25 THB');
    expect(formatSatangThb(tTh, 5, 'th')).toBe('0.05 บาท');
    expect(formatSatangThb(tEn, 0, 'en')).toBe('0 THB');
  });
});
