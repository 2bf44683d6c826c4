import { GRADES, type TGrade } from './questionnaire.ts';

export interface TPriceCell {
  storageGb: number;
  grade: TGrade;
  priceThb: number;
}

/**
 * Storage sizes whose prices do not fall with the grade (excellent ≥ good ≥ fair ≥ broken): a worse
 * device would be offered more. Missing cells are skipped (a grade without a price is not quoted).
 * The server refuses such a grid; the admin's price grid marks it before saving.
 */
export function gradeOrderViolations(cells: readonly TPriceCell[]): number[] {
  const bySize = new Map<number, Partial<Record<TGrade, number>>>();
  for (const cell of cells) {
    const row = bySize.get(cell.storageGb) ?? {};
    row[cell.grade] = cell.priceThb;
    bySize.set(cell.storageGb, row);
  }
  const violations: number[] = [];
  for (const [storageGb, row] of bySize) {
    const present = GRADES.map((grade) => row[grade]).filter((price) => price !== undefined);
    if (present.some((price, index) => index > 0 && price > present[index - 1]!)) violations.push(storageGb);
  }
  return violations.sort((a, b) => a - b);
}

export interface TMissingPrices {
  storageGb: number;
  grades: TGrade[];
}

/**
 * The model's sizes that lack a price for some grade, with those grades, in the model's order. Customers
 * are offered a size only when no grade is missing (issue 16): their answers may land on any grade.
 */
export function missingPrices(
  storageOptions: readonly number[],
  cells: readonly Pick<TPriceCell, 'storageGb' | 'grade'>[],
): TMissingPrices[] {
  const priced = new Set(cells.map((cell) => `${cell.storageGb}:${cell.grade}`));
  return storageOptions
    .map((storageGb) => ({
      storageGb,
      grades: GRADES.filter((grade) => !priced.has(`${storageGb}:${grade}`)),
    }))
    .filter((size) => size.grades.length > 0);
}
