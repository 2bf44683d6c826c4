import { describe, expect, it } from 'vitest';
import { formatReferenceDate, generateReference, isReference, REFERENCE_PATTERN } from './reference.ts';

describe('generateReference', () => {
  it('has the TRD-YYMMDD-XXXX format with today as the date part', () => {
    const today = new Date();
    const reference = generateReference();
    expect(reference).toMatch(REFERENCE_PATTERN);
    const yymmdd =
      String(today.getFullYear() % 100).padStart(2, '0') +
      String(today.getMonth() + 1).padStart(2, '0') +
      String(today.getDate()).padStart(2, '0');
    expect(reference.slice(4, 10)).toBe(yymmdd);
  });

  it('uses the given date, zero-padded', () => {
    expect(formatReferenceDate(new Date(2026, 0, 5))).toBe('260105');
    expect(generateReference(new Date(2031, 11, 31)).startsWith('TRD-311231-')).toBe(true);
  });

  it('draws the four characters from the random source', () => {
    const bytes = [0, 1, 35, 36];
    const reference = generateReference(new Date(2026, 10, 22), () =>
      Uint8Array.from([...bytes, 0, 0, 0, 0]),
    );
    expect(reference).toBe('TRD-261122-AB9A');
  });

  it('rejects biased bytes (252–255) so every character is equally likely', () => {
    let call = 0;
    const source = () =>
      call++ === 0 ? Uint8Array.from([252, 253, 254, 255, 252, 253, 254, 255]) : new Uint8Array(8).fill(25);
    expect(generateReference(new Date(2026, 10, 22), source)).toBe('TRD-261122-ZZZZ');
    expect(call).toBe(2);
  });

  it('is random: 20,000 references are distinct enough and use the whole alphabet evenly', () => {
    const references = Array.from({ length: 20_000 }, () => generateReference());
    // 36^4 = 1,679,616 codes: about 119 same-day collisions are expected among 20,000 (birthday bound).
    expect(20_000 - new Set(references).size).toBeLessThan(200);
    const counts = new Map<string, number>();
    for (const reference of references) {
      for (const char of reference.slice(11)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(36);
    const expected = (20_000 * 4) / 36;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
    }
  });
});

describe('isReference', () => {
  it.each([
    ['TRD-261122-AB12', true],
    ['TRD-261122-ab12', false],
    ['TRD-26112-AB12', false],
    ['TRD-261122-AB123', false],
    ['XYZ-261122-AB12', false],
    [' TRD-261122-AB12', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isReference(value)).toBe(expected);
  });
});
