/** Why the upload guard (zip-guard.ts, workbook-shape.ts) refused a file; sheet-refusals.ts words it. */
export type TZipProblem =
  | 'notXlsx'
  | 'tooManyEntries'
  | 'inflatedTooLarge'
  | 'tooManyCells'
  | 'unexpectedPart'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'definedName';

export class ZipRejectedError extends Error {
  override name = 'ZipRejectedError';
  readonly problem: TZipProblem;
  constructor(problem: TZipProblem, detail: string) {
    super(detail);
    this.problem = problem;
  }
}
