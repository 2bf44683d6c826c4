import { z } from 'zod';
import { MAX_EVIDENCE_PHOTOS, WIPE_METHODS } from '../inspection.ts';
import { PROVINCE_KEYS } from '../provinces.ts';
import { GRADES } from '../questionnaire.ts';
import { FULFILMENT_METHODS, TRADE_IN_OPTIONS, TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { ZAdminRequestHistoryEntrySchema } from './admin-requests.ts';
import { ZCategoryKeySchema } from './catalogue.ts';
import { ZAnswersSchema, ZPriceLineSchema } from './quotes.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';

/** Engineer console (issue 18): the inspection queue, claims, the inspection and the IMEI blocklist. */

export const ENGINEER_QUEUE_PAGE_SIZE_DEFAULT = 25;
export const ENGINEER_QUEUE_PAGE_SIZE_MAX = 100;
export const ENGINEER_CLAIM_FILTERS = ['mine', 'unclaimed'] as const;

const invalidFilter = 'engineerConsole.errors.filterInvalid';

/** GET /api/engineer/queue — received requests, oldest first; keyset pages. */
export const ZEngineerQueueQuerySchema = z.object({
  category: ZCategoryKeySchema.optional(),
  brandId: recordId(invalidFilter).optional(),
  storeId: recordId(invalidFilter).optional(),
  claim: z.enum(ENGINEER_CLAIM_FILTERS, { error: invalidFilter }).optional(),
  /** A reference (TRD-…) or an IMEI/serial. */
  q: text()
    .trim()
    .max(40, 'engineerConsole.errors.searchTooLong')
    .transform((value) => value || undefined)
    .optional(),
  cursor: text().max(512, 'engineerConsole.errors.cursorInvalid').optional(),
  pageSize: z.coerce
    .number({ error: invalidFilter })
    .int(invalidFilter)
    .min(1, invalidFilter)
    .max(ENGINEER_QUEUE_PAGE_SIZE_MAX, invalidFilter)
    .default(ENGINEER_QUEUE_PAGE_SIZE_DEFAULT),
});
export type TEngineerQueueQuery = z.output<typeof ZEngineerQueueQuerySchema>;
export type TEngineerQueueQueryInput = z.input<typeof ZEngineerQueueQuerySchema>;

const ZClaimSchema = z.object({
  /** The claimer's email (or phone). */
  by: text(),
  at: z.iso.datetime(),
  mine: z.boolean(),
});

export const ZEngineerQueueItemSchema = z.object({
  reference: text(),
  device: text(),
  category: ZCategoryKeySchema.nullable(),
  brandName: text().nullable(),
  storeName: z.object({ th: text(), en: text() }).nullable(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  imeiSerial: text().nullable(),
  offeredThb: z.number().int().nullable(),
  receivedAt: z.iso.datetime(),
  /** Whole hours since it was received. */
  ageHours: z.number().int(),
  overdue: z.boolean(),
  claim: ZClaimSchema.nullable(),
});
export type TEngineerQueueItem = z.infer<typeof ZEngineerQueueItemSchema>;

export const ZEngineerQueueSchema = z.object({
  items: z.array(ZEngineerQueueItemSchema),
  nextCursor: text().nullable(),
  /** The age a request should be inspected within (INSPECTION_TARGET_HOURS). */
  targetHours: z.number().int(),
});
export type TEngineerQueue = z.infer<typeof ZEngineerQueueSchema>;

export const ZEngineerReferenceParamSchema = z.object({ reference: text().max(40) });
export const ZEngineerPhotoParamSchema = ZEngineerReferenceParamSchema.extend({ photoId: z.uuid() });

const ZPriceTableSchema = z.object({
  basePrices: z.object(Object.fromEntries(GRADES.map((grade) => [grade, z.number().int().nullable()]))),
  adjustments: z.array(
    z.object({
      question: text(),
      option: text(),
      kind: z.enum(['fixed', 'percent']),
      value: z.number().int(),
    }),
  ),
});

/** What the engineer found (null until the request is inspected). */
export const ZInspectionResultSchema = z.object({
  answers: ZAnswersSchema,
  grade: z.enum(GRADES).nullable(),
  lines: z.array(ZPriceLineSchema),
  computedThb: z.number().int().nullable(),
  actualThb: z.number().int(),
  /** Set when the actual price was typed instead of computed: why. */
  overrideReason: text().nullable(),
  imei: text(),
  duplicateOf: z.array(text()),
  blocked: z.boolean(),
  activationLockOff: z.boolean().nullable(),
  cloudLockOff: z.boolean().nullable(),
  evidencePhotoIds: z.array(z.uuid()),
  wipeMethod: z.enum(WIPE_METHODS).nullable(),
  wipedAt: z.iso.datetime().nullable(),
  certificateNumber: text().nullable(),
  inspectedBy: text().nullable(),
  inspectedAt: z.iso.datetime().nullable(),
});
export type TInspectionResult = z.infer<typeof ZInspectionResultSchema>;

/** GET /api/engineer/requests/{reference} — the device, the customer's answers and offer, the inspection. */
export const ZEngineerRequestSchema = z.object({
  reference: text(),
  status: z.enum(TRADE_IN_STATUSES),
  version: z.number().int(),
  receivedAt: z.iso.datetime().nullable(),
  targetHours: z.number().int(),
  device: text(),
  category: ZCategoryKeySchema.nullable(),
  brandName: text().nullable(),
  storageGb: z.number().int().nullable(),
  year: z.number().int().nullable(),
  /** What the customer typed, if anything. */
  imeiSerial: text().nullable(),
  option: z.enum(TRADE_IN_OPTIONS).nullable(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  province: z.enum(PROVINCE_KEYS),
  storeName: z.object({ th: text(), en: text() }).nullable(),
  customerAnswers: ZAnswersSchema.nullable(),
  customerGrade: text().nullable(),
  offerLines: z.array(ZPriceLineSchema),
  offeredThb: z.number().int().nullable(),
  /** The quote's price table and settings: the browser shows the price as the server will compute it. */
  pricing: z
    .object({
      table: ZPriceTableSchema,
      voucherUpliftPercent: z.number().int(),
      provincialBonusThb: z.number().int(),
    })
    .nullable(),
  /** The customer's photos: GET /api/engineer/requests/{reference}/photos/{id}. */
  photoIds: z.array(z.uuid()),
  claim: ZClaimSchema.nullable(),
  inspection: ZInspectionResultSchema.nullable(),
  requote: z.enum(['pending', 'accepted', 'declined']).nullable(),
  rejectionReason: text().nullable(),
  /** May this viewer inspect it now (received, and claimed by them — or admin). */
  canInspect: z.boolean(),
  canRelease: z.boolean(),
  history: z.array(ZAdminRequestHistoryEntrySchema),
});
export type TEngineerRequest = z.infer<typeof ZEngineerRequestSchema>;

export const ZImeiInputSchema = text()
  .trim()
  .min(1, 'engineerConsole.errors.imeiRequired')
  .max(20, 'engineerConsole.errors.imeiInvalid');

/** POST /api/engineer/requests/{reference}/identity — what the IMEI/serial says, nothing written. */
export const ZIdentityCheckRequestSchema = z.object({ imei: ZImeiInputSchema });
export const ZIdentityCheckSchema = z.object({
  /** The number as it would be kept (spaces and dashes dropped), null when it is no IMEI or serial. */
  normalized: text().nullable(),
  kind: z.enum(['imei', 'serial']).nullable(),
  /** Other open or settled requests with the same number. */
  duplicateOf: z.array(z.object({ reference: text(), status: z.enum(TRADE_IN_STATUSES) })),
  blocked: z.object({ note: text() }).nullable(),
});
export type TIdentityCheck = z.infer<typeof ZIdentityCheckSchema>;

const reasonText = text().trim().max(500, 'errors.text.tooLong');

/** POST /api/engineer/requests/{reference}/inspect — the browser sends answers, never a computed price. */
export const ZInspectRequestSchema = z.object({
  version: z.number().int(),
  answers: ZAnswersSchema,
  imei: ZImeiInputSchema,
  activationLockOff: z.boolean(),
  cloudLockOff: z.boolean(),
  evidencePhotoIds: z
    .array(z.uuid({ error: 'errors.files.notAttachable' }))
    .max(MAX_EVIDENCE_PHOTOS, 'engineerConsole.errors.tooManyPhotos'),
  wipe: z
    .object({
      method: z.enum(WIPE_METHODS, { error: 'engineerConsole.errors.wipeMethodRequired' }),
      at: z.iso.datetime({ error: 'engineerConsole.errors.wipeTimeRequired' }),
    })
    .optional(),
  /** A price other than the computed one, with why: marked as an override everywhere. */
  override: z
    .object({
      priceThb: z
        .number({ error: 'errors.workflow.amountInvalid' })
        .int('errors.workflow.amountInvalid')
        .min(0, 'errors.workflow.amountInvalid')
        .max(10_000_000, 'errors.workflow.amountInvalid'),
      reason: reasonText.min(1, 'engineerConsole.errors.overrideReasonRequired'),
    })
    .optional(),
  note: text().trim().max(500, 'errors.text.tooLong').optional(),
});
export type TInspectRequest = z.infer<typeof ZInspectRequestSchema>;

/**
 * What the inspection of a device not on the blocklist also needs (the service refuses the same, with the
 * same keys and paths): both locks confirmed off and the data wipe. The console checks it before sending.
 */
export const ZInspectNotBlockedSchema = ZInspectRequestSchema.superRefine((body, ctx) => {
  const need = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!body.activationLockOff) need(['activationLockOff'], 'engineerConsole.errors.lockNotConfirmed');
  if (!body.cloudLockOff) need(['cloudLockOff'], 'engineerConsole.errors.lockNotConfirmed');
  if (!body.wipe) need(['wipe', 'method'], 'engineerConsole.errors.wipeRequired');
});

/** POST /api/engineer/requests/{reference}/reject — the engineer stops a request (cloud lock on, say). */
export const ZEngineerRejectSchema = z.object({
  version: z.number().int(),
  reason: reasonText.min(1, 'errors.workflow.reasonRequired'),
});

/** The blocklist (admin): IMEIs reported lost or stolen. */
export const ZBlocklistEntrySchema = z.object({
  id: z.number().int(),
  imei: text(),
  note: text(),
  createdBy: text().nullable(),
  createdAt: z.iso.datetime(),
});
export const ZBlocklistSchema = z.object({ items: z.array(ZBlocklistEntrySchema) });
export const ZBlocklistCreateSchema = z.object({
  imei: ZImeiInputSchema,
  note: text().trim().min(1, 'engineerConsole.errors.blocklistNoteRequired').max(500, 'errors.text.tooLong'),
});
export const ZBlocklistIdParamSchema = z.object({ id: recordId('errors.notFound') });

/** GET /api/verify/wipe/{token} — a certificate's public facts (nothing personal). */
export const ZWipeVerifyParamSchema = z.object({ token: text().max(64) });
export const ZWipeVerificationSchema = z.object({
  certificateNumber: text(),
  device: text(),
  imeiLast4: text(),
  method: z.enum(WIPE_METHODS),
  wipedAt: z.iso.datetime(),
  issuer: text(),
});
export type TWipeVerification = z.infer<typeof ZWipeVerificationSchema>;
