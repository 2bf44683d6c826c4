import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import type { TAdminBrand, TAdminModel } from '../../src/core/contracts/admin-catalogue.ts';
import type { TQuote } from '../../src/core/contracts/quotes.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { adminToken, signInThroughApi } from './support/auth.ts';
import { LOCALES_UNDER_TEST, localized, t } from './support/i18n.ts';
import { isPhoneLayout, isPhoneProject } from './support/page.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const SHOTS_DIR = process.env.CATALOGUE_SHOTS_DIR ?? '.tmp/shots/admin-catalogue';

/** The app's best-condition phone answers: the quote is the excellent base price. */
const ANSWERS = {
  modelType: 'th',
  warranty: 'under4Months',
  body: 'noScratch',
  screen: 'noScratch',
  display: 'normal',
  battery: 'over80',
  accessories: 'incomplete',
  functional: [],
};

/**
 * A brand and a model of this test's own (other specs quote the seeded catalogue, whose prices must
 * not move under them), priced at 128 GB through the admin API.
 */
async function arrangeModel(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const suffix = Math.random().toString(36).slice(2, 8);
  const brandAnswer = await request.post('/api/admin/catalogue/brands', {
    headers,
    data: { name: `E2E Brand ${suffix}`, category: 'phone' },
  });
  expect(brandAnswer.status(), await brandAnswer.text()).toBe(201);
  const brand = (await brandAnswer.json()) as TAdminBrand;
  const modelAnswer = await request.post('/api/admin/catalogue/models', {
    headers,
    data: {
      brandId: brand.id,
      name: `E2E Phone ${suffix}`,
      category: 'phone',
      storageOptions: [128],
      releaseYear: 2024,
    },
  });
  expect(modelAnswer.status(), await modelAnswer.text()).toBe(201);
  const model = (await modelAnswer.json()) as TAdminModel;
  const prices = { excellent: 12_000, good: 10_000, fair: 8_000, broken: 3_000 };
  const priced = await request.put(`/api/admin/catalogue/models/${model.id}/prices`, {
    headers,
    data: {
      changes: Object.entries(prices).map(([grade, priceThb]) => ({
        storageGb: 128,
        grade,
        priceThb,
        updatedAt: null,
      })),
    },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  return { brand, model };
}

/** A quote from the page's own context, as the wizard asks for it. */
async function quote(page: Page, modelId: number): Promise<TQuote> {
  const answer = await page.request.post('/api/quotes', {
    data: { modelId, storageGb: 128, year: 2024, answers: ANSWERS },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as TQuote;
}

async function openTab(page: Page, locale: TLocale, search: string) {
  await page.goto(localized(`/admin?${search}`, locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.admin'));
}

test.describe('Admin › catalogue and prices', () => {
  test('an admin edits a price in the grid and a new quote uses it; the old quote keeps its price', async ({
    page,
  }, testInfo) => {
    const locale: TLocale = 'en';
    // The quotes' prices are the same at any width: at desktop only.
    const quotes = !isPhoneProject(testInfo);
    const { brand, model } = await arrangeModel(page.request);
    const before = quotes ? await quote(page, model.id) : null;
    if (before) expect(before.offerThb).toBe(12_000);
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await openTab(page, locale, `tab=prices&brand=${brand.id}&model=${model.id}`);

    const cell = page.getByLabel(
      t(locale, 'adminCatalogue.prices.cellLabel', { grade: 'Excellent', storage: '128 GB' }),
    );
    await expect(cell).toHaveValue('12000');
    await cell.fill('12500');
    await expect(page.getByText(t(locale, 'adminCatalogue.prices.unsaved', { count: '1' }))).toBeVisible();
    // A worse grade above a better one is marked before saving, and cannot be saved.
    const good = page.getByLabel(
      t(locale, 'adminCatalogue.prices.cellLabel', { grade: 'Good', storage: '128 GB' }),
    );
    await good.fill('13000');
    await expect(
      page.getByText(t(locale, 'adminCatalogue.prices.orderWarning', { sizes: '128 GB' })),
    ).toBeVisible();
    const save = page.getByRole('button', { name: t(locale, 'adminCatalogue.prices.save'), exact: true });
    await expect(save).toBeDisabled();
    await good.fill('10000');
    await expect(page.getByText(t(locale, 'adminCatalogue.prices.unsaved', { count: '1' }))).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'admin-prices');
    await save.click();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'adminCatalogue.prices.saved'));
    await expect(page.getByText(t(locale, 'adminCatalogue.prices.allSaved'))).toBeVisible();

    if (before) {
      const after = await quote(page, model.id);
      expect(after.offerThb).toBe(12_500);
      const old = await page.request.get(`/api/quotes/${before.id}`);
      expect(((await old.json()) as TQuote).offerThb).toBe(12_000);
    }
    // The grid shows the saved price after a reload.
    await page.reload();
    await expect(cell).toHaveValue('12500');
  });

  test('a model added without prices is marked on the tabs, and customers are not offered it (issue 16)', async ({
    page,
  }, testInfo) => {
    const locale: TLocale = 'en';
    const headers = { Authorization: `Bearer ${await adminToken(page.request)}` };
    const suffix = Math.random().toString(36).slice(2, 8);
    const brandAnswer = await page.request.post('/api/admin/catalogue/brands', {
      headers,
      data: { name: `E2E Unpriced ${suffix}`, category: 'phone' },
    });
    const brand = (await brandAnswer.json()) as TAdminBrand;
    const modelAnswer = await page.request.post('/api/admin/catalogue/models', {
      headers,
      data: {
        brandId: brand.id,
        name: `No Price ${suffix}`,
        category: 'phone',
        storageOptions: [128],
        releaseYear: 2025,
      },
    });
    expect(modelAnswer.status(), await modelAnswer.text()).toBe(201);
    const model = (await modelAnswer.json()) as TAdminModel;

    // The public list is the same at any width: at desktop only.
    if (!isPhoneProject(testInfo)) {
      const publicBrands = (await (await page.request.get('/api/brands')).json()) as {
        brands: TAdminBrand[];
      };
      expect(publicBrands.brands.map((row) => row.id)).not.toContain(brand.id);
    }

    await signInThroughApi(page, E2E_STAFF.admin.email);
    await openTab(page, locale, `tab=models&brand=${brand.id}`);
    await expect(
      page.getByText(t(locale, 'adminCatalogue.offer.modelHidden', { count: 4 })).filter({ visible: true }),
    ).toBeVisible();
    await openTab(page, locale, 'tab=brands');
    await expect(
      page.getByText(t(locale, 'adminCatalogue.offer.brandHidden')).filter({ visible: true }).first(),
    ).toBeVisible();
    await openTab(page, locale, `tab=prices&brand=${brand.id}&model=${model.id}`);
    await expect(page.getByText(t(locale, 'adminCatalogue.offer.gridTitle'))).toBeVisible();
    await expect(
      page.getByText(
        t(locale, 'adminCatalogue.offer.sizeMissing', {
          size: '128 GB',
          grades: 'Excellent, Good, Fair, Broken',
        }),
      ),
    ).toBeVisible();
  });

  test.describe('a refused delete', () => {
    // The browser logs the 409 answers this test provokes.
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test('delete asks "Confirm delete?" and a refused delete says why', async ({ page }, testInfo) => {
      // Two tabs, two axe scans and four server round trips: more than the default on a busy machine.
      test.setTimeout(60_000);
      const locale: TLocale = 'en';
      const { brand, model } = await arrangeModel(page.request);
      await quote(page, model.id); // the model is now named by a quote
      await signInThroughApi(page, E2E_STAFF.admin.email);

      await openTab(page, locale, 'tab=brands');
      await expect(
        page.getByRole('switch', { name: t(locale, 'adminCatalogue.activeOf', { name: brand.name }) }),
      ).toBeVisible();
      // The lists' axe scan at desktop; on a phone the console pages' walk scans these tabs
      // (accessibility.spec.ts), and this test keeps to the dialogs.
      const phone = isPhoneProject(testInfo);
      if (!phone) await expectNoSeriousViolations(page, testInfo, 'admin-brands');
      await page.getByRole('button', { name: `${t(locale, 'adminCatalogue.delete')} ${brand.name}` }).click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'adminCatalogue.confirmDelete') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Confirm delete?');
      await dialog.getByRole('button', { name: t(locale, 'adminCatalogue.delete'), exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(t(locale, 'errors.adminCatalogue.brandHasModels'));
      await dialog.getByRole('button', { name: t(locale, 'admin.cancel') }).click();
      await expect(dialog).toBeHidden();

      await openTab(page, locale, `tab=models&brand=${brand.id}`);
      await expect(
        page.getByRole('switch', { name: t(locale, 'adminCatalogue.activeOf', { name: model.name }) }),
      ).toBeVisible();
      if (!phone) await expectNoSeriousViolations(page, testInfo, 'admin-models');
      await page.getByRole('button', { name: `${t(locale, 'adminCatalogue.delete')} ${model.name}` }).click();
      const modelDialog = page.getByRole('dialog', { name: t(locale, 'adminCatalogue.confirmDelete') });
      await modelDialog
        .getByRole('button', { name: t(locale, 'adminCatalogue.delete'), exact: true })
        .click();
      await expect(modelDialog.getByRole('alert')).toHaveText(t(locale, 'errors.adminCatalogue.modelInUse'));
      await modelDialog.getByRole('button', { name: t(locale, 'admin.cancel') }).click();

      // Deactivating is the way out: the switch says so and the public list no longer offers the brand.
      await openTab(page, locale, 'tab=brands');
      const toggle = page.getByRole('switch', {
        name: t(locale, 'adminCatalogue.activeOf', { name: brand.name }),
      });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByTestId('toast')).toContainText(t(locale, 'adminCatalogue.brands.updated'));
      if (isPhoneProject(testInfo)) return; // the public list is the same at any width
      const publicBrands = (await (await page.request.get('/api/brands')).json()) as {
        brands: { id: number }[];
      };
      expect(publicBrands.brands.map((row) => row.id)).not.toContain(brand.id);
    });
  });

  // At desktop only (playwright.config.ts): the values are the same at any width, and the console pages'
  // walk scans this tab with axe on a phone.
  test('the adjustments tab lists every question’s options and passes axe', async ({ page }, testInfo) => {
    const locale: TLocale = 'th';
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await openTab(page, locale, 'tab=adjustments');
    await expect(
      page.getByRole('heading', { level: 3, name: t(locale, 'questionnaire.functional.title') }),
    ).toBeVisible();
    await expect(
      page.getByLabel(
        t(locale, 'adminCatalogue.adjustments.valueOf', {
          option: t(locale, 'questionnaire.modelType.options.zp'),
        }),
      ),
    ).toHaveValue('-5');
    await expectNoSeriousViolations(page, testInfo, 'admin-adjustments');
  });

  test('an admin edits a model; a wrong storage list is explained at its field', async ({
    page,
  }, testInfo) => {
    const locale: TLocale = 'th';
    const { brand, model } = await arrangeModel(page.request);
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await openTab(page, locale, `tab=models&brand=${brand.id}`);
    await page.getByRole('button', { name: `${t(locale, 'adminCatalogue.edit')} ${model.name}` }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'adminCatalogue.models.editTitle') });
    const storage = dialog.getByLabel(t(locale, 'adminCatalogue.models.storage'));
    await expect(storage).toHaveValue('128');
    await storage.fill('256, 128');
    await dialog.getByRole('button', { name: t(locale, 'admin.save') }).click();
    await expect(dialog.getByText(t(locale, 'errors.adminCatalogue.storageOrder'))).toBeVisible();
    await expect(storage).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, testInfo, 'admin-model-dialog');
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({
      path: `${SHOTS_DIR}/model-dialog-${locale}-${isPhoneLayout(page) ? 390 : 1280}.png`,
    });
    await storage.fill('128, 256');
    await dialog.getByRole('button', { name: t(locale, 'admin.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'adminCatalogue.models.updated'));
    await expect(page.getByText('128 GB, 256 GB').filter({ visible: true })).toBeVisible();
    // The new size is a row of the price grid, without prices yet.
    await openTab(page, locale, `tab=prices&brand=${brand.id}&model=${model.id}`);
    const cell = page.getByLabel(
      t(locale, 'adminCatalogue.prices.cellLabel', { grade: t(locale, 'grades.good'), storage: '256 GB' }),
    );
    await expect(cell).toHaveValue('');
    await expect(cell).toHaveAttribute('placeholder', t(locale, 'adminCatalogue.prices.missing'));
  });

  test('screenshots of every tab in Thai and English', async ({ page }) => {
    test.setTimeout(90_000);
    const { brand, model } = await arrangeModel(page.request);
    await signInThroughApi(page, E2E_STAFF.admin.email);
    mkdirSync(SHOTS_DIR, { recursive: true });
    const width = isPhoneLayout(page) ? 390 : 1280;
    for (const locale of LOCALES_UNDER_TEST) {
      for (const [name, search] of [
        ['brands', 'tab=brands'],
        ['models', `tab=models&brand=${brand.id}`],
        ['prices', `tab=prices&brand=${brand.id}&model=${model.id}`],
        ['adjustments', 'tab=adjustments'],
      ] as const) {
        await openTab(page, locale, search);
        await expect(
          page.getByRole('heading', { level: 2, name: t(locale, `admin.tabs.${name}`) }),
        ).toBeVisible();
        await expect(page.getByTestId('admin-skeleton-row')).toHaveCount(0);
        await page.screenshot({
          path: `${SHOTS_DIR}/${name}-${locale}-${width}.png`,
          fullPage: name === 'prices',
        });
      }
    }
  });
});
