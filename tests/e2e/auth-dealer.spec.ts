import { expectSignedIn, signInWithForm, signUpDealerThroughApi } from './support/auth.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { header, isPhoneLayout, menuButton } from './support/page.ts';
import { expect, test } from './support/test.ts';
import { E2E_PASSWORD } from './support/users.ts';

const uniqueEmail = () => `shop-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`dealers (${locale})`, () => {
    test('a shop signs up, lands on the setup and sends its profile for approval', async ({ page }) => {
      await page.goto(localized('/dealer/auth', locale));
      await page.getByRole('tab', { name: t(locale, 'auth.dealer.signUp') }).click();
      await expect(page.getByRole('tab', { name: t(locale, 'auth.dealer.signUp') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const form = page.getByRole('form', { name: t(locale, 'auth.dealer.signUp') });
      await form.getByLabel(t(locale, 'auth.dealer.displayName')).fill('Dao Srisuk');
      await form.getByLabel(t(locale, 'auth.dealer.email')).fill(uniqueEmail());
      const password = form.getByLabel(t(locale, 'auth.password'), { exact: true });
      await expect(password).toHaveAttribute('autocomplete', 'new-password');
      await password.fill(E2E_PASSWORD);
      await form.getByRole('button', { name: t(locale, 'auth.dealer.signUpSubmit') }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/dealer/setup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.dealerSetup'));
      const profile = page.getByRole('form', { name: t(locale, 'dealerSetup.formTitle') });
      await profile.getByRole('button', { name: t(locale, 'dealerSetup.submit') }).click();
      await expect(profile.getByText(t(locale, 'errors.dealer.shopNameRequired'))).toBeVisible();

      await profile.getByLabel(t(locale, 'dealerSetup.field.shopName')).fill('Dao Mobile');
      await profile.getByLabel(t(locale, 'dealerSetup.field.phone')).fill('081-234-5678');
      await profile
        .getByLabel(t(locale, 'dealerSetup.field.province'))
        .selectOption({ label: locale === 'th' ? 'เชียงใหม่' : 'Chiang Mai' });
      await profile
        .getByLabel(t(locale, 'dealerSetup.field.address'))
        .fill('12 Nimman Road, Chiang Mai 50200');
      await profile.getByRole('button', { name: t(locale, 'dealerSetup.submit') }).click();

      const status = page.getByTestId('dealer-status');
      await expect(status).toContainText(t(locale, 'dealerSetup.status.pending'));
      await expect(page.getByText(t(locale, 'dealerSetup.saved'))).toBeVisible();
      await expectSignedIn(page, locale);

      // After a reload the shop is read back (with the refreshed session).
      await page.reload();
      await expect(status).toContainText(t(locale, 'dealerSetup.status.pending'));
      await expect(page.getByLabel(t(locale, 'dealerSetup.field.shopName'))).toHaveValue('Dao Mobile');
    });

    test('a dealer signs in at the dealer screen; the header offers the dealer area', async ({
      page,
      context,
    }) => {
      const dealer = await signUpDealerThroughApi(page, 'Somsak Phone Shop');
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());

      await signInWithForm(page, locale, dealer.user.email ?? '', { path: '/dealer/auth' });
      // No shop yet: the setup comes first.
      await expect(page).toHaveURL((url) => url.pathname === '/dealer/setup');
      if (isPhoneLayout(page)) await menuButton(page, locale).click();
      await expect(
        header(page).getByRole('link', { name: t(locale, 'headerAccount.dealerArea') }),
      ).toHaveAttribute('href', '/dealer');
    });
  });
}
