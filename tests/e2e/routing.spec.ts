import type { APIRequestContext, Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import {
  privacyNotice,
  termsOfService,
  type LegalDocument,
} from '../../src/web/features/legal/legal-content.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';

const CHUNK_DELAY_MS = 1_000;

/** The entry script index.html loads; every other script is a lazily loaded chunk. */
async function entryScriptPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No module entry script in index.html:\n${html}`);
  return entry;
}

/** Holds back every lazy JS chunk for a second so the page spinner has time to show. */
async function delayLazyChunks(page: Page, request: APIRequestContext): Promise<string[]> {
  const entry = await entryScriptPath(request);
  const delayed: string[] = [];
  await page.route('**/assets/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('.js') && pathname !== entry) {
      delayed.push(pathname);
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    }
    await route.continue();
  });
  return delayed;
}

async function expectSpinnerThenHeading(page: Page, heading: string): Promise<void> {
  const spinner = page.getByTestId('page-spinner');
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveRole('status');
  await expect(spinner).toContainText(t('th', 'common.loading'));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(spinner).toHaveCount(0);
}

/** A legal page shows its document: the title, the contents list and every numbered section. */
async function expectLegalDocument(page: Page, locale: TLocale, document: LegalDocument): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
  await expect(page.getByText(document.summary)).toBeVisible();
  const contents = page.getByRole('navigation', { name: t(locale, 'legal.contents') });
  const entries = contents.getByRole('listitem');
  expect(document.sections.length).toBeGreaterThanOrEqual(3);
  await expect(entries).toHaveCount(document.sections.length);
  await expect(entries).toHaveText(document.sections.map((section) => section.heading));
  const first = document.sections[0];
  if (!first) throw new Error('The document has no sections');
  await expect(page.getByRole('heading', { level: 2, name: `1. ${first.heading}` })).toBeVisible();
  await expect(page.getByText(first.paragraphs[0] ?? '', { exact: true })).toBeVisible();
}

test.describe('lazy routes', () => {
  test('opening /privacy directly shows the spinner, then the page', async ({ page, request }) => {
    const delayed = await delayLazyChunks(page, request);
    await page.goto('/privacy', { waitUntil: 'commit' });
    await expectSpinnerThenHeading(page, privacyNotice.th.title);
    expect(delayed.some((chunk) => /privacy/.test(chunk))).toBe(true);
  });

  test('following the footer link shows the spinner, then the page', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await delayLazyChunks(page, request);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('th', 'footer.terms') })
      .click();
    await expect(page).toHaveURL(/\/terms$/);
    await expectSpinnerThenHeading(page, termsOfService.th.title);
  });
});

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`pages (${locale})`, () => {
    test('/privacy shows the privacy notice', async ({ page }) => {
      const response = await page.goto(localized('/privacy', locale));
      expect(response?.status()).toBe(200);
      await expectLegalDocument(page, locale, privacyNotice[locale]);
      await expect(page).toHaveTitle(t(locale, 'meta.privacyTitle'));
    });

    test('/terms shows the terms of service', async ({ page }) => {
      const response = await page.goto(localized('/terms', locale));
      expect(response?.status()).toBe(200);
      await expectLegalDocument(page, locale, termsOfService[locale]);
      await expect(page).toHaveTitle(t(locale, 'meta.termsTitle'));
    });

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

    for (const [path, pageKey] of [
      ['/valuation', 'valuation'],
      ['/admin', 'admin'],
      ['/dealer/auth', 'dealerAuth'],
    ] as const) {
      test(`${path} says it is coming soon`, async ({ page }) => {
        const response = await page.goto(localized(path, locale));
        expect(response?.status()).toBe(200);
        const name = t(locale, `pages.${pageKey}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(locale, 'comingSoon.title', { page: name }),
        );
        await expect(page.getByText(t(locale, 'comingSoon.text'))).toBeVisible();
        await expect(page).toHaveTitle(t(locale, 'meta.comingSoonTitle', { page: name }));
        await expect(
          page.getByRole('main').getByRole('link', { name: t(locale, 'comingSoon.cta') }),
        ).toHaveAttribute('href', '/#estimate');
      });
    }
  });
}
