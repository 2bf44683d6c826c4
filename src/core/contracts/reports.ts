import { z } from 'zod';
import { text } from './text.ts';
import { TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';

/** A period is at most this many days (both ends included): a leap year. */
export const REPORT_MAX_DAYS = 366;
/** Without `from`, the period is the last this many days up to `to` (default today in Bangkok). */
export const REPORT_DEFAULT_DAYS = 30;
/** How many models the "top models" table lists. */
export const REPORT_TOP_MODELS = 10;
/** The tables of the summary, each downloadable as CSV (`?table=`). */
export const REPORT_TABLES = [
  'perDay',
  'perStatus',
  'funnel',
  'offerVsActual',
  'byQuestion',
  'topModels',
] as const;
export type TReportTable = (typeof REPORT_TABLES)[number];

const ZDaySchema = z.iso.date({ error: 'errors.reports.dateInvalid' });

/**
 * GET /api/reports/summary — Bangkok calendar days, both included. Either may be left out: `to`
 * defaults to today, `from` to REPORT_DEFAULT_DAYS days ending at `to` (resolveReportPeriod).
 */
export const ZReportQuerySchema = z
  .object({ from: ZDaySchema.optional(), to: ZDaySchema.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'errors.reports.rangeInvalid',
  });
export type TReportQuery = z.output<typeof ZReportQuerySchema>;

/** GET /api/reports/summary.csv — the same period and one table. */
export const ZReportCsvQuerySchema = z
  .object({
    from: ZDaySchema.optional(),
    to: ZDaySchema.optional(),
    table: z.enum(REPORT_TABLES, { error: 'errors.reports.tableInvalid' }),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ['to'],
    message: 'errors.reports.rangeInvalid',
  });
export type TReportCsvQuery = z.output<typeof ZReportCsvQuerySchema>;

/** A share in [0, 1], or null when there is nothing to divide by. */
const ZRateSchema = z.number().min(0).nullable();
/** Whole THB, or null when no request had the figure. */
const ZThbSchema = z.number().int().nullable();

export const ZReportSummarySchema = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date(), days: z.number().int().positive() }),
  /** Requests submitted per Bangkok day, every day of the period (zero days included), oldest first. */
  perDay: z.array(z.object({ date: z.iso.date(), requests: z.number().int().nonnegative() })),
  /** Requests of the period by their status now, every status in lifecycle order. */
  perStatus: z.array(
    z.object({ status: z.enum(TRADE_IN_STATUSES), requests: z.number().int().nonnegative() }),
  ),
  /** Quotes given in the period → requests submitted in it → of those, settled now. */
  funnel: z.object({
    quotes: z.number().int().nonnegative(),
    requests: z.number().int().nonnegative(),
    settled: z.number().int().nonnegative(),
    /** requests ÷ quotes (may exceed 1: pick-ups without a valuation are requests too). */
    quoteToRequest: ZRateSchema,
    /** settled ÷ requests. */
    requestToSettled: ZRateSchema,
    /** settled ÷ quotes. */
    quoteToSettled: ZRateSchema,
  }),
  /** Requests of the period an engineer priced (actual price recorded) that had an offer. */
  offerVsActual: z.object({
    inspected: z.number().int().nonnegative(),
    averageOfferThb: ZThbSchema,
    averageActualThb: ZThbSchema,
    /** How many the inspection priced below the offer. */
    lowered: z.number().int().nonnegative(),
    loweredShare: ZRateSchema,
    /** Mean of offer − actual over the lowered ones. */
    averageLoweredByThb: ZThbSchema,
  }),
  /**
   * The quote-accuracy loop: each answer of the questionnaire (from the quote's snapshot) among the
   * inspected requests, and how often and by how much inspection came in below the offer. Most often
   * lowered first.
   */
  byQuestion: z.array(
    z.object({
      question: text(),
      option: text(),
      inspected: z.number().int().nonnegative(),
      lowered: z.number().int().nonnegative(),
      loweredShare: ZRateSchema,
      averageLoweredByThb: ZThbSchema,
    }),
  ),
  /** The most requested models of the period (requests without a catalogue model left out). */
  topModels: z.array(
    z.object({
      modelId: z.number().int(),
      brandName: text(),
      modelName: text(),
      requests: z.number().int().nonnegative(),
      averageOfferThb: ZThbSchema,
    }),
  ),
});
export type TReportSummary = z.infer<typeof ZReportSummarySchema>;
