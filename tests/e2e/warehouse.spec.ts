import { mkdirSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import type { TLocale } from '../../src/core/constants.ts';
import type { TWarehouseList } from '../../src/core/contracts/warehouse.ts';
import { generateReference } from '../../src/core/reference.ts';
import { itemCode } from '../../src/core/warehouse/item-code.ts';
import { pdfPageToPng } from '../support/pdf.ts';
import { signInThroughApi } from './support/auth.ts';
import { expect, showToCamera, test } from './support/fake-camera.ts';
import { localized, t } from './support/i18n.ts';
import { consoleEntry } from './support/page.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { E2E_PASSWORD, E2E_STAFF } from './support/users.ts';

/**
 * The warehouse console (issue 18, points 6–10): requests settled from the admin's record page become
 * pending items; the warehouse selects them, receives them onto a bin, prints their labels and finds an
 * item again by showing its label's QR code to the camera.
 */

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/sign-in', {
    data: { audience: 'staff', identifier: email, password: E2E_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A pick-up request walked by the admin from new to settled; the outbox stocks it as a pending item. */
async function settledRequest(request: APIRequestContext, baseURL: string, admin: string): Promise<string> {
  const reference = generateReference();
  await createPickupThroughApi(request, baseURL, { reference });
  const headers = { Authorization: `Bearer ${admin}` };
  for (const to of ['booked', 'received', 'inspected', 'settled']) {
    const detail = await request.get(`/api/admin/requests/${reference}`, { headers });
    const { version } = (await detail.json()) as { version: number };
    const moved = await request.post(`/api/admin/requests/${reference}/status`, {
      headers,
      data: { to, version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return reference;
}

async function pendingItemOf(request: APIRequestContext, token: string, reference: string) {
  let found: TWarehouseList['items'][number] | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/warehouse/items?q=${reference}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        found = ((await response.json()) as TWarehouseList).items[0];
        return found?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('pending');
  return found!;
}

const shots = process.env.WAREHOUSE_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function openWarehouse(page: Page, locale: TLocale, search = '') {
  await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
  await page.goto(localized(`/warehouse${search}`, locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'warehouseConsole.title'));
}

test.describe('Warehouse console', () => {
  test('settled requests wait as pending items, are received onto a bin together and get labels (en)', async ({
    page,
    baseURL,
  }) => {
    const locale: TLocale = 'en';
    const admin = await tokenOf(page.request, E2E_STAFF.admin.email);
    const references = [
      await settledRequest(page.request, baseURL!, admin),
      await settledRequest(page.request, baseURL!, admin),
    ];
    const clerk = await tokenOf(page.request, E2E_STAFF.financeWarehouse.email);
    const items = [];
    for (const reference of references) items.push(await pendingItemOf(page.request, clerk, reference));

    // The pending tab lists them (newest first), each with its label code.
    await openWarehouse(page, locale);
    await expect(
      page.getByRole('button', { name: t(locale, 'warehouseConsole.statuses.pending') }),
    ).toHaveAttribute('aria-current', 'page');
    for (const item of items) {
      await expect(consoleEntry(page, item.code)).toBeVisible();
    }
    await expect(page.getByTestId('warehouse-totals')).toContainText(/Items: \d+ · Cost: /);
    await shot(page, `pending-${locale}`);

    for (const item of items) {
      await page
        .getByRole('checkbox', { name: t(locale, 'console.table.selectRow', { name: item.code }) })
        .check();
    }
    const bar = page.getByRole('toolbar', { name: t(locale, 'console.table.bulkActions') });
    await expect(bar).toContainText(t(locale, 'console.table.selected', { count: 2 }));

    // Labels of the selection, as an A4 sheet: a real PDF, looked at as an image when asked.
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: t(locale, 'warehouseConsole.labels.sheet') }).click();
    const pdf = await (await download).createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    if (shots) {
      writeFileSync(`${shots}/labels.pdf`, pdf);
      writeFileSync(`${shots}/labels.png`, await pdfPageToPng(pdf, { dpi: 110 }));
    }

    // Receive both onto one bin: a bin is required first.
    await bar.getByRole('button', { name: t(locale, 'warehouseConsole.receive.button') }).click();
    const dialog = page.getByRole('dialog', {
      name: t(locale, 'warehouseConsole.receive.title', { count: 2 }),
    });
    const submit = dialog.getByRole('button', {
      name: t(locale, 'warehouseConsole.receive.submit', { count: 2 }),
    });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(t(locale, 'warehouseConsole.errors.locationRequired'));
    await dialog.getByLabel(t(locale, 'warehouseConsole.receive.location')).fill('E2E-07');
    await submit.click();
    await expect(
      page.getByText(t(locale, 'warehouseConsole.receive.done', { count: 2, location: 'E2E-07' })),
    ).toBeVisible();
    for (const item of items) {
      await expect(consoleEntry(page, item.code)).toHaveCount(0);
    }

    // On the shelf: the available tab shows them on their bin.
    await page.getByRole('button', { name: t(locale, 'warehouseConsole.statuses.available') }).click();
    await expect(page).toHaveURL(/status=available/);
    const row = consoleEntry(page, items[0]!.code);
    await expect(row).toContainText('E2E-07');
    await shot(page, `available-${locale}`);
  });

  test('the label QR shown to the camera opens the device passport (th)', async ({
    page,
    baseURL,
    cameraVideo,
  }) => {
    const locale: TLocale = 'th';
    const admin = await tokenOf(page.request, E2E_STAFF.admin.email);
    const reference = await settledRequest(page.request, baseURL!, admin);
    const clerk = await tokenOf(page.request, E2E_STAFF.financeWarehouse.email);
    const item = await pendingItemOf(page.request, clerk, reference);
    await showToCamera(
      cameraVideo,
      await QRCode.toBuffer(`${baseURL}/warehouse?item=${item.id}`, { scale: 8 }),
    );

    await openWarehouse(page, locale);
    await page.getByRole('button', { name: t(locale, 'scanner.camera'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('item') === String(item.id), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: itemCode(item.id) })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText(t(locale, 'warehouseConsole.passport.noWipe'))).toBeVisible();
    await shot(page, `passport-${locale}`);

    // Typed (or a wedge scanner): the label code finds it too; an unknown code says so.
    await page.getByRole('link', { name: t(locale, 'warehouseConsole.passport.back') }).click();
    const scan = page.getByRole('search', { name: t(locale, 'warehouseConsole.scan.label') });
    await scan.getByRole('textbox').fill('WH-999999999');
    await scan.getByRole('button', { name: t(locale, 'scanner.find') }).click();
    await expect(scan.getByRole('alert')).toHaveText(t(locale, 'warehouseConsole.errors.itemNotFound'));
    await scan.getByRole('textbox').fill(itemCode(item.id));
    await scan.getByRole('button', { name: t(locale, 'scanner.find') }).click();
    await expect(page.getByRole('heading', { level: 2, name: itemCode(item.id) })).toBeVisible();
  });

  test('an engineer gets "Access denied" on /warehouse (en)', async ({ page }) => {
    const locale: TLocale = 'en';
    await signInThroughApi(page, E2E_STAFF.engineer.email);
    await page.goto(localized('/warehouse', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.accessDenied'));
  });
});
