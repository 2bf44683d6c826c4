import { describe, expect, it } from 'vitest';
import {
  ZAdminAdjustmentListSchema,
  ZAdminAdjustmentSchema,
  ZAdminBrandListSchema,
  ZAdminModelListSchema,
  ZAdminModelPricesSchema,
  ZAdminPricingSettingsSchema,
  type TAdminModelPrices,
} from '#core/contracts/admin-catalogue.ts';
import { ZQuoteSchema } from '#core/contracts/quotes.ts';
import { catalogueAudit, expectError, okBody, signInStaff } from '../support/admin-catalogue-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import {
  createAdjustments,
  createPrices,
  createPricingSettings,
  listPricesWithModels,
} from '../support/pricing-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { createQuoteViaApi, phoneAnswers, quoteBody } from '../support/trade-in-factories.ts';

const testApp = useTestApp();
const admin = () => signInStaff(testApp.app, testApp.db);

/** A priced phone: 128 GB (the test prices) and 256 GB, no adjustments. */
async function arrangePhone() {
  const brand = await createBrand(testApp.db, { name: 'Apple' });
  const model = await createModel(testApp.db, {
    brandId: brand.id,
    name: 'iPhone 15',
    storageOptions: [128, 256],
    releaseYear: 2023,
  });
  await createPrices(testApp.db, model.id, 128);
  await createPrices(testApp.db, model.id, 256, {
    excellent: 22_000,
    good: 19_000,
    fair: 15_000,
    broken: 6_000,
  });
  await createPricingSettings(testApp.db);
  return model;
}

const cell = (grid: TAdminModelPrices, storageGb: number, grade: string) =>
  grid.prices.find((price) => price.storageGb === storageGb && price.grade === grade);

// Excellent condition, nothing wrong: the quote is the excellent base price.
const EXCELLENT = quoteBody(0, { storageGb: 128, year: 2024, answers: phoneAnswers() });

