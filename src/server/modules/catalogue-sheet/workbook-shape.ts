import { MAX_SHEET_ROWS } from '#core/catalogue-sheet-limits.ts';
import { ZipRejectedError } from './guard-error.ts';

/**
 * What a workbook's XML asks exceljs to build, checked before exceljs reads anything (issue 28, F1/F2).
 * The zip guard bounds sizes and counts cells; these shapes cost far more than their size:
 *
 * - a defined name over `'Instructions'!$A$1:$XFD$1048576` makes exceljs make an object for each of its
 *   seventeen billion cells (a 40 KB file: 4.4 GB, then the process died);
 * - a cell at column XFD makes each of its rows an array of 16,384 slots that every read walks again
 *   (16,000 such cells: 26 s with the event loop blocked);
 * - rows far below the data, `spans` wider than any row, parts no spreadsheet program writes for a
 *   table of data (macros, embedded objects, links to other files, pivot caches).
 *
 * So: every part must be on the list below; every row and cell of every worksheet within row
 * MAX_SHEET_ROW_NUMBER and column MAX_SHEET_COLUMNS (spans too); and every defined name must be ranges
 * inside its sheet's real data (the cells the sheet has), together at most MAX_DEFINED_NAME_CELLS cells.
 * Anything in a defined name that is not such a range (a formula, an unknown sheet) is refused too:
 * exceljs reads cell references leniently out of any text.
 */

/** The header row and MAX_SHEET_ROWS rows under it. */
export const MAX_SHEET_ROW_NUMBER = MAX_SHEET_ROWS + 1;
/** Column CV: the widest sheet has 8 columns, a person's notes beside them fit many times over. */
export const MAX_SHEET_COLUMNS = 100;
/** All defined names together (an autofilter and a print area over a full 20,000-row sheet: 320,000). */
export const MAX_DEFINED_NAME_CELLS = 1_000_000;

/** The parts Excel, LibreOffice, Google Sheets and Numbers write for sheets of data, notes and tables. */
const EXPECTED_PARTS = [
  /^\[Content_Types\]\.xml$/,
  /^_rels\/\.rels$/,
  /^docProps\/(?:app|core|custom)\.xml$/,
  /^docProps\/thumbnail\.(?:jpeg|jpg|png|emf|wmf)$/,
  /^xl\/workbook\.xml$/,
  /^xl\/_rels\/workbook\.xml\.rels$/,
  /^xl\/worksheets\/sheet\d+\.xml$/,
  /^xl\/worksheets\/_rels\/sheet\d+\.xml\.rels$/,
  /^xl\/(?:sharedStrings|styles|calcChain|metadata)\.xml$/,
  /^xl\/theme\/theme\d+\.xml$/,
  /^xl\/printerSettings\/printerSettings\d+\.bin$/,
  /^xl\/comments\d+\.xml$/,
  /^xl\/drawings\/vmlDrawing\d+\.vml$/,
  /^xl\/threadedComments\/threadedComment\d+\.xml$/,
  /^xl\/persons\/person\d*\.xml$/,
  /^xl\/tables\/table\d+\.xml$/,
  /^customXml\/(?:item|itemProps)\d+\.xml$/,
  /^customXml\/_rels\/item\d+\.xml\.rels$/,
];

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** Refuses a part no workbook of data has (a folder entry is no part). */
export function assertExpectedPart(name: string): void {
  if (name.endsWith('/') || EXPECTED_PARTS.some((pattern) => pattern.test(name))) return;
  throw new ZipRejectedError(
    'unexpectedPart',
    `The workbook holds a part a catalogue file does not: "${name.slice(0, 100)}"`,
  );
}

interface TExtent {
  rows: number;
  columns: number;
}

/** Column letters to a number (A = 1); Infinity beyond three letters. */
function columnNumber(letters: string): number {
  if (letters.length > 3) return Infinity;
  let number = 0;
  for (const letter of letters) number = number * 26 + letter.charCodeAt(0) - 64;
  return number;
}

