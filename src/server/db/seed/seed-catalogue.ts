import { CATEGORY_KEYS } from '#core/constants.ts';
import type { TDb } from '../client.ts';
import { brands, categories, models } from '../schema/index.ts';
import { seedBrands, seedModels } from './catalogue-data.ts';

export interface TSeedResult {
  categories: number;
  brands: number;
  models: number;
}

/**
 * Inserts the seed catalogue rows that are missing, matched by their stable key (slug).
 * Rows that exist are left as they are, so running it again changes nothing and keeps admin edits.
 */
export async function seedCatalogue(db: TDb): Promise<TSeedResult> {
  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(CATEGORY_KEYS.map((key, index) => ({ key, sortOrder: (index + 1) * 10 })))
      .onConflictDoNothing({ target: categories.key })
      .returning({ id: categories.id });
    const categoryIds = new Map(
      (await tx.select({ id: categories.id, key: categories.key }).from(categories)).map((row) => [
        row.key,
        row.id,
      ]),
    );
    const categoryId = (key: string): number => {
      const id = categoryIds.get(key);
      if (id === undefined) throw new Error(`Seed refers to unknown category "${key}"`);
      return id;
    };

    const insertedBrands = await tx
      .insert(brands)
      .values(
        seedBrands.map((brand) => ({
          slug: brand.key,
          name: brand.name,
          categoryId: categoryId(brand.category),
          isActive: brand.isActive ?? true,
          sortOrder: brand.sortOrder,
        })),
      )
      .onConflictDoNothing({ target: brands.slug })
      .returning({ id: brands.id });
    const brandIds = new Map(
      (await tx.select({ id: brands.id, slug: brands.slug }).from(brands)).map((row) => [row.slug, row.id]),
    );

    const insertedModels = await tx
      .insert(models)
      .values(
        seedModels.map((model) => {
          const brandId = brandIds.get(model.brand);
          if (brandId === undefined) throw new Error(`Seed model "${model.key}" refers to unknown brand`);
          return {
            slug: model.key,
            name: model.name,
            brandId,
            categoryId: categoryId(model.category),
            storageOptions: model.storageGb,
            releaseYear: model.releaseYear,
            launchPriceThb: model.launchPriceThb,
            isActive: model.isActive ?? true,
            sortOrder: model.sortOrder,
          };
        }),
      )
      .onConflictDoNothing({ target: models.slug })
      .returning({ id: models.id });

    return {
      categories: insertedCategories.length,
      brands: insertedBrands.length,
      models: insertedModels.length,
    };
  });
}

export async function isCatalogueEmpty(db: TDb): Promise<boolean> {
  return (await db.$count(brands)) === 0;
}
