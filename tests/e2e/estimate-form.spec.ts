import type { APIRequestContext, Page } from '@playwright/test';
import { COMPANY, type TLocale } from '../../src/core/constants.ts';
import { landingPath, t } from './support/i18n.ts';
import { selects, waitForBrands } from './support/page.ts';
import { expect, test } from './support/test.ts';

interface TBrand {
  id: number;
  name: string;
}
interface TModel {
  id: number;
  name: string;
  storageOptions: number[];
}

/** The spec states the alert word for word in both languages. */
const ALERT_TEXT: Record<TLocale, string> = {
  th: 'กรุณาเลือกยี่ห้อ รุ่น และความจุ',
  en: 'Please select brand, model and storage',
};
const REFERENCE = /^TRD-\d{6}-[A-Z0-9]{4}$/;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

async function catalogue(request: APIRequestContext) {
  const { brands } = await getJson<{ brands: TBrand[] }>(request, '/api/brands');
  const apple = brands.find((brand) => brand.name === 'Apple');
  const other = brands.find((brand) => brand.name !== 'Apple');
  if (!apple || !other) throw new Error(`Expected Apple and another brand, got ${brands.map((b) => b.name)}`);
  const { models } = await getJson<{ models: TModel[] }>(request, `/api/models?brandId=${apple.id}`);
  const iphone15 = models.find((model) => model.name === 'iPhone 15');
  const otherModel = models.find((model) => model !== iphone15 && model.storageOptions.length > 1);
  if (!iphone15 || !otherModel) throw new Error(`Expected iPhone 15 among ${models.map((m) => m.name)}`);
  return { brands, apple, other, models, iphone15, otherModel };
}

