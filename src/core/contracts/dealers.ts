import { z } from 'zod';
import { CATEGORY_KEYS } from '../constants.ts';
import { DEALER_CODE_MAX, isDealerCode, normalizeDealerCode } from '../dealer-code.ts';
import {
  ANY_CATEGORY,
  COMMISSION_KINDS,
  MAX_COMMISSION_BP,
  MAX_COMMISSION_FIXED_THB,
} from '../dealer-commission.ts';
import { PROVINCE_KEYS } from '../provinces.ts';
import { TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { DEALER_STATES } from '../workflow/dealer-machine.ts';
import { ZDealerProfileSchema } from './auth.ts';
import { recordId } from './record-id.ts';
import { ZReportQuerySchema } from './reports.ts';
import { text } from './text.ts';
import { ZTrackingSchema } from './trade-ins.ts';
import { ZEvidenceRecordSchema, ZTransitionNoteSchema } from './workflow.ts';

/** The dealer network (issue 21, decision 023): the public code look-up, the dealer area, Admin › Dealers. */

export const ZDealerStateSchema = z.enum(DEALER_STATES);
export type TDealerState = z.infer<typeof ZDealerStateSchema>;

/** A dealer code as typed or scanned: compared in upper case. */
export const ZDealerCodeSchema = text({ error: 'dealerArea.errors.codeInvalid' })
  .trim()
  .max(DEALER_CODE_MAX, 'dealerArea.errors.codeInvalid')
  .transform((value) => normalizeDealerCode(value))
  .refine(isDealerCode, 'dealerArea.errors.codeInvalid');

/** Any text in the path: an unknown or malformed code is "not active", never a 400 (the page says so). */
export const ZDealerCodeParamSchema = z.object({ code: text().max(64) });

/** GET /api/dealer-codes/{code}: an approved shop, as the customer's page shows it. */
export const ZActiveDealerSchema = z.object({
  code: text(),
  shopName: text(),
  province: z.enum(PROVINCE_KEYS),
});
export type TActiveDealer = z.infer<typeof ZActiveDealerSchema>;

export const ZCategoryOrAnySchema = z.enum([ANY_CATEGORY, ...CATEGORY_KEYS], {
  error: 'dealersAdmin.errors.categoryInvalid',
});

export const ZCommissionRuleSchema = z.object({
  category: ZCategoryOrAnySchema,
  kind: z.enum(COMMISSION_KINDS, { error: 'dealersAdmin.errors.commissionKindInvalid' }),
  percentBp: z
    .number({ error: 'dealersAdmin.errors.commissionPercentInvalid' })
    .int('dealersAdmin.errors.commissionPercentInvalid')
    .min(0, 'dealersAdmin.errors.commissionPercentInvalid')
    .max(MAX_COMMISSION_BP, 'dealersAdmin.errors.commissionPercentInvalid'),
  fixedThb: z
    .number({ error: 'dealersAdmin.errors.commissionFixedInvalid' })
    .int('dealersAdmin.errors.commissionFixedInvalid')
    .min(0, 'dealersAdmin.errors.commissionFixedInvalid')
    .max(MAX_COMMISSION_FIXED_THB, 'dealersAdmin.errors.commissionFixedInvalid'),
});
export type TCommissionRuleInput = z.infer<typeof ZCommissionRuleSchema>;

/** PUT /api/admin/dealers/{id}/commission: the whole set (one rule per category at most). */
export const ZCommissionRulesUpdateSchema = z.object({
  rules: z
    .array(ZCommissionRuleSchema)
    .max(CATEGORY_KEYS.length + 1)
    .superRefine((rules, context) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.category)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'category'],
            message: 'dealersAdmin.errors.commissionDuplicate',
          });
        }
        seen.add(rule.category);
      });
    }),
});

// ---- Dealer area ----------------------------------------------------------------------------------

/** Where a request came from: assessed at the counter, the customer's own phone, or attached by a scan. */
export const DEALER_CHANNELS = ['counter', 'customer', 'attached'] as const;
export const ZDealerChannelSchema = z.enum(DEALER_CHANNELS);

export const ZDealerRequestSchema = z.object({
  reference: text(),
  createdAt: z.iso.datetime(),
  status: z.enum(TRADE_IN_STATUSES),
  device: text(),
  /** The customer's given name and the initial of the family name (the shop needs no more). */
  customer: text(),
  channel: ZDealerChannelSchema,
  offeredThb: z.number().int().nullable(),
  settledThb: z.number().int().nullable(),
  commissionSatang: z.number().int().nullable(),
});
export type TDealerRequest = z.infer<typeof ZDealerRequestSchema>;

export const DEALER_LIST_PAGE = 25;
export const ZDealerRequestsQuerySchema = z.object({
  status: z.enum(TRADE_IN_STATUSES, { error: 'dealerArea.errors.statusInvalid' }).optional(),
  /** Opaque keyset cursor from the previous page. */
  cursor: text().max(100).optional(),
});
export const ZDealerRequestsPageSchema = z.object({
  items: z.array(ZDealerRequestSchema),
  nextCursor: text().nullable(),
});
export type TDealerRequestsPage = z.infer<typeof ZDealerRequestsPageSchema>;

/** GET /api/dealer/requests/{reference}: what /track shows, plus how it came and what it earned. */
export const ZDealerRequestDetailSchema = ZTrackingSchema.omit({
  decisionRequired: true,
  erasureCertificate: true,
  requote: true,
}).extend({
  createdAt: z.iso.datetime(),
  channel: ZDealerChannelSchema,
  grade: text().nullable(),
  settledThb: z.number().int().nullable(),
  commission: z
    .object({
      satang: z.number().int(),
      kind: z.enum(COMMISSION_KINDS).nullable(),
      percentBp: z.number().int(),
      fixedThb: z.number().int(),
      settledAt: z.iso.datetime(),
    })
    .nullable(),
});
export type TDealerRequestDetail = z.infer<typeof ZDealerRequestDetailSchema>;

