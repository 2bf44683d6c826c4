import { z } from 'zod';
import { classifyPersonalDataKey, PERSONAL_DATA_KEY_KINDS } from '../personal-data.ts';
import { TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { text } from './text.ts';

const KEY_INVALID = 'errors.personalData.key';

/** The body of every personal-data call: one customer's phone, e-mail, reference or national ID. */
export const ZPersonalDataKeyBodySchema = z.object({
  key: text({ error: KEY_INVALID })
    .trim()
    .max(200, KEY_INVALID)
    .refine((value) => classifyPersonalDataKey(value) !== undefined, KEY_INVALID),
});
export type TPersonalDataKeyBody = z.infer<typeof ZPersonalDataKeyBodySchema>;

/** What keeps a request from being erased: itself, or a record hanging on it that is not finished. */
export const OPEN_RECORD_KINDS = ['request', 'requote', 'payment', 'delivery'] as const;

/** One request of the customer, as the summary lists it. */
export const ZPersonalDataRequestSchema = z.object({
  reference: text(),
  status: z.enum(TRADE_IN_STATUSES),
  createdAt: text(),
  updatedAt: text(),
  deviceDescription: text(),
  fullName: text(),
  phone: text(),
  email: text().nullable(),
  dealerCode: text().nullable(),
  erased: z.boolean(),
  /** Why it cannot be erased yet; empty when it can. */
  openRecords: z.array(z.enum(OPEN_RECORD_KINDS)),
});
export type TPersonalDataRequest = z.infer<typeof ZPersonalDataRequestSchema>;

/** The kinds of record the summary counts (and the export holds). */
export const PERSONAL_DATA_KINDS = [
  'requests',
  'consents',
  'photos',
  'pickupAddresses',
  'payees',
  'payments',
  'vouchers',
  'deliveries',
  'dealerLinks',
  'history',
  'lineLinks',
  'messages',
  'subscriptions',
] as const;
export type TPersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export const ZPersonalDataSummarySchema = z.object({
  key: z.object({ kind: z.enum(PERSONAL_DATA_KEY_KINDS), masked: text() }),
  counts: z.record(z.enum(PERSONAL_DATA_KINDS), z.number().int()),
  requests: z.array(ZPersonalDataRequestSchema),
});
export type TPersonalDataSummary = z.infer<typeof ZPersonalDataSummarySchema>;

export const ZPersonalDataErasureSchema = z.object({
  /** Requests anonymised by this call (0 when everything was erased before). */
  erased: z.number().int(),
  alreadyErased: z.number().int(),
  photosDeleted: z.number().int(),
  /** Payments kept for the books with their payee masked (decision 038). */
  paymentsMasked: z.number().int(),
  summary: ZPersonalDataSummarySchema,
});
export type TPersonalDataErasure = z.infer<typeof ZPersonalDataErasureSchema>;
