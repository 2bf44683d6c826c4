import { z } from 'zod';
import { recordId } from './record-id.ts';
import { text } from './text.ts';
import { STORAGE_NOT_APPLICABLE } from '../constants.ts';
import { FUNCTIONAL_ISSUES, GRADES, QUESTION_OPTIONS, type TQuestion } from '../questionnaire.ts';
import { ZCategoryKeySchema } from './catalogue.ts';

/**
 * Admin › Brands, Models, Prices, Adjustments (issue 5). Every edit carries the row's `updatedAt` as the
 * server sent it (ISO text with microseconds: a JavaScript Date would drop them), so an edit of a row
 * someone changed meanwhile is a 409 instead of a silent overwrite.
 */

/** A price above this is a typing error (no device the company buys is worth 10 million baht). */
export const MAX_PRICE_THB = 10_000_000;
export const MAX_FIXED_ADJUSTMENT_THB = 1_000_000;
export const MAX_STORAGE_OPTIONS = 12;
/** The largest storage size, in GB (64 TB): a bigger number is a typing error. */
export const MAX_STORAGE_GB = 65_536;
export const MIN_RELEASE_YEAR = 1990;
/** A model may be announced for next year, not later. */
export const maxReleaseYear = (now = new Date()) => now.getUTCFullYear() + 1;

/** The questions whose options carry adjustments, in the questionnaire's order. */
export const ADJUSTMENT_QUESTIONS = [
  'modelType',
  'warranty',
  'body',
  'screen',
  'display',
  'battery',
  'accessories',
  'functional',
] as const satisfies readonly TQuestion[];

/** The options of a question an adjustment may price (the questionnaire's, functional issues included). */
export function adjustmentOptionsOf(question: string): readonly string[] {
  if (question === 'functional') return FUNCTIONAL_ISSUES;
  return (QUESTION_OPTIONS as Record<string, readonly string[]>)[question] ?? [];
}

const ZIdSchema = recordId('errors.adminCatalogue.idInvalid');
export const ZCatalogueIdParamSchema = z.object({ id: ZIdSchema });

/** A row's updated_at exactly as sent by the server. */
const ZUpdatedAtSchema = text({ error: 'errors.adminCatalogue.versionRequired' }).regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  'errors.adminCatalogue.versionRequired',
);

const ZNameSchema = text({ error: 'errors.adminCatalogue.nameRequired' })
  .trim()
  .min(1, 'errors.adminCatalogue.nameRequired')
  .max(100, 'errors.adminCatalogue.nameTooLong');

const ZCategorySchema = z.enum(ZCategoryKeySchema.options, {
  error: 'errors.adminCatalogue.categoryInvalid',
});

export const ZMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'errors.adminCatalogue.directionInvalid' }),
});
export type TMove = z.infer<typeof ZMoveSchema>;

// Brands.

export const ZAdminBrandSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  category: ZCategoryKeySchema,
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  modelCount: z.number().int(),
  /** Active models customers are offered (at least one size with all four grades priced). */
  offeredModelCount: z.number().int(),
  /** Active models with a storage × grade cell that has no price. */
  unpricedModelCount: z.number().int(),
  updatedAt: text(),
});
export type TAdminBrand = z.infer<typeof ZAdminBrandSchema>;
export const ZAdminBrandListSchema = z.object({ brands: z.array(ZAdminBrandSchema) });
export type TAdminBrandList = z.infer<typeof ZAdminBrandListSchema>;

export const ZBrandCreateSchema = z.object({
  name: ZNameSchema,
  category: ZCategorySchema,
  isActive: z.boolean().default(true),
});
export type TBrandCreate = z.infer<typeof ZBrandCreateSchema>;
export const ZBrandUpdateSchema = ZBrandCreateSchema.extend({
  isActive: z.boolean({ error: 'errors.validation.invalid' }),
  updatedAt: ZUpdatedAtSchema,
});
export type TBrandUpdate = z.infer<typeof ZBrandUpdateSchema>;

// Models.

export const ZAdminModelSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  brandId: z.number().int(),
  category: ZCategoryKeySchema,
  storageOptions: z.array(z.number().int()),
  releaseYear: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Storage × grade cells without a price. */
  missingPrices: z.number().int(),
  /** The sizes customers are offered: those with all four grades priced (none: the model is not offered). */
  offeredSizes: z.array(z.number().int()),
  updatedAt: text(),
});
export type TAdminModel = z.infer<typeof ZAdminModelSchema>;
export const ZAdminModelListSchema = z.object({ models: z.array(ZAdminModelSchema) });
export type TAdminModelList = z.infer<typeof ZAdminModelListSchema>;
export const ZAdminModelListQuerySchema = z.object({ brandId: ZIdSchema });

const storageError = 'errors.adminCatalogue.storageInvalid';
/**
 * Sizes in GB, ascending and unique; `[0]` alone means "not applicable" (printers, earbuds): 0 never
 * goes with real sizes.
 */
export const ZStorageOptionsSchema = z
  .array(
    z
      .number({ error: storageError })
      .int(storageError)
      .min(STORAGE_NOT_APPLICABLE, storageError)
      .max(MAX_STORAGE_GB, storageError),
    { error: storageError },
  )
  .min(1, 'errors.adminCatalogue.storageRequired')
  .max(MAX_STORAGE_OPTIONS, storageError)
  .refine((sizes) => sizes.every((size, index) => index === 0 || size > sizes[index - 1]!), {
    message: 'errors.adminCatalogue.storageOrder',
  })
  .refine((sizes) => sizes.length === 1 || !sizes.includes(STORAGE_NOT_APPLICABLE), {
    message: 'errors.adminCatalogue.storageNotApplicableAlone',
  });

