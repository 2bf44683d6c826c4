import { AppError } from '../../http/errors.ts';
import { loadExcel } from './sheet-export.ts';
import { readCatalogueSheets, type TRawSheets } from './sheet-read.ts';
import { notXlsx } from './sheet-refusals.ts';

/**
 * Parts of a workbook exceljs would expand cell by cell (a validation or merge over A1:XFD1048576 is
 * seventeen billion cells) and that the import does not read.
 */
const IGNORED_NODES = [
  'dataValidations',
  'mergeCells',
  'conditionalFormatting',
  'hyperlinks',
  'autoFilter',
  'cols',
  'picture',
  'drawing',
  'tableParts',
  'extLst',
  'rowBreaks',
  'pageSetup',
  'headerFooter',
  'printOptions',
  'pageMargins',
  'sheetProtection',
];

/**
 * The three sheets of a workbook the guard passed (zip-guard.ts), or the AppError that refuses it. Runs
 * in the parse worker (sheet-parse-worker.ts), never on the server's main thread.
 */
export async function parseCheckedWorkbook(buffer: Buffer): Promise<TRawSheets> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as never, { ignoreNodes: IGNORED_NODES } as never);
  } catch {
    throw notXlsx(); // a zip whose parts are not the workbook XML they claim to be
  }
  try {
    return readCatalogueSheets(workbook);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notXlsx();
  }
}
