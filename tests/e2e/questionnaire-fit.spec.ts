import type { APIRequestContext, Page } from '@playwright/test';
import type { TBrand, TModel } from '../../src/core/contracts/catalogue.ts';
import { t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';

/** The wizard's condition step for the first model of a brand in a category, opened as the landing form does. */
async function openCondition(
  page: Page,
  request: APIRequestContext,
  brandSlug: string,
  category: string,
  ref: string,
) {
  const brands = (
    (await (await request.get(`/api/brands?category=${category}`)).json()) as { brands: TBrand[] }
  ).brands;
  const brand = brands.find((candidate) => candidate.slug === brandSlug);
  expect(brand, `${brandSlug} is offered`).toBeDefined();
  const models = (
    (await (await request.get(`/api/models?brandId=${brand!.id}&category=${category}`)).json()) as {
      models: TModel[];
    }
  ).models;
  const model = models[0]!;
  const query = new URLSearchParams({
    brand: String(brand!.id),
    model: String(model.id),
    storage: String(model.storageOptions[0]),
    ref,
  });
  await page.goto(`/valuation?${query.toString()}&lang=en`);
  await expect(page.locator('#question-warranty')).toBeVisible();
}

const zpLabel = t('en', 'questionnaire.modelType.options.zp');
const callsLabel = t('en', 'questionnaire.functional.options.calls');

test.describe('questions that fit the device (decision 026)', () => {
  test('a Samsung phone is not offered the iPhone-only "Model ZP"; an iPhone is', async ({
    page,
    request,
  }) => {
    await openCondition(page, request, 'samsung', 'phone', 'TRD-261126-QFI1');
    const modelType = page.locator('#question-modelType');
    await expect(modelType.getByRole('radio')).toHaveCount(2);
    await expect(modelType.getByText(zpLabel)).toHaveCount(0);
    await expect(modelType.getByText(t('en', 'questionnaire.modelType.options.th'))).toBeVisible();

    await openCondition(page, request, 'apple', 'phone', 'TRD-261126-QFI2');
    await expect(page.locator('#question-modelType').getByText(zpLabel)).toBeVisible();
  });

  test('a printer does not ask about calls, battery or the screen', async ({ page, request }) => {
    await openCondition(page, request, 'canon', 'printer', 'TRD-261126-QFI3');
    await expect(page.locator('fieldset[id^="question-"]')).toHaveCount(4);
    await expect(page.getByText(callsLabel)).toHaveCount(0);
    await expect(page.locator('#question-battery')).toHaveCount(0);
    await expect(page.locator('#question-functional').getByRole('checkbox')).toHaveCount(5);
  });
});
