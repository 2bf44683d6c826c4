import { and, asc, eq } from 'drizzle-orm';
import type { TBrand, TModel } from '#core/contracts/catalogue.ts';
import type { TDb } from '../../db/client.ts';
import { brands, categories, models, pricingVersion } from '../../db/schema/index.ts';
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

/** Everything the public lists answer from, read at one moment (decision 025). */
export interface TCatalogueSnapshot {
  version: number;
  /** Every active brand, by sort order (listed only when it has an offered model). */
  brands: TBrand[];
  /** Every active model with at least one offered size, by sort order. */
  models: TModel[];
}

export function createCatalogueRepository(db: TDb) {
  return {
    /** The pricing version: one single-row lookup (moved by triggers on every catalogue change). */
    async findVersion(): Promise<number> {
      const [row] = await db.select({ version: pricingVersion.version }).from(pricingVersion);
      return row?.version ?? 0;
    },

    /** The public catalogue and its version, from one repeatable-read transaction. */
    loadSnapshot(): Promise<TCatalogueSnapshot> {
      return db.transaction(
        async (tx) => {
          const [versionRow] = await tx.select({ version: pricingVersion.version }).from(pricingVersion);
          const brandRows = await tx
            .select(brandColumns)
            .from(brands)
            .innerJoin(categories, eq(categories.id, brands.categoryId))
            .where(eq(brands.isActive, true))
            .orderBy(asc(brands.sortOrder), asc(brands.id));
          const modelRows = await tx
            .select(modelColumns)
            .from(models)
            .innerJoin(categories, eq(categories.id, models.categoryId))
            .innerJoin(brands, eq(brands.id, models.brandId))
            .where(and(eq(models.isActive, true), eq(brands.isActive, true), hasOfferedSize))
            .orderBy(asc(models.sortOrder), asc(models.id));
          return {
            version: versionRow?.version ?? 0,
            brands: brandRows as TBrand[],
            models: modelRows as TModel[],
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type TCatalogueRepository = ReturnType<typeof createCatalogueRepository>;