describe('Admin › Prices', () => {
  it('a saved price is used by the next quote, while a quote already given keeps its snapshot', async () => {
    const client = await admin();
    const model = await arrangePhone();
    const oldQuote = await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id });
    expect(oldQuote.offerThb).toBe(20_000);

    const grid = await okBody(
      await client.call('GET', `/api/admin/catalogue/models/${model.id}/prices`),
      ZAdminModelPricesSchema,
    );
    expect(grid.model).toMatchObject({ id: model.id, brandName: 'Apple', storageOptions: [128, 256] });
    expect(grid.prices).toHaveLength(8);
    const saved = await okBody(
      await client.call('PUT', `/api/admin/catalogue/models/${model.id}/prices`, {
        changes: [
          {
            storageGb: 128,
            grade: 'excellent',
            priceThb: 21_500,
            updatedAt: cell(grid, 128, 'excellent')!.updatedAt,
          },
          { storageGb: 128, grade: 'good', priceThb: 18_000, updatedAt: cell(grid, 128, 'good')!.updatedAt },
        ],
      }),
      ZAdminModelPricesSchema,
    );
    expect(cell(saved, 128, 'excellent')!.priceThb).toBe(21_500);
    expect(cell(saved, 128, 'excellent')!.updatedAt).not.toBe(cell(grid, 128, 'excellent')!.updatedAt);
    expect(cell(saved, 256, 'excellent')).toEqual(cell(grid, 256, 'excellent')); // untouched

    const newQuote = await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id });
    expect(newQuote.offerThb).toBe(21_500);
    const again = ZQuoteSchema.parse(await (await testApp.app.request(`/api/quotes/${oldQuote.id}`)).json());
    expect(again.offerThb).toBe(20_000);
    expect(again.lines[0]).toMatchObject({ kind: 'base', amountThb: 20_000 });

    const audit = await catalogueAudit(testApp.db, String(model.id));
    expect(audit.map((row) => [row.action, row.targetType, row.actorUserId])).toEqual([
      ['CATALOGUE_PRICES_UPDATED', 'model', client.user.id],
    ]);
    expect(audit[0]!.details).toEqual({
      model: 'Apple iPhone 15',
      before: [
        { storageGb: 128, grade: 'excellent', priceThb: 20_000 },
        { storageGb: 128, grade: 'good', priceThb: 17_600 },
      ],
      after: [
        { storageGb: 128, grade: 'excellent', priceThb: 21_500 },
        { storageGb: 128, grade: 'good', priceThb: 18_000 },
      ],
    });
  });

  it('saves all changed cells or none: a stale cell is a 409, a bad cell a 400, and nothing changes', async () => {
    const first = await admin();
    const second = await admin();
    const model = await arrangePhone();
    const path = `/api/admin/catalogue/models/${model.id}/prices`;
    const grid = await okBody(await first.call('GET', path), ZAdminModelPricesSchema);
    const version = (storageGb: number, grade: string) => cell(grid, storageGb, grade)!.updatedAt;

    // The first admin saves a cell; the second, who loaded the same grid, changes it and another cell.
    await okBody(
      await first.call('PUT', path, {
        changes: [{ storageGb: 256, grade: 'fair', priceThb: 14_000, updatedAt: version(256, 'fair') }],
      }),
      ZAdminModelPricesSchema,
    );
    const before = await listPricesWithModels(testApp.db);
    await expectError(
      await second.call('PUT', path, {
        changes: [
          { storageGb: 128, grade: 'broken', priceThb: 5_000, updatedAt: version(128, 'broken') },
          { storageGb: 256, grade: 'fair', priceThb: 13_000, updatedAt: version(256, 'fair') },
        ],
      }),
      409,
      'errors.adminCatalogue.changed',
    );

    const bad: [unknown[], number, string][] = [
      [
        [{ storageGb: 128, grade: 'good', priceThb: -1, updatedAt: version(128, 'good') }],
        400,
        'errors.adminCatalogue.priceInvalid',
      ],
      [
        [{ storageGb: 128, grade: 'good', priceThb: 99.5, updatedAt: version(128, 'good') }],
        400,
        'errors.adminCatalogue.priceInvalid',
      ],
      [
        [{ storageGb: 128, grade: 'mint', priceThb: 1, updatedAt: null }],
        400,
        'errors.adminCatalogue.gradeInvalid',
      ],
      [
        [{ storageGb: 512, grade: 'good', priceThb: 1, updatedAt: null }],
        400,
        'errors.adminCatalogue.storageNotOffered',
      ],
      // Good above excellent: refused (enforced, not a warning).
      [
        [{ storageGb: 128, grade: 'good', priceThb: 20_001, updatedAt: version(128, 'good') }],
        400,
        'errors.adminCatalogue.gradeOrder',
      ],
      // A new cell where a price exists (someone added it meanwhile).
      [
        [{ storageGb: 128, grade: 'good', priceThb: 1, updatedAt: null }],
        409,
        'errors.adminCatalogue.changed',
      ],
      [[], 400, 'errors.adminCatalogue.noChanges'],
    ];
    for (const [changes, status, messageKey] of bad) {
      await expectError(await second.call('PUT', path, { changes }), status, messageKey);
    }
    const gradeError = await expectError(
      await second.call('PUT', path, {
        changes: [
          { storageGb: 256, grade: 'excellent', priceThb: 1_000, updatedAt: version(256, 'excellent') },
        ],
      }),
      400,
      'errors.adminCatalogue.gradeOrder',
    );
    expect(gradeError.details).toEqual([
      { path: 'prices.256', messageKey: 'errors.adminCatalogue.gradeOrder' },
    ]);
    expect(await listPricesWithModels(testApp.db)).toEqual(before);
    expect((await catalogueAudit(testApp.db)).length).toBe(1);
    await expectError(
      await first.call('GET', '/api/admin/catalogue/models/999999/prices'),
      404,
      'errors.adminCatalogue.notFound',
    );
  });

  it('adds the prices of a size that had none (updatedAt null), making it quotable', async () => {
    const client = await admin();
    const model = await arrangePhone();
    const path = `/api/admin/catalogue/models/${model.id}`;
    const loaded = await okBody(await client.call('GET', `${path}/prices`), ZAdminModelPricesSchema);
    await okBody(
      await client.call('PUT', path, {
        brandId: model.brandId,
        name: model.name,
        category: 'phone',
        storageOptions: [128, 256, 512],
        releaseYear: 2023,
        isActive: true,
        updatedAt: loaded.model.updatedAt,
      }),
      ZAdminModelPricesSchema.shape.model.omit({ brandName: true }),
    );
    const grades = { excellent: 30_000, good: 25_000, fair: 20_000, broken: 5_000 };
    const saved = await okBody(
      await client.call('PUT', `${path}/prices`, {
        changes: Object.entries(grades).map(([grade, priceThb]) => ({
          storageGb: 512,
          grade,
          priceThb,
          updatedAt: null,
        })),
      }),
      ZAdminModelPricesSchema,
    );
    expect(saved.prices).toHaveLength(12);
    const quote = await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id, storageGb: 512 });
    expect(quote.offerThb).toBe(30_000);
  });
});

