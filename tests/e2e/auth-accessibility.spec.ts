import type { Page, TestInfo } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { signInThroughApi, signUpDealerThroughApi } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { header, isPhoneLayout, menuButton, waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const CHALLENGE = {
  mfaRequired: true,
  challengeToken: 'stand-in',
  factors: [
    { id: '00000000-0000-4000-8000-000000000001', friendlyName: 'Pixel 7' },
    { id: '00000000-0000-4000-8000-000000000002', friendlyName: 'iPad' },
  ],
};

async function check(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  await waitForFonts(page);
  await expectNoSeriousViolations(page, testInfo, label);
}

test.describe('accessibility of the account pages (axe, WCAG 2.1 A and AA)', () => {
  for (const locale of LOCALES_UNDER_TEST) {
    test(`sign-in, code step, recovery, dealer tabs and the guard (${locale})`, async ({
      page,
    }, testInfo) => {
      await page.goto(localized('/auth', locale));
      const signIn = page.getByRole('form', { name: t(locale, 'auth.signIn') });
      await signIn.getByRole('button', { name: t(locale, 'auth.signIn'), exact: true }).click();
      await expect(signIn.getByText(t(locale, 'errors.auth.identifierRequired'))).toBeVisible();
      await check(page, testInfo, `auth-errors-${locale}`);

      // The code step, with the sign-in answered by a stand-in challenge (two authenticators).
      await page.route('**/api/auth/sign-in', (route) => route.fulfill({ json: CHALLENGE }));
      await signIn.getByLabel(t(locale, 'auth.identifier'), { exact: true }).fill(E2E_STAFF.admin.email);
      await signIn.getByLabel(t(locale, 'auth.password'), { exact: true }).fill('any password');
      await signIn.getByRole('button', { name: t(locale, 'auth.signIn'), exact: true }).click();
      const code = page.getByLabel(t(locale, 'auth.mfa.code'));
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(page.getByRole('radio')).toHaveCount(2);
      await check(page, testInfo, `auth-mfa-${locale}`);

      await page.goto(localized('/auth?recovery=stand-in-token', locale));
      await expect(page.getByLabel(t(locale, 'auth.recovery.newPassword'), { exact: true })).toHaveAttribute(
        'autocomplete',
        'new-password',
      );
      await check(page, testInfo, `auth-recovery-${locale}`);

      await page.goto(localized('/dealer/auth?tab=signUp', locale));
      await expect(page.getByRole('tab', { name: t(locale, 'auth.dealer.signUp') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await check(page, testInfo, `dealer-auth-${locale}`);

      await page.goto(localized('/warehouse', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.loginRequired'));
      await check(page, testInfo, `guard-${locale}`);
    });

    test(`signed in: the console menu, access denied, the dealer setup (${locale})`, async ({
      page,
    }, testInfo) => {
      await signInThroughApi(page, E2E_STAFF.admin.email);
      await page.goto(localized('/admin', locale));
      if (isPhoneLayout(page)) {
        await menuButton(page, locale).click();
        await expect(
          header(page).getByRole('navigation', { name: t(locale, 'headerAccount.console') }),
        ).toBeVisible();
      } else {
        await header(page)
          .getByRole('button', { name: t(locale, 'headerAccount.console') })
          .click();
        await expect(page.getByRole('dialog', { name: t(locale, 'headerAccount.console') })).toBeVisible();
      }
      await check(page, testInfo, `console-menu-${locale}`);
      await page.keyboard.press('Escape');
      if (isPhoneLayout(page)) await menuButton(page, locale, true).click();

      await page.context().clearCookies();
      await signUpDealerThroughApi(page);
      await page.goto(localized('/admin', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.accessDenied'));
      await check(page, testInfo, `access-denied-${locale}`);

      await page.goto(localized('/dealer/setup', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.dealerSetup'));
      await check(page, testInfo, `dealer-setup-${locale}`);
    });
  }
});

/** The dealer setup form with its errors shown, in one language (the other differs only in text). */
test('the dealer setup with errors has no serious violations', async ({ page }, testInfo) => {
  await signUpDealerThroughApi(page);
  await page.goto('/dealer/setup');
  const locale: TLocale = 'th';
  const profile = page.getByRole('form', { name: t(locale, 'dealerSetup.formTitle') });
  await profile.getByRole('button', { name: t(locale, 'dealerSetup.submit') }).click();
  await expect(profile.getByText(t(locale, 'errors.dealer.shopNameRequired'))).toBeVisible();
  await check(page, testInfo, 'dealer-setup-errors');
});
