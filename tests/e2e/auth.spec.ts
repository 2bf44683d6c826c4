import type { Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import {
  consoleHeading,
  expectSignedIn,
  expectSignedOut,
  logoutButton,
  signInThroughApi,
  signInWithForm,
  signUpDealerThroughApi,
} from './support/auth.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { header, isPhoneLayout, menuButton } from './support/page.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

/** The entries of the Console menu (the side menu on a wide screen, the mobile menu on a phone). */
async function consoleMenuEntries(page: Page, locale: TLocale): Promise<string[]> {
  if (isPhoneLayout(page)) {
    await menuButton(page, locale).click();
    const nav = header(page).getByRole('navigation', { name: t(locale, 'headerAccount.console') });
    return nav.getByRole('link').allTextContents();
  }
  await header(page)
    .getByRole('button', { name: t(locale, 'headerAccount.console') })
    .click();
  const dialog = page.getByRole('dialog', { name: t(locale, 'headerAccount.console') });
  await expect(dialog).toBeVisible();
  return dialog.getByRole('link').allTextContents();
}

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`staff sign-in (${locale})`, () => {
    // After a logout the console's reads still under way are refused, and the browser logs each 401.
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test('email and password open the first console of the role; the header turns to Console and Logout', async ({
      page,
    }) => {
      await signInWithForm(page, locale, E2E_STAFF.engineer.email, { path: '/auth' });
      await expect(page).toHaveURL((url) => url.pathname === '/engineer');
      await expect(consoleHeading(page, locale, 'engineer')).toBeVisible();
      await expectSignedIn(page, locale);
    });

    test('a console asks to log in first, then comes back after the sign-in', async ({ page }) => {
      await page.goto(localized('/admin', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.loginRequired'));
      await page
        .getByRole('main')
        .getByRole('link', { name: t(locale, 'guard.signInStaff') })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/auth' && url.searchParams.get('next') === localized('/admin', locale),
      );
      await signInWithForm(page, locale, E2E_STAFF.admin.email);
      await expect(page).toHaveURL((url) => url.pathname === '/admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.admin'));
    });

    test('a console of another role says "Access denied"', async ({ page }) => {
      await signInThroughApi(page, E2E_STAFF.engineer.email);
      await page.goto(localized('/finance', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.accessDenied'));
      await expect(
        page.getByRole('main').getByRole('link', { name: t(locale, 'guard.toYourPage') }),
      ).toHaveAttribute('href', '/engineer');
      // Dealer pages are for dealers only, whatever the staff role.
      await page.goto(localized('/dealer', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.accessDenied'));
    });

    test('logout shows "Logged out successfully" and brings back Dealer and Staff', async ({ page }) => {
      await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
      await page.goto(localized('/finance', locale));
      await expect(consoleHeading(page, locale, 'finance')).toBeVisible();
      await (await logoutButton(page, locale)).click();
      await expect(page.getByTestId('toast')).toHaveText(t(locale, 'headerAccount.logoutSuccess'));
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expectSignedOut(page, locale);
      // The session is over on the server too: even with the hint put back, the refresh finds none.
      await page.evaluate(() => localStorage.setItem('tradein.session', '1'));
      await page.goto(localized('/finance', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.loginRequired'));
    });
  });

  test.describe(`wrong credentials (${locale})`, () => {
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test('get one generic message, whether the password or the screen is wrong', async ({ page }) => {
      const message = page.getByRole('alert');
      await signInWithForm(page, locale, E2E_STAFF.wrongPassword.email, {
        path: '/auth',
        password: 'not-the-password-1',
      });
      await expect(message).toHaveText(t(locale, 'errors.auth.invalidCredentials'));
      // A staff account on the dealer screen gets the same answer.
      await signInWithForm(page, locale, E2E_STAFF.engineer.email, { path: '/dealer/auth' });
      await expect(message).toHaveText(t(locale, 'errors.auth.invalidCredentials'));
      await expect(page).toHaveURL((url) => url.pathname === '/dealer/auth');
    });
  });

  test(`dealer pages ask for the dealer sign-in (${locale})`, async ({ page }) => {
    await page.goto(localized('/dealer/scan', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.loginRequired'));
    await expect(
      page.getByRole('main').getByRole('link', { name: t(locale, 'guard.signInDealer') }),
    ).toHaveAttribute('href', `/dealer/auth?next=${encodeURIComponent(localized('/dealer/scan', locale))}`);
  });
}

test.describe('console menu', () => {
  test('admin sees every console, then the dashboard and reports', async ({ page }) => {
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await page.goto('/?lang=en');
    expect(await consoleMenuEntries(page, 'en')).toEqual([
      'Admin Console',
      'Engineer Console',
      'Warehouse',
      'Sales',
      'Logistics',
      'Finance',
      'Account',
      'Dashboard',
      'Reports',
    ]);
  });

  test('other roles see their own consoles, in the spec order', async ({ page }) => {
    await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
    await page.goto('/');
    expect(await consoleMenuEntries(page, 'th')).toEqual(
      ['consoles.warehouse', 'consoles.finance', 'consoles.dashboard', 'consoles.reports'].map((key) =>
        t('th', key),
      ),
    );
  });

  test('following an entry opens that console and closes the menu', async ({ page }) => {
    await signInThroughApi(page, E2E_STAFF.engineer.email);
    await page.goto('/?lang=en');
    await consoleMenuEntries(page, 'en');
    const scope = isPhoneLayout(page) ? header(page) : page.getByRole('dialog');
    await scope.getByRole('link', { name: 'Engineer Console' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/engineer');
    await expect(consoleHeading(page, 'en', 'engineer')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a dealer gets the dealer area instead of a console menu', async ({ page }) => {
    await signUpDealerThroughApi(page);
    await page.goto('/?lang=en');
    await expectSignedIn(page, 'en');
    if (isPhoneLayout(page)) await menuButton(page, 'en').click();
    await expect(header(page).getByRole('link', { name: 'Dealer area' })).toHaveAttribute('href', '/dealer');
    await expect(header(page).getByRole('button', { name: 'Console' })).toHaveCount(0);
  });
});

test.describe('failed logout', () => {
  test.use({ expectedConsoleErrors: [/status of 503/] });

  for (const locale of LOCALES_UNDER_TEST) {
    test(`says "Error logging out" and keeps the session (${locale})`, async ({ page }) => {
      await signInThroughApi(page, E2E_STAFF.engineer.email);
      await page.goto(localized('/engineer', locale));
      await expect(consoleHeading(page, locale, 'engineer')).toBeVisible();
      await page.route('**/api/auth/sign-out', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'UNAVAILABLE', messageKey: 'x', message: 'x' } },
        }),
      );
      await (await logoutButton(page, locale)).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveText(t(locale, 'headerAccount.logoutError'));
      await expect(toast).toHaveAttribute('role', 'alert');
      await expect(consoleHeading(page, locale, 'engineer')).toBeVisible();
      await expect(await logoutButton(page, locale)).toBeVisible();
    });
  }
});