describe('Admin › Adjustments', () => {
  it('creates, changes and removes an option’s adjustment; quotes follow; each audited', async () => {
    const client = await admin();
    const model = await arrangePhone();
    await createAdjustments(testApp.db, [
      { question: 'modelType', option: 'zp', kind: 'percent', value: -5 },
    ]);
    const listed = await okBody(
      await client.call('GET', '/api/admin/catalogue/adjustments'),
      ZAdminAdjustmentListSchema,
    );
    expect(listed.adjustments.map((row) => [row.question, row.option, row.kind, row.value])).toEqual([
      ['modelType', 'zp', 'percent', -5],
    ]);

    const created = await okBody(
      await client.call('PUT', '/api/admin/catalogue/adjustments', {
        question: 'warranty',
        option: 'over4Months',
        kind: 'fixed',
        value: 700,
        updatedAt: null,
      }),
      ZAdminAdjustmentSchema,
    );
    const answers = phoneAnswers({ warranty: 'over4Months' });
    const quoted = await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id, answers });
    expect(quoted.offerThb).toBe(20_700);

    const changed = await okBody(
      await client.call('PUT', '/api/admin/catalogue/adjustments', {
        question: 'warranty',
        option: 'over4Months',
        kind: 'percent',
        value: 10,
        isActive: true,
        updatedAt: created.updatedAt,
      }),
      ZAdminAdjustmentSchema,
    );
    expect(changed).toMatchObject({ id: created.id, kind: 'percent', value: 10 });
    expect(
      (await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id, answers })).offerThb,
    ).toBe(22_000);

    // A stale save and a second "create" of the same option are conflicts.
    const stale = { question: 'warranty', option: 'over4Months', kind: 'fixed', value: 1 };
    await expectError(
      await client.call('PUT', '/api/admin/catalogue/adjustments', {
        ...stale,
        updatedAt: created.updatedAt,
      }),
      409,
      'errors.adminCatalogue.changed',
    );
    await expectError(
      await client.call('PUT', '/api/admin/catalogue/adjustments', { ...stale, updatedAt: null }),
      409,
      'errors.adminCatalogue.changed',
    );

    expect((await client.call('DELETE', `/api/admin/catalogue/adjustments/${created.id}`)).status).toBe(204);
    expect(
      (await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id, answers })).offerThb,
    ).toBe(20_000);
    await expectError(
      await client.call('DELETE', `/api/admin/catalogue/adjustments/${created.id}`),
      404,
      'errors.adminCatalogue.notFound',
    );

    const audit = await catalogueAudit(testApp.db, 'warranty.over4Months');
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      [
        'CATALOGUE_ADJUSTMENT_CREATED',
        { before: null, after: { kind: 'fixed', value: 700, isActive: true } },
      ],
      [
        'CATALOGUE_ADJUSTMENT_UPDATED',
        {
          before: { kind: 'fixed', value: 700, isActive: true },
          after: { kind: 'percent', value: 10, isActive: true },
        },
      ],
      [
        'CATALOGUE_ADJUSTMENT_DELETED',
        { before: { kind: 'percent', value: 10, isActive: true }, after: null },
      ],
    ]);
  });

  it('accepts only an existing question and option, baht or whole percent within bounds', async () => {
    const client = await admin();
    const valid = { question: 'functional', option: 'camera', kind: 'percent', value: -6, updatedAt: null };
    const cases: [Record<string, unknown>, string][] = [
      [{ question: 'colour' }, 'errors.adminCatalogue.optionInvalid'],
      [{ option: 'toaster' }, 'errors.adminCatalogue.optionInvalid'],
      [{ question: 'battery', option: 'camera' }, 'errors.adminCatalogue.optionInvalid'],
      [{ kind: 'ratio' }, 'errors.adminCatalogue.kindInvalid'],
      [{ value: 2.5 }, 'errors.adminCatalogue.adjustmentValueInvalid'],
      [{ value: -101 }, 'errors.adminCatalogue.adjustmentValueInvalid'],
      [{ kind: 'fixed', value: 1_000_001 }, 'errors.adminCatalogue.adjustmentValueInvalid'],
    ];
    for (const [change, messageKey] of cases) {
      await expectError(
        await client.call('PUT', '/api/admin/catalogue/adjustments', { ...valid, ...change }),
        400,
        messageKey,
      );
    }
    const listed = await okBody(
      await client.call('GET', '/api/admin/catalogue/adjustments'),
      ZAdminAdjustmentListSchema,
    );
    expect(listed.adjustments).toEqual([]);
    await okBody(
      await client.call('PUT', '/api/admin/catalogue/adjustments', {
        ...valid,
        kind: 'fixed',
        value: -1_000_000,
      }),
      ZAdminAdjustmentSchema,
    );
  });
});

