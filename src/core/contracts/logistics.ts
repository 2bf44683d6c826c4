import { z } from 'zod';
import { DELIVERY_STATES } from '../workflow/delivery-machine.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';
import { ZTransitionNoteSchema } from './workflow.ts';
import { ZHistoryStepSchema } from './sales.ts';
import { ZPhoneSchema } from './trade-ins.ts';

const invalidFilter = 'logisticsConsole.errors.filterInvalid';
const optional = (max: number) =>
  text()
    .trim()
    .max(max, 'errors.text.tooLong')
    .transform((value) => value || undefined)
    .optional();

/**
 * The carriers offered first (an editable list: admin and logistics change it), named in English and Thai
 * (migration 0031 names them in Thai where an older list has them). `{tracking}` is replaced.
 */
export const DEFAULT_CARRIERS = [
  {
    name: 'Thailand Post',
    nameTh: 'ไปรษณีย์ไทย',
    trackingUrl: 'https://track.thailandpost.co.th/?trackNumber={tracking}',
  },
  {
    name: 'Kerry Express',
    nameTh: 'เคอรี่ เอ็กซ์เพรส',
    trackingUrl: 'https://th.kerryexpress.com/en/track/?track={tracking}',
  },
  {
    name: 'Flash Express',
    nameTh: 'แฟลช เอ็กซ์เพรส',
    trackingUrl: 'https://www.flashexpress.co.th/fle/tracking?se={tracking}',
  },
  {
    name: 'J&T Express',
    nameTh: 'เจแอนด์ที เอ็กซ์เพรส',
    trackingUrl: 'https://www.jtexpress.co.th/service/track?billcode={tracking}',
  },
  { name: 'Own rider', nameTh: 'พนักงานส่งของร้าน', trackingUrl: '' },
] as const;

/**
 * A carrier's name in a language (a carrier, or a delivery naming its carrier): the Thai one on Thai
 * screens and documents when it has one, else the English one.
 */
export function carrierNameIn(
  carrier:
    | { name: string | null; nameTh: string | null }
    | { carrierName: string | null; carrierNameTh: string | null },
  locale: string,
): string | null {
  const [name, nameTh] =
    'carrierName' in carrier ? [carrier.carrierName, carrier.carrierNameTh] : [carrier.name, carrier.nameTh];
  return (locale === 'th' && nameTh) || name;
}

export function trackingLink(template: string, trackingNumber: string | null): string | null {
  if (!template || !trackingNumber) return null;
  return template.replace('{tracking}', encodeURIComponent(trackingNumber));
}

export const ZCarrierSchema = z.object({
  id: z.number().int(),
  name: text(),
  nameTh: text(),
  trackingUrl: text(),
  active: z.boolean(),
});
export const ZCarriersSchema = z.object({ carriers: z.array(ZCarrierSchema) });
export const ZCarriersUpdateSchema = z.object({
  carriers: z
    .array(
      z.object({
        name: text().trim().min(1, 'salesConsole.errors.required').max(60, 'errors.text.tooLong'),
        /** Empty: Thai screens show the English name. */
        nameTh: text().trim().max(60, 'errors.text.tooLong').default(''),
        trackingUrl: text()
          .trim()
          .max(300, 'errors.text.tooLong')
          .refine(
            (value) => value === '' || /^https:\/\/\S+$/.test(value),
            'logisticsConsole.errors.trackingUrl',
          ),
        active: z.boolean().default(true),
      }),
    )
    .min(1, 'salesConsole.errors.required')
    .max(30),
});

/** `overdue=1`: only the work past its time (decision 045). */
const ZOverdueFilterSchema = z.enum(['1'], { error: invalidFilter }).optional();

export const ZDeliveryListQuerySchema = z.object({
  status: z.enum(DELIVERY_STATES, { error: invalidFilter }).optional(),
  overdue: ZOverdueFilterSchema,
  q: optional(100),
  cursor: text().max(20, invalidFilter).regex(/^\d*$/, invalidFilter).optional(),
  pageSize: z.coerce.number({ error: invalidFilter }).int(invalidFilter).min(1).max(100).default(50),
});
export type TDeliveryListQuery = z.output<typeof ZDeliveryListQuerySchema>;

export const ZDeliverySchema = z.object({
  id: z.number().int(),
  /** A sale shipped, or a free return of a device whose customer declined a lower re-quote (decision 030). */
  kind: z.enum(['sale', 'return']),
  saleId: z.number().int().nullable(),
  /** The sale's document number, or the trade-in request's reference for a return. */
  documentNumber: text().nullable(),
  customerName: text(),
  address: text(),
  phone: text(),
  status: z.enum(DELIVERY_STATES),
  carrierId: z.number().int().nullable(),
  carrierName: text().nullable(),
  /** The carrier's Thai name ('' when it has none): carrierNameIn picks by language. */
  carrierNameTh: text().nullable(),
  trackingNumber: text().nullable(),
  trackingUrl: text().nullable(),
  notes: text(),
  recipientName: text().nullable(),
  signatureFileId: z.uuid().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
  items: z.array(text()),
  /** Still open more than `DELIVERY_OVERDUE_DAYS` days after it was created. */
  overdue: z.boolean(),
});
export type TDelivery = z.infer<typeof ZDeliverySchema>;
export const ZDeliveryListSchema = z.object({
  items: z.array(ZDeliverySchema),
  nextCursor: text().nullable(),
  /** The days after which an open delivery is overdue (the server's setting). */
  overdueDays: z.number().int(),
});
export const ZDeliveryDetailSchema = ZDeliverySchema.extend({
  history: z.array(ZHistoryStepSchema),
  /** The steps this caller may take from here. */
  next: z.array(z.enum(DELIVERY_STATES)),
});
export type TDeliveryDetail = z.infer<typeof ZDeliveryDetailSchema>;

