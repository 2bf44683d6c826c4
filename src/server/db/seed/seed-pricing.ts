import { eq } from 'drizzle-orm';
import {
  PRICE_LOCK_DAYS_DEFAULT,
  PRICE_ROUNDING_THB,
  PROVINCIAL_BONUS_THB,
  VOUCHER_UPLIFT_PERCENT_DEFAULT,
  type TCategoryKey,
} from '#core/constants.ts';
import type { TAdjustmentRule } from '#core/pricing.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import type { TDb } from '../client.ts';
import { brands, categories, models, priceAdjustments, prices, pricingSettings } from '../schema/index.ts';

/**
 * Default adjustments per questionnaire option (product decisions, pricing model 3). Options that
 * already decide the grade (cracks, display faults, battery, scratches) get none: the grade's base
 * price accounts for them. Zero rows are seeded too, so the admin sees every option they may price.
 */
export const SEED_ADJUSTMENTS: readonly TAdjustmentRule[] = [
  { question: 'modelType', option: 'th', kind: 'percent', value: 0 },
  { question: 'modelType', option: 'zp', kind: 'percent', value: -5 },
  { question: 'modelType', option: 'international', kind: 'percent', value: -10 },
  { question: 'warranty', option: 'over4Months', kind: 'percent', value: 3 },
  { question: 'warranty', option: 'under4Months', kind: 'percent', value: 0 },
  { question: 'warranty', option: 'expired', kind: 'percent', value: -3 },
  { question: 'accessories', option: 'completeBox', kind: 'percent', value: 2 },
  { question: 'accessories', option: 'incomplete', kind: 'percent', value: 0 },
  { question: 'accessories', option: 'noBox', kind: 'percent', value: -3 },
  { question: 'body', option: 'backCoverBent', kind: 'percent', value: -8 },
  { question: 'functional', option: 'sound', kind: 'percent', value: -6 },
  { question: 'functional', option: 'connectivity', kind: 'percent', value: -6 },
  { question: 'functional', option: 'power', kind: 'percent', value: -15 },
  { question: 'functional', option: 'calls', kind: 'percent', value: -10 },
  { question: 'functional', option: 'biometrics', kind: 'percent', value: -6 },
  { question: 'functional', option: 'homeButton', kind: 'percent', value: -6 },
  { question: 'functional', option: 'speaker', kind: 'percent', value: -6 },
  { question: 'functional', option: 'camera', kind: 'percent', value: -6 },
  { question: 'functional', option: 'sensor', kind: 'percent', value: -6 },
  { question: 'functional', option: 'buttons', kind: 'percent', value: -6 },
];

/** Share of the price of a perfect device each grade is worth. */
export const GRADE_FACTORS: Record<TGrade, number> = { excellent: 1, good: 0.88, fair: 0.72, broken: 0.3 };

type TDepreciation =
  'applePhone' | 'phone' | 'tablet' | 'notebook' | 'console' | 'gadget' | 'camera' | 'printer';

/**
 * What a used device in excellent condition fetches, as a share of its Thai launch price, by age in
 * years (index 0 = released this year). Phones fall fastest; iPhones hold value best among phones;
 * printers start low (ink-tank printers resell for little) but then fall slowly.
 */
const RETENTION: Record<TDepreciation, readonly number[]> = {
  applePhone: [0.8, 0.7, 0.62, 0.55, 0.42, 0.32, 0.24, 0.18, 0.14],
  phone: [0.68, 0.55, 0.45, 0.35, 0.26, 0.19, 0.14, 0.1, 0.08],
  tablet: [0.7, 0.6, 0.5, 0.42, 0.34, 0.27, 0.21, 0.16, 0.12],
  notebook: [0.7, 0.58, 0.5, 0.42, 0.35, 0.29, 0.24, 0.2, 0.16],
  console: [0.75, 0.65, 0.58, 0.52, 0.47, 0.43, 0.39, 0.35, 0.31],
  gadget: [0.65, 0.52, 0.42, 0.34, 0.27, 0.21, 0.16, 0.12, 0.09],
  camera: [0.72, 0.62, 0.55, 0.48, 0.42, 0.36, 0.31, 0.27, 0.23],
  printer: [0.3, 0.27, 0.24, 0.22, 0.2, 0.18, 0.16, 0.14, 0.12],
};
/** Each year past the end of a table keeps this share of the year before. */
const RETENTION_TAIL = 0.85;
/** Apple notebooks, tablets and watches keep more of their value than the category. */
const APPLE_NON_PHONE_BONUS = 1.15;
/** Budget and mid-range Android phones (launched under this price) lose value fastest. */
const BUDGET_PHONE_LAUNCH_THB = 20_000;
const BUDGET_PHONE_FACTOR = 0.85;
/** Each larger storage option is worth this much more than the one below it. */
const STORAGE_STEP: Record<TCategoryKey, number> = {
  phone: 0.12,
  tablet: 0.1,
  notebook: 0.1,
  gadget: 0.08,
  printer: 0.08,
  other: 0.08,
};
const CONSOLE_SLUG = /playstation|nintendo-switch|xbox|steam-deck|rog-ally/;