const yearError = 'errors.adminCatalogue.yearInvalid';
export const ZModelCreateSchema = z.object({
  brandId: ZIdSchema,
  name: ZNameSchema,
  category: ZCategorySchema,
  storageOptions: ZStorageOptionsSchema,
  releaseYear: z
    .number({ error: yearError })
    .int(yearError)
    .min(MIN_RELEASE_YEAR, yearError)
    .refine((year) => year <= maxReleaseYear(), yearError),
  isActive: z.boolean().default(true),
});
export type TModelCreate = z.infer<typeof ZModelCreateSchema>;
export const ZModelUpdateSchema = ZModelCreateSchema.extend({
  isActive: z.boolean({ error: 'errors.validation.invalid' }),
  updatedAt: ZUpdatedAtSchema,
});
export type TModelUpdate = z.infer<typeof ZModelUpdateSchema>;

// Prices.

export const ZGradeSchema = z.enum(GRADES, { error: 'errors.adminCatalogue.gradeInvalid' });
const priceError = 'errors.adminCatalogue.priceInvalid';
const ZPriceThbSchema = z
  .number({ error: priceError })
  .int(priceError)
  .min(0, priceError)
  .max(MAX_PRICE_THB, priceError);

export const ZAdminPriceSchema = z.object({
  storageGb: z.number().int(),
  grade: ZGradeSchema,
  priceThb: z.number().int(),
  updatedAt: text(),
});
export type TAdminPrice = z.infer<typeof ZAdminPriceSchema>;
export const ZAdminModelPricesSchema = z.object({
  model: ZAdminModelSchema.extend({ brandName: text() }),
  prices: z.array(ZAdminPriceSchema),
});
export type TAdminModelPrices = z.infer<typeof ZAdminModelPricesSchema>;

/**
 * The changed cells of one model's grid, saved together or not at all. `updatedAt` is the cell's as
 * loaded, or null for a cell that had no price.
 */
export const ZPricesUpdateSchema = z.object({
  changes: z
    .array(
      z.object({
        storageGb: z.number({ error: storageError }).int(storageError).min(0, storageError),
        grade: ZGradeSchema,
        priceThb: ZPriceThbSchema,
        updatedAt: ZUpdatedAtSchema.nullable(),
      }),
    )
    .min(1, 'errors.adminCatalogue.noChanges')
    .max(MAX_STORAGE_OPTIONS * GRADES.length, 'errors.adminCatalogue.noChanges')
    .refine(
      (changes) =>
        new Set(changes.map((change) => `${change.storageGb}/${change.grade}`)).size === changes.length,
      { message: 'errors.adminCatalogue.duplicateCell' },
    ),
});
export type TPricesUpdate = z.infer<typeof ZPricesUpdateSchema>;

// Adjustments.

export const ZAdminAdjustmentSchema = z.object({
  id: z.number().int(),
  question: text(),
  option: text(),
  kind: z.enum(['fixed', 'percent']),
  value: z.number().int(),
  isActive: z.boolean(),
  updatedAt: text(),
});
export type TAdminAdjustment = z.infer<typeof ZAdminAdjustmentSchema>;
export const ZAdminAdjustmentListSchema = z.object({ adjustments: z.array(ZAdminAdjustmentSchema) });
export type TAdminAdjustmentList = z.infer<typeof ZAdminAdjustmentListSchema>;

const valueError = 'errors.adminCatalogue.adjustmentValueInvalid';
/**
 * An option's adjustment, created (`updatedAt` null) or replaced. THB for `fixed`; whole percent of the
 * grade's base price for `percent`, from -100 (nothing left) to +100.
 */
export const ZAdjustmentSaveSchema = z
  .object({
    question: z.enum(ADJUSTMENT_QUESTIONS, { error: 'errors.adminCatalogue.optionInvalid' }),
    option: text({ error: 'errors.adminCatalogue.optionInvalid' }).max(50),
    kind: z.enum(['fixed', 'percent'], { error: 'errors.adminCatalogue.kindInvalid' }),
    value: z.number({ error: valueError }).int(valueError),
    isActive: z.boolean().default(true),
    updatedAt: ZUpdatedAtSchema.nullable(),
  })
  .refine((input) => adjustmentOptionsOf(input.question).includes(input.option), {
    path: ['option'],
    message: 'errors.adminCatalogue.optionInvalid',
  })
  .refine((input) => Math.abs(input.value) <= (input.kind === 'percent' ? 100 : MAX_FIXED_ADJUSTMENT_THB), {
    path: ['value'],
    message: valueError,
  });
export type TAdjustmentSave = z.infer<typeof ZAdjustmentSaveSchema>;

// Pricing settings (one row).

const settingError = 'errors.adminCatalogue.settingInvalid';
const setting = (max: number, min = 0) =>
  z.number({ error: settingError }).int(settingError).min(min, settingError).max(max, settingError);

/** The pricing settings row: how long a quote holds, the voucher uplift, the provincial bonus. */
export const ZAdminPricingSettingsSchema = z.object({
  priceLockDays: z.number().int(),
  voucherUpliftPercent: z.number().int(),
  provincialBonusThb: z.number().int(),
  updatedAt: text(),
});
export type TAdminPricingSettings = z.infer<typeof ZAdminPricingSettingsSchema>;

export const ZPricingSettingsUpdateSchema = z.object({
  priceLockDays: setting(90, 1),
  voucherUpliftPercent: setting(50),
  provincialBonusThb: setting(100_000),
  updatedAt: ZUpdatedAtSchema,
});
export type TPricingSettingsUpdate = z.infer<typeof ZPricingSettingsUpdateSchema>;
