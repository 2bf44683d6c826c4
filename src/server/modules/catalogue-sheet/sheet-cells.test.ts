import { describe, expect, it } from 'vitest';
import { parseBoolean, parseInteger, parseKey, parseStorageOptions, parseText } from './sheet-cells.ts';
import { readCell } from './sheet-read.ts';

const cell = (value: string | number | boolean | null) => ({ ok: true as const, value });

describe('sheet cells', () => {
  it('reads whole numbers, typed or as text with thousands separators, and refuses the rest', () => {
    const range = { min: 0, max: 10_000_000 };
    expect(parseInteger(cell(12_500), range)).toEqual({ ok: true, value: 12_500 });
    expect(parseInteger(cell('12,500'), range)).toEqual({ ok: true, value: 12_500 });
    expect(parseInteger(cell(' 12 500 '), range)).toEqual({ ok: true, value: 12_500 });
    expect(parseInteger(cell(''), range)).toEqual({ ok: true, value: null });
    expect(parseInteger(cell(12.5), range)).toMatchObject({ ok: false, reason: 'notInteger' });
    expect(parseInteger(cell('12.5'), range)).toMatchObject({ ok: false, reason: 'notInteger' });
    expect(parseInteger(cell('1,2'), range)).toMatchObject({ ok: false, reason: 'notInteger' });
    expect(parseInteger(cell('abc'), range)).toMatchObject({ ok: false, reason: 'notInteger' });
    expect(parseInteger(cell(-1), range)).toMatchObject({ ok: false, reason: 'outOfRange', text: '-1' });
    expect(parseInteger(cell(10_000_001), range)).toMatchObject({ ok: false, reason: 'outOfRange' });
    expect(parseInteger(cell(true), range)).toMatchObject({ ok: false, reason: 'notInteger' });
  });

  it('reads storage options in any order and separator; 0 only alone', () => {
    expect(parseStorageOptions(cell('256, 128, 512'))).toEqual({ ok: true, value: [128, 256, 512] });
    expect(parseStorageOptions(cell('128;256 GB'))).toEqual({ ok: true, value: [128, 256] });
    expect(parseStorageOptions(cell(64))).toEqual({ ok: true, value: [64] });
    expect(parseStorageOptions(cell('0'))).toEqual({ ok: true, value: [0] });
    expect(parseStorageOptions(cell('0, 128'))).toMatchObject({ ok: false, reason: 'invalidStorage' });
    expect(parseStorageOptions(cell('lots'))).toMatchObject({ ok: false, reason: 'invalidStorage' });
    expect(parseStorageOptions(cell('128.5'))).toMatchObject({ ok: false, reason: 'invalidStorage' });
    expect(parseStorageOptions(cell('99999999'))).toMatchObject({ ok: false, reason: 'invalidStorage' });
  });

  it('reads yes/no in both languages, keys case-insensitively, text with its length limit', () => {
    expect(parseBoolean(cell('Yes'))).toEqual({ ok: true, value: true });
    expect(parseBoolean(cell('ไม่'))).toEqual({ ok: true, value: false });
    expect(parseBoolean(cell(false))).toEqual({ ok: true, value: false });
    expect(parseBoolean(cell('maybe'))).toMatchObject({ ok: false, reason: 'invalidBoolean' });
    expect(parseKey(cell('Phone'), ['phone', 'tablet'])).toEqual({ ok: true, value: 'phone' });
    expect(parseKey(cell('toaster'), ['phone'])).toMatchObject({ ok: false, reason: 'unknownCategory' });
    expect(parseText(cell('  iPhone   16  '), { max: 10 })).toEqual({ ok: true, value: 'iPhone 16' });
    expect(parseText(cell('x'.repeat(11)), { max: 10 })).toMatchObject({ ok: false, reason: 'textTooLong' });
  });

  it('takes a formula by its stored result and refuses one without, errors and dates', () => {
    expect(readCell({ formula: 'A1*2', result: 20 })).toEqual({ ok: true, value: 20 });
    expect(readCell({ sharedFormula: 'B2', result: 'x' } as never)).toEqual({ ok: true, value: 'x' });
    expect(readCell({ formula: 'A1*2' } as never)).toMatchObject({
      ok: false,
      problem: 'formulaWithoutResult',
    });
    expect(readCell({ formula: 'A1/0', result: { error: '#DIV/0!' } } as never)).toMatchObject({
      ok: false,
      problem: 'cellError',
    });
    expect(readCell({ error: '#N/A' } as never)).toMatchObject({ ok: false, problem: 'cellError' });
    expect(readCell(new Date())).toMatchObject({ ok: false, problem: 'unsupportedValue' });
    expect(readCell({ richText: [{ text: 'Sam' }, { text: 'sung' }] })).toEqual({
      ok: true,
      value: 'Samsung',
    });
    expect(readCell(null)).toEqual({ ok: true, value: null });
  });
});