export const ZDeliveryIdParamSchema = z.object({ id: recordId('errors.notFound') });

/**
 * One step of a delivery. In transit needs the tracking number (spec §5 "Please enter tracking number");
 * delivered, the signature drawn on screen (an uploaded `signature` file) and the recipient's name;
 * failed and returned, a reason.
 */
export const ZDeliveryStepSchema = z.object({
  to: z.enum(DELIVERY_STATES, { error: 'errors.workflow.notAllowed' }),
  version: z.number().int(),
  carrierId: recordId(invalidFilter).optional(),
  trackingNumber: optional(40),
  recipientName: optional(120),
  signature: z.uuid({ error: 'errors.workflow.evidence.signature' }).optional(),
  reason: optional(500),
  notes: optional(1000),
  note: ZTransitionNoteSchema,
});
export type TDeliveryStep = z.output<typeof ZDeliveryStepSchema>;

/** The delivery's own facts, changed without a step: the carrier (from the list) and the notes. */
export const ZDeliveryEditSchema = z.object({
  version: z.number().int(),
  carrierId: recordId(invalidFilter).nullable().optional(),
  notes: text().trim().max(1000, 'errors.text.tooLong').optional(),
});
export type TDeliveryEdit = z.output<typeof ZDeliveryEditSchema>;

export const ZProofOfDeliveryQuerySchema = z.object({
  lang: z.enum(['th', 'en'], { error: invalidFilter }).default('th'),
});

/** Pick-up requests logistics plans: not yet booked, booked (a run), or received (handed over). */
export const PICKUP_STATES = ['new', 'booked', 'received'] as const;

export const ZPickupListQuerySchema = z.object({
  status: z.enum(PICKUP_STATES, { error: invalidFilter }).optional(),
  /** One day (Bangkok), YYYY-MM-DD; without it, every open pick-up from today on (and any overdue). */
  date: z.iso.date({ error: invalidFilter }).optional(),
  overdue: ZOverdueFilterSchema,
});
export type TPickupListQuery = z.output<typeof ZPickupListQuerySchema>;

export const ZPickupSchema = z.object({
  id: z.number().int(),
  reference: text(),
  status: z.enum(PICKUP_STATES),
  version: z.number().int(),
  customerName: text(),
  phone: text(),
  device: text(),
  address: text(),
  district: text(),
  province: text(),
  provinceName: z.object({ th: text(), en: text() }),
  date: z.iso.date().nullable(),
  timeSlot: text().nullable(),
  mapUrl: text(),
  /** Still new or booked after its slot has ended. */
  overdue: z.boolean(),
});
export type TPickup = z.infer<typeof ZPickupSchema>;
export const ZPickupListSchema = z.object({ items: z.array(ZPickupSchema) });

export const ZPickupIdParamSchema = z.object({ id: recordId('errors.notFound') });

/** The dashboard's count of overdue logistics work (decision 045). */
export const ZLogisticsOverdueSchema = z.object({
  pickups: z.number().int().nonnegative(),
  deliveries: z.number().int().nonnegative(),
  deliveryDays: z.number().int(),
});
export type TLogisticsOverdue = z.infer<typeof ZLogisticsOverdueSchema>;

/** Confirming the slot: new → booked. */
export const ZPickupBookSchema = z.object({ version: z.number().int(), note: ZTransitionNoteSchema });

/** The courier's hand-over at the door: booked → received with the device photo and the signature. */
export const ZPickupHandoverSchema = z.object({
  version: z.number().int(),
  handoverPhoto: z.uuid({ error: 'errors.workflow.evidence.handoverPhoto' }).optional(),
  signature: z.uuid({ error: 'errors.workflow.evidence.signature' }).optional(),
  note: ZTransitionNoteSchema,
});
export type TPickupHandover = z.output<typeof ZPickupHandoverSchema>;

/** A day's run sheet is one bilingual page set (Thai and English side by side). */
export const ZRunSheetQuerySchema = z.object({ date: z.iso.date({ error: invalidFilter }) });

/** A sale's document number as printed: ABB-2026-000001, INV-…, RCP-…. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z]{2,4}-\d{4}-\d{6}$/;

/** /track for a buyer (decision 030): the sale's document number and the phone the goods ship to. */
export const ZTrackDeliveryRequestSchema = z.object({
  documentNumber: text({ error: 'errors.track.documentInvalid' })
    .trim()
    .toUpperCase()
    .regex(DOCUMENT_NUMBER_PATTERN, 'errors.track.documentInvalid'),
  phone: ZPhoneSchema,
});

/** What the buyer sees: where the parcel is, with whom, and its steps (no address, no names). */
export const ZTrackedDeliverySchema = z.object({
  documentNumber: text(),
  status: z.enum(DELIVERY_STATES),
  items: z.array(text()),
  carrierName: text().nullable(),
  /** The carrier's Thai name ('' when it has none): carrierNameIn picks by language. */
  carrierNameTh: text().nullable(),
  trackingNumber: text().nullable(),
  trackingUrl: text().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  timeline: z.array(z.object({ status: z.enum(DELIVERY_STATES), at: z.iso.datetime() })),
});
export type TTrackedDelivery = z.infer<typeof ZTrackedDeliverySchema>;
