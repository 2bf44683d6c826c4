import { z } from 'zod';
import { VOUCHER_STATES } from '../workflow/voucher-machine.ts';
import { text } from './text.ts';
import { LOCALES, MAX_PHOTOS } from '../constants.ts';
import { looksLikeImei, normalizeImeiOrSerial } from '../imei.ts';
import { normalizeThaiPhone } from '../phone.ts';
import { PROVINCE_KEYS } from '../provinces.ts';
import { REFERENCE_PATTERN } from '../reference.ts';
import {
  FULFILMENT_METHODS,
  PICKUP_TIME_SLOTS,
  TRADE_IN_OPTIONS,
  TRADE_IN_STATUSES,
} from '../trade-in-lifecycle.ts';
import { ZAnswersSchema, ZPriceLineSchema } from './quotes.ts';
import { ZPayeeInputSchema } from './finance.ts';
import { PAYEE_METHODS } from '../finance/payee.ts';

const trimmed = (max: number, key: string) => text({ error: key }).trim().max(max, key);
const optionalText = (max: number, key: string) =>
  trimmed(max, key)
    .optional()
    .transform((value) => (value ? value : undefined));

export const ZReferenceSchema = text({ error: 'errors.reference.invalid' }).regex(
  REFERENCE_PATTERN,
  'errors.reference.invalid',
);

export const ZPhoneSchema = text({ error: 'errors.phone.invalid' }).transform((value, context) => {
  const phone = normalizeThaiPhone(value);
  if (!phone) {
    context.addIssue({ code: 'custom', message: 'errors.phone.invalid' });
    return z.NEVER;
  }
  return phone;
});

