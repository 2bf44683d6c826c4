import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { TLocale } from '../../src/core/constants.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Columns of the Prices sheet (1-based): model id, model name, brand, storage, then the grades. */
const PRICE = { modelId: 1, brand: 3, storage: 4, excellent: 5, good: 6 } as const;

async function openImportTab(page: Page, locale: TLocale) {
  await signInThroughApi(page, E2E_STAFF.admin.email);
  await page.goto(localized('/admin?tab=import', locale));
  await expect(
    page.getByRole('heading', { level: 2, name: t(locale, 'admin.import.downloadTitle') }),
  ).toBeVisible();
}

/** Clicks Download and reads the workbook the browser saved. */
async function downloadWorkbook(page: Page, locale: TLocale): Promise<ExcelJS.Workbook> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(locale, 'admin.import.download'), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as never);
  return workbook;
}

/**
 * The server reads an uploaded workbook in a worker thread (2–3 s on a quiet 2-core machine; at load 30 it
 * was still "Checking…" after the 7 s an expectation waits by default): the preview gets this long.
 */
const CHECK_TIMEOUT = 30_000;

/** Uploads the workbook and waits until the server has checked it: the preview of this file shows. */
async function upload(page: Page, workbook: ExcelJS.Workbook, name: string, locale: TLocale) {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.locator('#import-file').setInputFiles({ name, mimeType: XLSX_TYPE, buffer });
  await expect(
    page.getByRole('heading', { level: 2, name: t(locale, 'admin.import.previewTitle', { name }) }),
  ).toBeVisible({ timeout: CHECK_TIMEOUT });
}

function pricesSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet('Prices');
  if (!sheet) throw new Error('no Prices sheet');
  return sheet;
}

