import { and, asc, eq } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TDb } from '../../db/client.ts';
import { brands, categories, models } from '../../db/schema/index.ts';
import { hasOfferedSize, offeredSizes } from '../catalogue/priced-sizes.sql.ts';

/** A model the assistant can name and price: what the customer can choose on the landing form. */
export interface TCatalogueEntry {
  modelId: number;
  modelName: string;
  brandId: number;
  brandName: string;
  category: TCategoryKey;
  storageOptions: number[];
  releaseYear: number;
}

export function createChatRepository(db: TDb) {
  return {
    /**
     * Every active model of an active brand that customers can be priced for, with those sizes only, in
     * the landing form's order. One query, a few hundred rows.
     */
    async listActiveCatalogue(): Promise<TCatalogueEntry[]> {
      const rows = await db
        .select({
          modelId: models.id,
          modelName: models.name,
          brandId: brands.id,
          brandName: brands.name,
          category: categories.key,
          storageOptions: offeredSizes,
          releaseYear: models.releaseYear,
        })
        .from(models)
        .innerJoin(brands, eq(brands.id, models.brandId))
        .innerJoin(categories, eq(categories.id, models.categoryId))
        .where(and(eq(models.isActive, true), eq(brands.isActive, true), hasOfferedSize))
        .orderBy(asc(brands.sortOrder), asc(brands.id), asc(models.sortOrder), asc(models.id));
      return rows.map((row) => ({ ...row, category: row.category as TCategoryKey }));
    },
  };
}

export type TChatRepository = ReturnType<typeof createChatRepository>;
