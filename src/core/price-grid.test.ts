import { describe, expect, it } from 'vitest';
import { gradeOrderViolations, missingPrices, type TPriceCell } from './price-grid.ts';

const row = (storageGb: number, [excellent, good, fair, broken]: (number | undefined)[]): TPriceCell[] =>
  (
    [
      ['excellent', excellent],
      ['good', good],
      ['fair', fair],
      ['broken', broken],
    ] as const
  )
    .filter(([, price]) => price !== undefined)
    .map(([grade, price]) => ({ storageGb, grade, priceThb: price! }));

describe('gradeOrderViolations', () => {
  it('accepts prices that fall (or stay equal) from excellent to broken', () => {
    expect(
      gradeOrderViolations([...row(128, [20_000, 17_000, 17_000, 0]), ...row(256, [1, 1, 1, 1])]),
    ).toEqual([]);
  });

  it('names each size where a worse grade is worth more, in order', () => {
    const cells = [...row(512, [30_000, 31_000, 20_000, 5_000]), ...row(128, [20_000, 17_000, 9_000, 9_001])];
    expect(gradeOrderViolations(cells)).toEqual([128, 512]);
  });

  it('compares across a missing grade', () => {
    expect(gradeOrderViolations(row(64, [10_000, undefined, 12_000, undefined]))).toEqual([64]);
    expect(gradeOrderViolations(row(64, [undefined, 9_000, undefined, 1_000]))).toEqual([]);
  });
});

describe('missingPrices', () => {
  const full = (storageGb: number) =>
    (['excellent', 'good', 'fair', 'broken'] as const).map((grade) => ({ storageGb, grade }));

  it('names each size with a grade unpriced, and the grades, in the model’s order', () => {
    const cells = [...full(128), { storageGb: 512, grade: 'excellent' as const }];
    expect(missingPrices([128, 256, 512], cells)).toEqual([
      { storageGb: 256, grades: ['excellent', 'good', 'fair', 'broken'] },
      { storageGb: 512, grades: ['good', 'fair', 'broken'] },
    ]);
  });

  it('is empty for a fully priced model, and ignores prices of sizes the model no longer has', () => {
    expect(missingPrices([0], full(0))).toEqual([]);
    expect(missingPrices([128], [...full(128), ...full(64)])).toEqual([]);
  });
});
