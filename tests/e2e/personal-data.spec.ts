import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signInThroughApi } from './support/auth.ts';
import { t } from './support/i18n.ts';
import { waitForFonts } from './support/page.ts';
import { pdpaCustomerFor, type TPdpaCustomer } from './support/pdpa-records.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

/** The phone number as staff type it (086-555-0101) and as the page shows it (xxxxxx0101). */
const typed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
const masked = (phone: string) => `xxxxxx${phone.slice(-4)}`;

/** Opens Admin › Personal data in `locale` and finds the seeded customer by phone, as staff type it. */
async function findCustomer(page: Page, locale: TLocale, customer: TPdpaCustomer) {
  // The language named in the address: the one chosen before sticks otherwise.
  await page.goto(`/admin?tab=personalData&lang=${locale}`);
  await page.getByLabel(t(locale, 'personalData.keyLabel')).fill(typed(customer.phone));
  await page.getByRole('button', { name: t(locale, 'personalData.find'), exact: true }).click();
  const found = page.getByRole('region', {
    name: t(locale, 'personalData.found', {
      key: `${t(locale, 'personalData.keyKinds.phone')} ${masked(customer.phone)}`,
    }),
  });
  await expect(found.getByTestId('pdpa-count-requests')).toHaveText('2');
  return found;
}

/** The page for a person to look at: test-results/screenshots/desktop-personal-data-<size>-<locale>.png. */
async function capture(page: Page, testInfo: TestInfo, name: string) {
  await waitForFonts(page);
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

test.describe('Admin › Personal data', () => {
  test('the admin finds a customer, downloads everything held, then erases it after confirming', async ({
    page,
  }, testInfo) => {
    // Each project erases a customer of its own (they share one server).
    const customer = pdpaCustomerFor(testInfo.project.name);
    await signInThroughApi(page, E2E_STAFF.admin.email);
    for (const locale of ['en', 'th'] as const) {
      await findCustomer(page, locale, customer);
      await capture(page, testInfo, `personal-data-1280-${locale}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await capture(page, testInfo, `personal-data-390-${locale}`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const locale = 'th' as const;
    const found = await findCustomer(page, locale, customer);
    await expect(found.getByTestId('pdpa-count-payees')).toHaveText('1');
    await expect(found.getByText(customer.fullName).first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'admin-personal-data');

    const downloading = page.waitForEvent('download');
    await found.getByRole('button', { name: t(locale, 'personalData.export') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-.*\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      requests: { request: { fullName: string; pickupAddress: string | null }; payee: unknown }[];
    };
    expect(exported.requests.map((entry) => entry.request.fullName)).toEqual([
      customer.fullName,
      customer.fullName,
    ]);
    expect(exported.requests[0]?.request.pickupAddress).toBe(customer.address);
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'personalData.exported'));

    await found.getByRole('button', { name: t(locale, 'personalData.erase') }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'personalData.confirmTitle') });
    await expect(dialog).toContainText(t(locale, 'personalData.confirmText'));
    // Cancel first: nothing changes.
    await dialog.getByRole('button', { name: t(locale, 'console.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(found.getByTestId('pdpa-count-requests')).toHaveText('2');

    await found.getByRole('button', { name: t(locale, 'personalData.erase') }).click();
    await dialog.getByRole('button', { name: t(locale, 'personalData.confirmErase') }).click();
    await expect(page.getByTestId('toast')).toContainText(
      t(locale, 'personalData.erasedToast', { count: 2, photos: 0 }),
    );
    await expect(
      page.getByText(
        t(locale, 'personalData.nothing', {
          key: `${t(locale, 'personalData.keyKinds.phone')} ${masked(customer.phone)}`,
        }),
      ),
    ).toBeVisible();
    // Found again by phone: nothing is held any more.
    await page.reload();
    await page.getByLabel(t(locale, 'personalData.keyLabel')).fill(customer.email);
    await page.getByRole('button', { name: t(locale, 'personalData.find'), exact: true }).click();
    await expect(
      page.getByText(
        t(locale, 'personalData.nothing', {
          key: `${t(locale, 'personalData.keyKinds.email')} p***@example.com`,
        }),
      ),
    ).toBeVisible();
  });
});
