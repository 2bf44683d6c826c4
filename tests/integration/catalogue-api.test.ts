import { describe, expect, it } from 'vitest';
import { ZListBrandsResponseSchema, ZListModelsResponseSchema } from '#core/contracts/catalogue.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TDb } from '#server/db/client.ts';
import { createBrand, createModel as createBareModel, updateBrand } from '../support/factories.ts';
import { createPrices, deletePrice } from '../support/pricing-factories.ts';
import { useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();

/**
 * A model with every size and grade priced: the public lists offer only what can be priced (issue 16),
 * and these tests are about everything else.
 */
async function createModel(db: TDb, overrides: Parameters<typeof createBareModel>[1] = {}) {
  const model = await createBareModel(db, overrides);
  for (const size of model.storageOptions) await createPrices(db, model.id, size);
  return model;
}

/** A brand with a priced model, so that it is listed. */
async function createListedBrand(db: TDb, overrides: Parameters<typeof createBrand>[1] = {}) {
  const brand = await createBrand(db, overrides);
  await createModel(db, { brandId: brand.id });
  return brand;
}

/** The rows were written by the factories, not the admin API: the app's copy is checked again first. */
const get = (path: string, headers: Record<string, string> = {}) => {
  testApp.catalogue.invalidate();
  return testApp.app.request(path, { headers });
};

async function brandNames(path: string): Promise<string[]> {
  const response = await get(path);
  expect(response.status).toBe(200);
  return ZListBrandsResponseSchema.parse(await response.json()).brands.map((brand) => brand.name);
}

async function modelNames(path: string): Promise<string[]> {
  const response = await get(path);
  expect(response.status).toBe(200);
  return ZListModelsResponseSchema.parse(await response.json()).models.map((model) => model.name);
}

describe('GET /api/brands', () => {
  it('returns active brands by sort_order ascending, ties broken by id', async () => {
    await createListedBrand(testApp.db, { name: 'Gamma', sortOrder: 30 });
    await createListedBrand(testApp.db, { name: 'Alpha', sortOrder: 10 });
    await createListedBrand(testApp.db, { name: 'Delta', sortOrder: 20 });
    await createListedBrand(testApp.db, { name: 'Beta', sortOrder: 20 });

    expect(await brandNames('/api/brands')).toEqual(['Alpha', 'Delta', 'Beta', 'Gamma']);
  });

  it('sends the fields of the contract with JSON content type', async () => {
    const brand = await createListedBrand(testApp.db, {
      slug: 'apple',
      name: 'Apple',
      category: 'notebook',
      sortOrder: 5,
    });

    const response = await get('/api/brands');

    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(ZListBrandsResponseSchema.parse(await response.json())).toEqual({
      brands: [
        { id: brand.id, slug: 'apple', name: 'Apple', category: 'notebook', isActive: true, sortOrder: 5 },
      ],
    });
  });

  it('hides inactive brands', async () => {
    await createListedBrand(testApp.db, { name: 'Shown', sortOrder: 10 });
    await createListedBrand(testApp.db, { name: 'Hidden', sortOrder: 5, isActive: false });

    expect(await brandNames('/api/brands')).toEqual(['Shown']);
  });

  it('with ?category= lists only brands with an active model in that category', async () => {
    // The brand's own category does not count: only its models' categories do.
    const withTablet = await createBrand(testApp.db, {
      name: 'Has tablet',
      category: 'phone',
      sortOrder: 20,
    });
    await createModel(testApp.db, { brandId: withTablet.id, category: 'tablet' });
    const phonesOnly = await createBrand(testApp.db, {
      name: 'Phones only',
      category: 'tablet',
      sortOrder: 10,
    });
    await createModel(testApp.db, { brandId: phonesOnly.id, category: 'phone' });
    const inactiveTablet = await createBrand(testApp.db, { name: 'Inactive tablet', sortOrder: 30 });
    await createModel(testApp.db, { brandId: inactiveTablet.id, category: 'tablet', isActive: false });
    const inactiveBrand = await createBrand(testApp.db, {
      name: 'Inactive brand',
      sortOrder: 40,
      isActive: false,
    });
    await createModel(testApp.db, { brandId: inactiveBrand.id, category: 'tablet' });

    expect(await brandNames('/api/brands?category=tablet')).toEqual(['Has tablet']);
    expect(await brandNames('/api/brands?category=phone')).toEqual(['Phones only']);
    // Issue 16: a brand whose only model is inactive is no longer listed (it was: 'Inactive tablet').
    expect(await brandNames('/api/brands')).toEqual(['Phones only', 'Has tablet']);
  });

  it('rejects an unknown category with 400 VALIDATION', async () => {
    const response = await get('/api/brands?category=spaceship');

    expect(response.status).toBe(400);
    const body = ZErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details?.map((detail) => detail.path)).toEqual(['category']);
  });
});

