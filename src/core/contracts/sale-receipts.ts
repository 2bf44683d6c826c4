import { z } from 'zod';
import { ZIsoDaySchema } from './expenses.ts';
import { recordId } from './record-id.ts';
import { PAYMENT_METHODS, SALE_KINDS } from './sales.ts';
import { text } from './text.ts';

/**
 * Receipts from sales (issue 20 item 2, decision 031): the money each sale brought in, matched to its
 * document. A retail sale is paid at the counter (the sale says how); a wholesale sale's money is recorded
 * by finance as it arrives, and what is still owed is listed. Amounts in satang.
 */
const E = 'financeConsole.errors';

export const ZReceiptInputSchema = z.object({
  saleId: recordId(`${E}.saleInvalid`),
  method: z.enum(PAYMENT_METHODS, { error: `${E}.methodRequired` }),
  amountSatang: z
    .number({ error: `${E}.amountInvalid` })
    .int(`${E}.amountInvalid`)
    .min(1, `${E}.amountInvalid`)
    .max(100_000_000_000, `${E}.amountInvalid`),
  receivedOn: ZIsoDaySchema,
  reference: text({ error: `${E}.referenceRequired` })
    .trim()
    .min(1, `${E}.referenceRequired`)
    .max(60, 'errors.text.tooLong'),
  notes: text()
    .trim()
    .max(1000, 'errors.text.tooLong')
    .transform((value) => value || null)
    .optional(),
  slipFileId: z.uuid().nullable().optional(),
});
export type TReceiptInput = z.input<typeof ZReceiptInputSchema>;

/** Where a line of money received comes from: a retail sale paid at the counter, its refund, or a recorded receipt. */
export const RECEIPT_SOURCES = ['counter', 'counterRefund', 'recorded', 'reversal'] as const;

export const ZReceiptLineSchema = z.object({
  /** The recorded receipt's id (recorded and reversal lines); null for a counter sale or its refund. */
  id: z.number().int().nullable(),
  source: z.enum(RECEIPT_SOURCES),
  date: z.iso.date(),
  saleId: z.number().int(),
  saleKind: z.enum(SALE_KINDS),
  /** The sale's document (or, for a refund, the credit note) this money is matched to. */
  documentNumber: text().nullable(),
  buyerName: text(),
  method: z.enum(PAYMENT_METHODS),
  amountSatang: z.number().int(),
  reference: text().nullable(),
  notes: text().nullable(),
  slipFileId: z.uuid().nullable(),
  reversalReason: text().nullable(),
  /** A recorded receipt another row reverses. */
  reversed: z.boolean(),
});
export type TReceiptLine = z.infer<typeof ZReceiptLineSchema>;

export const ZReceiptListQuerySchema = z.object({
  from: ZIsoDaySchema.optional(),
  to: ZIsoDaySchema.optional(),
});
export const ZReceiptListSchema = z.object({
  items: z.array(ZReceiptLineSchema),
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amountSatang: z.number().int() })),
  totalSatang: z.number().int(),
});
export type TReceiptList = z.infer<typeof ZReceiptListSchema>;

/** A wholesale sale not yet fully paid: who owes what, since when. */
export const ZOutstandingSaleSchema = z.object({
  saleId: z.number().int(),
  documentNumber: text().nullable(),
  buyerName: text(),
  buyerContact: text(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  soldOn: z.iso.date(),
  daysOutstanding: z.number().int(),
  /** The sale's total less its credit notes. */
  totalSatang: z.number().int(),
  receivedSatang: z.number().int(),
  outstandingSatang: z.number().int(),
});
export type TOutstandingSale = z.infer<typeof ZOutstandingSaleSchema>;
export const ZOutstandingListSchema = z.object({
  items: z.array(ZOutstandingSaleSchema),
  totalSatang: z.number().int(),
});

export const ZReceiptIdParamSchema = z.object({ id: recordId('errors.notFound') });
