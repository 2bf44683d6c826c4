import { asc, eq } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { brands, categories, models } from '#server/db/schema/index.ts';

/** Read-side helpers for tests that check what is stored (the seed), so tests hold no SQL. */
export async function countCatalogue(
  db: TDb,
): Promise<{ categories: number; brands: number; models: number }> {
  return {
    categories: await db.$count(categories),
    brands: await db.$count(brands),
    models: await db.$count(models),
  };
}

export async function listAllBrands(db: TDb) {
  return db.select().from(brands).orderBy(asc(brands.id));
}

export async function findBrandBySlug(db: TDb, slug: string) {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug));
  return row;
}

/** Every model with the key of its category. */
export async function listAllModels(db: TDb) {
  return db
    .select({ slug: models.slug, category: categories.key, storageOptions: models.storageOptions })
    .from(models)
    .innerJoin(categories, eq(categories.id, models.categoryId))
    .orderBy(asc(models.id));
}
