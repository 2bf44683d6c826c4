import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleHeading, createStaffThroughAdmin, signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const uniquePhone = () => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The requests as shown: cards of a list on a phone (below Tailwind's sm, 640 px), table rows above. */
function requestEntries(page: Page, locale: TLocale) {
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    return page.getByRole('list', { name: t(locale, 'admin.requests.cardsLabel') }).getByRole('listitem');
  }
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

async function openAdmin(page: Page, locale: TLocale, search = '') {
  await signInThroughApi(page, E2E_STAFF.admin.email);
  await page.goto(localized(`/admin${search}`, locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.admin'));
}

test.describe('Admin › Trade-in requests', () => {
  test('an admin finds a request by phone, moves it through its lifecycle and exports CSV', async ({
    page,
    baseURL,
  }, testInfo) => {
    const locale: TLocale = 'en';
    const phone = uniquePhone();
    const fullName = 'สุดา วงศ์ใหญ่';
    const receipt = await createPickupThroughApi(page.request, baseURL!, { phone, fullName });
    await openAdmin(page, locale);

    await page.getByLabel(t(locale, 'admin.requests.search'), { exact: true }).fill(phone);
    await page.getByRole('button', { name: t(locale, 'admin.requests.searchButton'), exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === phone);
    const entries = requestEntries(page, locale);
    await expect(entries.filter({ hasText: receipt.reference })).toHaveCount(1);
    await expect(entries).toHaveCount(1);
    // Nothing wider than the screen: on a phone the requests are cards, not a table to scroll sideways.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expectNoSeriousViolations(page, testInfo, 'admin-requests');

    // The filtered view survives a reload.
    await page.reload();
    await expect(page.getByLabel(t(locale, 'admin.requests.search'), { exact: true })).toHaveValue(phone);
    await expect(requestEntries(page, locale).filter({ hasText: receipt.reference })).toHaveCount(1);

    // A phone has no column headers to tap: the list's own sort choice does the same.
    if ((page.viewportSize()?.width ?? 1280) < 640) {
      await page.getByLabel(t(locale, 'admin.requests.sortBy')).selectOption('createdAt-asc');
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('sort') === 'createdAt' && url.searchParams.get('dir') === 'asc',
      );
      await expect(requestEntries(page, locale).filter({ hasText: receipt.reference })).toHaveCount(1);
    }

    // CSV export of the filtered list: UTF-8 with BOM, Thai intact.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t(locale, 'admin.requests.export'), exact: true }).click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv).toContain(fullName);
    expect(csv).toContain(receipt.reference);

    // The row's link on a wide screen, the whole card on a phone (decision 045).
    const opens = t(locale, 'console.table.open', { name: receipt.reference });
    await page
      .getByRole('link', {
        name: (page.viewportSize()?.width ?? 1280) < 640 ? opens : receipt.reference,
        exact: true,
      })
      .click();
    await expect(page).toHaveURL((url) => url.searchParams.get('ref') === receipt.reference);
    await expect(page.getByRole('heading', { level: 2, name: receipt.reference })).toBeVisible();
    await expect(page.getByText(fullName).first()).toBeVisible();
    // The customer's language by its name, not its code (the pick-up was made in Thai).
    await expect(page.getByText(t(locale, 'admin.detail.localeNames.th'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'admin-request');

    for (const status of ['booked', 'received', 'inspected', 'settled'] as const) {
      await page
        .getByRole('button', { name: t(locale, `admin.detail.moveTo.${status}`), exact: true })
        .click();
      const dialog = page.getByRole('dialog', {
        name: t(locale, 'admin.detail.confirmTitle', { status: t(locale, `admin.statuses.${status}`) }),
      });
      await expect(dialog).toBeVisible();
      await dialog
        .getByRole('button', { name: t(locale, `admin.detail.moveTo.${status}`), exact: true })
        .click();
      await expect(
        page.getByRole('status').filter({
          hasText: t(locale, 'admin.detail.statusChanged', {
            status: t(locale, `admin.statuses.${status}`),
          }),
        }),
      ).toBeVisible();
    }
    await expect(page.getByText(t(locale, 'admin.detail.final'))).toBeVisible();
    await expect(page.getByRole('button', { name: t(locale, 'admin.detail.moveTo.rejected') })).toHaveCount(
      0,
    );

    // Notes are saved with the request's version.
    await page.getByRole('textbox', { name: t(locale, 'admin.detail.notes') }).fill('Paid by transfer');
    await page.getByRole('button', { name: t(locale, 'admin.detail.saveNotes') }).click();
    await expect(page.getByText(t(locale, 'admin.detail.notesSaved'))).toBeVisible();
  });

  test.describe('a conflict', () => {
    // The browser logs the refused change (409) as an error.
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test('a rejection needs a reason and a stale page gets a clear conflict', async ({ page, baseURL }) => {
      const locale: TLocale = 'en';
      const phone = uniquePhone();
      const receipt = await createPickupThroughApi(page.request, baseURL!, { phone });
      await openAdmin(page, locale, `?tab=requests&ref=${receipt.reference}`);
      await expect(page.getByRole('heading', { level: 2, name: receipt.reference })).toBeVisible();

      // Someone else books it meanwhile.
      const token = (await (
        await page.request.post('/api/auth/sign-in', {
          data: { audience: 'staff', identifier: E2E_STAFF.admin.email, password: 'harbour-lantern-plum-57' },
        })
      ).json()) as { accessToken: string };
      const detail = await page.request.get(`/api/admin/requests/${receipt.reference}`, {
        headers: { Authorization: `Bearer ${token.accessToken}` },
      });
      const { version } = (await detail.json()) as { version: number };
      const booked = await page.request.post(`/api/admin/requests/${receipt.reference}/status`, {
        headers: { Authorization: `Bearer ${token.accessToken}` },
        data: { to: 'booked', version },
      });
      expect(booked.status()).toBe(200);

      await page
        .getByRole('button', { name: t(locale, 'admin.detail.moveTo.rejected'), exact: true })
        .click();
      const dialog = page.getByRole('dialog');
      const confirm = dialog.getByRole('button', {
        name: t(locale, 'admin.detail.moveTo.rejected'),
        exact: true,
      });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel(t(locale, 'admin.detail.rejectReason')).fill('Device reported stolen');
      await confirm.click();
      await expect(page.getByRole('alert')).toContainText(t(locale, 'errors.admin.requestChanged'));
      // Reloaded: the request shows as booked, with its next statuses.
      await expect(
        page.getByRole('button', { name: t(locale, 'admin.detail.moveTo.received'), exact: true }),
      ).toBeVisible();
    });
  });
});

test.describe('Admin › Users', () => {
  test('an admin changes roles; the other user sees it on their next request', async ({
    page,
    browser,
  }, testInfo) => {
    const locale: TLocale = 'en';
    const staff = await createStaffThroughAdmin(page.request, ['engineer']);

    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? undefined });
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post('/api/auth/sign-in', {
      data: { audience: 'staff', identifier: staff.email, password: staff.password },
    });
    expect(signIn.status()).toBe(200);
    await otherPage.goto('/robots.txt');
    await otherPage.evaluate(() => localStorage.setItem('tradein.session', '1'));
    await otherPage.goto(localized('/engineer', locale));
    await expect(consoleHeading(otherPage, locale, 'engineer')).toBeVisible();

    await openAdmin(page, locale, '?tab=users');
    await page.getByLabel(t(locale, 'admin.users.search')).fill(staff.email);
    await page.getByRole('button', { name: t(locale, 'admin.users.find'), exact: true }).click();
    const card = page.getByRole('article', { name: staff.email });
    await expect(card).toBeVisible();
    await expect(card.getByRole('checkbox', { name: t(locale, 'admin.roles.engineer') })).toBeChecked();
    await expectNoSeriousViolations(page, testInfo, 'admin-users');
    await card.getByRole('checkbox', { name: t(locale, 'admin.roles.engineer') }).uncheck();
    await card.getByRole('checkbox', { name: t(locale, 'admin.roles.finance') }).check();
    await card.getByRole('button', { name: t(locale, 'admin.users.saveRoles') }).click();
    // Saved: the server's roles are what the form shows, so there is nothing left to save.
    await expect(card.getByRole('button', { name: t(locale, 'admin.users.saveRoles') })).toBeDisabled();
    await expect(card.getByRole('checkbox', { name: t(locale, 'admin.roles.finance') })).toBeChecked();

    // The search stays in the URL.
    await page.reload();
    await expect(page.getByRole('article', { name: staff.email })).toBeVisible();

    await otherPage.reload();
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.accessDenied'));
    await otherPage.goto(localized('/finance', locale));
    await expect(consoleHeading(otherPage, locale, 'finance')).toBeVisible();

    // End their sessions (confirmed first).
    await page
      .getByRole('article', { name: staff.email })
      .getByRole('button', { name: t(locale, 'admin.users.endSessions') })
      .click();
    await page
      .getByRole('dialog', { name: t(locale, 'admin.users.confirmEndSessions') })
      .getByRole('button', { name: t(locale, 'admin.users.endSessions') })
      .click();
    await expect(page.getByText(t(locale, 'admin.users.sessionsEnded'))).toBeVisible();
    await other.close();
  });
});

test.describe('Admin console screenshots', () => {
  for (const locale of ['th', 'en'] as const) {
    test(`requests, a request and users (${locale})`, async ({ page, baseURL }, testInfo) => {
      const phone = uniquePhone();
      const receipt = await createPickupThroughApi(page.request, baseURL!, { phone, fullName: 'สมชาย ใจดี' });
      await openAdmin(page, locale);
      await expect(requestEntries(page, locale).first()).toBeVisible();
      const name = `${testInfo.project.name}-${locale}`;
      await page.screenshot({ path: `.tmp/shots/admin/requests-${name}.png`, fullPage: true });
      await page.goto(localized(`/admin?tab=requests&ref=${receipt.reference}`, locale));
      await expect(page.getByRole('heading', { level: 2, name: receipt.reference })).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/admin/request-${name}.png`, fullPage: true });
      await page.goto(localized('/admin?tab=users&email=e2e.example.com', locale));
      await expect(page.getByTestId('admin-user').first()).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/admin/users-${name}.png`, fullPage: true });
    });
  }
});
