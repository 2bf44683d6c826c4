import type { CellValue, Workbook, Worksheet } from 'exceljs';
import { MAX_SHEET_ROWS, SHEET_KINDS, type TSheetKind } from '#core/contracts/catalogue-sheet.ts';
import { AppError } from '../../http/errors.ts';
import { COLUMNS, SHEET_NAMES, headerKey, headerText } from './sheet-layout.ts';

/** A cell's value as the import reads it: what a person sees, or why it cannot be used. */
export type TCell =
  | { ok: true; value: string | number | boolean | null }
  | { ok: false; problem: 'formulaWithoutResult' | 'cellError' | 'unsupportedValue'; text: string };

export interface TRawRow {
  /** The row's number in the sheet (1 is the header). */
  row: number;
  cells: Record<string, TCell>;
}

export type TRawSheets = Record<TSheetKind, TRawRow[]>;

const EMPTY: TCell = { ok: true, value: null };

function textOf(value: unknown): string {
  if (value && typeof value === 'object' && 'richText' in value) {
    return (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('');
  }
  return typeof value === 'string' ? value : String(value ?? '');
}

/**
 * A cell as a plain value. Formulas count by their result as the spreadsheet program last computed it
 * (Excel and LibreOffice store it): a person may well compute a price; a formula without a stored result
 * is refused rather than guessed. Dates and error values are refused.
 */
export function readCell(value: CellValue | undefined): TCell {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return { ok: true, value };
  }
  if (value instanceof Date) return { ok: false, problem: 'unsupportedValue', text: value.toISOString() };
  if ('error' in value) return { ok: false, problem: 'cellError', text: String(value.error) };
  if ('richText' in value) return { ok: true, value: textOf(value) };
  if ('hyperlink' in value) return { ok: true, value: textOf(value.text) };
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula;
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null) {
      return { ok: false, problem: 'formulaWithoutResult', text: `=${formula}` };
    }
    if (typeof result === 'object' && 'error' in result) {
      return { ok: false, problem: 'cellError', text: String((result as { error: unknown }).error) };
    }
    if (typeof result === 'string' || typeof result === 'number' || typeof result === 'boolean') {
      return { ok: true, value: result };
    }
    return { ok: false, problem: 'unsupportedValue', text: `=${formula}` };
  }
  return { ok: false, problem: 'unsupportedValue', text: '' };
}

const sheetMissing = (name: string) =>
  new AppError('VALIDATION', 'errors.catalogueSheet.sheetMissing', `The workbook has no sheet "${name}"`, [
    { path: name, messageKey: 'errors.catalogueSheet.sheetMissing' },
  ]);
const headersInvalid = (sheet: string, problem: string) =>
  new AppError('VALIDATION', 'errors.catalogueSheet.headersInvalid', `Sheet "${sheet}": ${problem}`, [
    { path: sheet, messageKey: 'errors.catalogueSheet.headersInvalid' },
  ]);
const tooManyRows = (sheet: string) =>
  new AppError(
    'VALIDATION',
    'errors.catalogueSheet.tooManyRows',
    `Sheet "${sheet}" has more than ${MAX_SHEET_ROWS} rows`,
    [{ path: sheet, messageKey: 'errors.catalogueSheet.tooManyRows' }],
  );

function findSheet(workbook: Workbook, name: string): Worksheet {
  const wanted = name.toLowerCase();
  const sheet = workbook.worksheets.find((candidate) => candidate.name.trim().toLowerCase() === wanted);
  if (!sheet) throw sheetMissing(name);
  return sheet;
}

/** Column number of every expected column, found by header; a missing or doubled header refuses the file. */
function columnNumbers(sheet: Worksheet, kind: TSheetKind): Map<string, number> {
  const found = new Map<string, number[]>();
  sheet.getRow(1).eachCell((cell, columnNumber) => {
    const cellValue = readCell(cell.value);
    if (!cellValue.ok || cellValue.value === null) return;
    const key = headerKey(String(cellValue.value));
    found.set(key, [...(found.get(key) ?? []), columnNumber]);
  });
  const numbers = new Map<string, number>();
  for (const col of COLUMNS[kind]) {
    const at = found.get(col.en.toLowerCase()) ?? [];
    if (at.length === 0) throw headersInvalid(SHEET_NAMES[kind], `no column "${headerText(col)}"`);
    if (at.length > 1) throw headersInvalid(SHEET_NAMES[kind], `column "${col.en}" appears twice`);
    numbers.set(col.key, at[0]!);
  }
  return numbers;
}

function readSheet(sheet: Worksheet, kind: TSheetKind): TRawRow[] {
  // actualRowCount counts rows holding values (a formatted but empty row far below does not count).
  if (sheet.actualRowCount - 1 > MAX_SHEET_ROWS) throw tooManyRows(SHEET_NAMES[kind]);
  const numbers = columnNumbers(sheet, kind);
  const rows: TRawRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, TCell> = {};
    let empty = true;
    for (const [key, columnNumber] of numbers) {
      const cell = readCell(row.getCell(columnNumber).value);
      if (!cell.ok || (cell.value !== null && String(cell.value).trim() !== '')) empty = false;
      cells[key] = cell;
    }
    if (!empty) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** The three sheets' rows by column key; refuses a workbook without them or with wrong headers. */
export function readCatalogueSheets(workbook: Workbook): TRawSheets {
  const sheets = {} as TRawSheets;
  for (const kind of SHEET_KINDS) sheets[kind] = readSheet(findSheet(workbook, SHEET_NAMES[kind]), kind);
  return sheets;
}
