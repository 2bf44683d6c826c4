import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_SHEET_ROWS } from '#core/contracts/catalogue-sheet.ts';
import {
  BRAND_COL,
  MODEL_COL,
  PRICE_COL,
  currentPricingVersion,
  downloadWorkbook,
  expectSheetError,
  previewOf,
  sheet,
  sheetClient,
  smallCatalogue,
  workbookBytes,
  type TSheetClient,
} from '../support/catalogue-sheet.ts';
import { useTestApp } from '../support/test-app.ts';
import { writeZip } from '../support/zip-writer.ts';

const testApp = useTestApp();

/** An admin and the export of a small catalogue (one brand, one model with two sizes). */
async function arrange() {
  const { model, admin } = await smallCatalogue(testApp.app, testApp.db);
  const workbook = await downloadWorkbook(admin);
  return { admin, workbook, model, version: await currentPricingVersion(testApp.db) };
}

/** The upload is refused with this status and key, and the catalogue is untouched. */
async function expectRefused(admin: TSheetClient, body: Uint8Array | string, status: number, key: string) {
  const version = await currentPricingVersion(testApp.db);
  await expectSheetError(await admin.preview(body), status, key);
  expect(await currentPricingVersion(testApp.db)).toBe(version);
}

describe('hostile or malformed files', () => {
  it('refuses text renamed .xlsx, an old .xls, a zip that is not a workbook, and an empty body', async () => {
    const { admin } = await arrange();
    await expectRefused(admin, 'id,name\n1,Apple\n', 400, 'errors.catalogueSheet.notXlsx');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]);
    await expectRefused(admin, xls, 400, 'errors.catalogueSheet.notXlsx');
    const docx = writeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<document/>') },
    ]);
    await expectRefused(admin, docx, 400, 'errors.catalogueSheet.notXlsx');
    // The right parts with XML that is not a workbook's.
    const fake = writeZip([
      { name: '[Content_Types].xml', data: Buffer.from('not xml at all <<<') },
      { name: 'xl/workbook.xml', data: Buffer.from('<<<') },
    ]);
    await expectRefused(admin, fake, 400, 'errors.catalogueSheet.notXlsx');
    await expectRefused(admin, new Uint8Array(), 400, 'errors.catalogueSheet.fileRequired');
  });

  it('refuses a zip bomb, a forged size and a zip of thousands of entries before inflating them', async () => {
    const { admin } = await arrange();
    const parts = (big: Buffer, declaredSize?: number) => [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: big, ...(declaredSize ? { declaredSize } : {}) },
    ];
    const zeros = Buffer.alloc(300 * 1024 * 1024, 0x20);
    const bomb = writeZip(parts(zeros));
    expect(bomb.length).toBeLessThan(1024 * 1024); // 300 MB inflated from under 1 MB
    await expectRefused(admin, bomb, 400, 'errors.catalogueSheet.tooComplex');
    // Headers that claim 1 KB: the inflation stops at the claim.
    const forged = writeZip(parts(zeros.subarray(0, 50 * 1024 * 1024), 1024));
    await expectRefused(admin, forged, 400, 'errors.catalogueSheet.tooComplex');
    const many = writeZip(
      Array.from({ length: 5000 }, (_, index) => ({ name: `x/${index}.xml`, data: Buffer.from('<a/>') })),
    );
    await expectRefused(admin, many, 400, 'errors.catalogueSheet.tooComplex');
    // Small, but more cells than exceljs may hold in memory.
    const cells = writeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<c r="A1"/>'.repeat(300_001)) },
    ]);
    await expectRefused(admin, cells, 400, 'errors.catalogueSheet.tooManyCells');
  });

  it('refuses a file over 5 MB with 413, raw or multipart', async () => {
    const { admin } = await arrange();
    const big = new Uint8Array(10 * 1024 * 1024);
    await expectRefused(admin, big, 413, 'errors.catalogueSheet.tooLarge');
    const form = new FormData();
    form.append('file', new Blob([big]), 'catalogue.xlsx');
    const response = await testApp.app.request('/api/admin/catalogue-import/preview', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    await expectSheetError(response, 413, 'errors.catalogueSheet.tooLarge');
  });

  it('accepts the file as multipart field "file" too', async () => {
    const { admin, workbook } = await arrange();
    const form = new FormData();
    form.append('file', new Blob([await workbookBytes(workbook)]), 'catalogue.xlsx');
    const response = await testApp.app.request('/api/admin/catalogue-import/preview', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect((await previewOf(response)).counts.rejected).toBe(0);
  });

  it('refuses a missing sheet, a missing or doubled column, and too many rows, naming them', async () => {
    const { admin, workbook } = await arrange();
    const withoutPrices = await workbookBytes(workbook);
    const noSheet = new ExcelJS.Workbook();
    await noSheet.xlsx.load(withoutPrices as never);
    noSheet.removeWorksheet(sheet(noSheet, 'Prices').id);
    const missing = await expectSheetError(
      await admin.preview(await workbookBytes(noSheet)),
      400,
      'errors.catalogueSheet.sheetMissing',
    );
    expect(missing.message).toMatch(/Prices/);

    sheet(workbook, 'Brands').getRow(1).getCell(BRAND_COL.name).value = 'title';
    const wrong = await expectSheetError(
      await admin.preview(await workbookBytes(workbook)),
      400,
      'errors.catalogueSheet.headersInvalid',
    );
    expect(wrong.message).toMatch(/Brands.*name/);
    sheet(workbook, 'Brands').getRow(1).getCell(BRAND_COL.name).value = 'name';
    sheet(workbook, 'Brands').getRow(1).getCell(9).value = 'Name / ชื่อ';
    await expectRefused(admin, await workbookBytes(workbook), 400, 'errors.catalogueSheet.headersInvalid');
    sheet(workbook, 'Brands').getRow(1).getCell(9).value = null;

    const prices = sheet(workbook, 'Prices');
    for (let index = 0; index < MAX_SHEET_ROWS; index += 1) prices.addRow([1, 'x', 'y', 128, 1, 1, 1, 1]);
    await expectRefused(admin, await workbookBytes(workbook), 400, 'errors.catalogueSheet.tooManyRows');
  });
});

