import { describe, expect, it } from 'vitest';
import { AppError } from '#server/http/errors.ts';
import { createSheetParser } from '#server/modules/catalogue-sheet/sheet-parser.ts';
import { smallCatalogue } from '../support/catalogue-sheet.ts';
import { useTestApp } from '../support/test-app.ts';
import { readZip, writeZip } from '../support/zip-writer.ts';

/**
 * Issue 28, F1/F2: what the guard lets through is read in a worker with a heap and a time limit, so a
 * file that still costs too much is refused (400 tooComplex) and only the worker pays for it.
 */

const testApp = useTestApp();

async function exported(): Promise<Uint8Array> {
  const { admin } = await smallCatalogue(testApp.app, testApp.db);
  return new Uint8Array(await (await admin.download()).arrayBuffer());
}

/** The export with 20,000 rows of 14 numbers on its Instructions sheet: inside every bound of the guard. */
function heavy(bytes: Uint8Array): Buffer {
  const entries = readZip(Buffer.from(bytes));
  const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
  const rows = Array.from({ length: 20_000 }, (_, index) => {
    const row = index + 2;
    const cells = 'ABCDEFGHIJKLMN'.split('').map((column) => `<c r="${column}${row}"><v>${row}</v></c>`);
    return `<row r="${row}">${cells.join('')}</row>`;
  });
  sheet.data = Buffer.from(
    sheet.data
      .toString()
      .replace(/<sheetData>[\s\S]*<\/sheetData>/, `<sheetData>${rows.join('')}</sheetData>`),
  );
  return writeZip(entries);
}

async function refusalOf(parse: Promise<unknown>): Promise<AppError> {
  const error = await parse.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the parse worker', () => {
  it(
    'reads a workbook the guard passed, and refuses one that needs more heap than the limit',
    { timeout: 120_000 },
    async () => {
      const file = heavy(await exported());
      // The event loop's longest pause while the worker reads and fails.
      let last = performance.now();
      let longest = 0;
      const ticker = setInterval(() => {
        longest = Math.max(longest, performance.now() - last);
        last = performance.now();
      }, 10);
      const refused = await refusalOf(createSheetParser({ heapMb: 24, timeMs: 60_000 })(file));
      clearInterval(ticker);
      expect(refused.messageKey).toBe('errors.catalogueSheet.tooComplex');
      expect(refused.message).toMatch(/more than 24 MB/);
      expect(longest).toBeLessThan(500);
      // With the server's own limits the same file is read (it is a valid workbook of the right shape).
      const sheets = await createSheetParser()(file);
      expect(sheets.prices.length).toBe(2);
    },
  );

  it('stops a parse that takes longer than the time limit', async () => {
    const refused = await refusalOf(createSheetParser({ heapMb: 256, timeMs: 50 })(await exported()));
    expect(refused.messageKey).toBe('errors.catalogueSheet.tooComplex');
    expect(refused.message).toMatch(/more than 0.05 s/);
  });
});