/** IMEI (15 digits, Luhn) or a serial number; optional, but checked when given (spec §5). */
export const ZImeiSerialSchema = text()
  .optional()
  .transform((value, context) => {
    if (!value || !value.trim()) return undefined;
    const normalized = normalizeImeiOrSerial(value);
    if (!normalized) {
      // Fifteen digits is an IMEI with a wrong digit (its last one checks the others): say so, not "enter 15 digits".
      const message = looksLikeImei(value) ? 'errors.imei.checkDigit' : 'errors.imei.invalid';
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalized;
  });

export const ZProvinceSchema = z.enum(PROVINCE_KEYS, { error: 'errors.province.required' });
export const ZPickupDateSchema = z.iso.date({ error: 'errors.pickup.dateInvalid' });
export const ZTimeSlotSchema = z.enum(PICKUP_TIME_SLOTS, { error: 'errors.pickup.timeSlotRequired' });
export const ZPhotoIdsSchema = z
  .array(z.uuid({ error: 'errors.photos.invalid' }))
  .max(MAX_PHOTOS, 'errors.photos.tooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'errors.photos.invalid')
  .default([]);

/**
 * Optional on every form: Thai customers are reached by phone (and LINE); an address is given by those
 * who want their updates by e-mail too. Checked when given.
 */
export const ZOptionalEmailSchema = text()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.email({ error: 'errors.email.invalid' }).max(254, 'errors.email.invalid').optional());

/** Fields every request has: who the customer is and what they agreed to (spec §3, §5). */
const ZContactSchema = z.object({
  fullName: trimmed(100, 'errors.fullName.required').min(2, 'errors.fullName.required'),
  phone: ZPhoneSchema,
  email: ZOptionalEmailSchema,
  lineId: optionalText(50, 'errors.lineId.invalid').refine(
    (value) => value === undefined || /^@?[a-zA-Z0-9._-]{1,49}$/.test(value),
    'errors.lineId.invalid',
  ),
  province: ZProvinceSchema,
  pdpaConsent: z.literal(true, { error: 'errors.consent.required' }),
  marketingOptIn: z.boolean().default(false),
  locale: z.enum(LOCALES).default('th'),
});

const ZPickupDetailsSchema = z.object({
  address: trimmed(500, 'errors.pickup.addressRequired').min(10, 'errors.pickup.addressRequired'),
  date: ZPickupDateSchema,
  timeSlot: ZTimeSlotSchema,
});

/** POST /api/trade-ins — the request after a valuation. */
export const ZCreateTradeInRequestSchema = ZContactSchema.extend({
  reference: ZReferenceSchema,
  quoteId: z.uuid({ error: 'errors.quote.notFound' }),
  option: z.enum(TRADE_IN_OPTIONS, { error: 'errors.tradeIn.optionRequired' }),
  fulfilment: z.enum(FULFILMENT_METHODS, { error: 'errors.tradeIn.fulfilmentRequired' }),
  storeId: z.number().int().positive().optional(),
  pickup: ZPickupDetailsSchema.optional(),
  imeiSerial: ZImeiSerialSchema,
  preferredProduct: optionalText(120, 'errors.text.tooLong'),
  promoCode: optionalText(30, 'errors.promoCode.invalid').refine(
    (value) => value === undefined || /^[A-Za-z0-9-]{2,30}$/.test(value),
    'errors.promoCode.invalid',
  ),
  dealerCode: optionalText(20, 'errors.dealerCode.invalid').refine(
    (value) => value === undefined || /^[A-Z]{3}-[A-Z0-9]{3,12}$/.test(value.toUpperCase()),
    'errors.dealerCode.invalid',
  ),
  remarks: optionalText(1000, 'errors.text.tooLong'),
  photoIds: ZPhotoIdsSchema,
  /** Where the customer is paid, given on the form (decision 036); only for an option paid in money. */
  payee: ZPayeeInputSchema.optional(),
}).superRefine((value, context) => {
  if (value.payee && value.option === 'voucher') {
    context.addIssue({ code: 'custom', path: ['payee'], message: 'errors.tradeIn.payeeForVoucher' });
  }
  if (value.fulfilment === 'store' && value.storeId === undefined) {
    context.addIssue({ code: 'custom', path: ['storeId'], message: 'errors.tradeIn.storeRequired' });
  }
  if (value.fulfilment === 'pickup' && value.pickup === undefined) {
    context.addIssue({ code: 'custom', path: ['pickup'], message: 'errors.pickup.addressRequired' });
  }
});
export type TCreateTradeInRequest = z.input<typeof ZCreateTradeInRequestSchema>;
export type TCreateTradeInParsed = z.output<typeof ZCreateTradeInRequestSchema>;

/** POST /api/pickups — a home pick-up asked for without a valuation (/pickup). */
export const ZCreatePickupRequestSchema = ZContactSchema.extend({
  reference: ZReferenceSchema,
  deviceDescription: trimmed(300, 'errors.pickup.deviceRequired').min(2, 'errors.pickup.deviceRequired'),
  pickup: ZPickupDetailsSchema,
  remarks: optionalText(1000, 'errors.text.tooLong'),
  photoIds: ZPhotoIdsSchema,
});
export type TCreatePickupRequest = z.input<typeof ZCreatePickupRequestSchema>;

/** What the customer gets back from a submission; `created` is false for an idempotent replay. */
export const ZTradeInReceiptSchema = z.object({
  reference: text(),
  /** True when the submitted reference belonged to another request and the server issued a new one. */
  referenceChanged: z.boolean(),
  created: z.boolean(),
  status: z.enum(TRADE_IN_STATUSES),
  /** Lets this browser download the PDF receipt; shown once, stored only as a hash. */
  receiptToken: text(),
  trackingUrl: z.url(),
  offerThb: z.number().int().nullable(),
  lines: z.array(ZPriceLineSchema),
  createdAt: z.iso.datetime(),
});
export type TTradeInReceipt = z.infer<typeof ZTradeInReceiptSchema>;

/** POST /api/photos answer: the stored, re-encoded photo. */
export const ZPhotoUploadSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type TPhotoUpload = z.infer<typeof ZPhotoUploadSchema>;

/** GET /api/stores — drop-off locations. */
export const ZStoreSchema = z.object({
  id: z.number().int(),
  name: z.object({ th: text(), en: text() }),
  address: z.object({ th: text(), en: text() }),
  province: ZProvinceSchema,
  openingHours: z.object({ th: text(), en: text() }),
  phone: text(),
});
export type TStore = z.infer<typeof ZStoreSchema>;
export const ZListStoresResponseSchema = z.object({ stores: z.array(ZStoreSchema) });

/** GET /api/trade-ins/:reference/receipt.pdf — any reference; a wrong one or token is the same 404. */
export const ZReceiptParamSchema = z.object({ reference: text() });
export const ZReceiptQuerySchema = z.object({
  token: text().max(200).optional(),
  lang: z.enum(LOCALES, { error: 'errors.validation.invalid' }).optional(),
});
/** GET /api/trade-ins/:reference/qr.svg — only a well-formed reference. */
export const ZReferenceParamSchema = z.object({ reference: ZReferenceSchema });

/** POST /api/track — reference + phone; a wrong pair reveals nothing (404, same as unknown). */
export const ZTrackRequestSchema = z.object({ reference: ZReferenceSchema, phone: ZPhoneSchema });

export const ZTrackDecisionRequestSchema = ZTrackRequestSchema.extend({
  decision: z.enum(['accept', 'decline'], { error: 'errors.track.decisionRequired' }),
});

export const ZTrackingSchema = z.object({
  reference: text(),
  status: z.enum(TRADE_IN_STATUSES),
  timeline: z.array(z.object({ status: z.enum(TRADE_IN_STATUSES), at: z.iso.datetime() })),
  device: text(),
  option: z.enum(TRADE_IN_OPTIONS).nullable(),
  fulfilment: z.enum(FULFILMENT_METHODS),
  offerThb: z.number().int().nullable(),
  actualPriceThb: z.number().int().nullable(),
  /** True when the engineer's price is below the offer and the customer has not answered yet. */
  decisionRequired: z.boolean(),
  rejectionReason: text().nullable(),
  /**
   * A lower re-quote's grounds (issue 18): both answer sets, both price lines, the engineer's evidence
   * photos (GET /api/track/evidence/{reference}/{id}) and an override's reason. Null without a re-quote.
   */
  requote: z
    .object({
      status: z.enum(['pending', 'accepted', 'declined']),
      customerAnswers: ZAnswersSchema.nullable(),
      engineerAnswers: ZAnswersSchema.nullable(),
      offerLines: z.array(ZPriceLineSchema),
      actualLines: z.array(ZPriceLineSchema),
      overrideReason: text().nullable(),
      evidencePhotoIds: z.array(z.uuid()),
    })
    .nullable(),
  /** The data-erasure certificate's number once the wipe is recorded (POST /api/track/certificate). */
  erasureCertificate: text().nullable(),
  /**
   * Where the customer is paid (issue 20, decision 031): the saved details masked, and whether they may
   * still be given or changed (a payment or voucher request not yet paid). Only /track's answers carry it.
   */
  payee: z
    .object({
      saved: z.object({ method: z.enum(PAYEE_METHODS), masked: text() }).nullable(),
      editable: z.boolean(),
    })
    .optional(),
  /**
   * The request's vouchers once issued (decision 044): the settlement's and any a return gave back, with
   * what is left and until when (POST /api/track/voucher for its PDF). Only /track's answers carry it.
   */
  vouchers: z
    .array(
      z.object({
        code: text(),
        status: z.enum(VOUCHER_STATES),
        amountSatang: z.number().int(),
        balanceSatang: z.number().int(),
        issuedOn: z.iso.date(),
        validUntil: z.iso.date(),
      }),
    )
    .optional(),
});
export type TTracking = z.infer<typeof ZTrackingSchema>;

/** POST /api/track/voucher — one of the request's vouchers as PDF, for its reference and phone number. */
export const ZTrackVoucherRequestSchema = ZTrackRequestSchema.extend({
  code: text().trim().max(40),
});

/** POST /api/track/payee — the request's owner (reference + phone) gives where to be paid. */
export const ZTrackPayeeRequestSchema = ZTrackRequestSchema.extend({ payee: ZPayeeInputSchema });
