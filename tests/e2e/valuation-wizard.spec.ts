import type { Locator, Page, Response } from '@playwright/test';
import { formatDate } from '../../src/core/bangkok-time.ts';
import type { TCategoryKey, TLocale } from '../../src/core/constants.ts';
import type { TQuote, TQuotePreview } from '../../src/core/contracts/quotes.ts';
import { QUESTION_OPTIONS, QUESTIONS_BY_CATEGORY, type TQuestion } from '../../src/core/questionnaire.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { landingPath, localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { selects, waitForBrands } from './support/page.ts';
import { expect, test } from './support/test.ts';

const REFERENCE = /^TRD-\d{6}-[A-Z0-9]{4}$/;

/** The best answer to every question: a device in excellent condition, no functional issue. */
const BEST: Partial<Record<TQuestion, string>> = {
  modelType: 'th',
  warranty: 'over4Months',
  body: 'noScratch',
  screen: 'noScratch',
  display: 'normal',
  battery: 'over80',
  accessories: 'completeBox',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Taps a choice the way a customer does: on its card (tiles and chips hide the radio itself). */
async function choose(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const radio = scope.getByRole('radio', { name, exact: typeof name === 'string' });
  await scope.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

function question(page: Page, key: TQuestion): Locator {
  return page.locator(`#question-${key}`);
}

/** The radio of an option: its accessible name starts with the option's label (its hint follows). */
function optionRadio(page: Page, locale: TLocale, key: TQuestion, option: string): Locator {
  const label = t(locale, `questionnaire.${key}.options.${option}`);
  return question(page, key).getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)}`) });
}

async function answerEverything(page: Page, locale: TLocale, category: TCategoryKey): Promise<void> {
  for (const key of QUESTIONS_BY_CATEGORY[category]) {
    if (key === 'functional') {
      await question(page, key)
        .getByRole('checkbox', { name: t(locale, 'questionnaire.functional.options.none') })
        .check();
    } else {
      await optionRadio(page, locale, key, BEST[key] ?? QUESTION_OPTIONS[key][0]).check();
    }
  }
  const total = QUESTIONS_BY_CATEGORY[category].length;
  await expect(
    page.getByText(t(locale, 'wizard.condition.answeredCount', { answered: total, total })),
  ).toBeVisible();
}

function progress(page: Page, locale: TLocale, current: number, total: number): Locator {
  return page.getByText(t(locale, 'wizard.progress', { current, total }), { exact: true });
}

async function expectStep(page: Page, locale: TLocale, step: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    t(locale, `wizard.steps.${step}.title`),
  );
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
}

function thb(locale: TLocale, amount: number): string {
  const digits = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB').format(amount);
  return t(locale, 'common.thb', { amount: digits });
}

/** "See my price", then the offer as the server priced it: big amount, grade, every line, voucher, bonus. */
async function seeOffer(page: Page, locale: TLocale): Promise<TQuote> {
  const priced = page.waitForResponse(
    (response: Response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
  const response = await priced;
  expect(response.status(), await response.text()).toBe(201);
  const quote = (await response.json()) as TQuote;
  await expectStep(page, locale, 'offer');
  await expect(page.getByTestId('offer-amount')).toHaveText(thb(locale, quote.offerThb));
  await expect(
    page.getByText(t(locale, 'wizard.offer.grade', { grade: t(locale, `grades.${quote.grade}`) })),
  ).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(quote.lines.length);
  const base = quote.lines[0];
  expect(base?.kind).toBe('base');
  await expect(rows.first()).toContainText(
    t(locale, 'pricing.line.base', { grade: t(locale, `grades.${quote.grade}`) }),
  );
  await expect(rows.first()).toContainText(thb(locale, base?.amountThb ?? 0));
  await expect(page.getByRole('table').locator('tfoot')).toContainText(thb(locale, quote.offerThb));
  await expect(
    page.getByText(t(locale, 'wizard.offer.voucherTitle', { amount: thb(locale, quote.voucherOfferThb) })),
  ).toBeVisible();
  await expect(
    page.getByText(t(locale, 'wizard.offer.bonusTitle', { amount: thb(locale, 300) })),
  ).toBeVisible();
  // The lock's end in the one Bangkok date format (decision 046).
  const date = formatDate(quote.validUntil, locale);
  // Exactly: the option step's lead (already rendered) says it too, within a longer line.
  await expect(page.getByText(t(locale, 'wizard.offer.heldUntil', { date }), { exact: true })).toBeVisible();
  return quote;
}

async function startFromLanding(page: Page, locale: TLocale): Promise<void> {
  await page.goto(landingPath(locale));
  await waitForBrands(page, locale);
  const form = selects(page, locale);
  await form.brand.selectOption({ label: 'Apple' });
  await form.model.selectOption({ label: 'iPhone 15' });
  await form.storage.selectOption('256');
  await form.start.click();
  await expectStep(page, locale, 'condition');
}

test.describe('valuation wizard', () => {
  for (const locale of LOCALES_UNDER_TEST) {
    test(`from the landing form to the offer in two steps (${locale})`, async ({ page }) => {
      test.setTimeout(45_000);
      await startFromLanding(page, locale);
      if (locale === 'th') await expect(page.getByText('ขั้นตอนที่ 1 จาก 2', { exact: true })).toBeVisible();
      await expect(progress(page, locale, 1, 2)).toBeVisible();
      await expect(page).toHaveTitle(
        t(locale, 'wizard.meta.title', { step: t(locale, 'wizard.steps.condition.title') }),
      );
      const url = new URL(page.url());
      expect(url.searchParams.get('ref')).toMatch(REFERENCE);
      if (locale === 'en') expect(url.searchParams.get('lang')).toBe('en');
      await expect(page.getByText('Apple iPhone 15', { exact: true })).toBeVisible();

      // Every question the category asks is there, and nothing else.
      await expect(page.locator('fieldset[id^="question-"]')).toHaveCount(QUESTIONS_BY_CATEGORY.phone.length);
      await answerEverything(page, locale, 'phone');
      await seeOffer(page, locale);
      await expect(progress(page, locale, 2, 2)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  }

  test('a reload keeps the step and every answer; Back and Forward move between steps', async ({ page }) => {
    test.setTimeout(60_000);
    const locale = 'en';
    await startFromLanding(page, locale);
    await optionRadio(page, locale, 'body', 'minorScratch').check();
    await optionRadio(page, locale, 'battery', 'under80').check();
    await question(page, 'functional')
      .getByRole('checkbox', { name: t(locale, 'questionnaire.functional.options.camera') })
      .check();

    await page.reload();
    await expectStep(page, locale, 'condition');
    await expect(progress(page, locale, 1, 2)).toBeVisible();
    await expect(optionRadio(page, locale, 'body', 'minorScratch')).toBeChecked();
    await expect(optionRadio(page, locale, 'battery', 'under80')).toBeChecked();
    await expect(
      question(page, 'functional').getByRole('checkbox', {
        name: t(locale, 'questionnaire.functional.options.camera'),
      }),
    ).toBeChecked();

    // Unanswered questions are named, and "See my price" does not leave the step.
    await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
    const missing = page.getByRole('region', {
      name: t(locale, 'wizard.condition.missingTitle', { count: 5 }),
    });
    await expect(missing).toBeFocused();
    await expect(missing.getByRole('button')).toHaveText(
      ['modelType', 'warranty', 'screen', 'display', 'accessories'].map((key) =>
        t(locale, `questionnaire.${key}.title`),
      ),
    );
    await expectStep(page, locale, 'condition');

    for (const key of ['modelType', 'warranty', 'screen', 'display', 'accessories'] as const) {
      await optionRadio(page, locale, key, BEST[key] ?? '').check();
    }
    const quote = await seeOffer(page, locale);
    expect(quote.grade).toBe('fair');

    await page.reload();
    await expectStep(page, locale, 'offer');
    await expect(page.getByTestId('offer-amount')).toHaveText(thb(locale, quote.offerThb));

    await page.goBack();
    await expectStep(page, locale, 'condition');
    await expect(optionRadio(page, locale, 'battery', 'under80')).toBeChecked();
    await expect(optionRadio(page, locale, 'modelType', 'th')).toBeChecked();
    await page.goForward();
    await expectStep(page, locale, 'offer');
    await expect(page.getByTestId('offer-amount')).toHaveText(thb(locale, quote.offerThb));

    // "Change answers" goes back; a changed answer is priced again.
    await page.getByRole('button', { name: t(locale, 'wizard.offer.changeAnswers') }).click();
    await expectStep(page, locale, 'condition');
    await optionRadio(page, locale, 'battery', 'over80').check();
    const second = await seeOffer(page, locale);
    expect(second.id).not.toBe(quote.id);
  });

  test.describe('with a request lost on the way', () => {
    // The browser logs every request that never reached the server.
    test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test('"See my price" opens the offer at once on the price previewed, then stores the quote (and says when it cannot)', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const locale = 'en';
      // The first store is held back, then lost as on a dropped connection; the second goes through.
      let stores = 0;
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/quotes', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        stores += 1;
        if (stores > 1) return route.continue();
        await held;
        return route.abort('internetdisconnected');
      });
      await startFromLanding(page, locale);
      const previewed = page.waitForResponse((response) => response.url().endsWith('/api/quotes/preview'));
      await answerEverything(page, locale, 'phone');
      const preview = (await (await previewed).json()) as TQuotePreview;

      await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
      // The offer is there, with the server's figures, while its quote is still on its way.
      await expectStep(page, locale, 'offer');
      await expect(page.getByTestId('offer-amount')).toHaveText(thb(locale, preview.offerThb));
      await expect(page.getByText('Apple iPhone 15', { exact: true })).toBeVisible();
      await expect.poll(() => stores).toBe(1);

      release();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t(locale, 'errors.network'));
      // The price stays on screen; only keeping it needs another try.
      await expect(page.getByTestId('offer-amount')).toHaveText(thb(locale, preview.offerThb));
      const stored = page.waitForResponse(
        (response) => response.url().endsWith('/api/quotes') && response.request().method() === 'POST',
      );
      await alert.getByRole('button', { name: t(locale, 'estimate.retry') }).click();
      const quote = (await (await stored).json()) as TQuote;
      expect(quote).toMatchObject({ offerThb: preview.offerThb, grade: preview.grade, lines: preview.lines });
      await expect(page.getByTestId('offer-amount')).toHaveText(thb(locale, quote.offerThb));
      await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();
      await expectStep(page, locale, 'option');
      await page.reload();
      await expectStep(page, locale, 'option');
    });

    test('without a preview, "See my price" waits for the price', async ({ page }) => {
      test.setTimeout(45_000);
      const locale = 'th';
      await page.route('**/api/quotes/preview', (route) => route.abort('internetdisconnected'));
      await startFromLanding(page, locale);
      await answerEverything(page, locale, 'phone');
      await seeOffer(page, locale);
    });
  });

  test('"Change device" revisits the skipped steps with the device kept', async ({ page }) => {
    const locale = 'th';
    await startFromLanding(page, locale);
    await optionRadio(page, locale, 'warranty', 'expired').check();
    await page.getByRole('button', { name: t(locale, 'wizard.changeDevice') }).click();
    await expectStep(page, locale, 'device');
    await expect(progress(page, locale, 1, 4)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Apple', exact: true })).toBeChecked();
    await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();
    await expectStep(page, locale, 'model');
    await expect(page.getByRole('radio', { name: /^iPhone 15 (?!Pro|Plus)/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: '256 GB', exact: true })).toBeChecked();
    await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();
    await expectStep(page, locale, 'condition');
    await expect(progress(page, locale, 3, 4)).toBeVisible();
    await expect(optionRadio(page, locale, 'warranty', 'expired')).toBeChecked();
  });

  for (const locale of LOCALES_UNDER_TEST) {
    test(`without the landing form: four steps, each without serious axe violations (${locale})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.goto(localized('/valuation', locale));
      await expectStep(page, locale, 'device');
      expect(new URL(page.url()).searchParams.get('ref')).toMatch(REFERENCE);
      await expect(progress(page, locale, 1, 4)).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();
      await expect(page.getByRole('alert')).toHaveText(t(locale, 'wizard.device.chooseCategory'));

      await choose(page, new RegExp(`^${t(locale, 'wizard.category.phone')}`));
      await choose(page, 'Apple');
      await expectNoSeriousViolations(page, testInfo, `wizard-device-${locale}`);
      await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();

      await expectStep(page, locale, 'model');
      await expect(progress(page, locale, 2, 4)).toBeVisible();
      await page.getByRole('searchbox', { name: t(locale, 'wizard.model.search') }).fill('iphone 15 pro');
      await expect(page.getByRole('radio', { name: /^iPhone 14/ })).toHaveCount(0);
      await page.getByRole('radio', { name: /^iPhone 15 Pro Max/ }).check();
      await choose(page, '512 GB');
      await expect(page.getByRole('combobox', { name: t(locale, 'wizard.model.yearLabel') })).toHaveValue(
        '2023',
      );
      await expectNoSeriousViolations(page, testInfo, `wizard-model-${locale}`);
      await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();

      await expectStep(page, locale, 'condition');
      await expect(progress(page, locale, 3, 4)).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
      await expect(
        page.getByRole('region', { name: t(locale, 'wizard.condition.missingTitle', { count: 8 }) }),
      ).toBeFocused();
      await expectNoSeriousViolations(page, testInfo, `wizard-condition-${locale}`);
      await answerEverything(page, locale, 'phone');
      await seeOffer(page, locale);
      await expect(progress(page, locale, 4, 4)).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `wizard-offer-${locale}`);

      // Back twice: the model step still has the model, storage and year.
      await page.goBack();
      await page.goBack();
      await expectStep(page, locale, 'model');
      await expect(page.getByRole('radio', { name: /^iPhone 15 Pro Max/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: '512 GB', exact: true })).toBeChecked();
    });
  }

  test('the step rendered ahead stays out of sight, out of the accessibility tree and out of reach', async ({
    page,
  }) => {
    const locale = 'en';
    await page.goto(localized('/valuation', locale));
    await choose(page, new RegExp(`^${t(locale, 'wizard.category.phone')}`));
    await choose(page, 'Apple');
    // The model step is rendered ahead, then prepared for showing (shown and hidden in one task) when idle.
    const aheadModels = page.locator('input[name="model"]');
    await expect(aheadModels.first()).toBeAttached();
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 })),
    );
    await expect(aheadModels.first()).toBeHidden();
    await expect(page.getByRole('radio', { name: /^iPhone 15/ })).toHaveCount(0);
    await expect(page.locator('[style*="visibility"]')).toHaveCount(0);
    const continueButton = page.getByRole('button', { name: t(locale, 'wizard.continue') });
    await continueButton.focus();
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('input[name="model"]'))).toBeNull();
    }
    await continueButton.click();
    await expectStep(page, locale, 'model');
    await expect(page.getByRole('radio', { name: /^iPhone 15 (?!Pro|Plus)/ })).toBeVisible();
  });

  test('a printer is not asked about its battery, screen or display', async ({ page }) => {
    test.setTimeout(45_000);
    const locale = 'en';
    await page.goto(localized('/valuation', locale));
    await choose(page, new RegExp(`^${t(locale, 'wizard.category.printer')}`));
    await choose(page, 'Canon');
    await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();
    await expectStep(page, locale, 'model');
    await page.getByRole('radio').first().check();
    // A printer has no storage: "Not applicable" is its only option, chosen for the customer.
    await expect(page.getByRole('radio', { name: t(locale, 'estimate.storageNotApplicable') })).toBeChecked();
    await page.getByRole('button', { name: t(locale, 'wizard.continue') }).click();
    await expectStep(page, locale, 'condition');
    await expect(question(page, 'battery')).toHaveCount(0);
    await expect(page.getByText(t(locale, 'questionnaire.battery.title'))).toHaveCount(0);
    await expect(page.locator('fieldset[id^="question-"]')).toHaveCount(QUESTIONS_BY_CATEGORY.printer.length);
    await answerEverything(page, locale, 'printer');
    await seeOffer(page, locale);
  });

  test('a landing choice that does not check out starts at step 1', async ({ page }) => {
    await page.goto('/valuation?brand=1&model=999999&storage=64&ref=TRD-260101-ABCD');
    await expectStep(page, 'th', 'device');
    await expect(progress(page, 'th', 1, 4)).toBeVisible();
    const url = new URL(page.url());
    expect(url.searchParams.get('model')).toBeNull();
    expect(url.searchParams.get('ref')).toBe('TRD-260101-ABCD');
  });
});