/** The date part of a reference as the browser makes it: YYMMDD in the browser's local time. */
async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const two = (value: number) => String(value).padStart(2, '0');
    return `${two(now.getFullYear() % 100)}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  });
}

test.describe('estimate form', () => {
  test('offers the brands and models the API lists, each choice unlocking the next', async ({
    page,
    request,
  }) => {
    const { brands, apple, models, iphone15 } = await catalogue(request);
    expect(brands.length).toBeGreaterThan(0);
    expect(models.map((model) => model.name)).toContain('iPhone 15');

    await page.goto('/');
    await waitForBrands(page, 'th');
    const form = selects(page, 'th');

    await expect(form.model).toBeDisabled();
    await expect(form.storage).toBeDisabled();
    await expect(form.brand.locator('option:not([value=""])')).toHaveText(brands.map((brand) => brand.name));

    await form.brand.selectOption(String(apple.id));
    await expect(form.model).toBeEnabled();
    await expect(form.storage).toBeDisabled();
    await expect(form.model.locator('option:not([value=""])')).toHaveText(models.map((model) => model.name));

    await form.model.selectOption({ label: 'iPhone 15' });
    await expect(form.model).toHaveValue(String(iphone15.id));
    await expect(form.storage).toBeEnabled();
    const storageValues = await form.storage
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
    expect(storageValues).toEqual(iphone15.storageOptions);
  });

  test('choosing a brand resets model and storage; another model resets storage', async ({
    page,
    request,
  }) => {
    const { apple, other, iphone15, otherModel } = await catalogue(request);
    await page.goto('/');
    await waitForBrands(page, 'th');
    const form = selects(page, 'th');

    await form.brand.selectOption(String(apple.id));
    await form.model.selectOption(String(iphone15.id));
    await form.storage.selectOption(String(iphone15.storageOptions[0]));
    await expect(form.storage).toHaveValue(String(iphone15.storageOptions[0]));

    await form.model.selectOption(String(otherModel.id));
    await expect(form.model).toHaveValue(String(otherModel.id));
    await expect(form.storage).toHaveValue('');
    await expect(form.storage).toBeEnabled();

    await form.storage.selectOption(String(otherModel.storageOptions[0]));
    await form.brand.selectOption(String(other.id));
    await expect(form.model).toHaveValue('');
    await expect(form.storage).toHaveValue('');
    await expect(form.storage).toBeDisabled();

    await form.brand.selectOption('');
    await expect(form.model).toBeDisabled();
  });

  for (const locale of ['th', 'en'] as const) {
    test(`"Start here" without all three choices shows the alert and stays (${locale})`, async ({
      page,
      request,
    }) => {
      const { apple, iphone15 } = await catalogue(request);
      await page.goto(landingPath(locale));
      await waitForBrands(page, locale);
      const form = selects(page, locale);
      if (locale === 'th') await expect(form.start).toHaveText('เริ่มต้นที่นี่');
      else await expect(form.start).toHaveText('Start here');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await form.start.click();
      await expect(page.getByRole('alert')).toHaveText(ALERT_TEXT[locale]);
      expect(new URL(page.url()).pathname).toBe('/');

      // Brand and model but no storage is still incomplete.
      await form.brand.selectOption(String(apple.id));
      await expect(page.getByRole('alert')).toHaveCount(0);
      await form.model.selectOption(String(iphone15.id));
      await form.start.click();
      await expect(page.getByRole('alert')).toHaveText(ALERT_TEXT[locale]);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }

  test('with all three choices "Start here" opens the valuation with a fresh reference', async ({
    page,
    request,
  }) => {
    const { apple, iphone15 } = await catalogue(request);
    const storageGb = iphone15.storageOptions[1] ?? iphone15.storageOptions[0];

    async function startEstimate(): Promise<URL> {
      await page.goto('/');
      await waitForBrands(page, 'th');
      const form = selects(page, 'th');
      await form.brand.selectOption({ label: 'Apple' });
      await form.model.selectOption({ label: 'iPhone 15' });
      await form.storage.selectOption(String(storageGb));
      await form.start.click();
      await expect(page).toHaveURL(/\/valuation\?/);
      return new URL(page.url());
    }

    const first = await startEstimate();
    expect(first.pathname).toBe('/valuation');
    expect(first.searchParams.get('brand')).toBe(String(apple.id));
    expect(first.searchParams.get('model')).toBe(String(iphone15.id));
    expect(first.searchParams.get('storage')).toBe(String(storageGb));
    const ref = first.searchParams.get('ref') ?? '';
    expect(ref).toMatch(REFERENCE);
    expect(ref.slice(4, 10)).toBe(await browserToday(page));

    const second = await startEstimate();
    const secondRef = second.searchParams.get('ref') ?? '';
    expect(secondRef).toMatch(REFERENCE);
    expect(secondRef).not.toBe(ref);
  });

  test('keeps English on the way to the valuation', async ({ page, request }) => {
    const { iphone15 } = await catalogue(request);
    await page.goto('/?lang=en');
    await waitForBrands(page, 'en');
    const form = selects(page, 'en');
    await form.brand.selectOption({ label: 'Apple' });
    await form.model.selectOption({ label: 'iPhone 15' });
    await form.storage.selectOption(String(iphone15.storageOptions[0]));
    await form.start.click();
    await expect(page).toHaveURL(/\/valuation\?.*lang=en/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the LINE button opens a new tab safely and the pick-up link goes to /pickup', async ({ page }) => {
    await page.goto('/');
    const form = selects(page, 'th').form;
    const line = form.getByRole('link', { name: t('th', 'estimate.line') });
    await expect(line).toHaveAttribute('href', COMPANY.lineOaUrl);
    await expect(line).toHaveAttribute('target', '_blank');
    await expect(line).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);

    await form.getByRole('link', { name: t('th', 'estimate.pickup') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/pickup');
    // Whatever the pick-up page becomes, it is a page of its own, not the not-found page.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading').first()).toBeVisible();
    await expect(main).not.toContainText(t('th', 'notFound.title'));
  });
});