export interface TPricedModel {
  id: number;
  slug: string;
  brandSlug: string;
  category: TCategoryKey;
  storageOptions: number[];
  releaseYear: number;
  launchPriceThb: number;
}

function depreciationOf(model: TPricedModel): TDepreciation {
  if (model.category === 'phone') return model.brandSlug === 'apple' ? 'applePhone' : 'phone';
  if (model.category === 'gadget') return CONSOLE_SLUG.test(model.slug) ? 'console' : 'gadget';
  if (model.category === 'other') return 'camera';
  return model.category;
}

function retention(model: TPricedModel, year: number): number {
  const table = RETENTION[depreciationOf(model)];
  const age = Math.max(0, year - model.releaseYear);
  const last = table.length - 1;
  let share = age <= last ? (table[age] ?? 0) : (table[last] ?? 0) * RETENTION_TAIL ** (age - last);
  if (model.brandSlug === 'apple' && model.category !== 'phone') share *= APPLE_NON_PHONE_BONUS;
  if (
    model.category === 'phone' &&
    model.brandSlug !== 'apple' &&
    model.launchPriceThb < BUDGET_PHONE_LAUNCH_THB
  ) {
    share *= BUDGET_PHONE_FACTOR;
  }
  return share;
}

/**
 * Seed prices of one model for every storage option × grade, in THB rounded to 10: launch price ×
 * retention for its age and kind × storage step × grade factor. Each grade stays at least 10 THB
 * below the one above it, and broken at least 10 THB, so the table is always strictly ordered.
 */
export function derivePrices(
  model: TPricedModel,
  year: number,
): { storageGb: number; grade: TGrade; priceThb: number }[] {
  const excellentSmallest = model.launchPriceThb * retention(model, year);
  const step = STORAGE_STEP[model.category];
  return model.storageOptions.flatMap((storageGb, index) => {
    const excellent = excellentSmallest * (1 + step) ** index;
    let ceiling = Number.POSITIVE_INFINITY;
    return GRADES.map((grade) => {
      const rounded =
        Math.round((excellent * GRADE_FACTORS[grade]) / PRICE_ROUNDING_THB) * PRICE_ROUNDING_THB;
      const priceThb = Math.max(PRICE_ROUNDING_THB, Math.min(rounded, ceiling - PRICE_ROUNDING_THB));
      ceiling = priceThb;
      return { storageGb, grade, priceThb };
    });
  });
}

/** The current year in Thailand, the reference for a model's age. */
function thaiYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(now));
}

const INSERT_CHUNK = 1_000;

export interface TPricingSeedResult {
  settings: number;
  adjustments: number;
  prices: number;
}

/**
 * Inserts what is missing of the pricing defaults: the settings row, an adjustment per option above,
 * and a price for every model × storage option × grade (models without a launch price are left for
 * the admin). Existing rows, and so every admin edit, are kept.
 */
export async function seedPricing(db: TDb, now: Date = new Date()): Promise<TPricingSeedResult> {
  const year = thaiYear(now);
  return db.transaction(async (tx) => {
    const settings = await tx
      .insert(pricingSettings)
      .values({
        id: 1,
        priceLockDays: PRICE_LOCK_DAYS_DEFAULT,
        voucherUpliftPercent: VOUCHER_UPLIFT_PERCENT_DEFAULT,
        provincialBonusThb: PROVINCIAL_BONUS_THB,
      })
      .onConflictDoNothing({ target: pricingSettings.id })
      .returning({ id: pricingSettings.id });

    const adjustments = await tx
      .insert(priceAdjustments)
      .values(SEED_ADJUSTMENTS.map((rule) => ({ ...rule })))
      .onConflictDoNothing({ target: [priceAdjustments.question, priceAdjustments.option] })
      .returning({ id: priceAdjustments.id });

    const catalogue = await tx
      .select({
        id: models.id,
        slug: models.slug,
        brandSlug: brands.slug,
        category: categories.key,
        storageOptions: models.storageOptions,
        releaseYear: models.releaseYear,
        launchPriceThb: models.launchPriceThb,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .innerJoin(categories, eq(categories.id, models.categoryId));
    const rows = catalogue.flatMap((model) =>
      model.launchPriceThb === null
        ? []
        : derivePrices(
            { ...model, category: model.category as TCategoryKey, launchPriceThb: model.launchPriceThb },
            year,
          ).map((price) => ({ modelId: model.id, ...price })),
    );
    let insertedPrices = 0;
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const inserted = await tx
        .insert(prices)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .onConflictDoNothing({ target: [prices.modelId, prices.storageGb, prices.grade] })
        .returning({ id: prices.id });
      insertedPrices += inserted.length;
    }

    return { settings: settings.length, adjustments: adjustments.length, prices: insertedPrices };
  });
}
