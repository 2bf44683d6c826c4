import type { Locator, Page, Request } from '@playwright/test';
import type { TCreateQuoteRequest } from '../../src/core/contracts/quotes.ts';
import { provincesInOrder } from '../../src/core/provinces.ts';
import { landingPath, localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { selects, waitForBrands } from './support/page.ts';
import { pickupForm } from './support/pickup.ts';
import { expect, test } from './support/test.ts';
import { answerShownQuestions } from './support/wizard.ts';

/** What a new customer hit first (issue 16): small traps on the landing page, the wizard and the forms. */

type TBox = { x: number; y: number; width: number; height: number };

function intersects(a: TBox, b: TBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The landing form's buttons the floating chat button covered on a phone, at the current scroll. */
async function coveredControls(page: Page, controls: Record<string, Locator>): Promise<string[]> {
  const chat = await page.getByTestId('chat-button').boundingBox();
  if (!chat) return ['no chat button'];
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    if (box && intersects(box, chat)) covered.push(name);
  }
  return covered;
}

test.describe('first visit', () => {
  test('the chat button never covers the landing form’s buttons, and stays in reach', async ({ page }) => {
    const locale = 'th';
    await page.goto(landingPath(locale));
    await waitForBrands(page, locale);
    const form = selects(page, locale);
    const controls = {
      start: form.start,
      line: form.form.getByRole('link', { name: new RegExp(t(locale, 'estimate.line')) }),
      pickup: form.form.getByRole('link', { name: t(locale, 'estimate.pickup') }),
    };
    const viewport = page.viewportSize()!;
    // From the first screen down past the form: each button passes the corner where the chat button sits.
    test.setTimeout(60_000);
    for (let top = 0; top <= 700; top += 100) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await expect.poll(() => coveredControls(page, controls), { message: `scrolled ${top} px` }).toEqual([]);
      // At least 24 px of the button is on screen (WCAG's smallest target), however far it stepped aside.
      const chat = (await page.getByTestId('chat-button').boundingBox())!;
      expect(viewport.width - chat.x).toBeGreaterThanOrEqual(24);
    }
    await page.getByRole('button', { name: t(locale, 'chat.open') }).click();
    await expect(page.getByRole('dialog', { name: t(locale, 'chat.title') })).toBeVisible();
  });

  test('from the landing form: the year is asked, e-mail is optional, a wrong IMEI digit is named, provinces ก–ฮ', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const locale = 'th';
    await page.goto(landingPath(locale));
    await waitForBrands(page, locale);
    const form = selects(page, locale);
    await form.brand.selectOption({ label: 'Apple' });
    await form.model.selectOption({ label: 'iPhone 15' });
    await form.storage.selectOption('256');
    await form.start.click();
    await expect(page).toHaveURL(/step=condition/);

    // The year of purchase is asked where the device is confirmed, prefilled with the release year.
    const year = page.getByRole('combobox', { name: t(locale, 'wizard.model.yearLabel') });
    await expect(year).toHaveValue('2023');
    await year.selectOption('2024');
    await answerShownQuestions(page, locale);
    const priced = page.waitForRequest(
      (request: Request) => request.url().endsWith('/api/quotes') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
    expect(((await priced).postDataJSON() as TCreateQuoteRequest).year).toBe(2024);

    await page.getByRole('button', { name: t(locale, 'wizard.continue'), exact: true }).click();
    await page.getByRole('button', { name: new RegExp(t(locale, 'option.sale.title')) }).click();
    await expect(page).toHaveURL(/step=fulfilment/);
    const provinces = page
      .getByRole('combobox', { name: t(locale, 'fulfilment.province'), exact: true })
      .locator('option:not([value=""])');
    await expect(provinces).toHaveText(provincesInOrder('th').map((province) => province.th));
    expect((await provinces.allTextContents()).slice(0, 3)).toEqual(['กรุงเทพมหานคร', 'กระบี่', 'กาญจนบุรี']);
    await page.getByRole('radio', { name: new RegExp(t(locale, 'fulfilment.store.title')) }).check();
    await page.getByLabel(t(locale, 'fulfilment.province')).selectOption('bangkok');
    await page.getByRole('radio', { name: /สยามสแควร์วัน/ }).check();
    await page.getByRole('button', { name: t(locale, 'fulfilment.continue') }).click();
    await expect(page).toHaveURL(/step=details/);

    // No e-mail (phone is the contact); an IMEI with a wrong last digit is named as not valid.
    await page.getByLabel(t(locale, 'details.fullName')).fill('สมชาย ใจดี');
    await page.getByLabel(t(locale, 'details.phone'), { exact: true }).fill('081-234-5678');
    const imei = page.getByLabel(new RegExp(t(locale, 'details.imeiSerial')));
    await imei.fill('490154203237519');
    await page.getByRole('checkbox', { name: new RegExp(t(locale, 'details.pdpaLink')) }).check();
    const submit = page.getByRole('button', { name: t(locale, 'details.submit') });
    await submit.click();
    await expect(page.getByText(t(locale, 'errors.imei.checkDigit'))).toBeVisible();
    await expect(page.getByText(t(locale, 'errors.imei.invalid'))).toHaveCount(0);
    await imei.fill('490154203237518');
    await submit.click();
    await expect(page).toHaveURL(/\/success\?ref=TRD-/, { timeout: 15_000 });
  });

  for (const locale of LOCALES_UNDER_TEST) {
    test(`/pickup lists the provinces in the reader’s order, Bangkok first (${locale})`, async ({ page }) => {
      await page.goto(localized('/pickup', locale));
      await expect(pickupForm(page, locale)).toBeVisible({ timeout: 20_000 });
      const options = page.locator('select[name="province"] option:not([value=""])');
      await expect(options).toHaveText(provincesInOrder(locale).map((province) => province[locale]));
      const expectedStart = locale === 'th' ? ['กรุงเทพมหานคร', 'กระบี่'] : ['Bangkok', 'Amnat Charoen'];
      expect((await options.allTextContents()).slice(0, 2)).toEqual(expectedStart);
    });
  }
});
