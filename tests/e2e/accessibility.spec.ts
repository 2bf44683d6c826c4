import { expectNoSeriousViolations } from './support/axe.ts';
import { landingPath, localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { menuButton, waitForBrands, waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';

/** The phone layout, whichever project runs the test: the mobile menu only exists below 1024 px. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
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
