import {
  consoleHeading,
  expectSignedIn,
  logoutButton,
  signInWithForm,
  signUpDealerThroughApi,
} from './support/auth.ts';
import { t } from './support/i18n.ts';
import { header, isPhoneLayout, menuButton } from './support/page.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const isRefresh = (url: string) => new URL(url).pathname === '/api/auth/refresh';

test.describe('session', () => {
  test('survives reloads, each one rotating the refresh cookie', async ({ page }) => {
    await signInWithForm(page, 'en', E2E_STAFF.engineer.email, { path: '/auth' });
    await expect(consoleHeading(page, 'en', 'engineer')).toBeVisible();
    for (let reload = 0; reload < 3; reload += 1) {
      const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
      await page.reload();
      const response = await refreshed;
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { session: { user: { email: string } } | null };
      expect(body.session?.user.email).toBe(E2E_STAFF.engineer.email);
      await expect(consoleHeading(page, 'en', 'engineer')).toBeVisible();
    }
    await expectSignedIn(page, 'en');
  });

  test('refreshes the access token silently before it expires, and the new one works', async ({ page }) => {
    await page.clock.install();
    const dealer = await signUpDealerThroughApi(page);
    const saved = await page.request.put('/api/dealer/profile', {
      headers: { Authorization: `Bearer ${dealer.accessToken}` },
      data: {
        shopName: 'Dao Mobile',
        phone: '0812345678',
        province: 'chiang-mai',
        address: '12 Nimman Road',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dealer/profile') {
        tokens.push(request.headers()['authorization'] ?? '');
      }
    });

    await page.goto('/dealer/setup?lang=en');
    const status = page.getByTestId('dealer-status');
    await expect(status).toContainText(t('en', 'dealerSetup.status.pending'));

    // 14 of the token's 15 minutes later the client refreshes on its own.
    const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
    await page.clock.fastForward('14:30');
    const body = (await (await refreshed).json()) as { session: { accessToken: string } | null };
    expect(body.session).not.toBeNull();

    // Away and back through the router: the page reads the shop again, with the new token.
    if (isPhoneLayout(page)) await menuButton(page, 'en').click();
    await header(page)
      .getByRole('link', { name: t('en', 'headerAccount.dealerArea') })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/dealer');
    // The router keeps the old page while the new one loads: only once it is gone does Back mount it anew.
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'pages.dealerSetup') })).toBeHidden();
    const reread = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/dealer/profile',
    );
    await page.goBack();
    await reread;
    await expect(status).toContainText(t('en', 'dealerSetup.status.pending'));
    // The first read had the old token; every read after the refresh (the dealer area reads the shop too)
    // has the new one.
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(tokens.slice(1)).toEqual(tokens.slice(1).map(() => `Bearer ${body.session?.accessToken}`));
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  test.describe('in a second tab', () => {
    // The console open in the first tab asks the server once more after the other tab logged out: the
    // browser logs that refused request before the page turns to "Please login first".
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test('a second tab shares the session, and logging out in one signs out the other', async ({
      page,
      context,
    }) => {
      await signInWithForm(page, 'en', E2E_STAFF.engineer.email, { path: '/auth' });
      await expect(consoleHeading(page, 'en', 'engineer')).toBeVisible();

      const second = await context.newPage();
      await second.goto('/engineer?lang=en');
      await expect(consoleHeading(second, 'en', 'engineer')).toBeVisible();
      await (await logoutButton(second, 'en')).click();
      await expect(second.getByTestId('toast')).toHaveText(t('en', 'headerAccount.logoutSuccess'));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'guard.loginRequired'));
      await second.close();
    });
  });
});
