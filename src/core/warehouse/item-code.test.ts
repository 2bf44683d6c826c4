import { describe, expect, it } from 'vitest';
import { itemCode, passportPath, readItemScan } from './item-code.ts';

describe('warehouse item codes', () => {
  it('prints an id as its label code and passport page', () => {
    expect(itemCode(42)).toBe('WH-000042');
    expect(itemCode(12_345_678)).toBe('WH-12345678');
    expect(passportPath(42)).toBe('/warehouse?item=42');
  });

  it('reads a label code, typed loosely, and a passport link', () => {
    expect(readItemScan(' WH-000042 ')).toEqual({ kind: 'item', id: 42 });
    expect(readItemScan('wh42')).toEqual({ kind: 'item', id: 42 });
    expect(readItemScan('https://shop.example/warehouse?item=7')).toEqual({ kind: 'item', id: 7 });
  });

  it('reads anything else as text to look up (an IMEI, a serial, another link)', () => {
    expect(readItemScan('35 2099 0012 3456 7')).toEqual({ kind: 'text', value: '352099001234567' });
    expect(readItemScan('WH-0')).toEqual({ kind: 'text', value: 'WH-0' });
    expect(readItemScan('WH-99999999999')).toEqual({ kind: 'text', value: 'WH-99999999999' });
    expect(readItemScan('https://shop.example/track?ref=TRD-1')).toMatchObject({ kind: 'text' });
    expect(readItemScan('https://shop.example/warehouse?item=abc')).toMatchObject({ kind: 'text' });
  });
});
