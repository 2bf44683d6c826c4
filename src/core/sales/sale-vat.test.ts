import { describe, expect, it } from 'vitest';
import { lineVatSatang, saleTotals, suggestedPriceSatang, vatIncludedSatang } from './sale-vat.ts';

describe('vatIncludedSatang', () => {
  it('takes 7/107 of an amount that includes VAT', () => {
    expect(vatIncludedSatang(10_700)).toBe(700);
    expect(vatIncludedSatang(0)).toBe(0);
    expect(vatIncludedSatang(107_000_000)).toBe(7_000_000);
  });

  it('rounds half up to the satang', () => {
    // 1 × 7/107 = 0.0654 → 0; 8 × 7/107 = 0.5234 → 1; 15 × 7/107 = 0.981 → 1
    expect(vatIncludedSatang(1)).toBe(0);
    expect(vatIncludedSatang(7)).toBe(0); // 0.458
    expect(vatIncludedSatang(8)).toBe(1); // 0.523
    // 999 999 × 7/107 = 65 420.495… → 65 420
    expect(vatIncludedSatang(999_999)).toBe(65_420);
    // 1 234 567 × 7/107 = 80 766.065… → 80 766; 234 567 × 7/107 = 15 345.504… → 15 346 (just over a half)
    expect(vatIncludedSatang(1_234_567)).toBe(80_766);
    expect(vatIncludedSatang(234_567)).toBe(15_346);
  });

  it('rounds an exact half up (at 7 % no amount lands on a half; at 100 % odd amounts do)', () => {
    expect(vatIncludedSatang(11, 10)).toBe(1);
    // rate 100: a × 100/200 = a/2 exactly; 3/2 = 1.5 → 2, 5/2 = 2.5 → 3
    expect(vatIncludedSatang(3, 100)).toBe(2);
    expect(vatIncludedSatang(5, 100)).toBe(3);
  });

  it('agrees with exact rational rounding on many awkward amounts', () => {
    for (let amount = 0; amount < 50_000; amount += 37) {
      const exact = (amount * 7) / 107;
      const expected = Math.floor(exact) + (exact - Math.floor(exact) >= 0.5 ? 1 : 0);
      expect(vatIncludedSatang(amount)).toBe(expected);
    }
  });

  it('refuses fractions and negatives', () => {
    expect(() => vatIncludedSatang(1.5)).toThrow(RangeError);
    expect(() => vatIncludedSatang(-1)).toThrow(RangeError);
  });
});

describe('lineVatSatang', () => {
  it('taxes the full price under the standard scheme', () => {
    expect(lineVatSatang({ priceSatang: 1_499_900, costSatang: 1_000_000, vatScheme: 'standard' })).toBe(
      98_124,
    );
  });

  it('taxes only the margin under the margin scheme', () => {
    // (14 999.00 − 10 000.00) × 7/107 = 32 703.74 satang → 32 704
    expect(lineVatSatang({ priceSatang: 1_499_900, costSatang: 1_000_000, vatScheme: 'margin' })).toBe(
      32_704,
    );
    // 0.01 baht of margin → 0
    expect(lineVatSatang({ priceSatang: 1_000_001, costSatang: 1_000_000, vatScheme: 'margin' })).toBe(0);
  });

  it('charges no VAT on a margin sale at or below cost', () => {
    expect(lineVatSatang({ priceSatang: 900_000, costSatang: 1_000_000, vatScheme: 'margin' })).toBe(0);
    expect(lineVatSatang({ priceSatang: 1_000_000, costSatang: 1_000_000, vatScheme: 'margin' })).toBe(0);
  });
});

describe('saleTotals', () => {
  it('sums lines each rounded on its own', () => {
    const lines = [
      { priceSatang: 8, costSatang: 0, vatScheme: 'standard' as const },
      { priceSatang: 8, costSatang: 0, vatScheme: 'standard' as const },
      { priceSatang: 1_234_567, costSatang: 1_000_000, vatScheme: 'margin' as const },
    ];
    const totals = saleTotals(lines);
    expect(totals.lineVat).toEqual([1, 1, 15_346]);
    expect(totals.vatSatang).toBe(15_348);
    expect(totals.totalSatang).toBe(1_234_583);
    expect(totals.costSatang).toBe(1_000_000);
  });
});

describe('suggestedPriceSatang', () => {
  it('adds the margin and rounds up to 10 baht', () => {
    expect(suggestedPriceSatang(1_000_000, 20)).toBe(1_200_000);
    expect(suggestedPriceSatang(1_234_500, 15)).toBe(1_420_000);
  });
});
