import { eq, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TQuote } from '#core/contracts/quotes.ts';
import type { TPriceTable } from '#core/inspection.ts';
import type { TAdjustmentRule } from '#core/pricing.ts';
import type { TGrade, TQuestion } from '#core/questionnaire.ts';
import {
  questionnaireFor,
  type TDeviceQuestionnaire,
  type TQuestionnaireMapping,
} from '#core/questionnaire-mapping.ts';
import type { TDb } from '../../db/client.ts';
import { readQuestionnaireMapping } from '../questionnaire/questionnaire.repository.ts';
import {
  brands,
  categories,
  models,
  priceAdjustments,
  prices,
  pricingSettings,
  pricingVersion,
  quotes,
} from '../../db/schema/index.ts';

export interface TPricingSettings {
  priceLockDays: number;
  voucherUpliftPercent: number;
  provincialBonusThb: number;
}

/** A model with what a quote needs: its brand, category and base prices. */
export interface TModelForQuote {
  id: number;
  name: string;
  isActive: boolean;
  storageOptions: number[];
  releaseYear: number;
  brandId: number;
  brandName: string;
  brandIsActive: boolean;
  category: TCategoryKey;
  /** What a device of this model is asked (its category and brand in the questionnaire mapping). */
  questionnaire: TDeviceQuestionnaire;
  /** Base price per `${storageGb}:${grade}`; combinations without a price row are absent. */
  basePrices: Map<string, number>;
}

export const basePriceKey = (storageGb: number, grade: TGrade): string => `${storageGb}:${grade}`;

/** Everything pricing reads, as of one `pricing_version`. */
export interface TPricingSnapshot {
  version: number;
  /** Undefined while the settings row does not exist (a database not seeded yet). */
  settings: TPricingSettings | undefined;
  adjustments: TAdjustmentRule[];
  models: Map<number, TModelForQuote>;
  /** The questionnaire mapping (decision 026), brands by id. */
  questionnaire: TQuestionnaireMapping;
}

/** A quote and the pricing version it was computed from. */
export interface TPricedQuote {
  quote: TQuote;
  version: number;
  /** Kept with the quote for its inspection; absent for quotes stored without one. */
  priceTable?: TPriceTable;
}

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