/** Applies the preview when it changes exactly one row (this test's); false when it must be made again. */
async function applyWhenOnlyMine(page: Page, locale: TLocale): Promise<boolean> {
  // Exactly this test's change: a row another test added or removed since the download would be undone.
  const summary = page.getByRole('list', { name: t(locale, 'admin.import.summary') });
  const expected = ['added', 'changed', 'removed'].map(
    (group) => `${t(locale, `admin.import.groups.${group}`)}: ${group === 'changed' ? 1 : 0}`,
  );
  const shown = (await summary.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  if (expected.some((entry) => !shown.includes(entry))) return false;
  if ((await page.getByTestId('import-changed-row').count()) !== 1) return false;
  await page.getByRole('button', { name: t(locale, 'admin.import.apply'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t(locale, 'admin.import.confirmTitle') });
  await dialog.getByRole('button', { name: t(locale, 'admin.import.apply'), exact: true }).click();
  const done = page.getByTestId('toast');
  await expect(done.or(page.getByText(t(locale, 'errors.catalogueSheet.catalogueChanged')))).toBeVisible();
  return done.isVisible();
}

test.describe('Admin › Excel import', () => {
  // The browser logs the refused uploads (a bad file's 400, a stale preview's 409).
  test.use({ expectedConsoleErrors: [/status of (400|409)/] });

  test('an admin downloads the catalogue, uploads it with a bad row, fixes it and applies a new price', async ({
    page,
  }, testInfo) => {
    const locale: TLocale = testInfo.project.name === 'phone' ? 'th' : 'en';
    await openImportTab(page, locale);
    const workbook = await downloadWorkbook(page, locale);
    const sheet = pricesSheet(workbook);
    // Each project edits its own row near the end (rarely quoted models), so parallel runs do not collide;
    // a seeded model's, not one that admin-catalogue.spec.ts creates (and deletes) meanwhile.
    const seededRows: number[] = [];
    sheet.eachRow((line, number) => {
      const brand = String(line.getCell(PRICE.brand).value ?? '');
      if (number > 1 && !brand.startsWith('E2E')) seededRows.push(number);
    });
    const row = sheet.getRow(seededRows.at(testInfo.project.name === 'phone' ? -1 : -2)!);
    const modelId = Number(row.getCell(PRICE.modelId).value);
    const storage = Number(row.getCell(PRICE.storage).value);
    const newPrice = Number(row.getCell(PRICE.excellent).value) + 10;
    row.getCell(PRICE.excellent).value = newPrice;
    const badRow = sheet.getRow(2);
    badRow.getCell(PRICE.good).value = 'ten thousand';

    await upload(page, workbook, 'catalogue-edited.xlsx', locale);
    const rejected = page.getByTestId('import-rejected-row');
    await expect(rejected).toHaveCount(1);
    await expect(rejected).toContainText('2');
    await expect(rejected).toContainText(t(locale, 'admin.import.reasons.notInteger'));
    await expect(rejected).toContainText('ten thousand');
    await expect(
      page.getByRole('button', { name: t(locale, 'admin.import.apply'), exact: true }),
    ).toBeDisabled();
    await expect(page.getByText(t(locale, 'admin.import.fixRejected', { count: 1 }))).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'admin-import-preview');

    // Fixed and uploaded again, from a fresh download: other browser tests change the catalogue too, and a
    // stale file would put their rows back. When they change it between preview and apply (409), again.
    for (let attempt = 1; ; attempt += 1) {
      const fresh = await downloadWorkbook(page, locale);
      pricesSheet(fresh).eachRow((line) => {
        if (line.getCell(PRICE.modelId).value === modelId && line.getCell(PRICE.storage).value === storage) {
          line.getCell(PRICE.excellent).value = newPrice;
        }
      });
      const fileName = `catalogue-fixed-${attempt}.xlsx`;
      await upload(page, fresh, fileName, locale);
      await expect(page.getByTestId('import-rejected-row')).toHaveCount(0);
      const applied = await applyWhenOnlyMine(page, locale);
      if (applied) break;
      expect(attempt, 'the catalogue kept changing').toBeLessThan(4);
    }
    await expect(page.getByTestId('toast')).toHaveText(
      t(locale, 'admin.import.applied', { added: 0, changed: 1, removed: 0 }),
    );

    // The new price is the catalogue's: the next download has it.
    const after = pricesSheet(await downloadWorkbook(page, locale));
    let found: unknown;
    after.eachRow((line) => {
      if (line.getCell(PRICE.modelId).value === modelId && line.getCell(PRICE.storage).value === storage) {
        found = line.getCell(PRICE.excellent).value;
      }
    });
    expect(found).toBe(newPrice);
  });

  test('a file that is not a workbook gets a clear message', async ({ page }, testInfo) => {
    const locale: TLocale = testInfo.project.name === 'phone' ? 'th' : 'en';
    await openImportTab(page, locale);
    await page.locator('#import-file').setInputFiles({
      name: 'prices.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from('model,price\n1,100\n'),
    });
    await expect(page.getByRole('alert')).toContainText(t(locale, 'errors.catalogueSheet.notXlsx'), {
      timeout: CHECK_TIMEOUT,
    });
  });
});

test.describe('Admin › Excel import screenshots', () => {
  for (const locale of ['th', 'en'] as const) {
    test(`the import tab and a preview (${locale})`, async ({ page }, testInfo) => {
      await openImportTab(page, locale);
      const name = `${testInfo.project.name}-${locale}`;
      await page.screenshot({ path: `/tmp/xlsx-shots/import-${name}.png`, fullPage: true });
      const workbook = await downloadWorkbook(page, locale);
      const sheet = pricesSheet(workbook);
      sheet.getRow(3).getCell(PRICE.good).value = -100;
      sheet.getRow(4).getCell(PRICE.excellent).value =
        Number(sheet.getRow(4).getCell(PRICE.excellent).value) + 500;
      await upload(page, workbook, 'catalogue.xlsx', locale);
      await expect(page.getByTestId('import-rejected-row')).toHaveCount(1);
      // Nothing wider than the screen: wide tables scroll inside their card, the Apply button stays in view.
      const viewport = page.viewportSize()!.width;
      const apply = await page
        .getByRole('button', { name: t(locale, 'admin.import.apply'), exact: true })
        .boundingBox();
      expect(apply!.x + apply!.width).toBeLessThanOrEqual(viewport);
      const main = await page.locator('#import-preview').locator('..').boundingBox();
      expect(main!.x + main!.width).toBeLessThanOrEqual(viewport);
      await page.screenshot({ path: `/tmp/xlsx-shots/import-preview-${name}.png`, fullPage: true });
    });
  }
});
