import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZListBrandsResponseSchema, ZListModelsResponseSchema } from '#core/contracts/catalogue.ts';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { brands } from '#server/db/schema/index.ts';
import { createCatalogueCache, type TCatalogueSource } from '#server/modules/catalogue/catalogue-cache.ts';
import { createCatalogueRepository } from '#server/modules/catalogue/catalogue.repository.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createPrices } from '../support/pricing-factories.ts';
import { signInStaff } from '../support/admin-catalogue-api.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../support/test-database.ts';

/**
 * Decision 025: the public catalogue answered from memory, and an admin's change on one instance served
 * by another within a second. Instance B has its own database connection when the tier runs on a
 * PostgreSQL server (its own LISTEN); on PGlite both share the one process's database.
 */

interface TCountingSource extends TCatalogueSource {
  queries: number;
}

function counting(source: TCatalogueSource): TCountingSource {
  const counted: TCountingSource = {
    queries: 0,
    findVersion: () => {
      counted.queries += 1;
      return source.findVersion();
    },
    loadSnapshot: () => {
      counted.queries += 1;
      return source.loadSnapshot();
    },
  };
  return counted;
}

let databaseA: TDatabase;
let databaseB: TDatabase;
let a: TTestApp;
let b: TTestApp;
let sourceB: TCountingSource;

beforeAll(async () => {
  databaseA = await createTestDatabase();
  databaseB = process.env.DATABASE_URL
    ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
    : databaseA;
  a = await createTestApp({ database: databaseA });
  sourceB = counting(createCatalogueRepository(databaseB.db));
  b = await createTestApp({
    database: databaseB,
    catalogue: createCatalogueCache(sourceB, databaseB.changes),
  });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (databaseB !== databaseA) await databaseB?.close();
  await databaseA?.close();
});

beforeEach(async () => {
  await resetDatabase(databaseA);
});

async function listedBrand(name: string) {
  const brand = await createBrand(databaseA.db, { name });
  const model = await createModel(databaseA.db, { brandId: brand.id, storageOptions: [128] });
  await createPrices(databaseA.db, model.id, 128);
  return { brand, model };
}

async function brandNamesOn(app: TTestApp): Promise<string[]> {
  const response = await app.app.request('/api/brands');
  expect(response.status).toBe(200);
  return ZListBrandsResponseSchema.parse(await response.json()).brands.map((brand) => brand.name);
}

/** Polls B for up to a second (the notification crosses connections on a server). */
async function expectWithinASecond(read: () => Promise<unknown>, expected: unknown) {
  await expect.poll(read, { timeout: 1_000, interval: 20 }).toEqual(expected);
}

describe('the catalogue in memory', () => {
  it('answers repeated reads and a matching If-None-Match without a query', async () => {
    const { brand } = await listedBrand('Apple');
    b.catalogue.invalidate();
    const first = await b.app.request('/api/brands');
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const models = await b.app.request(`/api/models?brandId=${brand.id}`);
    expect(ZListModelsResponseSchema.parse(await models.json()).models).toHaveLength(1);

    const before = sourceB.queries;
    for (let i = 0; i < 20; i += 1) {
      const again = await b.app.request('/api/brands');
      expect(again.headers.get('ETag')).toBe(etag);
      await again.arrayBuffer();
    }
    const notModified = await b.app.request('/api/brands', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect((await b.app.request(`/api/models?brandId=${brand.id}`)).status).toBe(200);
    expect(sourceB.queries).toBe(before);
    // Both instances give the same tag for the same list.
    a.catalogue.invalidate();
    expect((await a.app.request('/api/brands')).headers.get('ETag')).toBe(etag);
  });

  it("serves an admin's change made on A from B within a second, and the old ETag gets the new list", async () => {
    const { brand } = await listedBrand('Apple');
    b.catalogue.invalidate();
    const before = await b.app.request('/api/brands');
    const oldEtag = before.headers.get('ETag') ?? '';
    expect(await brandNamesOn(b)).toEqual(['Apple']);

    const admin = await signInStaff(a.app, databaseA.db);
    const list = (await (await admin.call('GET', '/api/admin/catalogue/brands')).json()) as {
      brands: { id: number; updatedAt: string }[];
    };
    const row = list.brands.find((candidate) => candidate.id === brand.id);
    const deactivated = await admin.call('PUT', `/api/admin/catalogue/brands/${brand.id}`, {
      name: 'Apple',
      category: 'phone',
      isActive: false,
      updatedAt: row!.updatedAt,
    });
    expect(deactivated.status, await deactivated.clone().text()).toBe(200);

    // A serves it at once (its own change); B within a second, told by the database.
    expect(await brandNamesOn(a)).toEqual([]);
    await expectWithinASecond(() => brandNamesOn(b), []);
    const revalidated = await b.app.request('/api/brands', { headers: { 'If-None-Match': oldEtag } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('ETag')).not.toBe(oldEtag);
  });

  it('sees a change written by hand in SQL (any writer: the import, a script) on both instances', async () => {
    const { brand } = await listedBrand('Apple');
    expect(await brandNamesOn(b)).toEqual(['Apple']);
    await databaseA.db.update(brands).set({ name: 'Apple Inc.' }).where(eq(brands.id, brand.id));
    await expectWithinASecond(() => brandNamesOn(b), ['Apple Inc.']);
    await expectWithinASecond(() => brandNamesOn(a), ['Apple Inc.']);
  });
});