describe('Admin › Pricing settings', () => {
  it('changes the voucher uplift, price lock and provincial bonus for the next quote; stale or bad input refused', async () => {
    const client = await admin();
    const model = await arrangePhone();
    const settings = await okBody(
      await client.call('GET', '/api/admin/catalogue/settings'),
      ZAdminPricingSettingsSchema,
    );
    expect(settings).toMatchObject({ priceLockDays: 7, voucherUpliftPercent: 5, provincialBonusThb: 300 });

    const changed = { priceLockDays: 3, voucherUpliftPercent: 10, provincialBonusThb: 500 };
    const saved = await okBody(
      await client.call('PUT', '/api/admin/catalogue/settings', {
        ...changed,
        updatedAt: settings.updatedAt,
      }),
      ZAdminPricingSettingsSchema,
    );
    expect(saved).toMatchObject(changed);
    const quoted = await createQuoteViaApi(testApp.app, { ...EXCELLENT, modelId: model.id });
    expect(quoted).toMatchObject({ offerThb: 20_000, voucherOfferThb: 22_000, provincialBonusThb: 500 });
    const lockDays = (Date.parse(quoted.validUntil) - Date.now()) / 86_400_000;
    expect(lockDays).toBeGreaterThan(2.9);
    expect(lockDays).toBeLessThan(3.1);

    await expectError(
      await client.call('PUT', '/api/admin/catalogue/settings', {
        ...changed,
        updatedAt: settings.updatedAt,
      }),
      409,
      'errors.adminCatalogue.changed',
    );
    for (const bad of [
      { priceLockDays: 0 },
      { voucherUpliftPercent: 51 },
      { provincialBonusThb: -1 },
      { priceLockDays: 1.5 },
    ]) {
      await expectError(
        await client.call('PUT', '/api/admin/catalogue/settings', {
          ...changed,
          ...bad,
          updatedAt: saved.updatedAt,
        }),
        400,
        'errors.adminCatalogue.settingInvalid',
      );
    }
    const audit = await catalogueAudit(testApp.db, '1');
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      [
        'CATALOGUE_PRICING_SETTINGS_UPDATED',
        {
          before: { priceLockDays: 7, voucherUpliftPercent: 5, provincialBonusThb: 300 },
          after: changed,
        },
      ],
    ]);
  });
});

describe('Admin sees what customers are not offered (issue 16)', () => {
  it('counts the missing prices of each model and the sizes offered, and per brand the models affected', async () => {
    const client = await admin();
    const brand = await createBrand(testApp.db, { name: 'Samsung' });
    const full = await createModel(testApp.db, { brandId: brand.id, name: 'Full', storageOptions: [128] });
    await createPrices(testApp.db, full.id, 128);
    const partly = await createModel(testApp.db, {
      brandId: brand.id,
      name: 'Partly',
      storageOptions: [128, 256],
    });
    await createPrices(testApp.db, partly.id, 128);
    const bare = await createModel(testApp.db, {
      brandId: brand.id,
      name: 'Bare',
      storageOptions: [64, 128],
    });
    // Inactive: customers do not see it anyway, so it is not counted for the brand.
    await createModel(testApp.db, { brandId: brand.id, name: 'Retired', isActive: false });
    const empty = await createBrand(testApp.db, { name: 'Empty' });
    await createModel(testApp.db, { brandId: empty.id, name: 'Unpriced' });

    const list = await okBody(
      await client.call('GET', `/api/admin/catalogue/models?brandId=${brand.id}`),
      ZAdminModelListSchema,
    );
    const byName = Object.fromEntries(list.models.map((model) => [model.name, model]));
    expect(byName.Full).toMatchObject({ missingPrices: 0, offeredSizes: [128] });
    expect(byName.Partly).toMatchObject({ missingPrices: 4, offeredSizes: [128] });
    expect(byName.Bare).toMatchObject({ id: bare.id, missingPrices: 8, offeredSizes: [] });

    const brands = await okBody(
      await client.call('GET', '/api/admin/catalogue/brands'),
      ZAdminBrandListSchema,
    );
    expect(brands.brands.find((row) => row.name === 'Samsung')).toMatchObject({
      modelCount: 4,
      offeredModelCount: 2,
      unpricedModelCount: 2,
    });
    expect(brands.brands.find((row) => row.name === 'Empty')).toMatchObject({
      offeredModelCount: 0,
      unpricedModelCount: 1,
    });

    const grid = await okBody(
      await client.call('GET', `/api/admin/catalogue/models/${partly.id}/prices`),
      ZAdminModelPricesSchema,
    );
    expect(grid.model).toMatchObject({ missingPrices: 4, offeredSizes: [128] });
  });
});
