import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { TLocale } from '../../src/core/constants.ts';
import { addDays } from '../../src/core/bangkok-time.ts';
import { pickupDateRange } from '../../src/core/pickup-dates.ts';
import { QUESTION_OPTIONS } from '../../src/core/questionnaire.ts';
import { REFERENCE_PATTERN } from '../../src/core/reference.ts';
import { pdfPageToPng, pdfText } from '../support/pdf.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { landingPath, t } from './support/i18n.ts';
import { selects, waitForBrands, waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * The customer journey of spec §2 in a real browser: landing form → condition → offer → option →
 * hand-over → request form with two photos → success page with PDF, LINE share and QR code.
 */

const PHONE_QUESTIONS = [
  'modelType',
  'warranty',
  'body',
  'screen',
  'display',
  'battery',
  'accessories',
] as const;
const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

/** A small JPEG made now (no fixture files): a flat colour, as a phone photo would be re-encoded. */
async function jpeg(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function escapeRegExp(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function stepHeading(page: Page, locale: TLocale, step: string) {
  return page.getByRole('heading', { level: 1, name: escapeRegExp(t(locale, `wizard.steps.${step}.title`)) });
}

/** Landing form → condition questions (first answer of each, no issues) → offer → option step. */
async function walkToOption(page: Page, locale: TLocale): Promise<void> {
  await page.goto(landingPath(locale));
  await waitForBrands(page, locale);
  const form = selects(page, locale);
  await form.brand.selectOption({ index: 1 });
  await expect(form.model.locator('option').nth(1)).toBeAttached();
  await form.model.selectOption({ index: 1 });
  await form.storage.selectOption({ index: 1 });
  await form.start.click();

  await expect(stepHeading(page, locale, 'condition')).toBeVisible();
  for (const question of PHONE_QUESTIONS) {
    const group = page.getByRole('group', {
      name: escapeRegExp(t(locale, `questionnaire.${question}.title`)),
    });
    const label = t(locale, `questionnaire.${question}.options.${QUESTION_OPTIONS[question][0]}`);
    // Tap the card, as a customer does (the radio itself sits under the card's picture).
    await group.locator('label', { hasText: label }).first().click();
    await expect(group.getByRole('radio', { name: escapeRegExp(label) })).toBeChecked();
  }
  await page.getByRole('checkbox', { name: t(locale, 'questionnaire.functional.options.none') }).check();
  await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();

  await expect(stepHeading(page, locale, 'offer')).toBeVisible();
  await page.getByRole('button', { name: t(locale, 'wizard.continue'), exact: true }).click();
  await expect(stepHeading(page, locale, 'option')).toBeVisible();
  await expect(
    page.getByRole('button', { name: escapeRegExp(t(locale, 'option.sale.title')) }),
  ).toBeVisible();
}

/** A national ID whose check digit is right. */
const NATIONAL_ID = '1101700230708';

/**
 * The request form's payee section (decision 036): a wrong PromptPay ID is refused under its field, a
 * national ID is saved and shown masked, and "Send request" waits while something typed is not saved.
 */
async function givePayee(page: Page, locale: TLocale): Promise<void> {
  const panel = page.getByTestId('payee-panel');
  await expect(
    panel.getByRole('heading', { name: escapeRegExp(t(locale, 'track.payee.title')) }),
  ).toBeVisible();
  const promptPayId = panel.getByRole('textbox', { name: t(locale, 'track.payee.promptPayId') });
  await promptPayId.fill('021234567');
  await panel.getByRole('textbox', { name: t(locale, 'track.payee.accountName') }).fill('Somchai Jaidee');
  await page.getByRole('button', { name: t(locale, 'details.submit') }).click();
  await expect(page.getByText(t(locale, 'details.payeeUnsaved'))).toBeVisible();
  await panel.getByRole('button', { name: t(locale, 'track.payee.save') }).click();
  await expect(panel.getByText(t(locale, 'financeConsole.errors.promptPayId'))).toBeVisible();
  await expect(promptPayId).toHaveAttribute('aria-invalid', 'true');
  await promptPayId.fill(NATIONAL_ID);
  await panel.getByRole('button', { name: t(locale, 'track.payee.save') }).click();
  await expect(panel.getByTestId('payee-saved')).toContainText('PromptPay xxxxxxxxx0708');
  await expect(panel.getByRole('button', { name: t(locale, 'track.payee.change') })).toBeVisible();
  await expect(page.getByText(t(locale, 'details.payeeUnsaved'))).toHaveCount(0);
}

function galleryInput(page: Page, locale: TLocale) {
  return page.getByLabel(t(locale, 'photos.gallery'));
}

/** Saves the receipt PDF and its first page as a PNG beside it, as a person would look at it. */
async function savePdf(body: Buffer, locale: TLocale, testInfo: TestInfo): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const suffix = testInfo.project.name === 'desktop' ? '' : `-${testInfo.project.name}`;
  const pdf = path.join(RESULTS_DIR, `journey-${locale}${suffix}.pdf`);
  writeFileSync(pdf, body);
  const png = pdf.replace(/\.pdf$/, '-1.png');
  writeFileSync(png, await pdfPageToPng(body, { dpi: 80 }));
  return png;
}

test.describe('customer journey: valuation to success page', () => {
  for (const locale of ['th', 'en'] as const) {
    test(`a customer sends a request with two photos and gets the receipt (${locale})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await walkToOption(page, locale);
      await waitForFonts(page);
      await expectNoSeriousViolations(page, testInfo, `option-${locale}`);

      // Thai: a voucher, picked up by courier in Chiang Mai (bonus); English: cash, dropped at a Bangkok store.
      const option = locale === 'th' ? 'voucher' : 'sale';
      await page.getByRole('button', { name: escapeRegExp(t(locale, `option.${option}.title`)) }).click();
      await expect(stepHeading(page, locale, 'fulfilment')).toBeVisible();

      if (locale === 'th') {
        await page.getByRole('radio', { name: escapeRegExp(t(locale, 'fulfilment.pickup.title')) }).check();
        await page.getByLabel(t(locale, 'fulfilment.province')).selectOption('chiang-mai');
        await expect(page.getByText(t(locale, 'fulfilment.bonus', { amount: 300 }))).toBeVisible();
        await page
          .getByLabel(t(locale, 'fulfilment.address'))
          .fill('99/1 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ 50200');
        await page.getByLabel(t(locale, 'fulfilment.date')).fill(addDays(pickupDateRange().min, 2));
        await page.getByText('12:00–15:00', { exact: true }).click();
        await expect(page.getByRole('radio', { name: '12:00–15:00' })).toBeChecked();
      } else {
        await page.getByRole('radio', { name: escapeRegExp(t(locale, 'fulfilment.store.title')) }).check();
        await page.getByLabel(t(locale, 'fulfilment.province')).selectOption('bangkok');
        await expect(page.getByText(t(locale, 'fulfilment.noBonus'))).toBeVisible();
        await page.getByRole('radio', { name: /Siam Square One/ }).check();
      }
      await expectNoSeriousViolations(page, testInfo, `fulfilment-${locale}`);
      await page.getByRole('button', { name: t(locale, 'fulfilment.continue') }).click();

      await expect(stepHeading(page, locale, 'details')).toBeVisible();
      await galleryInput(page, locale).setInputFiles([
        await jpeg('front.jpg', '#2f6fb0'),
        await jpeg('back.jpg', '#b0702f'),
      ]);
      await expect(page.getByText(t(locale, 'photos.uploaded'), { exact: true })).toHaveCount(2, {
        timeout: 15_000,
      });
      await expect(page.getByText(t(locale, 'photos.count', { count: 2, max: 5 }))).toBeVisible();

      await page
        .getByLabel(t(locale, 'details.fullName'))
        .fill(locale === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
      await page.getByLabel(t(locale, 'details.phone'), { exact: true }).fill('081-234-5678');
      await page.getByLabel(t(locale, 'details.email')).fill('somchai@example.com');
      await page.getByLabel(escapeRegExp(t(locale, 'details.imeiSerial'))).fill('490154203237518');
      const payeePanel = page.getByTestId('payee-panel');
      if (option === 'voucher') await expect(payeePanel).toHaveCount(0);
      else await givePayee(page, locale);
      await expectNoSeriousViolations(page, testInfo, `details-${locale}`);

      // Without the PDPA consent the request is not sent: the message shows and the box gets the focus.
      const submit = page.getByRole('button', { name: t(locale, 'details.submit') });
      await submit.click();
      const consent = page.getByRole('checkbox', { name: escapeRegExp(t(locale, 'details.pdpaLink')) });
      await expect(page.getByText(t(locale, 'errors.consent.required'))).toBeVisible();
      await expect(consent).toBeFocused();
      await expect(page).toHaveURL(/step=details/);

      await consent.check();
      await submit.click();
      await expect(page).toHaveURL(/\/success\?ref=TRD-/, { timeout: 15_000 });

      const reference = (await page.getByTestId('reference').textContent())?.trim() ?? '';
      expect(reference).toMatch(REFERENCE_PATTERN);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'success.title') })).toBeVisible();
      await expect(page.getByText(t(locale, `option.${option}.title`)).first()).toBeVisible();
      await expect(page.getByText(t(locale, 'success.photoCount', { count: 2 }))).toBeVisible();
      expect(await page.locator('body').textContent()).not.toContain(NATIONAL_ID.slice(-6));

      const qr = page.getByRole('img', { name: t(locale, 'success.qrAlt', { reference }) });
      await expect(qr).toBeVisible();
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);

      const line = page.getByRole('link', { name: escapeRegExp(t(locale, 'success.shareLine')) });
      expect(await line.getAttribute('href')).toMatch(
        /^https:\/\/line\.me\/R\/share\?text=.+%2Ftrack%3Fref%3DTRD-/,
      );
      await expect(line).toHaveAttribute('target', '_blank');
      await expect(
        page.getByRole('main').getByRole('link', { name: t(locale, 'success.track') }),
      ).toHaveAttribute('href', `/track?ref=${reference}`);

      const pdfLink = page.getByRole('link', { name: escapeRegExp(t(locale, 'success.savePdf')) });
      await expect(pdfLink).toHaveAttribute('target', '_blank');
      const href = (await pdfLink.getAttribute('href')) ?? '';
      expect(href).toContain(`lang=${locale}`);
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const png = await savePdf(await pdf.body(), locale, testInfo);
      const receiptText = await pdfText(await pdf.body());
      expect(receiptText).toContain(reference);
      expect(receiptText).not.toContain(NATIONAL_ID.slice(-6));
      expect(existsSync(png), `${png} was not made`).toBe(true);

      await waitForFonts(page);
      await expectNoSeriousViolations(page, testInfo, `success-${locale}`);
    });
  }

  test('a sixth photo is refused with a message', async ({ page }) => {
    test.setTimeout(60_000);
    const locale: TLocale = 'th';
    // This test is about the limit in the browser, not the upload: answer uploads at once.
    let uploads = 0;
    await page.route('**/api/photos', (route) => {
      uploads += 1;
      return route.fulfill({
        json: {
          id: `00000000-0000-4000-8000-${String(uploads).padStart(12, '0')}`,
          width: 320,
          height: 240,
          bytes: 900,
        },
      });
    });
    await walkToOption(page, locale);
    await page.getByRole('button', { name: escapeRegExp(t(locale, 'option.sale.title')) }).click();
    await page.getByRole('radio', { name: escapeRegExp(t(locale, 'fulfilment.store.title')) }).check();
    await page.getByLabel(t(locale, 'fulfilment.province')).selectOption('bangkok');
    await page.getByRole('radio', { name: /สยามสแควร์วัน/ }).check();
    await page.getByRole('button', { name: t(locale, 'fulfilment.continue') }).click();
    await expect(stepHeading(page, locale, 'details')).toBeVisible();

    const colours = ['#111111', '#333333', '#555555', '#777777', '#999999', '#bbbbbb'];
    const files = await Promise.all(colours.map((colour, index) => jpeg(`photo-${index + 1}.jpg`, colour)));
    await galleryInput(page, locale).setInputFiles(files);
    await expect(page.getByText(t(locale, 'photos.tooMany', { max: 5 }))).toBeVisible();
    const list = page.getByRole('list', { name: t(locale, 'photos.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(t(locale, 'photos.uploaded'), { exact: true })).toHaveCount(5);
    expect(uploads).toBe(5);
  });
});
