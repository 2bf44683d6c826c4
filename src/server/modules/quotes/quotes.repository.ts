import { and, eq, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TQuote } from '#core/contracts/quotes.ts';
import type { TAdjustmentRule } from '#core/pricing.ts';
import type { TGrade, TQuestion } from '#core/questionnaire.ts';
import type { TDb } from '../../db/client.ts';
import {
  brands,
  categories,
  models,
  priceAdjustments,
  prices,
  pricingSettings,
  quotes,
} from '../../db/schema/index.ts';

export interface TPricingSettings {
  priceLockDays: number;
  voucherUpliftPercent: number;
  provincialBonusThb: number;
}

/** A model with what a quote needs: its brand, category, and its base prices for one grade. */
export interface TModelForQuote {
  id: number;
  name: string;
  isActive: boolean;
  storageOptions: number[];
  releaseYear: number;
  brandName: string;
  brandIsActive: boolean;
  category: TCategoryKey;
  /** Base price of the grade per storage size; sizes without a price row are absent. */
  priceByStorage: Map<number, number>;
  /** Changes whenever an adjustment or the settings change: the key of the rules cache. */
  rulesVersion: string;
}

/**
 * Count and latest change of the adjustments, and the settings row's latest change. An edit that
 * sets updated_at (as every admin edit does), an added or a deleted row gives a new version.
 */
const rulesVersion = sql<string>`(
  (select count(*)::text || ':' || coalesce(max(${priceAdjustments.updatedAt})::text, '') from ${priceAdjustments})
  || '|' || coalesce((select ${pricingSettings.updatedAt}::text from ${pricingSettings} where ${pricingSettings.id} = 1), '')
)`;

const quoteColumns = {
  id: quotes.id,
  modelId: quotes.modelId,
  modelName: quotes.modelName,
  brandName: quotes.brandName,
  category: quotes.category,
  storageGb: quotes.storageGb,
  year: quotes.year,
  answers: quotes.answers,
  grade: quotes.grade,
  lines: quotes.lines,
  offerThb: quotes.offerThb,
  voucherOfferThb: quotes.voucherOfferThb,
  voucherUpliftPercent: quotes.voucherUpliftPercent,
  provincialBonusThb: quotes.provincialBonusThb,
  validUntil: quotes.validUntil,
  createdAt: quotes.createdAt,
};

const selectModelForQuote = (db: TDb) =>
  db
    .select({
      id: models.id,
      name: models.name,
      isActive: models.isActive,
      storageOptions: models.storageOptions,
      releaseYear: models.releaseYear,
      brandName: brands.name,
      brandIsActive: brands.isActive,
      category: categories.key,
      storageGb: prices.storageGb,
      priceThb: prices.priceThb,
      rulesVersion,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .innerJoin(categories, eq(categories.id, models.categoryId))
    .leftJoin(prices, and(eq(prices.modelId, models.id), eq(prices.grade, sql.placeholder('grade'))))
    .where(eq(models.id, sql.placeholder('modelId')));

const QUOTE_COLUMNS = Object.keys(quoteColumns) as (keyof typeof quoteColumns)[];

/**
 * The hot path (creating and reading quotes) runs prepared statements: the SQL is built once, and
 * PostgreSQL parses and plans it once per connection.
 */
export function createQuotesRepository(db: TDb) {
  const findModel = selectModelForQuote(db).prepare('quotes_find_model');
  const findQuote = db
    .select(quoteColumns)
    .from(quotes)
    .where(eq(quotes.id, sql.placeholder('id')))
    .prepare('quotes_find');
  const insertQuote = db
    .insert(quotes)
    .values(Object.fromEntries(QUOTE_COLUMNS.map((column) => [column, sql.placeholder(column)])) as never)
    .prepare('quotes_insert');

  return {
    /** One query: the model, its brand and category, its prices for the grade, and the rules version. */
    async findModelForQuote(modelId: number, grade: TGrade): Promise<TModelForQuote | undefined> {
      const rows = await findModel.execute({ modelId, grade });
      const [first] = rows;
      if (!first) return undefined;
      const priceByStorage = new Map<number, number>();
      for (const row of rows) {
        if (row.storageGb !== null && row.priceThb !== null) priceByStorage.set(row.storageGb, row.priceThb);
      }
      const { storageGb: _storageGb, priceThb: _priceThb, ...model } = first;
      return { ...model, category: model.category as TCategoryKey, priceByStorage };
    },

    async findPricingSettings(): Promise<TPricingSettings | undefined> {
      const [row] = await db
        .select({
          priceLockDays: pricingSettings.priceLockDays,
          voucherUpliftPercent: pricingSettings.voucherUpliftPercent,
          provincialBonusThb: pricingSettings.provincialBonusThb,
        })
        .from(pricingSettings)
        .where(eq(pricingSettings.id, 1));
      return row;
    },

    async listActiveAdjustments(): Promise<TAdjustmentRule[]> {
      const rows = await db
        .select({
          question: priceAdjustments.question,
          option: priceAdjustments.option,
          kind: priceAdjustments.kind,
          value: priceAdjustments.value,
        })
        .from(priceAdjustments)
        .where(eq(priceAdjustments.isActive, true));
      return rows.map((row) => ({ ...row, question: row.question as TQuestion }));
    },

    async insertQuote(quote: TQuote): Promise<void> {
      await insertQuote.execute({
        ...quote,
        validUntil: new Date(quote.validUntil),
        createdAt: new Date(quote.createdAt),
      });
    },

    async findQuote(id: string): Promise<TQuote | undefined> {
      const [row] = await findQuote.execute({ id });
      if (!row) return undefined;
      return {
        ...row,
        category: row.category as TCategoryKey,
        validUntil: row.validUntil.toISOString(),
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}

export type TQuotesRepository = ReturnType<typeof createQuotesRepository>;
