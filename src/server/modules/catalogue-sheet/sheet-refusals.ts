import { AppError } from '../../http/errors.ts';
import { MAX_SHEET_CELLS, type TZipProblem } from './zip-guard.ts';

/** The refusals of an uploaded workbook, in the admin's words (the English text names the sheet or part). */

export const notXlsx = () =>
  new AppError('VALIDATION', 'errors.catalogueSheet.notXlsx', 'The file is not an Excel workbook (.xlsx)');

export const tooComplex = (
  why = 'The workbook unpacks to far more data than a catalogue holds (refused as a possible zip bomb)',
) => new AppError('VALIDATION', 'errors.catalogueSheet.tooComplex', why);

/** The guard's refusal (zip-guard.ts, workbook-shape.ts) as the answer; `detail` says where. */
export function guardRefusal(problem: TZipProblem, detail: string): AppError {
  const keyed = (key: string, text: string) =>
    new AppError('VALIDATION', `errors.catalogueSheet.${key}`, text);
  switch (problem) {
    case 'notXlsx':
      return notXlsx();
    case 'tooManyEntries':
    case 'inflatedTooLarge':
      return tooComplex();
    case 'tooManyCells':
      return keyed('tooManyCells', `The workbook has more than ${MAX_SHEET_CELLS} filled cells`);
    default:
      return keyed(problem, detail);
  }
}
