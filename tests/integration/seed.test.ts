import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { seedCatalogue } from '#server/db/seed/seed-catalogue.ts';
import {
  countCatalogue,
  findBrandBySlug,
  listAllBrands,
  listAllModels,
} from '../support/catalogue-queries.ts';
import { updateBrand } from '../support/factories.ts';
import { useTestDatabase } from '../support/test-database.ts';

const REQUIRED_BRANDS = [
  'Apple',
  'Samsung',
  'OPPO',
  'vivo',
  'Xiaomi',
  'realme',
  'HUAWEI',
  'HONOR',
  'Google',
  'Lenovo',
  'ASUS',
  'Acer',
  'HP',
  'Dell',
  'Canon',
  'Epson',
  'Brother',
];

const testDatabase = useTestDatabase();

describe('seedCatalogue', () => {
  it('fills an empty database with the six categories, the brands and the models', async () => {
    const inserted = await seedCatalogue(testDatabase.db);
    const stored = await countCatalogue(testDatabase.db);

    expect(inserted.categories).toBe(6);
    expect(inserted.brands).toBeGreaterThanOrEqual(15);
    expect(inserted.models).toBeGreaterThanOrEqual(150);
    expect(stored).toEqual(inserted);
  });

  it('gives every one of the six categories models', async () => {
    await seedCatalogue(testDatabase.db);

    const perCategory = new Map<string, number>();
    for (const model of await listAllModels(testDatabase.db)) {
      perCategory.set(model.category, (perCategory.get(model.category) ?? 0) + 1);
    }

    expect([...perCategory.keys()].sort()).toEqual([...CATEGORY_KEYS].sort());
    for (const key of CATEGORY_KEYS) expect(perCategory.get(key), key).toBeGreaterThan(0);
  });

  it('inserts nothing when run again, leaving the counts as they were', async () => {
    await seedCatalogue(testDatabase.db);
    const before = await countCatalogue(testDatabase.db);

    const second = await seedCatalogue(testDatabase.db);

    expect(second).toEqual({ categories: 0, brands: 0, models: 0 });
    expect(await countCatalogue(testDatabase.db)).toEqual(before);
  });

  it("keeps an admin's edit of a seeded brand when run again", async () => {
    await seedCatalogue(testDatabase.db);
    const apple = await findBrandBySlug(testDatabase.db, 'apple');
    expect(apple?.name).toBe('Apple');
    await updateBrand(testDatabase.db, apple?.id ?? 0, { name: 'Apple (Thailand)', sortOrder: 999 });

    await seedCatalogue(testDatabase.db);

    expect(await findBrandBySlug(testDatabase.db, 'apple')).toMatchObject({
      id: apple?.id,
      name: 'Apple (Thailand)',
      sortOrder: 999,
    });
  });

  it('gives every model non-empty storage options in strictly ascending order', async () => {
    await seedCatalogue(testDatabase.db);
    const rows = await listAllModels(testDatabase.db);

    expect(rows.length).toBeGreaterThan(0);
    const bad = rows.filter(
      (row) =>
        row.storageOptions.length === 0 ||
        row.storageOptions.some(
          (size, index) => size < 0 || (index > 0 && size <= (row.storageOptions[index - 1] ?? 0)),
        ),
    );
    expect(bad.map((row) => `${row.slug}: ${row.storageOptions.join(',')}`)).toEqual([]);
  });

  it('includes the brands people in Thailand trade in most', async () => {
    await seedCatalogue(testDatabase.db);

    const names = new Set((await listAllBrands(testDatabase.db)).map((brand) => brand.name));

    expect(REQUIRED_BRANDS.filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives brands and models unique sort positions within their list', async () => {
    await seedCatalogue(testDatabase.db);

    const brandOrders = (await listAllBrands(testDatabase.db)).map((brand) => brand.sortOrder);

    expect(new Set(brandOrders).size).toBe(brandOrders.length);
  });
});