export function createQuotesRepository(db: TDb) {
  const findVersion = db
    .select({ version: pricingVersion.version })
    .from(pricingVersion)
    .where(eq(pricingVersion.id, 1))
    .prepare('pricing_version_find');
  const findQuotes = db
    .select(quoteColumns)
    .from(quotes)
    .where(sql`${quotes.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('quotes_find_many');

  async function readSnapshot(executor: TDb): Promise<TPricingSnapshot> {
    const [versionRow] = await executor.select({ version: pricingVersion.version }).from(pricingVersion);
    const modelRows = await executor
      .select({
        id: models.id,
        name: models.name,
        isActive: models.isActive,
        storageOptions: models.storageOptions,
        releaseYear: models.releaseYear,
        brandId: models.brandId,
        brandName: brands.name,
        brandIsActive: brands.isActive,
        category: categories.key,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .innerJoin(categories, eq(categories.id, models.categoryId));
    const priceRows = await executor
      .select({
        modelId: prices.modelId,
        storageGb: prices.storageGb,
        grade: prices.grade,
        priceThb: prices.priceThb,
      })
      .from(prices);
    const adjustmentRows = await executor
      .select({
        question: priceAdjustments.question,
        option: priceAdjustments.option,
        kind: priceAdjustments.kind,
        value: priceAdjustments.value,
      })
      .from(priceAdjustments)
      .where(eq(priceAdjustments.isActive, true));
    const [settings] = await executor
      .select({
        priceLockDays: pricingSettings.priceLockDays,
        voucherUpliftPercent: pricingSettings.voucherUpliftPercent,
        provincialBonusThb: pricingSettings.provincialBonusThb,
      })
      .from(pricingSettings)
      .where(eq(pricingSettings.id, 1));
    const questionnaire = await readQuestionnaireMapping(executor);

    const byId = new Map<number, TModelForQuote>();
    for (const row of modelRows) {
      const category = row.category as TCategoryKey;
      byId.set(row.id, {
        ...row,
        category,
        questionnaire: questionnaireFor(questionnaire, category, row.brandId),
        basePrices: new Map(),
      });
    }
    for (const row of priceRows) {
      byId.get(row.modelId)?.basePrices.set(basePriceKey(row.storageGb, row.grade), row.priceThb);
    }
    return {
      version: versionRow?.version ?? 0,
      settings,
      adjustments: adjustmentRows.map((row) => ({ ...row, question: row.question as TQuestion })),
      models: byId,
      questionnaire,
    };
  }

  return {
    /** The current pricing version: one single-row lookup. */
    async findPricingVersion(): Promise<number> {
      const [row] = await findVersion.execute();
      return row?.version ?? 0;
    },

    /** The catalogue, prices, adjustments and settings as one consistent snapshot with its version. */
    loadPricingSnapshot(): Promise<TPricingSnapshot> {
      return db.transaction((tx) => readSnapshot(tx as unknown as TDb), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },

    /**
     * Stores the quotes whose pricing version is still the current one, in one statement; returns the
     * ids stored. A quote priced from rules that changed since is left out, and the caller reprices it.
     */
    async insertQuotesIfCurrent(batch: TPricedQuote[]): Promise<Set<string>> {
      const records = batch.map(({ quote, version, priceTable }) => ({
        id: quote.id,
        model_id: quote.modelId,
        model_name: quote.modelName,
        brand_name: quote.brandName,
        category: quote.category,
        storage_gb: quote.storageGb,
        year: quote.year,
        answers: quote.answers,
        grade: quote.grade,
        lines: quote.lines,
        offer_thb: quote.offerThb,
        voucher_offer_thb: quote.voucherOfferThb,
        voucher_uplift_percent: quote.voucherUpliftPercent,
        provincial_bonus_thb: quote.provincialBonusThb,
        valid_until: quote.validUntil,
        created_at: quote.createdAt,
        price_table: priceTable ?? null,
        priced_version: version,
      }));
      const result = (await db.execute(sql`
        insert into ${quotes} (id, model_id, model_name, brand_name, category, storage_gb, year, answers,
          grade, lines, offer_thb, voucher_offer_thb, voucher_uplift_percent, provincial_bonus_thb,
          valid_until, created_at, price_table)
        select r.id, r.model_id, r.model_name, r.brand_name, r.category, r.storage_gb, r.year, r.answers,
          r.grade, r.lines, r.offer_thb, r.voucher_offer_thb, r.voucher_uplift_percent,
          r.provincial_bonus_thb, r.valid_until, r.created_at, r.price_table
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id uuid, model_id integer,
          model_name text, brand_name text, category text, storage_gb integer, year smallint,
          answers jsonb, grade text, lines jsonb, offer_thb integer, voucher_offer_thb integer,
          voucher_uplift_percent integer, provincial_bonus_thb integer, valid_until timestamptz,
          created_at timestamptz, price_table jsonb, priced_version bigint)
        where r.priced_version = coalesce((select ${pricingVersion.version} from ${pricingVersion} where ${pricingVersion.id} = 1), 0)
        returning id`)) as unknown as { rows: { id: string }[] };
      return new Set(result.rows.map((row) => row.id));
    },

    /** The stored quotes among the ids, in one query. */
    async findQuotes(ids: string[]): Promise<Map<string, TQuote>> {
      const rows = await findQuotes.execute({ ids });
      return new Map(
        rows.map((row) => [
          row.id,
          {
            ...row,
            category: row.category as TCategoryKey,
            validUntil: row.validUntil.toISOString(),
            createdAt: row.createdAt.toISOString(),
          },
        ]),
      );
    },
  };
}

export type TQuotesRepository = ReturnType<typeof createQuotesRepository>;
