import { z } from 'zod';
import { recordId } from './record-id.ts';
import { text } from './text.ts';
import { PROVINCE_KEYS } from '../provinces.ts';
import { FULFILMENT_METHODS, TRADE_IN_OPTIONS, TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { PRICE_PROPOSAL_STATES } from '../workflow/price-proposal-machine.ts';
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
  entity: z.enum(['tradeIn', 'requote', 'priceProposal']),
  /**
   * The entity's states: a request's statuses, a re-quote's pending/accepted/declined, or a price
   * proposal's pending/approved/refused.
   */
  fromStatus: text().nullable(),
  toStatus: text(),
  /** 'customer', 'system', or the staff member's email (their user id when they have none). */
  actor: text(),
  note: text().nullable(),
  /** What the step was taken on: a rejection's reason, an inspection's actual price, … */
  evidence: ZEvidenceRecordSchema,
  at: z.iso.datetime(),
});

/** A price above the offer waiting for an admin, or decided (decision 040). */
export const ZPriceProposalSchema = z.object({
  status: z.enum(PRICE_PROPOSAL_STATES),
  offeredThb: z.number().int(),
  proposedThb: z.number().int(),
  /** The engineer's reason (an override's); null when the inspection's answers priced it higher. */
  reason: text().nullable(),
  proposedBy: text().nullable(),
  proposedAt: z.iso.datetime(),
  decidedBy: text().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** The admin's reason: always given with a refusal. */
  decisionReason: text().nullable(),
  /** Send it back with the decision: a decision made meanwhile by someone else is refused (409). */
  version: z.number().int(),
  /** Waiting, the request still inspected, and the viewer is not who proposed it. */
  mayDecide: z.boolean(),
});
export type TPriceProposal = z.infer<typeof ZPriceProposalSchema>;

/**
 * Why the inspected price is what it is, beside the offer: not inspected yet, as offered, a lower price
 * (waiting for the customer, accepted, declined), a higher one (waiting for an admin, approved, refused),
 * or no offer to compare (a request made without a valuation).
 */
export const PRICE_EXPLANATIONS = [
  'notInspected',
  'asOffered',
  'noOffer',
  'lowerWaiting',
  'lowerAccepted',
  'lowerDeclined',
  'higherWaiting',
  'higherApproved',
  'higherRefused',
] as const;
export type TPriceExplanation = (typeof PRICE_EXPLANATIONS)[number];

/** The request's money side by side (decision 040): offer, inspected price (shown = paid) and paid. */
export const ZRequestPricesSchema = z.object({
  offerThb: z.number().int().nullable(),
  /** The inspected price: what the customer is shown and paid after inspection; null before it. */
  inspectedThb: z.number().int().nullable(),
  /** What the engineer's inspection priced it at, when that differs from the inspected price. */
  engineerThb: z.number().int().nullable(),
  /** What was paid: the completed payment, or the settlement's voucher; null while nothing is. */
  paid: z
    .object({
      kind: z.enum(['payment', 'voucher']),
      reference: text().nullable(),
      amountSatang: z.number().int(),
    })
    .nullable(),
  explanation: z.enum(PRICE_EXPLANATIONS),
  proposal: ZPriceProposalSchema.nullable(),
});
export type TRequestPrices = z.infer<typeof ZRequestPricesSchema>;

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
  /** The inspected price in force (decision 040): the same as `prices.inspectedThb`. */
  engineerActualPriceThb: z.number().int().nullable(),
  requoteDecision: text().nullable(),
  prices: ZRequestPricesSchema,
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

/**
 * POST /api/admin/requests/{reference}/price-proposal — an admin approves a price above the offer (the
 * customer is then told it and paid it) or refuses it with a reason (the offer stands).
 */
export const ZPriceProposalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse'], { error: 'errors.admin.proposalDecisionInvalid' }),
    version: z
      .number({ error: 'errors.admin.versionRequired' })
      .int()
      .positive('errors.admin.versionRequired'),
    reason: ZEvidenceSchema.shape.reason,
  })
  .superRefine((value, context) => {
    if (value.decision === 'refuse' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'errors.admin.refuseReasonRequired' });
    }
  });
export type TPriceProposalDecision = z.output<typeof ZPriceProposalDecisionSchema>;
export type TPriceProposalDecisionInput = z.input<typeof ZPriceProposalDecisionSchema>;

/** GET /api/admin/price-proposals — the prices above the offer waiting for an admin, oldest first. */
export const ZPriceProposalListSchema = z.object({
  count: z.number().int(),
  items: z.array(
    z.object({
      reference: text(),
      device: text(),
      offeredThb: z.number().int(),
      proposedThb: z.number().int(),
      reason: text().nullable(),
      proposedBy: text().nullable(),
      proposedAt: z.iso.datetime(),
    }),
  ),
});
export type TPriceProposalList = z.infer<typeof ZPriceProposalListSchema>;

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
