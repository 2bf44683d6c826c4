import { describe, expect, it } from 'vitest';
import { isValidImei, isValidSerial, normalizeImeiOrSerial } from './imei.ts';

describe('isValidImei', () => {
  it('accepts 15 digits whose last is the Luhn check digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('356938035643809')).toBe(true);
    expect(isValidImei('000000000000000')).toBe(true);
  });

  it('refuses a wrong check digit, a swapped pair and other lengths', () => {
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei('490154203237581')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4901542032375180')).toBe(false);
    expect(isValidImei('49015420323751A')).toBe(false);
  });
});

describe('isValidSerial', () => {
  it('accepts 6–20 letters and digits with at least one letter', () => {
    expect(isValidSerial('F2LXK0ABCD12')).toBe(true);
    expect(isValidSerial('R58N12ABCDE')).toBe(true);
    expect(isValidSerial('abc123')).toBe(true);
    expect(isValidSerial('A'.repeat(20))).toBe(true);
  });

  it('refuses all digits (a mistyped IMEI), too short, too long and punctuation', () => {
    expect(isValidSerial('123456789012')).toBe(false);
    expect(isValidSerial('AB12C')).toBe(false);
    expect(isValidSerial('A'.repeat(21))).toBe(false);
    expect(isValidSerial('F2LX/K0AB')).toBe(false);
  });
});

describe('normalizeImeiOrSerial', () => {
  it('drops the spaces and dashes people type and upper-cases serials', () => {
    expect(normalizeImeiOrSerial('4901 5420-3237 518')).toBe('490154203237518');
    expect(normalizeImeiOrSerial(' f2lx-k0ab-cd12 ')).toBe('F2LXK0ABCD12');
  });

  it('returns null for neither an IMEI nor a serial', () => {
    expect(normalizeImeiOrSerial('490154203237519')).toBeNull();
    expect(normalizeImeiOrSerial('12345')).toBeNull();
    expect(normalizeImeiOrSerial('')).toBeNull();
    expect(normalizeImeiOrSerial('serial: F2LX')).toBeNull();
  });
});
