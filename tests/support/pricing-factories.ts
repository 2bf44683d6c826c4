import { and, asc, eq } from 'drizzle-orm';
import type { TAdjustmentRule, TBasePrices } from '#core/pricing.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TDb } from '#server/db/client.ts';
import {
  brands,
  categories,
  models,
  priceAdjustments,
  prices,
  pricingSettings,
  quotes,
} from '#server/db/schema/index.ts';

export const TEST_PRICES: TBasePrices = { excellent: 20_000, good: 17_600, fair: 14_400, broken: 6_000 };

/** The four grade prices of one model and storage size. */
export async function createPrices(
  db: TDb,
  modelId: number,
  storageGb: number,
  byGrade: Partial<TBasePrices> = {},
): Promise<void> {
  const values = { ...TEST_PRICES, ...byGrade };
  await db.insert(prices).values(
    (Object.keys(values) as TGrade[]).map((grade) => ({
      modelId,
      storageGb,
      grade,
      priceThb: values[grade],
    })),
  );
}

/** An admin's change of one price, as the admin screens will make it. */
export async function updatePrice(
  db: TDb,
  key: { modelId: number; storageGb: number; grade: TGrade },
  priceThb: number,
): Promise<void> {
  const changed = await db
    .update(prices)
    .set({ priceThb, updatedAt: new Date() })
    .where(
      and(eq(prices.modelId, key.modelId), eq(prices.storageGb, key.storageGb), eq(prices.grade, key.grade)),
    )
    .returning({ id: prices.id });
  if (changed.length !== 1) throw new Error('updatePrice: no such price row');
}

/** An admin's removal of one price row. */
export async function deletePrice(
  db: TDb,
  key: { modelId: number; storageGb: number; grade: TGrade },
): Promise<void> {
  const deleted = await db
    .delete(prices)
    .where(
      and(eq(prices.modelId, key.modelId), eq(prices.storageGb, key.storageGb), eq(prices.grade, key.grade)),
    )
    .returning({ id: prices.id });
  if (deleted.length !== 1) throw new Error('deletePrice: no such price row');
}

export async function createAdjustments(
  db: TDb,
  rules: readonly (TAdjustmentRule & { isActive?: boolean })[],
): Promise<void> {
  await db.insert(priceAdjustments).values(rules.map((rule) => ({ ...rule })));
}

/** An admin's change of an adjustment; like the admin screens, it sets updated_at. */
export async function updateAdjustment(
  db: TDb,
  key: Pick<TAdjustmentRule, 'question' | 'option'>,
  changes: Partial<Pick<TAdjustmentRule, 'kind' | 'value'> & { isActive: boolean }>,
): Promise<void> {
  const changed = await db
    .update(priceAdjustments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(priceAdjustments.question, key.question), eq(priceAdjustments.option, key.option)))
    .returning({ id: priceAdjustments.id });
  if (changed.length !== 1) throw new Error('updateAdjustment: no such adjustment');
}

export async function createPricingSettings(
  db: TDb,
  values: Partial<Omit<typeof pricingSettings.$inferInsert, 'id'>> = {},
): Promise<void> {
  await db.insert(pricingSettings).values({ id: 1, ...values });
}

export async function updatePricingSettings(
  db: TDb,
  changes: Partial<Omit<typeof pricingSettings.$inferInsert, 'id' | 'updatedAt'>>,
): Promise<void> {
  await db
    .update(pricingSettings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(pricingSettings.id, 1));
}

/** Moves a stored quote's price lock, e.g. into the past to expire it. */
export async function setQuoteValidUntil(db: TDb, id: string, validUntil: Date): Promise<void> {
  await db.update(quotes).set({ validUntil }).where(eq(quotes.id, id));
}

export async function findStoredQuote(db: TDb, id: string) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

/** Every seeded price with what the plausibility checks need to know of its model. */
export async function listPricesWithModels(db: TDb) {
  return db
    .select({
      modelId: models.id,
      slug: models.slug,
      name: models.name,
      brandSlug: brands.slug,
      category: categories.key,
      releaseYear: models.releaseYear,
      storageOptions: models.storageOptions,
      storageGb: prices.storageGb,
      grade: prices.grade,
      priceThb: prices.priceThb,
    })
    .from(prices)
    .innerJoin(models, eq(models.id, prices.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .innerJoin(categories, eq(categories.id, models.categoryId))
    .orderBy(asc(models.id), asc(prices.storageGb), asc(prices.grade));
}

export async function countQuotes(db: TDb): Promise<number> {
  return db.$count(quotes);
}

export async function countPricing(
  db: TDb,
): Promise<{ settings: number; adjustments: number; prices: number }> {
  return {
    settings: await db.$count(pricingSettings),
    adjustments: await db.$count(priceAdjustments),
    prices: await db.$count(prices),
  };
}
