import { z } from 'zod';
import { MONTH_PATTERN } from '../finance/periods.ts';
import { ZIsoDaySchema } from './expenses.ts';
import { text } from './text.ts';

/** Account console (issue 20 items 6–8): the period report, its downloads, closing months. */
const E = 'accountConsole.errors';

export const REPORT_TRANSACTION_TYPES = ['sale', 'saleReturn', 'expense', 'expenseReversal'] as const;
export type TReportTransactionType = (typeof REPORT_TRANSACTION_TYPES)[number];
export const VAT_KINDS = ['outputStandard', 'outputMargin', 'input'] as const;

/** The most transactions the report's page lists; the downloads carry all of them. */
export const REPORT_LIST_LIMIT = 2000;

export const ZAccountReportQuerySchema = z
  .object({ from: ZIsoDaySchema, to: ZIsoDaySchema })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'errors.reports.rangeInvalid' });

export const ZReportTransactionSchema = z.object({
  date: z.iso.date(),
  type: z.enum(REPORT_TRANSACTION_TYPES),
  reference: text(),
  description: text(),
  amountSatang: z.number().int(),
  costSatang: z.number().int(),
  vatSatang: z.number().int(),
  vatKind: z.enum(VAT_KINDS),
});
export type TReportTransaction = z.infer<typeof ZReportTransactionSchema>;

export const ZReportTotalsSchema = z.object({
  revenueSatang: z.number().int(),
  costSatang: z.number().int(),
  grossProfitSatang: z.number().int(),
  expensesSatang: z.number().int(),
  netProfitSatang: z.number().int(),
  outputVatStandardSatang: z.number().int(),
  outputVatMarginSatang: z.number().int(),
  inputVatSatang: z.number().int(),
  transactionCount: z.number().int(),
});
export type TReportTotals = z.infer<typeof ZReportTotalsSchema>;

export const ZAccountReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: ZReportTotalsSchema,
  /** Oldest first; all of them unless `truncated` (then the downloads carry the rest). */
  transactions: z.array(ZReportTransactionSchema),
  truncated: z.boolean(),
  closedMonths: z.array(text()),
});
export type TAccountReport = z.infer<typeof ZAccountReportSchema>;

export const ZMonthSchema = text({ error: `${E}.monthInvalid` }).regex(MONTH_PATTERN, `${E}.monthInvalid`);
export const ZVatReportQuerySchema = z.object({ month: ZMonthSchema });
export const ZClosePeriodSchema = z.object({ month: ZMonthSchema });
export const ZClosedPeriodSchema = z.object({
  month: text(),
  closedBy: text().nullable(),
  closedAt: z.iso.datetime(),
});
export const ZClosedPeriodListSchema = z.object({ items: z.array(ZClosedPeriodSchema) });

/**
 * The vouchers the company owes over a period (decision 044): what was owed at its start, what was
 * issued, redeemed by sales (and given back by their returns), what expired and was cancelled, and what is
 * owed at its end — the liability — with the vouchers still open then. closing = opening + issued −
 * redeemed + restored − expired − cancelled, to the satang.
 */
export const ZVoucherLiabilitySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  openingSatang: z.number().int(),
  issuedSatang: z.number().int(),
  redeemedSatang: z.number().int(),
  restoredSatang: z.number().int(),
  expiredSatang: z.number().int(),
  cancelledSatang: z.number().int(),
  closingSatang: z.number().int(),
  /** Vouchers with something left at the period's end, soonest to expire first (at most 500). */
  outstanding: z.array(
    z.object({
      code: text(),
      tradeInReference: text(),
      issuedOn: z.iso.date(),
      validUntil: z.iso.date(),
      balanceSatang: z.number().int(),
    }),
  ),
  outstandingCount: z.number().int(),
});
export type TVoucherLiability = z.infer<typeof ZVoucherLiabilitySchema>;
export const VOUCHER_CSV_TABLES = ['movements', 'outstanding'] as const;
export const ZVoucherCsvQuerySchema = z
  .object({
    from: ZIsoDaySchema,
    to: ZIsoDaySchema,
    table: z.enum(VOUCHER_CSV_TABLES, { error: 'errors.reports.tableInvalid' }).default('movements'),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'errors.reports.rangeInvalid' });
