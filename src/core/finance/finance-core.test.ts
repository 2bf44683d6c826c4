import { describe, expect, it } from 'vitest';
import { maskedPayee, normalizeAccountNumber, normalizePromptPayId } from './payee.ts';
import { correctionDate, presetPeriod } from './periods.ts';
import { formatSatang, marginVat, parseBahtText, vatIncluded } from './vat.ts';
import { isValidVoucherCode, makeVoucherCode, normalizeVoucherCode } from './voucher-code.ts';

describe('VAT in satang', () => {
  it('takes 7/107 of an inclusive amount, rounded half up per line, symmetric for reversals', () => {
    expect(vatIncluded(10_700)).toBe(700);
    expect(vatIncluded(1)).toBe(0); // 0.0654
    expect(vatIncluded(8)).toBe(1); // 0.523 → 1
    expect(vatIncluded(99_999)).toBe(6_542); // 6541.99…
    expect(vatIncluded(-99_999)).toBe(-6_542);
    expect(vatIncluded(123_456_789)).toBe(8_076_612); // 8076612.36 (107 is odd: never an exact half)
    expect(marginVat(1_000_000, 1_200_000)).toBe(0);
    expect(marginVat(1_500_000, 1_200_000)).toBe(vatIncluded(300_000));
  });

  it('formats and parses baht without floating point', () => {
    expect(formatSatang(123_456_789)).toBe('1,234,567.89');
    expect(formatSatang(-5)).toBe('-0.05');
    expect(formatSatang(5)).toBe('0.05');
    expect(formatSatang(-1050)).toBe('-10.50');
    expect(parseBahtText('1,234.5')).toBe(123_450);
    expect(parseBahtText('0.07')).toBe(7);
    expect(parseBahtText('1.234')).toBeNull();
  });
});

describe('payee details', () => {
  it('takes a mobile number or a national ID with its check digit as a PromptPay ID', () => {
    expect(normalizePromptPayId('081-234-5678')).toBe('0812345678');
    expect(normalizePromptPayId('+66 81 234 5678')).toBe('0812345678');
    expect(normalizePromptPayId('1-1017-00230-70-8')).toBe('1101700230708');
    expect(normalizePromptPayId('1101700230709')).toBeNull();
    expect(normalizePromptPayId('02-123-4567')).toBeNull();
    expect(normalizeAccountNumber('123-4-56789-0')).toBe('1234567890');
    expect(normalizeAccountNumber('12345')).toBeNull();
  });

  it('shows only the last four digits in lists', () => {
    const base = { accountName: 'A', bankCode: null, accountNumber: null };
    expect(maskedPayee({ ...base, method: 'promptpay', promptPayId: '0812345678' })).toBe(
      'PromptPay xxxxxx5678',
    );
    expect(
      maskedPayee({
        method: 'bank',
        promptPayId: null,
        bankCode: 'SCB',
        accountNumber: '1234567890',
        accountName: 'A',
      }),
    ).toBe('SCB xxxxxx7890');
  });
});

describe('voucher codes', () => {
  it('are made of random bytes with a check character that catches a typo', () => {
    const code = makeVoucherCode(new Uint8Array(15).map((_, index) => index * 17));
    expect(isValidVoucherCode(code)).toBe(true);
    expect(code).toMatch(/^KV-(\w{4}-){3}\w{4}$/);
    const chars = code.split('');
    const last = chars.length - 2;
    chars[last] = chars[last] === 'A' ? 'B' : 'A';
    expect(isValidVoucherCode(chars.join(''))).toBe(false);
    expect(normalizeVoucherCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
  });
});

describe('periods', () => {
  const now = new Date('2026-11-26T20:00:00Z'); // 27 November in Bangkok
  it('gives the presets in Bangkok days', () => {
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('thisQuarter', now)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('thisYear', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetPeriod('lastMonth', new Date('2026-01-10T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
  it('dates a correction today, or in the first open month after a closed one', () => {
    expect(correctionDate('2026-11-27', new Set(['2026-10']))).toBe('2026-11-27');
    expect(correctionDate('2026-11-27', new Set(['2026-11', '2026-12']))).toBe('2027-01-01');
  });
});
