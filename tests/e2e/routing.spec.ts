import type { APIRequestContext, Page } from '@playwright/test';
import { privacyNotice, termsOfService } from '../../src/web/features/legal/legal-content.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';

const CHUNK_DELAY_MS = 1_000;

/** The scripts index.html loads up front: the entry and the chunks it imports statically (modulepreload). */
async function initialScripts(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No module entry script in index.html:\n${html}`);
  const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  return new Set([entry, ...preloaded]);
}

/**
 * Holds back every lazily loaded JS chunk for about a second so the page spinner has time to show. On a busy machine a
 * second can pass before the test looks, so a chunk also waits until the test has seen the spinner (at most 10 s).
 */
async function delayLazyChunks(page: Page, request: APIRequestContext) {
  const initial = await initialScripts(request);
  const delayed: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await page.route('**/assets/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('.js') && !initial.has(pathname)) {
      delayed.push(pathname);
      await Promise.all([sleep(CHUNK_DELAY_MS), Promise.race([released, sleep(10_000)])]);
      if (page.isClosed()) return; // the test already ended (failed) while the chunk was held
    }
    await route.continue();
  });
  return { delayed, release };
}

/**
 * Whether one of the held chunks is the page's own: lazy chunks are named by their hash alone (decision 047),
 * so the chunk is told by the route component it exports.
 */
async function heldChunkExports(request: APIRequestContext, delayed: string[], component: string) {
  const texts = await Promise.all(delayed.map(async (path) => (await request.get(path)).text()));
  const exported = new RegExp(`export\\{[^}]*\\bas ${component}\\b`);
  return texts.some((text) => exported.test(text));
}

async function expectSpinnerThenHeading(page: Page, release: () => void, heading: string): Promise<void> {
  const spinner = page.getByTestId('page-spinner');
  await expect(
    spinner.and(page.getByRole('status')).filter({ hasText: t('th', 'common.loading') }),
    'the page spinner, a status named "loading"',
  ).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(spinner).toHaveCount(0);
}

test.describe('lazy routes', () => {
  test('opening /privacy directly shows the spinner, then the page', async ({ page, request }) => {
    const { delayed, release } = await delayLazyChunks(page, request);
    await page.goto('/privacy', { waitUntil: 'commit' });
    await expectSpinnerThenHeading(page, release, privacyNotice.th.title);
    expect(await heldChunkExports(request, delayed, 'PrivacyRoute')).toBe(true);
  });

  test('following the footer link shows the spinner, then the page', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { delayed, release } = await delayLazyChunks(page, request);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('th', 'footer.terms') })
      .click();
    await expect(page).toHaveURL(/\/terms$/);
    await expectSpinnerThenHeading(page, release, termsOfService.th.title);
    expect(await heldChunkExports(request, delayed, 'TermsRoute')).toBe(true);
  });
});

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`pages (${locale})`, () => {
    // What /privacy and /terms show: legal-routes.test.tsx (a component test), their 200:
    // web-static.test.ts (decision 042).

    test('an unknown address shows the not-found page with status 404', async ({ page }) => {
      const response = await page.goto(localized('/no-such-page', locale));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'notFound.title'));
      await expect(page.getByText(t(locale, 'notFound.text'))).toBeVisible();
      await expect(page).toHaveTitle(t(locale, 'meta.notFoundTitle'));
      await page
        .getByRole('main')
        .getByRole('link', { name: t(locale, 'notFound.cta') })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page).toHaveTitle(t(locale, 'meta.title'));
    });

    // The spec's list named /valuation, /auth, /admin, /dealer/auth and /assess too; the wizard, the sign-in
    // pages and the counter assessment have since replaced their placeholders.
    test('/assess/{code} signed out asks the dealer to sign in', async ({ page }) => {
      const path = localized('/assess/KK0001', locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.loginRequired'));
      await expect(
        page.getByRole('main').getByRole('link', { name: t(locale, 'guard.signInDealer') }),
      ).toHaveAttribute('href', `/dealer/auth?next=${encodeURIComponent(path)}`);
    });

    test('/customer-assess with a code no shop holds says the code is not active', async ({ page }) => {
      const response = await page.goto(localized('/customer-assess/KK0001', locale));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'dealerArea.inactiveTitle'));
    });
  });
}
