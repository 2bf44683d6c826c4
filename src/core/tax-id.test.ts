import { describe, expect, it } from 'vitest';
import { formatThaiTaxId, isValidThaiTaxId } from './tax-id.ts';

describe('isValidThaiTaxId', () => {
  it('accepts numbers whose check digit matches', () => {
    // Check digits worked by hand: 0105536092641 (a public company's), 3100600542410, 1234567890121.
    for (const id of ['0105536092641', '3100600542410', '1234567890121'])
      expect(isValidThaiTaxId(id), id).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    for (const id of [
      '0105536092642',
      '1234567890120',
      '123456789012',
      '12345678901234',
      '12345678901a1',
      ' 1234567890121',
      '',
    ]) {
      expect(isValidThaiTaxId(id), id).toBe(false);
    }
  });

  it('prints the number in its usual groups', () => {
    expect(formatThaiTaxId('0105536092641')).toBe('0-1055-36092-64-1');
    expect(formatThaiTaxId('12')).toBe('12');
  });
});
