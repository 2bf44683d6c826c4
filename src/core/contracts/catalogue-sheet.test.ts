import { describe, expect, it } from 'vitest';
import { catalogueFileName } from './catalogue-sheet.ts';

describe('catalogueFileName', () => {
  it('names the workbook by the Bangkok date and time, across midnight UTC', () => {
    expect(catalogueFileName(new Date('2026-11-22T12:30:00Z'))).toBe('catalogue-2026-11-22-1930.xlsx');
    expect(catalogueFileName(new Date('2026-12-31T17:05:00Z'))).toBe('catalogue-2027-01-01-0005.xlsx');
  });
});
