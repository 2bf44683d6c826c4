import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  currentPricingVersion,
  expectSheetError,
  previewOf,
  smallCatalogue,
  workbookBytes,
  type TSheetClient,
} from '../support/catalogue-sheet.ts';
import { hostileWorkbooks } from '../support/hostile-workbooks.ts';
import { useTestApp } from '../support/test-app.ts';
import { readZip, writeZip } from '../support/zip-writer.ts';

/**
 * Issue 28, F1/F2: the workbooks that killed or froze the server are refused with 400 within a second,
 * before exceljs reads them, while the server keeps answering /healthz; and a workbook as Excel writes
 * it after an edit (an autofilter's hidden name, print titles, comments, calculation chain) still imports.
 */

const testApp = useTestApp();

async function arrange() {
  const { admin } = await smallCatalogue(testApp.app, testApp.db);
  const response = await admin.download();
  return { admin, exported: new Uint8Array(await response.arrayBuffer()) };
}

/** Uploads while asking /healthz every 10 ms; the upload's time and the longest wait for /healthz. */
async function uploadWhileWatching(admin: TSheetClient, bytes: Uint8Array) {
  let done = false;
  const waits: number[] = [];
  const watcher = (async () => {
    while (!done) {
      const asked = performance.now();
      const health = await testApp.app.request('/healthz');
      expect(health.status).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const response = await admin.preview(bytes);
  const ms = performance.now() - started;
  done = true;
  await watcher;
  return { response, ms, healthChecks: waits.length, longestHealthWait: Math.max(...waits) };
}

describe('hostile workbooks (issue 28, F1/F2)', () => {
  it(
    'refuses each shape with 400 within a second while /healthz keeps answering',
    { timeout: 120_000 },
    async () => {
      const { admin, exported } = await arrange();
      const version = await currentPricingVersion(testApp.db);
      for (const hostile of hostileWorkbooks(exported)) {
        const { response, ms, healthChecks, longestHealthWait } = await uploadWhileWatching(
          admin,
          hostile.bytes,
        );
        await expectSheetError(response, 400, hostile.messageKey);
        expect(ms, `${hostile.name}: answered in ${Math.round(ms)} ms`).toBeLessThan(1_000);
        expect(healthChecks, hostile.name).toBeGreaterThan(0);
        expect(longestHealthWait, `${hostile.name}: /healthz waited`).toBeLessThan(500);
      }
      expect(await currentPricingVersion(testApp.db)).toBe(version);
    },
  );

  it('names the sheet, row or part in the refusal', async () => {
    const { admin, exported } = await arrange();
    const messages = [];
    for (const hostile of hostileWorkbooks(exported)) {
      messages.push(
        (await expectSheetError(await admin.preview(hostile.bytes), 400, hostile.messageKey)).message,
      );
    }
    expect(messages).toEqual([
      `The defined name "everything" covers $A$1:$XFD$1048576, beyond the sheet's data`,
      `The defined name "everything" covers $A$1:$Z$1000000, beyond the sheet's data`,
      'The defined name "everything" is not a range of cells',
      'Sheet "Instructions" has a row beyond row 20001: row 1040000',
      'Sheet "Instructions" has a cell or span beyond column 100: column 16384',
      'Sheet "Instructions" has a cell or span beyond column 100: column 16384',
      'The workbook holds a part a catalogue file does not: "xl/vbaProject.bin"',
    ]);
  });

  it('imports a workbook as Excel saves it after an edit', async () => {
    const { admin, exported } = await arrange();
    // A price changed, then what Excel adds: the autofilter's hidden name and print titles, a comment
    // (with its legacy drawing), the calculation chain, printer settings, custom properties.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported as never);
    workbook.getWorksheet('Prices')!.getRow(2).getCell(5).value = 12_345;
    const entries = readZip(Buffer.from(await workbookBytes(workbook)));
    const part = (name: string) => entries.find((entry) => entry.name === name)!;
    const names =
      '<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="3" hidden="1">Prices!$A$1:$H$3</definedName>' +
      `<definedName name="_xlnm.Print_Titles" localSheetId="3">Prices!$1:$1</definedName>` +
      '<definedName name="vat">0.07</definedName><definedName name="gone">#REF!</definedName></definedNames>';
    part('xl/workbook.xml').data = Buffer.from(
      part('xl/workbook.xml').data.toString().replace('</sheets>', `</sheets>${names}`),
    );
    entries.push(
      { name: 'xl/calcChain.xml', data: Buffer.from('<calcChain><c r="E2" i="4"/></calcChain>') },
      {
        name: 'xl/comments1.xml',
        data: Buffer.from('<comments><commentList><comment ref="A2"/></commentList></comments>'),
      },
      { name: 'xl/drawings/vmlDrawing1.vml', data: Buffer.from('<xml/>') },
      { name: 'xl/printerSettings/printerSettings1.bin', data: Buffer.alloc(128) },
      { name: 'docProps/custom.xml', data: Buffer.from('<Properties/>') },
    );
    const preview = await previewOf(await admin.preview(writeZip(entries)));
    expect(preview.counts.rejected).toBe(0);
    expect(preview.changed.rows).toEqual([
      expect.objectContaining({ storageGb: 128, changes: [expect.objectContaining({ after: 12_345 })] }),
    ]);
  });
});
