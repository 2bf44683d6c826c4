import { LOCALES_UNDER_TEST, landingPath, t } from './support/i18n.ts';
import { estimateForm, waitForBrands, waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * F1 in the browser: while the database is unreachable the API answers 503 errors.unavailable; the
 * landing page says so in the visitor's language with Try again, and recovers when asked again.
 */
test.use({ expectedConsoleErrors: [/status of 503/] });

for (const locale of LOCALES_UNDER_TEST) {
  test(`the estimate form offers Try again on a 503 (${locale})`, async ({ page }, testInfo) => {
    let down = true;
    await page.route('**/api/brands*', async (route) => {
      if (!down) return route.fallback();
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '5' },
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'UNAVAILABLE', messageKey: 'errors.unavailable', message: 'briefly unavailable' },
        }),
      });
    });
    await page.goto(landingPath(locale));

    const form = estimateForm(page, locale);
    await expect(form.getByText(t(locale, 'errors.unavailable'))).toBeVisible();
    await waitForFonts(page);
    await page.screenshot({
      path: testInfo.outputPath(`outage-${testInfo.project.name}-${locale}.png`),
    });

    down = false;
    await form.getByRole('button', { name: t(locale, 'estimate.retry') }).click();
    await waitForBrands(page, locale);
    await expect(form.getByText(t(locale, 'errors.unavailable'))).toHaveCount(0);
  });
}
