import { signInThroughApi } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  clocksOffBangkok,
  CONSOLE_PAGES,
  rawCodesShown,
  settle,
  watchInstants,
} from './support/console-walk.ts';
import { landingPath, localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { menuButton, waitForBrands, waitForFonts } from './support/page.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

/** The phone layout, whichever project runs the test: the mobile menu only exists below 1024 px. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  for (const locale of LOCALES_UNDER_TEST) {
    test(`the landing page has no serious violations (${locale})`, async ({ page }, testInfo) => {
      await page.goto(landingPath(locale));
      await waitForBrands(page, locale);
      await waitForFonts(page);
      await expectNoSeriousViolations(page, testInfo, `landing-${locale}`);
    });

    test(`the landing page with the phone menu open has no serious violations (${locale})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.goto(landingPath(locale));
      await waitForBrands(page, locale);
      await menuButton(page, locale).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expect(menuButton(page, locale, true)).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousViolations(page, testInfo, `landing-menu-${locale}`);
    });

    test(`the legal and not-found pages have no serious violations (${locale})`, async ({
      page,
    }, testInfo) => {
      for (const path of ['/privacy', '/terms']) {
        await page.goto(localized(path, locale));
        await expect(page.getByRole('navigation', { name: t(locale, 'legal.contents') })).toBeVisible();
        await expectNoSeriousViolations(page, testInfo, `${path}-${locale}`);
      }
      await page.goto(localized('/no-such-page', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'notFound.title'));
      await expectNoSeriousViolations(page, testInfo, `not-found-${locale}`);
    });
  }
});

/**
 * Every console page, one visit each: axe's WCAG 2.2 AA rules; and in Thai with the browser in New York
 * (12 hours off Bangkok), no raw code of a fixed list and no clock that is not Bangkok's (issue 30 items 4
 * and 8). Each size walks in one language (playwright.config.ts), as the paired specs do: Thai at desktop,
 * where the tables show every column a card shows and more (the raw codes and clocks are read from the
 * page's text), English on the phone. The walk is three tests, a part of the consoles each, so the two
 * workers share it: one walk of every page took 1.5 min at load 12 and more than its 4 minutes at load 25.
 */
const WALKS: { name: string; pages: readonly string[] }[] = [
  { name: 'the admin console', pages: CONSOLE_PAGES.filter((path) => path.startsWith('/admin')) },
  {
    name: 'the engineer, warehouse and sales consoles',
    pages: CONSOLE_PAGES.filter((path) => /^\/(engineer|warehouse|sales)\b/.test(path)),
  },
  // The rest: every page is in one walk.
  {
    name: 'logistics, finance, account, dashboard and reports',
    pages: CONSOLE_PAGES.filter((path) => !/^\/(admin|engineer|warehouse|sales)\b/.test(path)),
  },
];

test.describe('console pages', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const walk of WALKS) {
    for (const locale of ['th', 'en'] as const) {
      test(`${walk.name}: no serious violations, ${locale === 'th' ? 'Thai: no raw code, no time off Bangkok' : 'English'}`, async ({
        page,
        baseURL,
      }, testInfo) => {
        test.setTimeout(240_000);
        // A pick-up whose slot the logistics pages show: their walk reads a clock at least.
        const readsPickups = walk.pages.includes('/logistics?tab=pickups');
        if (readsPickups) await createPickupThroughApi(page.request, baseURL!);
        const clocks = watchInstants(page);
        await signInThroughApi(page, E2E_STAFF.admin.email);
        let clocksShown = 0;
        for (const path of walk.pages) {
          await page.goto(localized(path, locale));
          await settle(page, locale);
          await expectNoSeriousViolations(page, testInfo, `${path}-${locale}`);
          if (locale !== 'th') continue;
          expect.soft(await rawCodesShown(page), `raw codes on ${path}`).toEqual([]);
          const { shown, off } = await clocksOffBangkok(page, clocks);
          clocksShown += shown;
          expect.soft(off, `clocks off Bangkok on ${path}`).toEqual([]);
        }
        if (locale === 'th' && readsPickups)
          expect(clocksShown, 'the walk read some clocks').toBeGreaterThan(0);
      });
    }
  }
});
