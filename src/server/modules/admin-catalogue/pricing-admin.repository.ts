import { and, asc, eq, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type {
  TAdminAdjustment,
  TAdminModelPrices,
  TAdminPrice,
  TAdminPricingSettings,
} from '#core/contracts/admin-catalogue.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import {
  brands,
  categories,
  models,
  priceAdjustments,
  prices,
  pricingSettings,
} from '../../db/schema/index.ts';
import { exactTime, nextUpdatedAt, type TActor, type TAuditEntry } from './admin-catalogue.sql.ts';
import { missingPriceCount, offeredSizes } from '../catalogue/priced-sizes.sql.ts';

const priceColumns = {
  id: prices.id,
  storageGb: prices.storageGb,
  grade: prices.grade,
  priceThb: prices.priceThb,
  updatedAt: exactTime(prices.updatedAt),
};

const adjustmentColumns = {
  id: priceAdjustments.id,
  question: priceAdjustments.question,
  option: priceAdjustments.option,
  kind: priceAdjustments.kind,
  value: priceAdjustments.value,
  isActive: priceAdjustments.isActive,
  updatedAt: exactTime(priceAdjustments.updatedAt),
};

export type TPriceRow = TAdminPrice & { id: number };

/** Prices and adjustments as admins edit them. The only SQL of these tabs. */
function queriesOf(db: TDb) {
  return {
    audit: (actor: TActor, entry: TAuditEntry) => writeAudit(db, actor, entry),

    /** The model with its brand's name; `lock` holds the row until the transaction ends. */
    async findModel(id: number, lock = false): Promise<TAdminModelPrices['model'] | undefined> {
      const query = db
        .select({
          id: models.id,
          slug: models.slug,
          name: models.name,
          brandId: models.brandId,
          brandName: brands.name,
          category: sql<TCategoryKey>`${categories.key}`,
          storageOptions: models.storageOptions,
          releaseYear: models.releaseYear,
          isActive: models.isActive,
          sortOrder: models.sortOrder,
          missingPrices: missingPriceCount,
          offeredSizes,
          updatedAt: exactTime(models.updatedAt),
        })
        .from(models)
        .innerJoin(brands, eq(brands.id, models.brandId))
        .innerJoin(categories, eq(categories.id, models.categoryId))
        .where(eq(models.id, id));
      const [row] = lock ? await query.for('update', { of: models }) : await query;
      return row;
    },

    async listPrices(modelId: number, lock = false): Promise<TPriceRow[]> {
      const query = db
        .select(priceColumns)
        .from(prices)
        .where(eq(prices.modelId, modelId))
        .orderBy(asc(prices.storageGb), asc(prices.id));
      return lock ? query.for('update') : query;
    },

    async updatePrice(id: number, priceThb: number): Promise<void> {
      await db
        .update(prices)
        .set({ priceThb, updatedAt: nextUpdatedAt(prices.updatedAt) })
        .where(eq(prices.id, id));
    },

    async insertPrice(modelId: number, storageGb: number, grade: TGrade, priceThb: number): Promise<void> {
      await db.insert(prices).values({ modelId, storageGb, grade, priceThb });
    },

    async listAdjustments(): Promise<TAdminAdjustment[]> {
      return db
        .select(adjustmentColumns)
        .from(priceAdjustments)
        .orderBy(asc(priceAdjustments.question), asc(priceAdjustments.id));
    },

    async lockAdjustment(
      key: { id: number } | { question: string; option: string },
    ): Promise<TAdminAdjustment | undefined> {
      const [row] = await db
        .select(adjustmentColumns)
        .from(priceAdjustments)
        .where(
          'id' in key
            ? eq(priceAdjustments.id, key.id)
            : and(eq(priceAdjustments.question, key.question), eq(priceAdjustments.option, key.option)),
        )
        .for('update');
      return row;
    },

    async insertAdjustment(values: Omit<TAdminAdjustment, 'id' | 'updatedAt'>): Promise<number> {
      const [row] = await db.insert(priceAdjustments).values(values).returning({ id: priceAdjustments.id });
      return row!.id;
    },

    async updateAdjustment(
      id: number,
      values: Pick<TAdminAdjustment, 'kind' | 'value' | 'isActive'>,
    ): Promise<void> {
      await db
        .update(priceAdjustments)
        .set({ ...values, updatedAt: nextUpdatedAt(priceAdjustments.updatedAt) })
        .where(eq(priceAdjustments.id, id));
    },

    async deleteAdjustment(id: number): Promise<void> {
      await db.delete(priceAdjustments).where(eq(priceAdjustments.id, id));
    },

    /** The settings row (id 1), locked when asked; the seed creates it. */
    async findSettings(lock = false): Promise<TAdminPricingSettings | undefined> {
      const query = db
        .select({
          priceLockDays: pricingSettings.priceLockDays,
          voucherUpliftPercent: pricingSettings.voucherUpliftPercent,
          provincialBonusThb: pricingSettings.provincialBonusThb,
          updatedAt: exactTime(pricingSettings.updatedAt),
        })
        .from(pricingSettings)
        .where(eq(pricingSettings.id, 1));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * Adds the settings row with its defaults when the database has none. Only then: an insert statement
     * moves pricing_version even when it inserts nothing (statement trigger), and every quote would reload.
     */
    async createDefaultSettings(): Promise<void> {
      await db.insert(pricingSettings).values({ id: 1 }).onConflictDoNothing({ target: pricingSettings.id });
    },

    async updateSettings(
      values: Pick<TAdminPricingSettings, 'priceLockDays' | 'voucherUpliftPercent' | 'provincialBonusThb'>,
    ): Promise<void> {
      await db
        .update(pricingSettings)
        .set({ ...values, updatedAt: nextUpdatedAt(pricingSettings.updatedAt) })
        .where(eq(pricingSettings.id, 1));
    },
  };
}

/** The queries, bound to the database or to one transaction. */
export type TPricingAdminQueries = ReturnType<typeof queriesOf>;

export function createPricingAdminRepository(db: TDb) {
  return {
    ...queriesOf(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (queries: TPricingAdminQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queriesOf(tx as unknown as TDb)));
    },
  };
}

export type TPricingAdminRepository = ReturnType<typeof createPricingAdminRepository>;
