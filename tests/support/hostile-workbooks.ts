import { readZip, writeZip, type TZipEntry } from './zip-writer.ts';

/**
 * The workbooks of issue 28 (F1, F2) and their kin, made from a real export of the catalogue: each is
 * the admin's own file with one hostile change. Used by tests/integration/catalogue-sheet-hostile.test.ts
 * and `npm run bench:reliability`.
 */
export interface THostileWorkbook {
  name: string;
  bytes: Buffer;
  /** The refusal's message key. */
  messageKey: string;
}

const WORKBOOK = 'xl/workbook.xml';
const isSheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

function edited(exported: Uint8Array, change: (entries: TZipEntry[]) => void): Buffer {
  const entries = readZip(Buffer.from(exported));
  change(entries);
  return writeZip(entries);
}

function editPart(entries: TZipEntry[], test: (name: string) => boolean, edit: (xml: string) => string) {
  for (const entry of entries)
    if (test(entry.name)) entry.data = Buffer.from(edit(entry.data.toString('utf8')));
}

/** A defined name in xl/workbook.xml (after the sheets, where Excel writes them). */
const withName = (exported: Uint8Array, text: string) =>
  edited(exported, (entries) =>
    editPart(
      entries,
      (name) => name === WORKBOOK,
      (xml) =>
        xml.replace(
          '</sheets>',
          `</sheets><definedNames><definedName name="everything">${text}</definedName></definedNames>`,
        ),
    ),
  );

/** `count` rows per worksheet from row `from` on, each with `spans` and one cell in `column`. */
const withFarRows = (exported: Uint8Array, from: number, column: string, spans: string, count = 4_000) =>
  edited(exported, (entries) =>
    editPart(entries, isSheet, (xml) => {
      const rows = Array.from(
        { length: count },
        (_, index) =>
          `<row r="${from + index}" spans="${spans}"><c r="${column}${from + index}"><v>1</v></c></row>`,
      );
      return xml.replace('</sheetData>', `${rows.join('')}</sheetData>`);
    }),
  );

export function hostileWorkbooks(exported: Uint8Array): THostileWorkbook[] {
  const key = (name: string) => `errors.catalogueSheet.${name}`;
  return [
    {
      name: "F1: a defined name over 'Instructions'!$A$1:$XFD$1048576",
      bytes: withName(exported, "'Instructions'!$A$1:$XFD$1048576"),
      messageKey: key('definedName'),
    },
    {
      name: 'F1: a defined name over Prices!$A$1:$Z$1000000',
      bytes: withName(exported, 'Prices!$A$1:$Z$1000000'),
      messageKey: key('definedName'),
    },
    {
      name: 'a defined name hiding the range in a formula',
      bytes: withName(exported, 'SUM(Brands!$A$1:$XFD$1048576)'),
      messageKey: key('definedName'),
    },
    {
      name: 'F2: 4,000 rows per sheet from row 1,040,000, spans 1:16384, one cell each',
      bytes: withFarRows(exported, 1_040_000, 'A', '1:16384'),
      messageKey: key('tooManyRows'),
    },
    {
      name: 'F2 within the rows: 4,000 rows per sheet with one cell at column XFD',
      bytes: withFarRows(exported, 30, 'XFD', '16384:16384', 4_000),
      messageKey: key('tooManyColumns'),
    },
    {
      name: 'spans of 1:16384 on rows whose cells are near',
      bytes: withFarRows(exported, 30, 'B', '1:16384', 100),
      messageKey: key('tooManyColumns'),
    },
    {
      name: 'a part outside the expected list (macros)',
      bytes: edited(exported, (entries) =>
        entries.push({ name: 'xl/vbaProject.bin', data: Buffer.alloc(64) }),
      ),
      messageKey: key('unexpectedPart'),
    },
  ];
}