const ROW_OR_CELL = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s>/])([^>]*)>/g;
const ATTRIBUTE = /\s(r|spans)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const CELL_REF = /^([A-Z]{1,3})([1-9]\d{0,6})$/;

function attributesOf(tag: string): { r?: string; spans?: string } {
  const found: { r?: string; spans?: string } = {};
  for (const [, name, double, single] of tag.matchAll(ATTRIBUTE)) {
    found[name as 'r' | 'spans'] = double ?? single ?? '';
  }
  return found;
}

/**
 * Walks one worksheet's rows and cells (a cell without `r` is the one after the previous, as exceljs
 * reads it) and returns how far its cells reach; `where` names the sheet in the refusal.
 */
function worksheetExtent(xml: string, where: () => string): TExtent {
  const extent: TExtent = { rows: 0, columns: 0 };
  let row = 0;
  let column = 0;
  const beyondRows = (number: number) => {
    if (number > MAX_SHEET_ROW_NUMBER) {
      throw new ZipRejectedError(
        'tooManyRows',
        `${where()} has a row beyond row ${MAX_SHEET_ROW_NUMBER}: row ${number}`,
      );
    }
  };
  const beyondColumns = (number: number) => {
    if (number > MAX_SHEET_COLUMNS) {
      throw new ZipRejectedError(
        'tooManyColumns',
        `${where()} has a cell or span beyond column ${MAX_SHEET_COLUMNS}: column ${number}`,
      );
    }
  };
  for (const [, element, tag] of xml.matchAll(ROW_OR_CELL)) {
    const { r, spans } = attributesOf(tag!);
    if (element === 'row') {
      row = r === undefined ? row + 1 : Number.parseInt(r, 10);
      if (!Number.isSafeInteger(row) || row < 1)
        throw new ZipRejectedError('notXlsx', `${where()} has a row numbered "${r}"`);
      beyondRows(row);
      column = 0;
      for (const span of spans?.split(/\s+/) ?? []) {
        for (const bound of span.split(':')) if (bound !== '') beyondColumns(Number(bound));
      }
      continue;
    }
    if (r === undefined) {
      column += 1;
    } else {
      const match = CELL_REF.exec(r);
      if (!match) throw new ZipRejectedError('notXlsx', `${where()} has a cell at "${r.slice(0, 20)}"`);
      column = columnNumber(match[1]!);
      beyondRows(Number(match[2]));
      extent.rows = Math.max(extent.rows, Number(match[2]));
    }
    beyondColumns(column);
    extent.rows = Math.max(extent.rows, row);
    extent.columns = Math.max(extent.columns, column);
  }
  return extent;
}

const decodeXml = (text: string) =>
  text.replace(/&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex, decimal, name) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[(name as string).toLowerCase()]!;
  });

function attribute(tag: string, name: RegExp): string | undefined {
  const match = new RegExp(`\\s${name.source}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeXml(match[1] ?? match[2] ?? '') : undefined;
}

/** Sheet name in lower case → the sheet's name and worksheet part (the workbook and its relationships). */
function sheetParts(workbookXml: string, relsXml: string): Map<string, { name: string; part: string }> {
  const targets = new Map<string, string>();
  for (const [tag] of relsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(tag, /Id/);
    const target = attribute(tag, /Target/);
    if (id === undefined || target === undefined) continue;
    targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);
  }
  const parts = new Map<string, { name: string; part: string }>();
  for (const [tag] of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = attribute(tag, /name/);
    const part = targets.get(attribute(tag, /[\w.-]+:id/) ?? '');
    if (name !== undefined && part !== undefined) parts.set(name.toLowerCase(), { name, part });
  }
  return parts;
}

const SHEET = String.raw`(?:'((?:[^']|'')+)'|([^\s'!,:()$#"+\-*/^&=<>;{}\[\]]+))`;
const AREA = String.raw`(\$?[A-Z]{1,3}\$?\d{1,7}(?::\$?[A-Z]{1,3}\$?\d{1,7})?|\$?[A-Z]{1,3}:\$?[A-Z]{1,3}|\$?\d{1,7}:\$?\d{1,7})`;
const REFERENCE = new RegExp(String.raw`^(?:${SHEET}!${AREA}|(?:${SHEET}!)?#REF!)$`);
const CORNER = /^\$?([A-Z]{0,3})\$?(\d{0,7})$/;

