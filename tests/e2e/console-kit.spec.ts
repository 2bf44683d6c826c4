import type { Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

/**
 * The console kit (decision 017) seen through the admin's trade-in requests: selection and the bulk bar,
 * the transition dialog's note, the keyboard rows, the role menu. (admin-console.spec.ts covers the
 * list, the request page, CSV and the conflict.)
 */

const uniquePhone = () => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openRequests(page: Page, locale: TLocale, phone: string) {
  await signInThroughApi(page, E2E_STAFF.admin.email);
  await page.goto(localized(`/admin?tab=requests&q=${phone}`, locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.admin'));
}

test.describe('Console kit', () => {
  for (const locale of ['th', 'en'] as const) {
    test(`selected requests move together, with a note in their history (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const phone = uniquePhone();
      const first = await createPickupThroughApi(page.request, baseURL!, { phone });
      const second = await createPickupThroughApi(page.request, baseURL!, { phone });
      await openRequests(page, locale, phone);

      const select = (reference: string) =>
        page
          .getByRole('checkbox', { name: t(locale, 'console.table.selectRow', { name: reference }) })
          .filter({ visible: true });
      await select(first.reference).check();
      await select(second.reference).check();
      const bar = page.getByRole('toolbar', { name: t(locale, 'console.table.bulkActions') });
      await expect(bar).toContainText(t(locale, 'console.table.selected', { count: 2 }));

      await bar.getByRole('button', { name: t(locale, 'admin.detail.moveTo.booked'), exact: true }).click();
      const status = t(locale, 'admin.statuses.booked');
      const dialog = page.getByRole('dialog', {
        name: t(locale, 'admin.requests.bulk.title', { count: 2, status }),
      });
      await dialog
        .getByLabel(t(locale, 'console.transition.note'), { exact: false })
        .fill('Courier booked for Friday');
      await dialog
        .getByRole('button', { name: t(locale, 'admin.detail.moveTo.booked'), exact: true })
        .click();
      await expect(page.getByTestId('toast')).toHaveText(
        t(locale, 'admin.requests.bulk.done', { count: 2, status }),
      );
      // The selection is done with, and the list shows the new status.
      await expect(bar).toHaveCount(0);
      const listed =
        (page.viewportSize()?.width ?? 1280) < 640
          ? page.getByRole('list', { name: t(locale, 'admin.requests.cardsLabel') })
          : page.getByRole('table');
      await expect(listed.getByText(status, { exact: true })).toHaveCount(2);

      await page.goto(localized(`/admin?tab=requests&ref=${first.reference}`, locale));
      await expect(page.getByText('Courier booked for Friday')).toBeVisible();
    });
  }

  test.describe('on a wide screen', () => {
    // A phone lists cards, not rows to move between: the phone project runs this at desktop width.
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the rows answer the keyboard: j/k or the arrows move, Space selects, Enter opens', async ({
      page,
      baseURL,
    }) => {
      const locale: TLocale = 'en';
      const phone = uniquePhone();
      const older = await createPickupThroughApi(page.request, baseURL!, { phone });
      const newer = await createPickupThroughApi(page.request, baseURL!, { phone });
      await openRequests(page, locale, phone);

      const rows = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(2);
      await rows.first().focus();
      await page.keyboard.press('j');
      await expect(rows.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(rows.first()).toBeFocused();
      await page.keyboard.press('Space');
      await expect(
        page.getByRole('checkbox', { name: t(locale, 'console.table.selectRow', { name: newer.reference }) }),
      ).toBeChecked();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('ref') === older.reference);
      await expect(page.getByRole('heading', { level: 2, name: older.reference })).toBeVisible();

      // Back keeps the search.
      await page.getByRole('link', { name: t(locale, 'admin.detail.back') }).click();
      await expect(page.getByLabel(t(locale, 'admin.requests.search'), { exact: true })).toHaveValue(phone);
    });
  });

  test.describe('a long page', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('renders only the rows in view, and End reaches the last one', async ({ page, baseURL }) => {
      test.setTimeout(90_000); // seventy requests to make first
      const phone = uniquePhone();
      const references: string[] = [];
      for (let batch = 0; batch < 7; batch += 1) {
        const made = await Promise.all(
          Array.from({ length: 10 }, () => createPickupThroughApi(page.request, baseURL!, { phone })),
        );
        references.push(...made.map((receipt) => receipt.reference));
      }
      await signInThroughApi(page, E2E_STAFF.admin.email);
      await page.goto(localized(`/admin?tab=requests&q=${phone}&pageSize=100&sort=reference&dir=asc`, 'en'));
      const table = page.getByRole('table');
      await expect(table).toHaveAttribute('aria-rowcount', '71');
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows.first()).toContainText([...references].sort()[0]!);
      expect(await rows.count()).toBeLessThan(70);
      await rows.first().focus();
      await page.keyboard.press('End');
      await expect(
        table.getByRole('row', { name: new RegExp([...references].sort().at(-1)!) }),
      ).toBeFocused();
    });
  });

  test('the role menu lists the consoles the admin opens, and the page never scrolls sideways', async ({
    page,
  }) => {
    const locale: TLocale = 'en';
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await page.goto(localized('/admin', locale));
    const menu = page
      .getByRole('navigation', { name: t(locale, 'console.nav.label') })
      .filter({ visible: true });
    if ((page.viewportSize()?.width ?? 1280) < 1280) {
      // Folded away on smaller screens: one tap opens it.
      await page.locator('summary', { hasText: t(locale, 'console.nav.label') }).click();
    }
    await expect(menu.getByRole('link', { name: t(locale, 'consoles.warehouse') })).toBeVisible();
    await expect(menu.getByRole('link', { name: t(locale, 'consoles.admin') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});