describe('rows the import rejects, with their sheet, row number and reason', () => {
  it('lists every bad cell and changes nothing', async () => {
    const { admin, workbook, model, version } = await arrange();
    const brands = sheet(workbook, 'Brands');
    const models = sheet(workbook, 'Models');
    const prices = sheet(workbook, 'Prices');
    const brandName = String(brands.getRow(2).getCell(BRAND_COL.name).value);
    brands.addRow([null, 'x'.repeat(101), 'phone', 'yes', 1]); // row 3: name too long
    brands.addRow([null, brandName, 'phone', 'maybe', 1]); // row 4: doubled name, active not yes/no
    models.addRow([model.id, brandName, 'Copy', 'phone', '128', 2024, 'yes', 1]); // row 3: doubled id
    models.addRow([null, 'Nokla', 'X', 'phone', '128', 2024, 'yes', 1]); // row 4: unknown brand
    models.addRow([null, brandName, 'Y', 'toaster', '128', 1850, 'yes', 1]); // row 5: category, year
    models.addRow([999_999, brandName, 'Z', 'phone', '64', 2024, 'yes', 1]); // row 6: unknown id
    prices.getRow(2).getCell(PRICE_COL.excellent).value = -5; // negative
    prices.getRow(2).getCell(PRICE_COL.good).value = 17_600.5; // not whole
    prices.getRow(3).getCell(PRICE_COL.good).value = { formula: 'E3-100', result: 19_900 }; // a result: used
    prices.addRow([model.id, 'iPhone 15', brandName, 'big', 1, 1, 1, 1]); // row 4: storage not a number
    prices.addRow([model.id, 'iPhone 15', brandName, 512, 1, 1, 1, 1]); // row 5: not an option
    prices.addRow([model.id, 'iPhone 15', brandName, 256, 1, 1, 1, 1]); // row 6: doubled
    prices.addRow([model.id, 'Galaxy', brandName, 128, 1, 1, 1, 1]); // row 7: name does not match the id
    const noResult = { formula: 'E3*0.5' } as ExcelJS.CellValue;
    prices.addRow([null, 'iPhone 15', brandName, 128, 1, 1, noResult, 1]); // row 8: a formula without result

    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    const rejected = preview.rejected.rows.map((row) => [row.sheet, row.row, row.reason]);
    expect(rejected).toEqual([
      ['brands', 3, 'textTooLong'],
      ['brands', 4, 'invalidBoolean'],
      ['models', 3, 'duplicateId'],
      ['models', 4, 'unknownBrand'],
      ['models', 5, 'unknownCategory'],
      ['models', 5, 'invalidYear'],
      ['models', 6, 'unknownId'],
      ['prices', 2, 'outOfRange'],
      ['prices', 2, 'notInteger'],
      ['prices', 4, 'notInteger'],
      ['prices', 5, 'storageNotOffered'],
      ['prices', 6, 'duplicatePrice'],
      ['prices', 7, 'modelNameMismatch'],
      ['prices', 8, 'formulaWithoutResult'],
    ]);
    const formula = preview.rejected.rows.find((row) => row.reason === 'formulaWithoutResult');
    expect(formula).toMatchObject({
      column: 'fair / สภาพพอใช้',
      value: '=E3*0.5',
      label: `${brandName} iPhone 15`,
    });
    expect(preview.rejected.rows[0]!.message).toBe('The text is too long');
    expect(preview.canApply).toBe(false);
    await expectSheetError(await admin.apply(preview.id), 400, 'errors.catalogueSheet.hasRejectedRows');
    expect(await currentPricingVersion(testApp.db)).toBe(version);
  });

  it('reads formulas by their computed value, and numbers typed as text', async () => {
    const { admin, workbook, model } = await arrange();
    const prices = sheet(workbook, 'Prices');
    prices.getRow(2).getCell(PRICE_COL.good).value = { formula: 'E2-2600', result: 17_400 };
    prices.getRow(2).getCell(PRICE_COL.fair).value = '14,000';
    sheet(workbook, 'Models').getRow(2).getCell(MODEL_COL.storage).value = '128;256 GB';
    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect(preview.counts.rejected).toBe(0);
    expect(preview.changed.rows).toEqual([
      expect.objectContaining({
        id: model.id,
        storageGb: 128,
        changes: [
          { field: 'good', before: 17_600, after: 17_400 },
          { field: 'fair', before: 14_400, after: 14_000 },
        ],
      }),
    ]);
  });
});

describe('access', () => {
  it('is for admins only; a preview applies only for the admin who made it', async () => {
    const { admin, workbook } = await arrange();
    const finance = await sheetClient(testApp.app, testApp.db, ['finance']);
    expect((await finance.download()).status).toBe(403);
    expect((await finance.preview(await workbookBytes(workbook))).status).toBe(403);
    sheet(workbook, 'Prices').getRow(2).getCell(PRICE_COL.good).value = 1;
    const preview = await previewOf(await admin.preview(await workbookBytes(workbook)));
    expect((await finance.apply(preview.id)).status).toBe(403);
    const otherAdmin = await sheetClient(testApp.app, testApp.db);
    await expectSheetError(await otherAdmin.apply(preview.id), 404, 'errors.catalogueSheet.previewNotFound');
    const anonymous = await testApp.app.request('/api/admin/catalogue.xlsx');
    expect(anonymous.status).toBe(401);
    // Still the first admin's to apply.
    expect((await admin.apply(preview.id)).status).toBe(200);
  });
});
