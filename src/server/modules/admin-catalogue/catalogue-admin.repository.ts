import { and, asc, eq, like, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import { CATEGORY_KEYS } from '#core/constants.ts';
import type { TAdminBrand, TAdminModel } from '#core/contracts/admin-catalogue.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { brands, categories, models, prices, quotes, tradeIns } from '../../db/schema/index.ts';
import { exactTime, nextUpdatedAt, type TAuditEntry, type TActor } from './admin-catalogue.sql.ts';
import { hasOfferedSize, missingPriceCount, offeredSizes } from '../catalogue/priced-sizes.sql.ts';

const brandColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  category: sql<TCategoryKey>`${categories.key}`,
  isActive: brands.isActive,
  sortOrder: brands.sortOrder,
  modelCount: sql<number>`(select count(*)::int from ${models} where ${models.brandId} = ${brands.id})`,
  offeredModelCount: sql<number>`(select count(*)::int from ${models}
    where ${models.brandId} = ${brands.id} and ${models.isActive} and ${hasOfferedSize})`,
  unpricedModelCount: sql<number>`(select count(*)::int from ${models}
    where ${models.brandId} = ${brands.id} and ${models.isActive} and ${missingPriceCount} > 0)`,
  updatedAt: exactTime(brands.updatedAt),
};

const modelColumns = {
  id: models.id,
  slug: models.slug,
  name: models.name,
  brandId: models.brandId,
  category: sql<TCategoryKey>`${categories.key}`,
  storageOptions: models.storageOptions,
  releaseYear: models.releaseYear,
  isActive: models.isActive,
  sortOrder: models.sortOrder,
  missingPrices: missingPriceCount,
  offeredSizes,
  updatedAt: exactTime(models.updatedAt),
};

export interface TBrandValues {
  name: string;
  categoryId: number;
  isActive: boolean;
}

export interface TModelValues {
  brandId: number;
  name: string;
  categoryId: number;
  storageOptions: number[];
  releaseYear: number;
  isActive: boolean;
}

