import { z } from 'zod';
import { text } from './text.ts';
import { FUNCTIONAL_ISSUES, GRADES, QUESTION_OPTIONS } from '../questionnaire.ts';
import { ZCategoryKeySchema } from './catalogue.ts';

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'errors.quote.answerInvalid' }).optional();

/** Answers to the questionnaire of spec §3; which ones are required depends on the category. */
export const ZAnswersSchema = z.object({
  modelType: option(QUESTION_OPTIONS.modelType),
  warranty: option(QUESTION_OPTIONS.warranty),
  body: option(QUESTION_OPTIONS.body),
  screen: option(QUESTION_OPTIONS.screen),
  display: option(QUESTION_OPTIONS.display),
  battery: option(QUESTION_OPTIONS.battery),
  accessories: option(QUESTION_OPTIONS.accessories),
  functional: z
    .array(z.enum(FUNCTIONAL_ISSUES, { error: 'errors.quote.answerInvalid' }))
    .max(FUNCTIONAL_ISSUES.length)
    .refine((issues) => new Set(issues).size === issues.length, 'errors.quote.answerInvalid'),
});
export type TAnswersInput = z.infer<typeof ZAnswersSchema>;

/** POST /api/quotes — the browser never sends a price. */
export const ZCreateQuoteRequestSchema = z.object({
  modelId: z.number({ error: 'errors.quote.modelRequired' }).int().positive('errors.quote.modelRequired'),
  storageGb: z
    .number({ error: 'errors.quote.storageRequired' })
    .int()
    .nonnegative('errors.quote.storageRequired'),
  year: z
    .number({ error: 'errors.quote.yearInvalid' })
    .int()
    .min(2000, 'errors.quote.yearInvalid')
    .max(2100, 'errors.quote.yearInvalid'),
  answers: ZAnswersSchema,
});
export type TCreateQuoteRequest = z.infer<typeof ZCreateQuoteRequestSchema>;

export const PRICE_LINE_KINDS = [
  'base',
  'adjustment',
  'floor',
  'rounding',
  'voucherUplift',
  'bonus',
] as const;

/**
 * One line of "why this price". `labelKey` is an i18n key (`pricing.line.*`); `question`/`option`
 * name the answer an adjustment came from; `percent` is set for percentage adjustments.
 */
export const ZPriceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  labelKey: text(),
  question: text().optional(),
  option: text().optional(),
  grade: z.enum(GRADES).optional(),
  percent: z.number().optional(),
  amountThb: z.number().int(),
});
export type TPriceLine = z.infer<typeof ZPriceLineSchema>;

export const ZQuoteSchema = z.object({
  id: z.uuid(),
  modelId: z.number().int(),
  modelName: text(),
  brandName: text(),
  category: ZCategoryKeySchema,
  storageGb: z.number().int(),
  year: z.number().int(),
  answers: ZAnswersSchema,
  grade: z.enum(GRADES),
  lines: z.array(ZPriceLineSchema),
  /** The offer: base for the grade plus adjustments, never below 0, rounded down to 10 THB. */
  offerThb: z.number().int().nonnegative(),
  /** What the voucher option is worth (offer plus the uplift, rounded down to 10 THB). */
  voucherOfferThb: z.number().int().nonnegative(),
  voucherUpliftPercent: z.number(),
  /** Added when the customer's province is not Bangkok (shown as its own line on the request). */
  provincialBonusThb: z.number().int().nonnegative(),
  validUntil: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TQuote = z.infer<typeof ZQuoteSchema>;

/**
 * POST /api/quotes/preview — the same request priced the same way, nothing stored: no id, and the price
 * lock it would have if it were stored now. The wizard shows it on "See my price" while the quote itself
 * is being stored.
 */
export const ZQuotePreviewSchema = ZQuoteSchema.omit({ id: true, createdAt: true });
export type TQuotePreview = z.infer<typeof ZQuotePreviewSchema>;

export const ZQuoteIdParamSchema = z.object({ id: z.uuid({ error: 'errors.quote.notFound' }) });