export const ZDealerSummaryQuerySchema = ZReportQuerySchema;

/** GET /api/dealer/summary: the period's totals, commission per month, and the counter's accuracy. */
export const ZDealerSummarySchema = z.object({
  period: z.object({ from: text(), to: text() }),
  totals: z.object({
    count: z.number().int(),
    offeredThb: z.number().int(),
    settledThb: z.number().int(),
    commissionSatang: z.number().int(),
  }),
  byStatus: z.array(
    z.object({
      status: z.enum(TRADE_IN_STATUSES),
      count: z.number().int(),
      offeredThb: z.number().int(),
    }),
  ),
  /** Month by month (Bangkok, YYYY-MM), newest first: the last twelve months with any settlement. */
  commissionByMonth: z.array(
    z.object({
      month: text(),
      requests: z.number().int(),
      settledThb: z.number().int(),
      commissionSatang: z.number().int(),
    }),
  ),
  accuracy: z.object({
    /** Counter assessments the engineer has inspected. */
    inspected: z.number().int(),
    /** Of those, how many had the engineer's grade equal to the counter's (null: no grade recorded yet). */
    gradeMatches: z.number().int().nullable(),
    gradeCompared: z.number().int(),
    /** Average of (engineer's price − counter offer), whole baht (null when nothing was inspected). */
    averagePriceDifferenceThb: z.number().int().nullable(),
  }),
});
export type TDealerSummary = z.infer<typeof ZDealerSummarySchema>;

export const ZStatementQuerySchema = z.object({
  month: text({ error: 'dealerArea.errors.monthInvalid' }).regex(
    /^\d{4}-(0[1-9]|1[0-2])$/,
    'dealerArea.errors.monthInvalid',
  ),
});

/** GET /api/dealer/find?q=: a scanned or typed reference, tracking link or IMEI. */
export const ZDealerFindQuerySchema = z.object({
  q: text({ error: 'dealerArea.errors.findEmpty' }).trim().min(1, 'dealerArea.errors.findEmpty').max(300),
});
export const ZDealerFindResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('request'),
    reference: text(),
    /** mine: already this shop's; unassigned: no shop yet (may be attached); other: another shop's. */
    ownership: z.enum(['mine', 'unassigned', 'other']),
  }),
  z.object({
    kind: z.literal('imei'),
    imei: text(),
    /** The catalogue's model for the IMEI's device type, when known. */
    model: z
      .object({ id: z.number().int(), name: text(), brandId: z.number().int(), storageGb: z.number().int() })
      .nullable(),
  }),
  z.object({ kind: z.literal('notFound') }),
]);
export type TDealerFindResult = z.infer<typeof ZDealerFindResultSchema>;

export const ZDealerReferenceParamSchema = z.object({ reference: text().max(40) });

// ---- Admin › Dealers ------------------------------------------------------------------------------

export const ZAdminDealersQuerySchema = z.object({
  status: ZDealerStateSchema.optional(),
});

export const ZAdminDealerSchema = ZDealerProfileSchema.omit({ status: true }).extend({
  id: z.number().int(),
  status: ZDealerStateSchema,
  version: z.number().int(),
  email: text().nullable(),
  accountPhone: text().nullable(),
  displayName: text(),
  /** The code an approval would give (the shop's own once set; a free suggestion otherwise). */
  suggestedCode: text().nullable(),
  requestCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAdminDealer = z.infer<typeof ZAdminDealerSchema>;
export const ZAdminDealersSchema = z.object({ dealers: z.array(ZAdminDealerSchema) });

export const ZAdminDealerDetailSchema = ZAdminDealerSchema.extend({
  commissionRules: z.array(ZCommissionRuleSchema),
  history: z.array(
    z.object({
      fromStatus: text().nullable(),
      toStatus: text(),
      actor: text(),
      note: text().nullable(),
      evidence: ZEvidenceRecordSchema,
      at: z.iso.datetime(),
    }),
  ),
  allowedTransitions: z.array(z.object({ to: ZDealerStateSchema, evidence: z.array(text()) })),
  commissionTotalSatang: z.number().int(),
});
export type TAdminDealerDetail = z.infer<typeof ZAdminDealerDetailSchema>;

export const ZAdminDealerIdParamSchema = z.object({ id: recordId('errors.notFound') });

/** PUT /api/admin/dealers/{id}/code: while the shop is pending. */
export const ZAdminDealerCodeSchema = z.object({
  code: ZDealerCodeSchema,
  version: z.number({ error: 'errors.admin.versionRequired' }).int().positive('errors.admin.versionRequired'),
});

/** POST /api/admin/dealers/{id}/status: approve (with the code, if it changes), reject, suspend, reinstate. */
export const ZAdminDealerStatusSchema = z
  .object({
    to: ZDealerStateSchema,
    version: z
      .number({ error: 'errors.admin.versionRequired' })
      .int()
      .positive('errors.admin.versionRequired'),
    code: ZDealerCodeSchema.optional(),
    reason: text().trim().max(500, 'errors.text.tooLong').optional(),
    note: ZTransitionNoteSchema,
  })
  .superRefine((value, context) => {
    if ((value.to === 'rejected' || value.to === 'suspended') && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'dealersAdmin.errors.reasonRequired' });
    }
  });
export type TAdminDealerStatusInput = z.input<typeof ZAdminDealerStatusSchema>;
