import { z } from 'zod';
import { isCalendarDate } from '../report-period.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';

/** Expenses (spec §3; issue 20 item 3): amounts in satang, VAT included in the amount. */
const E = 'financeConsole.errors';

export const ZIsoDaySchema = text({ error: `${E}.dateInvalid` }).refine(isCalendarDate, `${E}.dateInvalid`);

const satang = z
  .number({ error: `${E}.amountInvalid` })
  .int(`${E}.amountInvalid`)
  .min(0, `${E}.amountInvalid`)
  .max(100_000_000_000, `${E}.amountInvalid`);

export const ZExpenseInputSchema = z
  .object({
    expenseDate: ZIsoDaySchema,
    categoryId: recordId(`${E}.categoryInvalid`),
    reference: text({ error: `${E}.referenceRequired` })
      .trim()
      .min(1, `${E}.referenceRequired`)
      .max(60, 'errors.text.tooLong'),
    amountSatang: satang.refine((value) => value > 0, `${E}.amountInvalid`),
    vatSatang: satang,
    notes: text()
      .trim()
      .max(1000, 'errors.text.tooLong')
      .transform((value) => value || null)
      .optional(),
    documentFileId: z.uuid().nullable().optional(),
  })
  .refine((value) => value.vatSatang <= value.amountSatang, {
    path: ['vatSatang'],
    message: `${E}.vatTooHigh`,
  });
export type TExpenseInput = z.input<typeof ZExpenseInputSchema>;

export const ZExpenseUpdateSchema = z.intersection(
  ZExpenseInputSchema,
  z.object({ version: z.number().int().min(1) }),
);

export const ZExpenseSchema = z.object({
  id: z.number().int(),
  expenseDate: z.iso.date(),
  categoryId: z.number().int(),
  categoryNameTh: text(),
  categoryNameEn: text(),
  reference: text(),
  amountSatang: z.number().int(),
  vatSatang: z.number().int(),
  notes: text().nullable(),
  documentFileId: z.uuid().nullable(),
  /** A reversing row: the expense it cancels, and why. */
  reversesId: z.number().int().nullable(),
  reversalReason: text().nullable(),
  /** Another row reverses this one. */
  reversed: z.boolean(),
  /** Dated in a closed month: no edit or delete, only a reversal. */
  locked: z.boolean(),
  version: z.number().int(),
});
export type TExpense = z.infer<typeof ZExpenseSchema>;

export const ZExpenseCategoryTotalSchema = z.object({
  categoryId: z.number().int(),
  nameTh: text(),
  nameEn: text(),
  count: z.number().int(),
  amountSatang: z.number().int(),
  vatSatang: z.number().int(),
});

export const ZExpenseListQuerySchema = z.object({
  from: ZIsoDaySchema.optional(),
  to: ZIsoDaySchema.optional(),
  categoryId: recordId(`${E}.filterInvalid`).optional(),
});
export const ZExpenseListSchema = z.object({
  items: z.array(ZExpenseSchema),
  byCategory: z.array(ZExpenseCategoryTotalSchema),
  totalSatang: z.number().int(),
  totalVatSatang: z.number().int(),
});

export const ZExpenseIdParamSchema = z.object({ id: recordId('errors.notFound') });

export const ZExpenseCategorySchema = z.object({
  id: z.number().int(),
  nameTh: text(),
  nameEn: text(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type TExpenseCategory = z.infer<typeof ZExpenseCategorySchema>;
const name = text({ error: `${E}.nameRequired` })
  .trim()
  .min(1, `${E}.nameRequired`)
  .max(80, 'errors.text.tooLong');
export const ZExpenseCategoryInputSchema = z.object({
  nameTh: name,
  nameEn: name,
  isActive: z.boolean().optional(),
});
export const ZExpenseCategoryListSchema = z.object({ items: z.array(ZExpenseCategorySchema) });
