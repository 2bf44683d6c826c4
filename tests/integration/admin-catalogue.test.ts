import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZAdminBrandListSchema,
  ZAdminBrandSchema,
  ZAdminModelListSchema,
  ZAdminModelSchema,
} from '#core/contracts/admin-catalogue.ts';
import { brands, models, prices } from '#server/db/schema/index.ts';
import { AppError } from '#server/http/errors.ts';
import { refusalOf, reorder } from '#server/modules/admin-catalogue/catalogue-admin.service.ts';
import {
  catalogueAudit,
  expectError,
  okBody,
  signInStaff,
  type TStaffClient,
} from '../support/admin-catalogue-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createPrices } from '../support/pricing-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { createQuote, createTradeInRow } from '../support/trade-in-factories.ts';

const testApp = useTestApp();
const admin = () => signInStaff(testApp.app, testApp.db);

const listBrands = async (client: TStaffClient) =>
  (await okBody(await client.call('GET', '/api/admin/catalogue/brands'), ZAdminBrandListSchema)).brands;
const listModels = async (client: TStaffClient, brandId: number) =>
  (
    await okBody(
      await client.call('GET', `/api/admin/catalogue/models?brandId=${brandId}`),
      ZAdminModelListSchema,
    )
  ).models;

describe('Admin › Brands', () => {
  it('lists every brand, inactive ones too, creates, edits and deactivates, each audited with before and after', async () => {
    const client = await admin();
    const hidden = await createBrand(testApp.db, { name: 'Hidden', isActive: false, sortOrder: 5 });
    const shown = await createBrand(testApp.db, { name: 'Shown', sortOrder: 1 });
    await createModel(testApp.db, { brandId: shown.id });

    expect((await listBrands(client)).map((brand) => [brand.name, brand.isActive, brand.modelCount])).toEqual(
      [
        ['Shown', true, 1],
        ['Hidden', false, 0],
      ],
    );

    const created = await okBody(
      await client.call('POST', '/api/admin/catalogue/brands', { name: '  Nothing  ', category: 'gadget' }),
      ZAdminBrandSchema,
      201,
    );
    expect(created).toMatchObject({ name: 'Nothing', slug: 'nothing', category: 'gadget', isActive: true });
    expect(created.sortOrder).toBeGreaterThan(hidden.sortOrder); // last in the order
    expect(created.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    const edited = await okBody(
      await client.call('PUT', `/api/admin/catalogue/brands/${created.id}`, {
        name: 'Nothing Phone',
        category: 'phone',
        isActive: false,
        updatedAt: created.updatedAt,
      }),
      ZAdminBrandSchema,
    );
    expect(edited).toMatchObject({
      name: 'Nothing Phone',
      category: 'phone',
      isActive: false,
      slug: 'nothing',
    });
    expect(edited.updatedAt).not.toBe(created.updatedAt);

    // The public catalogue no longer offers it.
    const publicBrands = (await (await testApp.app.request('/api/brands')).json()) as {
      brands: { id: number }[];
    };
    expect(publicBrands.brands.map((brand) => brand.id)).not.toContain(created.id);

    const audit = await catalogueAudit(testApp.db, String(created.id));
    expect(audit.map((row) => [row.action, row.targetType, row.actorUserId])).toEqual([
      ['CATALOGUE_BRAND_CREATED', 'brand', client.user.id],
      ['CATALOGUE_BRAND_UPDATED', 'brand', client.user.id],
    ]);
    expect(audit[1]!.details).toEqual({
      before: { name: 'Nothing', category: 'gadget', isActive: true, sortOrder: created.sortOrder },
      after: { name: 'Nothing Phone', category: 'phone', isActive: false, sortOrder: created.sortOrder },
    });
  });

  it('refuses invalid input with the field and its message key, changing nothing', async () => {
    const client = await admin();
    const taken = await createBrand(testApp.db, { name: 'Samsung' });
    const cases: [unknown, string, string][] = [
      [{ name: '   ', category: 'phone' }, 'name', 'errors.adminCatalogue.nameRequired'],
      [{ name: 'x'.repeat(101), category: 'phone' }, 'name', 'errors.adminCatalogue.nameTooLong'],
      [{ name: 'Fine', category: 'toaster' }, 'category', 'errors.adminCatalogue.categoryInvalid'],
      [{ name: 'samsung', category: 'phone' }, 'name', 'errors.adminCatalogue.nameTaken'],
    ];
    for (const [body, path, messageKey] of cases) {
      const error = await expectError(
        await client.call('POST', '/api/admin/catalogue/brands', body),
        400,
        messageKey,
      );
      expect(error.details).toContainEqual({ path, messageKey });
    }
    const noVersion = await client.call('PUT', `/api/admin/catalogue/brands/${taken.id}`, {
      name: 'Samsung Electronics',
      category: 'phone',
      isActive: true,
    });
    await expectError(noVersion, 400, 'errors.adminCatalogue.versionRequired');
    expect((await listBrands(client)).map((brand) => brand.name)).toEqual(['Samsung']);
    expect(await catalogueAudit(testApp.db)).toEqual([]);
  });

  it('gives the second of two admins editing the same brand a 409, never a silent overwrite', async () => {
    const first = await admin();
    const second = await admin();
    await createBrand(testApp.db, { name: 'Oppo' });
    const [loaded] = await listBrands(first);
    const edit = (client: TStaffClient, name: string) =>
      client.call('PUT', `/api/admin/catalogue/brands/${loaded!.id}`, {
        name,
        category: 'phone',
        isActive: true,
        updatedAt: loaded!.updatedAt,
      });
    await okBody(await edit(first, 'OPPO'), ZAdminBrandSchema);
    await expectError(await edit(second, 'Oppo Mobile'), 409, 'errors.adminCatalogue.changed');
    expect((await listBrands(first))[0]!.name).toBe('OPPO');

    // At the same moment: one wins, the other gets the conflict.
    const [current] = await listBrands(first);
    const race = (client: TStaffClient, name: string) =>
      client.call('PUT', `/api/admin/catalogue/brands/${current!.id}`, {
        name,
        category: 'phone',
        isActive: true,
        updatedAt: current!.updatedAt,
      });
    const answers = await Promise.all([race(first, 'Oppo A'), race(second, 'Oppo B')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('moves a brand up and down, renumbering the order, audited', async () => {
    const client = await admin();
    // Two brands share a sort_order: moving still gives each its own place.
    const a = await createBrand(testApp.db, { name: 'A', sortOrder: 10 });
    const b = await createBrand(testApp.db, { name: 'B', sortOrder: 10 });
    const c = await createBrand(testApp.db, { name: 'C', sortOrder: 30 });
    // A priced model each, so that the public list shows them (issue 16: only what can be priced).
    for (const brand of [a, b, c]) {
      const model = await createModel(testApp.db, { brandId: brand.id, storageOptions: [128] });
      await createPrices(testApp.db, model.id, 128);
    }
    const move = (id: number, direction: string) =>
      client.call('POST', `/api/admin/catalogue/brands/${id}/move`, { direction });

    const afterUp = await okBody(await move(c.id, 'up'), ZAdminBrandListSchema);
    expect(afterUp.brands.map((brand) => [brand.name, brand.sortOrder])).toEqual([
      ['A', 10],
      ['C', 20],
      ['B', 30],
    ]);
    const afterDown = await okBody(await move(a.id, 'down'), ZAdminBrandListSchema);
    expect(afterDown.brands.map((brand) => brand.name)).toEqual(['C', 'A', 'B']);
    // The first cannot go further up: nothing changes.
    const unchanged = await okBody(await move(c.id, 'up'), ZAdminBrandListSchema);
    expect(unchanged.brands.map((brand) => brand.name)).toEqual(['C', 'A', 'B']);
    // The public list follows.
    const publicBrands = (await (await testApp.app.request('/api/brands')).json()) as {
      brands: { name: string }[];
    };
    expect(publicBrands.brands.map((brand) => brand.name)).toEqual(['C', 'A', 'B']);

    await expectError(await move(b.id, 'sideways'), 400, 'errors.adminCatalogue.directionInvalid');
    await expectError(await move(999_999, 'up'), 404, 'errors.adminCatalogue.notFound');
    const audit = await catalogueAudit(testApp.db);
    expect(audit.map((row) => row.action)).toEqual([
      'CATALOGUE_BRAND_REORDERED',
      'CATALOGUE_BRAND_REORDERED',
    ]);
    expect(audit[0]!.details).toMatchObject({
      direction: 'up',
      before: [
        { id: b.id, sortOrder: 10 },
        { id: c.id, sortOrder: 30 },
      ],
      after: [
        { id: c.id, sortOrder: 20 },
        { id: b.id, sortOrder: 30 },
      ],
    });
  });

  it('refuses to delete a brand with models or named by requests (409 with a message), deletes an unused one', async () => {
    const client = await admin();
    const withModel = await createBrand(testApp.db, { name: 'Has models' });
    await createModel(testApp.db, { brandId: withModel.id });
    const named = await createBrand(testApp.db, { name: 'Named' });
    await createTradeInRow(testApp.db, { brandId: named.id });
    const unused = await createBrand(testApp.db, { name: 'Unused' });

    const del = (id: number) => client.call('DELETE', `/api/admin/catalogue/brands/${id}`);
    await expectError(await del(withModel.id), 409, 'errors.adminCatalogue.brandHasModels');
    await expectError(await del(named.id), 409, 'errors.adminCatalogue.brandInUse');
    expect((await del(unused.id)).status).toBe(204);
    await expectError(await del(unused.id), 404, 'errors.adminCatalogue.notFound');

    const left = await testApp.db.select({ name: brands.name }).from(brands);
    expect(left.map((row) => row.name).sort()).toEqual(['Has models', 'Named']);
    const audit = await catalogueAudit(testApp.db);
    expect(audit.map((row) => [row.action, row.targetId])).toEqual([
      ['CATALOGUE_BRAND_DELETED', String(unused.id)],
    ]);
    expect(audit[0]!.details).toMatchObject({ before: { name: 'Unused' }, after: null });
  });
});

describe('Admin › Models', () => {
  it('creates, edits (removing a size takes its prices), moves and lists a brand’s models, audited', async () => {
    const client = await admin();
    const brand = await createBrand(testApp.db, { name: 'Apple', slug: 'apple' });
    await createModel(testApp.db, { brandId: brand.id, name: 'Old', isActive: false });

    const created = await okBody(
      await client.call('POST', '/api/admin/catalogue/models', {
        brandId: brand.id,
        name: 'iPhone 17 Pro',
        category: 'phone',
        storageOptions: [256, 512, 1024],
        releaseYear: 2025,
      }),
      ZAdminModelSchema,
      201,
    );
    expect(created).toMatchObject({
      slug: 'apple-iphone-17-pro',
      storageOptions: [256, 512, 1024],
      isActive: true,
    });
    await createPrices(testApp.db, created.id, 256);
    await createPrices(testApp.db, created.id, 1024);

    const edited = await okBody(
      await client.call('PUT', `/api/admin/catalogue/models/${created.id}`, {
        brandId: brand.id,
        name: 'iPhone 17 Pro',
        category: 'phone',
        storageOptions: [256, 512],
        releaseYear: 2025,
        isActive: true,
        updatedAt: created.updatedAt,
      }),
      ZAdminModelSchema,
    );
    expect(edited.storageOptions).toEqual([256, 512]);
    const left = await testApp.db.select().from(prices).where(eq(prices.modelId, created.id));
    expect(new Set(left.map((row) => row.storageGb))).toEqual(new Set([256]));

    const moved = await okBody(
      await client.call('POST', `/api/admin/catalogue/models/${created.id}/move`, { direction: 'up' }),
      ZAdminModelListSchema,
    );
    expect(moved.models.map((model) => model.name)).toEqual(['iPhone 17 Pro', 'Old']);
    expect((await listModels(client, brand.id)).map((model) => [model.name, model.isActive])).toEqual([
      ['iPhone 17 Pro', true],
      ['Old', false],
    ]);

    const audit = await catalogueAudit(testApp.db, String(created.id));
    expect(audit.map((row) => row.action)).toEqual([
      'CATALOGUE_MODEL_CREATED',
      'CATALOGUE_MODEL_UPDATED',
      'CATALOGUE_MODEL_REORDERED',
    ]);
    expect(audit[1]!.details).toMatchObject({
      before: { storageOptions: [256, 512, 1024] },
      after: { storageOptions: [256, 512] },
      removedPrices: expect.arrayContaining([{ storageGb: 1024, grade: 'excellent', priceThb: 20_000 }]),
    });
  });

  it('validates storage options, year, name and brand (400 with keys, nothing stored)', async () => {
    const client = await admin();
    const brand = await createBrand(testApp.db);
    await createModel(testApp.db, { brandId: brand.id, name: 'Taken' });
    const valid = {
      brandId: brand.id,
      name: 'New',
      category: 'phone',
      storageOptions: [64, 128],
      releaseYear: 2024,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ storageOptions: [] }, 'errors.adminCatalogue.storageRequired'],
      [{ storageOptions: [128, 64] }, 'errors.adminCatalogue.storageOrder'],
      [{ storageOptions: [64, 64] }, 'errors.adminCatalogue.storageOrder'],
      [{ storageOptions: [-1] }, 'errors.adminCatalogue.storageInvalid'],
      [{ storageOptions: [64.5] }, 'errors.adminCatalogue.storageInvalid'],
      [{ storageOptions: [0, 64] }, 'errors.adminCatalogue.storageNotApplicableAlone'],
      [{ releaseYear: 1989 }, 'errors.adminCatalogue.yearInvalid'],
      [{ releaseYear: new Date().getUTCFullYear() + 2 }, 'errors.adminCatalogue.yearInvalid'],
      [{ name: '' }, 'errors.adminCatalogue.nameRequired'],
      [{ name: 'TAKEN' }, 'errors.adminCatalogue.nameTaken'],
      [{ brandId: 999_999 }, 'errors.adminCatalogue.brandUnknown'],
    ];
    for (const [change, messageKey] of cases) {
      const response = await client.call('POST', '/api/admin/catalogue/models', { ...valid, ...change });
      await expectError(response, 400, messageKey);
    }
    // 0 alone is "not applicable".
    await okBody(
      await client.call('POST', '/api/admin/catalogue/models', { ...valid, storageOptions: [0] }),
      ZAdminModelSchema,
      201,
    );
    expect((await testApp.db.select().from(models)).length).toBe(2);
  });

  it('refuses to delete a model named by a quote or a request; deletes an unused one with its prices', async () => {
    const client = await admin();
    const quoted = await createModel(testApp.db, { name: 'Quoted' });
    await createQuote(testApp.db, { modelId: quoted.id });
    const requested = await createModel(testApp.db, { name: 'Requested' });
    await createTradeInRow(testApp.db, { modelId: requested.id });
    const unused = await createModel(testApp.db, { name: 'Unused' });
    await createPrices(testApp.db, unused.id, 128);

    const del = (id: number) => client.call('DELETE', `/api/admin/catalogue/models/${id}`);
    await expectError(await del(quoted.id), 409, 'errors.adminCatalogue.modelInUse');
    await expectError(await del(requested.id), 409, 'errors.adminCatalogue.modelInUse');
    expect((await del(unused.id)).status).toBe(204);
    expect(await testApp.db.select().from(prices).where(eq(prices.modelId, unused.id))).toEqual([]);
    const audit = await catalogueAudit(testApp.db);
    expect(audit.map((row) => row.action)).toEqual(['CATALOGUE_MODEL_DELETED']);
    expect(audit[0]!.details).toMatchObject({ before: { name: 'Unused', priceCount: 4 }, after: null });
  });

  it('is for admins only: other staff get 403, signed-out callers 401', async () => {
    const engineer = await signInStaff(testApp.app, testApp.db, ['engineer']);
    const brand = await createBrand(testApp.db);
    const calls: [Parameters<TStaffClient['call']>[0], string, unknown?][] = [
      ['GET', '/api/admin/catalogue/brands'],
      ['POST', '/api/admin/catalogue/brands', { name: 'X', category: 'phone' }],
      ['DELETE', `/api/admin/catalogue/brands/${brand.id}`],
      ['GET', `/api/admin/catalogue/models?brandId=${brand.id}`],
      ['PUT', '/api/admin/catalogue/models/1/prices', { changes: [] }],
      ['GET', '/api/admin/catalogue/adjustments'],
    ];
    for (const [method, path, body] of calls) {
      await expectError(await engineer.call(method, path, body), 403, 'errors.auth.accessDenied');
      const anonymous = await testApp.app.request(path, { method });
      await expectError(anonymous, 401, 'errors.auth.loginRequired');
    }
    expect((await testApp.db.select().from(brands)).length).toBe(1);
  });
});

describe('reorder', () => {
  const rows = [
    { id: 1, sortOrder: 10 },
    { id: 2, sortOrder: 20 },
    { id: 3, sortOrder: 30 },
  ];
  it('swaps with the neighbour and returns only the rows whose place changes', () => {
    expect(reorder(rows, 2, 'up')).toEqual([
      { id: 2, sortOrder: 10 },
      { id: 1, sortOrder: 20 },
    ]);
    expect(reorder(rows, 3, 'down')).toEqual([]);
    expect(reorder(rows, 9, 'down')).toBeUndefined();
  });
});

describe('refusalOf', () => {
  it('turns a foreign-key violation the checks missed (a row added meanwhile) into a 409, never a 500', () => {
    const driverError = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    const wrapped = Object.assign(new Error('Failed query'), { cause: driverError });
    const refusal = refusalOf(wrapped);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 409, messageKey: 'errors.adminCatalogue.inUse' });
    const unique = refusalOf(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(unique).toMatchObject({ status: 409, messageKey: 'errors.adminCatalogue.changed' });
    const other = new Error('connection lost');
    expect(refusalOf(other)).toBe(other);
  });
});