/** Brands and models as admins edit them: every row, active or not. The only SQL of these tabs. */
function queriesOf(db: TDb) {
  return {
    /** The audit row of a change, in the change's transaction. */
    audit: (actor: TActor, entry: TAuditEntry) => writeAudit(db, actor, entry),

    async listBrands(): Promise<TAdminBrand[]> {
      return db
        .select(brandColumns)
        .from(brands)
        .innerJoin(categories, eq(categories.id, brands.categoryId))
        .orderBy(asc(brands.sortOrder), asc(brands.id));
    },

    /** The brand, locked until the transaction ends (two edits of one row take turns). */
    async lockBrand(id: number): Promise<TAdminBrand | undefined> {
      const [row] = await db
        .select(brandColumns)
        .from(brands)
        .innerJoin(categories, eq(categories.id, brands.categoryId))
        .where(eq(brands.id, id))
        .for('update', { of: brands });
      return row;
    },

    async brandExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
      return row !== undefined;
    },

    /** The category's row id; the row is added when the database lacks it (a fresh test database). */
    async categoryId(key: TCategoryKey): Promise<number> {
      await db
        .insert(categories)
        .values({ key, sortOrder: (CATEGORY_KEYS.indexOf(key) + 1) * 10 })
        .onConflictDoNothing();
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
      return row!.id;
    },

    async brandNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: brands.id })
        .from(brands)
        .where(
          and(sql`lower(${brands.name}) = lower(${name})`, exceptId ? ne(brands.id, exceptId) : undefined),
        )
        .limit(1);
      return row !== undefined;
    },

    async takenBrandSlugs(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: brands.slug })
        .from(brands)
        .where(or(eq(brands.slug, base), like(brands.slug, `${base}-%`)));
      return new Set(rows.map((row) => row.slug));
    },

    async insertBrand(values: TBrandValues & { slug: string }): Promise<number> {
      const [row] = await db
        .insert(brands)
        .values({
          ...values,
          sortOrder: sql`(select coalesce(max(${brands.sortOrder}), 0) + 10 from ${brands})`,
        })
        .returning({ id: brands.id });
      return row!.id;
    },

    async updateBrand(id: number, values: TBrandValues): Promise<void> {
      await db
        .update(brands)
        .set({ ...values, updatedAt: nextUpdatedAt(brands.updatedAt) })
        .where(eq(brands.id, id));
    },

    async deleteBrand(id: number): Promise<void> {
      await db.delete(brands).where(eq(brands.id, id));
    },

    /** Trade-in requests that name the brand (kept for the records: the brand cannot go). */
    async brandRequestCount(id: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(tradeIns)
        .where(eq(tradeIns.brandId, id));
      return row?.count ?? 0;
    },

    /** Every brand's place, locked, in the order customers see them. */
    async lockBrandOrder(): Promise<{ id: number; sortOrder: number }[]> {
      return db
        .select({ id: brands.id, sortOrder: brands.sortOrder })
        .from(brands)
        .orderBy(asc(brands.sortOrder), asc(brands.id))
        .for('update');
    },

    async setBrandSortOrders(changes: readonly { id: number; sortOrder: number }[]): Promise<void> {
      for (const change of changes) {
        await db
          .update(brands)
          .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(brands.updatedAt) })
          .where(eq(brands.id, change.id));
      }
    },

    async listModels(brandId: number): Promise<TAdminModel[]> {
      return db
        .select(modelColumns)
        .from(models)
        .innerJoin(categories, eq(categories.id, models.categoryId))
        .where(eq(models.brandId, brandId))
        .orderBy(asc(models.sortOrder), asc(models.id));
    },

    async lockModel(id: number): Promise<TAdminModel | undefined> {
      const [row] = await db
        .select(modelColumns)
        .from(models)
        .innerJoin(categories, eq(categories.id, models.categoryId))
        .where(eq(models.id, id))
        .for('update', { of: models });
      return row;
    },

    async brandSlug(brandId: number): Promise<string | undefined> {
      const [row] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, brandId));
      return row?.slug;
    },

    async modelNameTaken(brandId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: models.id })
        .from(models)
        .where(
          and(
            eq(models.brandId, brandId),
            sql`lower(${models.name}) = lower(${name})`,
            exceptId ? ne(models.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async takenModelSlugs(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: models.slug })
        .from(models)
        .where(or(eq(models.slug, base), like(models.slug, `${base}-%`)));
      return new Set(rows.map((row) => row.slug));
    },

    async insertModel(values: TModelValues & { slug: string }): Promise<number> {
      const [row] = await db
        .insert(models)
        .values({
          ...values,
          sortOrder: sql`(select coalesce(max(${models.sortOrder}), 0) + 10 from ${models} where ${models.brandId} = ${values.brandId})`,
        })
        .returning({ id: models.id });
      return row!.id;
    },

    async updateModel(id: number, values: TModelValues, sortOrder?: number): Promise<void> {
      await db
        .update(models)
        .set({
          ...values,
          ...(sortOrder === undefined ? {} : { sortOrder }),
          updatedAt: nextUpdatedAt(models.updatedAt),
        })
        .where(eq(models.id, id));
    },

    /** The model's place at the end of a brand's list (a model moved to another brand). */
    async nextModelSortOrder(brandId: number): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${models.sortOrder}), 0)::int + 10` })
        .from(models)
        .where(eq(models.brandId, brandId));
      return row?.next ?? 10;
    },

    /** Removes the prices of sizes the model no longer offers; returns what was removed. */
    async deletePricesOutside(modelId: number, storageOptions: readonly number[]) {
      return db
        .delete(prices)
        .where(and(eq(prices.modelId, modelId), notInArray(prices.storageGb, [...storageOptions])))
        .returning({ storageGb: prices.storageGb, grade: prices.grade, priceThb: prices.priceThb });
    },

    async deleteModel(id: number): Promise<void> {
      await db.delete(models).where(eq(models.id, id));
    },

    /** Quotes and trade-in requests that name the model: their records need it, so it cannot go. */
    async modelReferenceCount(id: number): Promise<number> {
      const [quoteCount] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(quotes)
        .where(eq(quotes.modelId, id));
      const [requestCount] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(tradeIns)
        .where(eq(tradeIns.modelId, id));
      return (quoteCount?.count ?? 0) + (requestCount?.count ?? 0);
    },

    async modelPriceCount(id: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(prices)
        .where(eq(prices.modelId, id));
      return row?.count ?? 0;
    },

    async lockModelOrder(brandId: number): Promise<{ id: number; sortOrder: number }[]> {
      return db
        .select({ id: models.id, sortOrder: models.sortOrder })
        .from(models)
        .where(eq(models.brandId, brandId))
        .orderBy(asc(models.sortOrder), asc(models.id))
        .for('update');
    },

    async setModelSortOrders(changes: readonly { id: number; sortOrder: number }[]): Promise<void> {
      for (const change of changes) {
        await db
          .update(models)
          .set({ sortOrder: change.sortOrder, updatedAt: nextUpdatedAt(models.updatedAt) })
          .where(eq(models.id, change.id));
      }
    },
  };
}

/** The queries, bound to the database or to one transaction. */
export type TCatalogueAdminQueries = ReturnType<typeof queriesOf>;

export function createCatalogueAdminRepository(db: TDb) {
  return {
    ...queriesOf(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (queries: TCatalogueAdminQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queriesOf(tx as unknown as TDb)));
    },
  };
}

export type TCatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
