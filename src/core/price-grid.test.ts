import { describe, expect, it } from 'vitest';
import { gradeOrderViolations, type TPriceCell } from './price-grid.ts';

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
