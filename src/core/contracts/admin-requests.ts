import { z } from 'zod';
import { recordId } from './record-id.ts';
import { text } from './text.ts';
import { PROVINCE_KEYS } from '../provinces.ts';
import { FULFILMENT_METHODS, TRADE_IN_OPTIONS, TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { ZCategoryKeySchema } from './catalogue.ts';
import { ZPriceLineSchema, ZQuoteSchema } from './quotes.ts';
import {
  ZEvidenceKeySchema,
  ZEvidenceRecordSchema,
  ZEvidenceSchema,
  ZTransitionNoteSchema,
} from './workflow.ts';

export const ADMIN_REQUESTS_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_REQUESTS_PAGE_SIZE_MAX = 100;

/** The list's sort orders; each is a keyset (its key, then the id), every column in the same direction. */
export const ADMIN_REQUEST_SORTS = ['createdAt', 'offeredThb', 'status', 'reference'] as const;
export type TAdminRequestSort = (typeof ADMIN_REQUEST_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

const ZStatusSchema = z.enum(TRADE_IN_STATUSES, { error: 'errors.admin.statusInvalid' });
const ZDateSchema = z.iso.date({ error: 'errors.admin.dateInvalid' });
const invalidFilter = 'errors.admin.filterInvalid';

/** One value or several, as repeated parameters (`status=new&status=booked`) or comma-separated. */
const ZStatusListSchema = z
  .union([text(), z.array(text())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZStatusSchema).max(TRADE_IN_STATUSES.length))
  .transform((statuses) => [...new Set(statuses)]);

/**
 * The filters of the list and of the CSV export. Dates are Bangkok calendar days, both inclusive. `q`
 * searches one field chosen by its shape (src/core/request-search.ts).
 */
const filterFields = {
  status: ZStatusListSchema.optional(),
  from: ZDateSchema.optional(),
  to: ZDateSchema.optional(),
  category: ZCategoryKeySchema.optional(),
  brandId: recordId(invalidFilter).optional(),
  fulfilment: z.enum(FULFILMENT_METHODS, { error: invalidFilter }).optional(),
  option: z.enum(TRADE_IN_OPTIONS, { error: invalidFilter }).optional(),
  province: z.enum(PROVINCE_KEYS, { error: invalidFilter }).optional(),
  dealerCode: text()
    .trim()
    .max(20, invalidFilter)
    .transform((value) => value.toUpperCase() || undefined)
    .optional(),
  q: text()
    .trim()
    .max(100, 'errors.admin.searchTooLong')
    .transform((value) => value || undefined)
    .optional(),
};

const dateRangeOk = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const dateRangeError = { path: ['to'], message: 'errors.admin.dateRangeInvalid' };

export const ZAdminRequestFiltersSchema = z.object(filterFields).refine(dateRangeOk, dateRangeError);
export type TAdminRequestFilters = z.output<typeof ZAdminRequestFiltersSchema>;

/** GET /api/admin/requests — filters, sort, and the keyset cursor of the page before. */
export const ZAdminRequestListQuerySchema = z
  .object({
    ...filterFields,
    sort: z.enum(ADMIN_REQUEST_SORTS, { error: invalidFilter }).default('createdAt'),
    dir: z.enum(SORT_DIRECTIONS, { error: invalidFilter }).default('desc'),
    /** Opaque: the previous answer's `nextCursor`, for the same filters and sort. */
    cursor: text().max(512, 'errors.admin.cursorInvalid').optional(),
    pageSize: z.coerce
      .number({ error: invalidFilter })
      .int(invalidFilter)
      .min(1, invalidFilter)
      .max(ADMIN_REQUESTS_PAGE_SIZE_MAX, invalidFilter)
      .default(ADMIN_REQUESTS_PAGE_SIZE_DEFAULT),
  })
  .refine(dateRangeOk, dateRangeError);
export type TAdminRequestListQuery = z.output<typeof ZAdminRequestListQuerySchema>;
export type TAdminRequestListQueryInput = z.input<typeof ZAdminRequestListQuerySchema>;

/** One row of the list. */
export const ZAdminRequestListItemSchema = z.object({
  reference: text(),
  createdAt: z.iso.datetime(),
  status: ZStatusSchema,
  fullName: text(),
  phone: text(),
  device: text(),
  offeredThb: z.number().int().nullable(),
  option: z.enum(TRADE_IN_OPTIONS).nullable(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  province: text(),
  dealerCode: text().nullable(),
});
export type TAdminRequestListItem = z.infer<typeof ZAdminRequestListItemSchema>;

export const ZAdminRequestListSchema = z.object({
  items: z.array(ZAdminRequestListItemSchema),
  /** Null on the last page. Pages follow a keyset, so rows added meanwhile never shift or repeat them. */
  nextCursor: text().nullable(),
});
export type TAdminRequestList = z.infer<typeof ZAdminRequestListSchema>;

export const ZAdminRequestPhotoSchema = z.object({
  id: z.uuid(),
  /** The stored JPEG, for staff only: GET /api/admin/requests/{reference}/photos/{id}. */
  url: text(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

export const ZAdminRequestConsentSchema = z.object({
  kind: z.enum(['pdpa', 'marketing']),
  granted: z.boolean(),
  noticeVersion: text(),
  recordedAt: z.iso.datetime(),
});

/** A step of the request or of its re-quote (the workflow's history, decision 016). */
export const ZAdminRequestHistoryEntrySchema = z.object({
  entity: z.enum(['tradeIn', 'requote']),
  /** The entity's states: a request's statuses, or a re-quote's pending/accepted/declined. */
  fromStatus: text().nullable(),
  toStatus: text(),
  /** 'customer', 'system', or the staff member's email (their user id when they have none). */
  actor: text(),
  note: text().nullable(),
  /** What the step was taken on: a rejection's reason, an inspection's actual price, … */
  evidence: ZEvidenceRecordSchema,
  at: z.iso.datetime(),
});

/** GET /api/admin/requests/{reference} — every field of the request and what goes with it. */
export const ZAdminRequestDetailSchema = z.object({
  reference: text(),
  status: ZStatusSchema,
  /** Send it back with a change: a change made meanwhile by someone else is refused (409). */
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  device: z.object({
    description: text(),
    modelId: z.number().int().nullable(),
    brandId: z.number().int().nullable(),
    brandName: text().nullable(),
    category: ZCategoryKeySchema.nullable(),
    storageGb: z.number().int().nullable(),
    year: z.number().int().nullable(),
    imeiSerial: text().nullable(),
    grade: text().nullable(),
  }),
  customer: z.object({
    fullName: text(),
    phone: text(),
    email: text().nullable(),
    lineId: text().nullable(),
    province: text(),
    locale: text(),
  }),
  option: z.enum(TRADE_IN_OPTIONS).nullable(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  store: z.object({ id: z.number().int(), name: z.object({ th: text(), en: text() }) }).nullable(),
  pickup: z
    .object({ address: text().nullable(), date: text().nullable(), timeSlot: text().nullable() })
    .nullable(),
  systemPriceThb: z.number().int().nullable(),
  offeredThb: z.number().int().nullable(),
  /** The request's own price lines (the quote's, plus the voucher uplift and provincial bonus). */
  priceLines: z.array(ZPriceLineSchema),
  engineerActualPriceThb: z.number().int().nullable(),
  requoteDecision: text().nullable(),
  preferredProduct: text().nullable(),
  promoCode: text().nullable(),
  dealerCode: text().nullable(),
  remarks: text().nullable(),
  adminNotes: text().nullable(),
  rejectionReason: text().nullable(),
  /** The stored quote as the customer saw it (null for a pick-up asked for without a valuation). */
  quote: ZQuoteSchema.nullable(),
  photos: z.array(ZAdminRequestPhotoSchema),
  consents: z.array(ZAdminRequestConsentSchema),
  /** Oldest first. */
  history: z.array(ZAdminRequestHistoryEntrySchema),
  /** The statuses this request may move to now (product decisions: lifecycle). */
  allowedNextStatuses: z.array(ZStatusSchema),
  /** The same steps with the evidence each asks for, as the workflow's table allows them to the viewer. */
  allowedTransitions: z.array(z.object({ to: ZStatusSchema, evidence: z.array(ZEvidenceKeySchema) })),
});
export type TAdminRequestDetail = z.infer<typeof ZAdminRequestDetailSchema>;

/**
 * POST /api/admin/requests/{reference}/status — every step takes an optional note; a rejection needs
 * its reason; an inspection may carry the actual price (below the offer it opens a re-quote).
 */
export const ZAdminStatusChangeSchema = z
  .object({
    to: ZStatusSchema,
    version: z
      .number({ error: 'errors.admin.versionRequired' })
      .int()
      .positive('errors.admin.versionRequired'),
    reason: ZEvidenceSchema.shape.reason,
    actualPriceThb: ZEvidenceSchema.shape.actualPriceThb,
    note: ZTransitionNoteSchema,
  })
  .superRefine((value, context) => {
    if (value.to === 'rejected' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'errors.admin.rejectReasonRequired' });
    }
  });
export type TAdminStatusChange = z.output<typeof ZAdminStatusChangeSchema>;
export type TAdminStatusChangeInput = z.input<typeof ZAdminStatusChangeSchema>;

/** PUT /api/admin/requests/{reference}/notes — the whole text (empty clears it). */
export const ZAdminNotesUpdateSchema = z.object({
  adminNotes: text().trim().max(5000, 'errors.text.tooLong'),
  version: z.number({ error: 'errors.admin.versionRequired' }).int().positive('errors.admin.versionRequired'),
});
export type TAdminNotesUpdate = z.output<typeof ZAdminNotesUpdateSchema>;

export const ZAdminRequestReferenceParamSchema = z.object({ reference: text().max(40) });
export const ZAdminRequestPhotoParamSchema = z.object({
  reference: text().max(40),
  photoId: z.uuid({ error: 'errors.notFound' }),
});