describe('GET /api/models', () => {
  it("returns only that brand's active models by sort_order ascending, ties broken by id", async () => {
    const brand = await createBrand(testApp.db);
    const other = await createBrand(testApp.db);
    await createModel(testApp.db, { brandId: brand.id, name: 'Third', sortOrder: 30 });
    await createModel(testApp.db, { brandId: brand.id, name: 'First', sortOrder: 10 });
    await createModel(testApp.db, { brandId: other.id, name: 'Other brand', sortOrder: 1 });
    await createModel(testApp.db, { brandId: brand.id, name: 'Second', sortOrder: 20 });
    await createModel(testApp.db, { brandId: brand.id, name: 'Second too', sortOrder: 20 });
    await createModel(testApp.db, { brandId: brand.id, name: 'Retired', sortOrder: 15, isActive: false });

    expect(await modelNames(`/api/models?brandId=${brand.id}`)).toEqual([
      'First',
      'Second',
      'Second too',
      'Third',
    ]);
    expect(await modelNames(`/api/models?brandId=${other.id}`)).toEqual(['Other brand']);
  });

  it('sends the fields of the contract', async () => {
    const brand = await createBrand(testApp.db);
    const model = await createModel(testApp.db, {
      brandId: brand.id,
      slug: 'ipad-air',
      name: 'iPad Air',
      category: 'tablet',
      storageOptions: [128, 256, 1024],
      releaseYear: 2025,
      sortOrder: 7,
    });

    const response = await get(`/api/models?brandId=${brand.id}`);

    expect(ZListModelsResponseSchema.parse(await response.json())).toEqual({
      models: [
        {
          id: model.id,
          slug: 'ipad-air',
          name: 'iPad Air',
          brandId: brand.id,
          category: 'tablet',
          storageOptions: [128, 256, 1024],
          releaseYear: 2025,
          isActive: true,
          sortOrder: 7,
        },
      ],
    });
  });

  it('with &category= lists only the models in that category', async () => {
    const brand = await createBrand(testApp.db);
    await createModel(testApp.db, { brandId: brand.id, name: 'Phone', category: 'phone' });
    await createModel(testApp.db, { brandId: brand.id, name: 'Tablet', category: 'tablet' });

    expect(await modelNames(`/api/models?brandId=${brand.id}&category=tablet`)).toEqual(['Tablet']);
  });

  it.each([
    [
      'an inactive brand',
      async () => {
        const brand = await createBrand(testApp.db, { isActive: false });
        await createModel(testApp.db, { brandId: brand.id });
        return brand.id;
      },
    ],
    [
      'an unknown brand',
      async () => {
        const brand = await createBrand(testApp.db);
        await createModel(testApp.db, { brandId: brand.id });
        return brand.id + 1000;
      },
    ],
  ])('answers 404 NOT_FOUND for %s', async (_label, arrange) => {
    const brandId = await arrange();

    const response = await get(`/api/models?brandId=${brandId}`);

    expect(response.status).toBe(404);
    const body = ZErrorBodySchema.parse(await response.json());
    expect(body).toMatchObject({
      error: { code: 'NOT_FOUND', messageKey: 'errors.catalogue.brandNotFound' },
    });
  });

  it.each([
    ['missing', '/api/models'],
    ['not a number', '/api/models?brandId=abc'],
    ['negative', '/api/models?brandId=-1'],
    ['zero', '/api/models?brandId=0'],
    ['a fraction', '/api/models?brandId=1.5'],
    ['beyond the integer column', '/api/models?brandId=3000000000'],
  ])('answers 400 VALIDATION when brandId is %s', async (_label, path) => {
    const response = await get(path);

    expect(response.status).toBe(400);
    const body = ZErrorBodySchema.parse(await response.json());
    expect(body.error).toMatchObject({ code: 'VALIDATION', messageKey: 'errors.catalogue.brandIdInvalid' });
    expect(body.error.requestId).toBe(response.headers.get('X-Request-Id'));
    expect(body.error.requestId).toMatch(/\S/);
  });

  it('answers 400 for an unknown category', async () => {
    const brand = await createBrand(testApp.db);

    const response = await get(`/api/models?brandId=${brand.id}&category=spaceship`);

    expect(response.status).toBe(400);
    expect(ZErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION');
  });
});

describe('only what can be priced is offered (issue 16)', () => {
  it('leaves out a model without prices and a brand with no priced model', async () => {
    const priced = await createBrand(testApp.db, { name: 'Priced', sortOrder: 10 });
    await createModel(testApp.db, { brandId: priced.id, name: 'With prices', sortOrder: 10 });
    await createBareModel(testApp.db, { brandId: priced.id, name: 'Added without prices', sortOrder: 20 });
    const empty = await createBrand(testApp.db, { name: 'Only unpriced', sortOrder: 20 });
    await createBareModel(testApp.db, { brandId: empty.id, name: 'No prices yet' });
    await createBrand(testApp.db, { name: 'No models at all', sortOrder: 30 });

    expect(await brandNames('/api/brands')).toEqual(['Priced']);
    expect(await brandNames('/api/brands?category=phone')).toEqual(['Priced']);
    expect(await modelNames(`/api/models?brandId=${priced.id}`)).toEqual(['With prices']);
    expect(await modelNames(`/api/models?brandId=${empty.id}`)).toEqual([]);
  });

  it('offers only the sizes whose four grades all have a price', async () => {
    const brand = await createBrand(testApp.db);
    const model = await createBareModel(testApp.db, { brandId: brand.id, storageOptions: [128, 256, 512] });
    await createPrices(testApp.db, model.id, 128);
    await createPrices(testApp.db, model.id, 512);
    // 256 GB: three grades of four; a customer answering "broken" would get no price.
    await createPrices(testApp.db, model.id, 256);
    await deletePrice(testApp.db, { modelId: model.id, storageGb: 256, grade: 'broken' });

    const response = await get(`/api/models?brandId=${brand.id}`);

    const [listed] = ZListModelsResponseSchema.parse(await response.json()).models;
    expect(listed?.storageOptions).toEqual([128, 512]);
  });
});

describe('HTTP caching of the catalogue', () => {
  it('answers 304 with an empty body when If-None-Match matches, with Cache-Control on both', async () => {
    await createListedBrand(testApp.db, { name: 'Apple' });

    const first = await get('/api/brands');
    const etag = first.headers.get('ETag');
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);

    const second = await get('/api/brands', { 'If-None-Match': etag ?? '' });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    expect(second.headers.get('ETag')).toBe(etag);
    expect(second.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
  });

  it('changes the ETag when a brand is renamed, and the old ETag gets the new list', async () => {
    const brand = await createListedBrand(testApp.db, { name: 'Apple' });
    const before = await get('/api/brands');
    const oldEtag = before.headers.get('ETag') ?? '';

    await updateBrand(testApp.db, brand.id, { name: 'Apple Inc.' });
    const after = await get('/api/brands', { 'If-None-Match': oldEtag });

    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).toBeTruthy();
    expect(after.headers.get('ETag')).not.toBe(oldEtag);
    expect(ZListBrandsResponseSchema.parse(await after.json()).brands.map((row) => row.name)).toEqual([
      'Apple Inc.',
    ]);
  });

  it('revalidates the models list too', async () => {
    const brand = await createBrand(testApp.db);
    await createModel(testApp.db, { brandId: brand.id });
    const path = `/api/models?brandId=${brand.id}`;

    const first = await get(path);
    const second = await get(path, { 'If-None-Match': first.headers.get('ETag') ?? '' });

    expect(first.status).toBe(200);
    expect(second.status).toBe(304);
    expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
  });

  it('does not mark errors as cacheable', async () => {
    const response = await get('/api/models?brandId=abc');

    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
  });
});
