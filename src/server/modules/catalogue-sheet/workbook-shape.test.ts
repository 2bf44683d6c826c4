import { describe, expect, it } from 'vitest';
import { guardProblemOf, writeZip } from '../../../../tests/support/zip-writer.ts';
import { MAX_DEFINED_NAME_CELLS } from './workbook-shape.ts';

/** A workbook of one sheet "Data" holding `sheetData`, with `names` in xl/workbook.xml and extra parts. */
function workbook(sheetData: string, names = '', extra: { name: string; data: Buffer }[] = []): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns:r="r"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/><sheet name="Other &amp; more" sheetId="2" r:id="rId2"/></sheets>${names}</workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<worksheet><sheetData>${sheetData}</sheetData></worksheet>`),
    },
    {
      name: 'xl/worksheets/sheet2.xml',
      data: Buffer.from('<worksheet><sheetData><row r="1"><c r="A1"/></row></sheetData></worksheet>'),
    },
    ...extra,
  ]);
}

/** Rows 1–3 with cells in columns A–E: the sheet's data reaches E3. */
const DATA = [1, 2, 3]
  .map(
    (row) =>
      `<row r="${row}" spans="1:5">${'ABCDE'
        .split('')
        .map((col) => `<c r="${col}${row}"><v>1</v></c>`)
        .join('')}</row>`,
  )
  .join('');
const named = (text: string, attributes = '') =>
  `<definedNames><definedName name="x"${attributes}>${text}</definedName></definedNames>`;

describe('defined names (F1)', () => {
  it('accepts ranges inside the sheet’s data, whole rows and columns inside it, constants and #REF!', () => {
    for (const text of [
      'Data!$A$1:$E$3',
      "'Data'!$B$2",
      'Data!$A$1:$E$1,Data!$A$3:$E$3',
      'Data!$1:$1',
      'Data!$A:$E',
      "'Other &amp; more'!$A$1",
      '0.07',
      '"text"',
      '#REF!',
      'Data!#REF!',
    ]) {
      expect(guardProblemOf(workbook(DATA, named(text, ' localSheetId="0" hidden="1"'))), text).toBe(
        undefined,
      );
    }
  });

  it('refuses a range beyond the data, a formula, an unknown sheet, and names covering too much together', () => {
    for (const text of [
      "'Data'!$A$1:$XFD$1048576",
      'Data!$A$1:$Z$1000000',
      'Data!$A$1:$E$4',
      'Data!$A$1:$F$3',
      'Data!$1:$4',
      'Data!$A:$F',
      'SUM(Data!$A$1:$XFD$1048576)',
      'Data!A1:B2+1',
      'Nowhere!$A$1',
      "'Data''s'!$A$1",
    ]) {
      expect(guardProblemOf(workbook(DATA, named(text))), text).toBe('definedName');
    }
    // One cell at A1 and one at CV20001: each name inside the data, all of them together too many cells.
    const wide = '<row r="1"><c r="A1"/></row><row r="20001"><c r="CV20001"/></row>';
    const count = Math.ceil(MAX_DEFINED_NAME_CELLS / (100 * 5_000)) + 1;
    const names = Array.from(
      { length: count },
      (_, index) => `<definedName name="n${index}">Data!$A$1:$CV$5000</definedName>`,
    );
    expect(guardProblemOf(workbook(wide, `<definedNames>${names.join('')}</definedNames>`))).toBe(
      'definedName',
    );
    expect(guardProblemOf(workbook(wide, `<definedNames>${names[0]}</definedNames>`))).toBe(undefined);
  });
});

describe('rows, cells and spans (F2)', () => {
  it('refuses rows below row 20,001, cells beyond column CV, and wider spans', () => {
    expect(guardProblemOf(workbook('<row r="20001"><c r="A20001"/></row>'))).toBe(undefined);
    expect(guardProblemOf(workbook('<row r="20002"/>'))).toBe('tooManyRows');
    expect(guardProblemOf(workbook('<row r="5"><c r="A1040000"/></row>'))).toBe('tooManyRows');
    expect(guardProblemOf(workbook('<row r="1"><c r="CV1"/></row>'))).toBe(undefined);
    expect(guardProblemOf(workbook('<row r="1"><c r="CW1"/></row>'))).toBe('tooManyColumns');
    expect(guardProblemOf(workbook('<row r="1"><x:c r="XFD1"/></row>'))).toBe('tooManyColumns');
    expect(guardProblemOf(workbook('<row r="1" spans="1:16384"><c r="A1"/></row>'))).toBe('tooManyColumns');
    expect(guardProblemOf(workbook("<row r='1' spans='1:2 5:101'><c r='A1'/></row>"))).toBe('tooManyColumns');
  });

  it('counts cells without a reference as the next column, rows without one as the next row', () => {
    expect(guardProblemOf(workbook(`<row r="1">${'<c/>'.repeat(100)}</row>`))).toBe(undefined);
    expect(guardProblemOf(workbook(`<row r="1">${'<c><v>1</v></c>'.repeat(101)}</row>`))).toBe(
      'tooManyColumns',
    );
    expect(guardProblemOf(workbook(`<row r="20001"/><row><c/></row>`))).toBe('tooManyRows');
    // A name reaches the inferred cells: C1 exists.
    expect(guardProblemOf(workbook('<row r="1"><c/><c/><c/></row>', named('Data!$C$1')))).toBe(undefined);
  });

  it('refuses a cell reference exceljs would read some other way', () => {
    for (const reference of ['1A', 'a1', 'A0', 'AAAA1', 'A$1']) {
      expect(guardProblemOf(workbook(`<row r="1"><c r="${reference}"/></row>`)), reference).toBe('notXlsx');
    }
  });
});

describe('parts', () => {
  const part = (name: string) => ({ name, data: Buffer.from('<x/>') });

  it('accepts what spreadsheet programs write for sheets of data, notes and tables', () => {
    const parts = [
      'docProps/app.xml',
      'docProps/core.xml',
      'docProps/custom.xml',
      'xl/styles.xml',
      'xl/sharedStrings.xml',
      'xl/theme/theme1.xml',
      'xl/calcChain.xml',
      'xl/worksheets/_rels/sheet1.xml.rels',
      'xl/printerSettings/printerSettings1.bin',
      'xl/comments1.xml',
      'xl/drawings/vmlDrawing1.vml',
      'xl/threadedComments/threadedComment1.xml',
      'xl/persons/person.xml',
      'xl/tables/table1.xml',
      'customXml/item1.xml',
      'customXml/itemProps1.xml',
      'customXml/_rels/item1.xml.rels',
      'xl/media/',
    ].map(part);
    expect(guardProblemOf(workbook(DATA, '', parts))).toBe(undefined);
  });

  it('refuses macros, embedded objects, links to other files, pivot caches, pictures and odd paths', () => {
    for (const name of [
      'xl/vbaProject.bin',
      'xl/embeddings/oleObject1.bin',
      'xl/externalLinks/externalLink1.xml',
      'xl/pivotCache/pivotCacheDefinition1.xml',
      'xl/media/image1.png',
      'xl/drawings/drawing1.xml',
      'xl/charts/chart1.xml',
      'xl/activeX/activeX1.xml',
      'xl/connections.xml',
      'other/xl/worksheets/sheet1.xml',
      '/xl/worksheets/sheet3.xml',
      'xl/worksheets/../vbaProject.bin',
    ]) {
      expect(guardProblemOf(workbook(DATA, '', [part(name)])), name).toBe('unexpectedPart');
    }
  });
});
