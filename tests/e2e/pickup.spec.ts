import { test as base } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { fillPickupForm, pickupForm, submitPickupForm } from './support/pickup.ts';
import { waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';

const CUSTOMER = {
  th: { fullName: 'สมชาย ใจดี', address: '99/12 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย กรุงเทพฯ 10110' },
  en: {
    fullName: 'Somchai Jaidee',
    address: '99/12 Soi Sukhumvit 24, Khlong Tan, Khlong Toei, Bangkok 10110',
  },
} as const;

test.describe('pick-up request (/pickup)', () => {
  for (const locale of LOCALES_UNDER_TEST) {
    test(`a request in ${locale} ends with a reference, the booked day, the PDF and a working tracking link`, async ({
      page,
      request,
    }) => {
      test.slow(); // the whole journey: form, confirmation, PDF, tracking page
      await page.goto(localized('/pickup', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.pickup'));
      const phone = '081-234-5678';
      await fillPickupForm(page, locale, {
        ...CUSTOMER[locale],
        phone,
        brandModel: 'Apple iPhone 13 Pro 256GB',
      });
      const form = pickupForm(page, locale);
      // Optional and unticked by default (PDPA).
      await expect(
        form.getByRole('checkbox', { name: t(locale, 'pickup.consent.marketing') }),
      ).not.toBeChecked();
      const reference = await submitPickupForm(page, locale);

      const confirmation = page.getByTestId('pickup-confirmation');
      await expect(confirmation).toContainText(t(locale, `pickup.slot.midday`));
      await expect(confirmation).toContainText('12:00–15:00');
      await expect(confirmation).toContainText('Apple iPhone 13 Pro 256GB');
      // Thai dates are in the Buddhist era (543 years ahead: '11 ธ.ค. 2569'), English ones in the common era.
      const year = Number((await page.evaluate(() => new Date().getFullYear())) ?? 0);
      const shown = locale === 'th' ? year + 543 : year;
      await expect(confirmation).toContainText(new RegExp(`(?<!\\d)(${shown}|${shown + 1})(?!\\d)`));

      const pdf = confirmation.getByRole('link', { name: t(locale, 'pickup.done.pdf') });
      await expect(pdf).toHaveAttribute('target', '_blank');
      const pdfHref = (await pdf.getAttribute('href')) ?? '';
      expect(pdfHref).toMatch(
        new RegExp(`^/api/trade-ins/${reference}/receipt\\.pdf\\?token=[^&]+&lang=${locale}$`),
      );
      const pdfResponse = await request.get(pdfHref);
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()['content-type']).toContain('application/pdf');

      await confirmation.getByRole('link', { name: t(locale, 'pickup.done.track') }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/track' && url.searchParams.get('ref') === reference,
      );
      await expect(page.getByLabel(t(locale, 'track.referenceLabel'))).toHaveValue(reference);
      await page.getByLabel(t(locale, 'track.phoneLabel')).fill(phone);
      await page.getByRole('button', { name: t(locale, 'track.submit') }).click();
      await expect(page.getByTestId('track-status')).toHaveText(t(locale, 'status.new'));
      await expect(page.getByTestId('track-result')).toContainText('Apple iPhone 13 Pro 256GB');
      expect(page.url()).not.toMatch(/081|234-5678|2345678/);
    });
  }

  test('without the PDPA consent the consent error shows and nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/pickups')) posts.push(sent.url());
    });
    await page.goto('/pickup');
    await fillPickupForm(page, 'th', {
      ...CUSTOMER.th,
      phone: '0812345678',
      brandModel: 'Samsung Galaxy A54',
      consent: false,
    });
    await pickupForm(page, 'th')
      .getByRole('button', { name: t('th', 'pickup.submit') })
      .click();

    const consent = page.getByRole('checkbox', { name: new RegExp(t('th', 'pickup.consent.privacyLink')) });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(t('th', 'errors.consent.required'));
    await expect(consent).toBeFocused();
    await expect(page.getByTestId('pickup-confirmation')).toHaveCount(0);
    expect(posts).toEqual([]);

    await consent.check();
    await expect(page.getByText(t('th', 'errors.consent.required'))).toHaveCount(0);
  });

  test('empty required fields show their messages in English', async ({ page }) => {
    await page.goto('/pickup?lang=en');
    await pickupForm(page, 'en')
      .getByRole('button', { name: t('en', 'pickup.submit') })
      .click();
    for (const key of [
      'pickup.errors.categoryRequired',
      'errors.pickup.deviceRequired',
      'errors.pickup.addressRequired',
      'errors.province.required',
      'errors.pickup.timeSlotRequired',
      'errors.fullName.required',
      'errors.phone.invalid',
      'errors.consent.required',
    ]) {
      await expect(page.getByText(t('en', key), { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(t('en', 'pickup.field.category'))).toBeFocused();
  });

  test('the reference made when the page opened survives a reload and becomes the request reference', async ({
    page,
  }) => {
    await page.goto('/pickup');
    await expect(pickupForm(page, 'th')).toBeVisible(); // the reference is made when the form mounts
    const stored = await page.evaluate(() => sessionStorage.getItem('pickup:reference'));
    expect(stored).toMatch(/^TRD-\d{6}-[A-Z0-9]{4}$/);
    await page.reload();
    await expect(pickupForm(page, 'th')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('pickup:reference'))).toBe(stored);
    await fillPickupForm(page, 'th', { ...CUSTOMER.th, phone: '0898765432', brandModel: 'iPad Air 5' });
    expect(await submitPickupForm(page, 'th')).toBe(stored);

    // The confirmation stays on reload; "another request" starts over with a new reference.
    await page.reload();
    await expect(page.getByTestId('pickup-reference')).toHaveText(stored ?? '');
    await page.getByRole('button', { name: t('th', 'pickup.done.another') }).click();
    await expect(pickupForm(page, 'th')).toBeVisible();
    const next = await page.evaluate(() => sessionStorage.getItem('pickup:reference'));
    expect(next).toMatch(/^TRD-/);
    expect(next).not.toBe(stored);
  });

  for (const locale of LOCALES_UNDER_TEST) {
    test(`the form, its errors and the confirmation have no serious axe violations (${locale})`, async ({
      page,
    }, testInfo) => {
      test.slow(); // three full axe runs on a long form
      await page.goto(localized('/pickup', locale));
      await waitForFonts(page);
      await expectNoSeriousViolations(page, testInfo, `pickup-${locale}`);
      await pickupForm(page, locale)
        .getByRole('button', { name: t(locale, 'pickup.submit') })
        .click();
      await expect(page.getByText(t(locale, 'errors.consent.required'))).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `pickup-errors-${locale}`);
      await fillPickupForm(page, locale, {
        ...CUSTOMER[locale],
        phone: '0861112222',
        brandModel: 'Canon PIXMA G3010',
      });
      await submitPickupForm(page, locale);
      await expectNoSeriousViolations(page, testInfo, `pickup-done-${locale}`);
    });
  }
});