/** Cells of one checked range; throws unless it lies inside the sheet's data. */
function rangeCells(area: string, extent: TExtent | undefined, name: string): number {
  const [from, to = from] = area.split(':') as [string, string?];
  const [, fromColumn = '', fromRow = ''] = CORNER.exec(from) ?? [];
  const [, toColumn = '', toRow = ''] = CORNER.exec(to!) ?? [];
  const columns = [fromColumn, toColumn].filter(Boolean).map(columnNumber);
  const rows = [fromRow, toRow].filter(Boolean).map(Number);
  const inside =
    extent !== undefined &&
    columns.every((column) => column >= 1 && column <= extent.columns) &&
    rows.every((row) => row >= 1 && row <= extent.rows);
  if (!inside) {
    throw new ZipRejectedError(
      'definedName',
      `The defined name "${name}" covers ${area}, beyond the sheet's data`,
    );
  }
  // A whole row or column range is kept as text by exceljs, not walked cell by cell.
  if (columns.length === 0 || rows.length === 0) return 0;
  return (Math.abs(columns[1]! - columns[0]!) + 1) * (Math.abs(rows[1]! - rows[0]!) + 1);
}

/** Checks every defined name of the workbook against the sheets' extents. */
function checkDefinedNames(
  workbookXml: string,
  parts: ReturnType<typeof sheetParts>,
  extents: Map<string, TExtent>,
) {
  let cells = 0;
  const pattern = /<(?:\w+:)?definedName\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?definedName>)/g;
  for (const [, tag = '', content = ''] of workbookXml.matchAll(pattern)) {
    const name = (attribute(tag, /name/) ?? '').slice(0, 60);
    const text = decodeXml(content).trim();
    // A constant (a number, a quoted text without capitals) holds nothing exceljs could read as a cell.
    if (!/[A-Z]/.test(text)) continue;
    for (const piece of text.split(',')) {
      const match = REFERENCE.exec(piece.trim());
      if (!match)
        throw new ZipRejectedError('definedName', `The defined name "${name}" is not a range of cells`);
      const [, quoted, plain, area, quotedRef, plainRef] = match;
      if (area === undefined) continue; // #REF!: a range whose cells were deleted
      const sheet = (quoted?.replaceAll("''", "'") ?? plain ?? quotedRef ?? plainRef ?? '').toLowerCase();
      const part = parts.get(sheet)?.part;
      cells += rangeCells(area, part === undefined ? undefined : extents.get(part), name);
      if (cells > MAX_DEFINED_NAME_CELLS) {
        throw new ZipRejectedError(
          'definedName',
          `The defined names cover more than ${MAX_DEFINED_NAME_CELLS} cells`,
        );
      }
    }
  }
}

/** Collects the parts the checks read while the zip guard inflates them; checks them after the last. */
export function createShapeCheck() {
  const worksheets = new Map<string, Buffer>();
  let workbookXml = '';
  let relsXml = '';
  return {
    part(name: string, bytes: Buffer): void {
      if (name === 'xl/workbook.xml') workbookXml = bytes.toString('utf8');
      else if (name === 'xl/_rels/workbook.xml.rels') relsXml = bytes.toString('utf8');
      else if (WORKSHEET.test(name)) worksheets.set(name, bytes);
    },
    finish(): void {
      const parts = sheetParts(workbookXml, relsXml);
      const names = new Map([...parts.values()].map(({ name, part }) => [part, name]));
      const extents = new Map<string, TExtent>();
      for (const [part, bytes] of worksheets) {
        const where = () => (names.has(part) ? `Sheet "${names.get(part)}"` : part);
        extents.set(part, worksheetExtent(bytes.toString('latin1'), where));
      }
      checkDefinedNames(workbookXml, parts, extents);
    },
  };
}
