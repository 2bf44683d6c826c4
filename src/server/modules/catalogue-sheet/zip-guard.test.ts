import { describe, expect, it } from 'vitest';
import { guardProblemOf, writeZip } from '../../../../tests/support/zip-writer.ts';

/** A zip of deflated entries (sizes may be forged), enough for the guard's checks. */
const zip = (entries: { name: string; data: Buffer; declared?: number }[]): Buffer =>
  writeZip(entries.map(({ name, data, declared }) => ({ name, data, declaredSize: declared })));

const workbookParts = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

describe('assertSafeXlsxZip', () => {
  it('accepts a small workbook-shaped zip', () => {
    expect(
      guardProblemOf(
        zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<c r="A1"/>') }]),
      ),
    ).toBe(undefined);
  });

  it('refuses what is not a zip, or not a workbook, or a truncated one', () => {
    expect(guardProblemOf(Buffer.from('id,name\n'.repeat(20)))).toBe('notXlsx');
    expect(guardProblemOf(zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe('notXlsx');
    const good = zip(workbookParts);
    expect(guardProblemOf(good.subarray(0, good.length - 30))).toBe('notXlsx');
  });

  it('refuses declared sizes over the bound, and a size the data does not match', () => {
    const big = Buffer.alloc(41 * 1024 * 1024);
    expect(guardProblemOf(zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: big }]))).toBe(
      'inflatedTooLarge',
    );
    expect(
      guardProblemOf(zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: big, declared: 10 }])),
    ).toBe('inflatedTooLarge');
    expect(
      guardProblemOf(
        zip([...workbookParts, { name: 'xl/styles.xml', data: Buffer.from('abc'), declared: 10 }]),
      ),
    ).toBe('notXlsx');
  });

  it('refuses too many entries and too many cells', () => {
    const many = Array.from({ length: 201 }, (_, index) => ({ name: `x${index}`, data: Buffer.from('') }));
    expect(guardProblemOf(zip([...workbookParts, ...many]))).toBe('tooManyEntries');
    const cells = Buffer.from('<c r="A1"><v>1</v></c>'.repeat(300_001));
    expect(guardProblemOf(zip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: cells }]))).toBe(
      'tooManyCells',
    );
  });

  // Five zips of 300,000+ elements: about a second on a quiet machine, ten on a busy one.
  it(
    'counts cells whatever the whitespace after the name, with a prefix, and shared strings',
    { timeout: 60_000 },
    () => {
      const half = 150_001;
      const sheet = (cell: string) =>
        zip([
          ...workbookParts,
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(cell.repeat(2 * half)) },
        ]);
      expect(guardProblemOf(sheet('<c\nr="A1"><v>1</v></c>'))).toBe('tooManyCells');
      expect(guardProblemOf(sheet('<c\tr="A1"/>'))).toBe('tooManyCells');
      expect(guardProblemOf(sheet('<x:c r="A1"/>'))).toBe('tooManyCells');
      const cells = Buffer.from('<c\r\nr="A1" t="s"><v>0</v></c>'.repeat(half));
      const strings = Buffer.from('<si><t>x</t></si>'.repeat(half));
      expect(
        guardProblemOf(
          zip([
            ...workbookParts,
            { name: 'xl/worksheets/sheet1.xml', data: cells },
            { name: 'xl/sharedStrings.xml', data: strings },
          ]),
        ),
      ).toBe('tooManyCells');
      // Elements whose names only begin with c are not cells.
      expect(guardProblemOf(sheet('<col min="1"/><cols/>'))).toBe(undefined);
    },
  );
});
