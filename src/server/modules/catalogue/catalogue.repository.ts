import { and, asc, eq, exists } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TBrand, TModel } from '#core/contracts/catalogue.ts';
import type { TDb } from '../../db/client.ts';
import { brands, categories, models } from '../../db/schema/index.ts';
import { hasOfferedSize, offeredSizes } from './priced-sizes.sql.ts';

const brandColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  category: categories.key,
  isActive: brands.isActive,
  sortOrder: brands.sortOrder,
};

const modelColumns = {
  id: models.id,
  slug: models.slug,
  name: models.name,
  brandId: models.brandId,
  category: categories.key,
  // Only the sizes customers can be priced for (priced-sizes.sql.ts).
  storageOptions: offeredSizes,
  releaseYear: models.releaseYear,
  isActive: models.isActive,
  sortOrder: models.sortOrder,
};

export function createCatalogueRepository(db: TDb) {
  return {
    /**
     * Active brands by sort order that have an active model customers can be priced for (in the
     * category, when one is given): an empty brand is not offered.
     */
    async listActiveBrands(category?: TCategoryKey): Promise<TBrand[]> {
      const hasOfferedModel = exists(
        db
          .select({ id: models.id })
          .from(models)
          .innerJoin(categories, eq(categories.id, models.categoryId))
          .where(
            and(
              eq(models.brandId, brands.id),
              eq(models.isActive, true),
              category ? eq(categories.key, category) : undefined,
              hasOfferedSize,
            ),
          ),
      );
      const rows = await db
        .select(brandColumns)
        .from(brands)
        .innerJoin(categories, eq(categories.id, brands.categoryId))
        .where(and(eq(brands.isActive, true), hasOfferedModel))
        .orderBy(asc(brands.sortOrder), asc(brands.id));
      return rows as TBrand[];
    },

    async findBrand(id: number): Promise<{ id: number; isActive: boolean } | undefined> {
      const [row] = await db
        .select({ id: brands.id, isActive: brands.isActive })
        .from(brands)
        .where(eq(brands.id, id));
      return row;
    },

    /** Active models of the brand with the sizes customers can be priced for; a model with none is left out. */
    async listActiveModels(brandId: number, category?: TCategoryKey): Promise<TModel[]> {
      const rows = await db
        .select(modelColumns)
        .from(models)
        .innerJoin(categories, eq(categories.id, models.categoryId))
        .where(
          and(
            eq(models.brandId, brandId),
            eq(models.isActive, true),
            category ? eq(categories.key, category) : undefined,
            hasOfferedSize,
          ),
        )
        .orderBy(asc(models.sortOrder), asc(models.id));
      return rows as TModel[];
    },
  };
}

export type TCatalogueRepository = ReturnType<typeof createCatalogueRepository>;