/**
 * A submission whose answer is lost on the way back (the request reached the server) is sent again
 * with the same reference and content: the server answers with the same request, not a second one.
 * The lost answer makes Chromium log a network error, which this test expects; so it uses the plain
 * Playwright `test` and checks the console itself.
 */
base('a retry after a lost answer returns the same request', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));
  let lost = false;
  await page.route('**/api/pickups', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch(); // the server takes the request …
    await route.abort('connectionreset'); // … but its answer never arrives
  });

  await page.goto('/pickup?lang=en');
  await fillPickupForm(page, 'en', { ...CUSTOMER.en, phone: '0823334444', brandModel: 'Lenovo ThinkPad X1' });
  const form = pickupForm(page, 'en');
  await form.getByRole('button', { name: t('en', 'pickup.submit') }).click();
  await base.expect(form.getByRole('alert')).toHaveText(t('en', 'errors.network'));
  const reference = await page.evaluate(() => sessionStorage.getItem('pickup:reference'));

  await form.getByRole('button', { name: t('en', 'pickup.submit') }).click();
  await base.expect(page.getByTestId('pickup-reference')).toHaveText(reference ?? '');
  base
    .expect(consoleErrors.every((text) => /ERR_CONNECTION_RESET|Failed to load resource/.test(text)))
    .toBe(true);
});
