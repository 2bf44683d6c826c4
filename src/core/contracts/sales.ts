import { z } from 'zod';
import { VAT_SCHEMES } from '../money.ts';
import { normalizeVoucherCode } from '../finance/voucher-code.ts';
import { MAX_SALE_VOUCHERS, SALE_PAYMENT_METHODS } from '../sales/sale-payments.ts';
import { isValidThaiTaxId } from '../tax-id.ts';
import { DELIVERY_STATES } from '../workflow/delivery-machine.ts';
import { SALE_STATES } from '../workflow/sale-machine.ts';
import { WAREHOUSE_ITEM_STATES } from '../workflow/warehouse-item-machine.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';
import { ZEvidenceRecordSchema, ZTransitionNoteSchema } from './workflow.ts';

/** Retail: one item to a customer; wholesale: many items to one buyer (issue 19). */
export const SALE_KINDS = ['retail', 'wholesale'] as const;
export type TSaleKind = (typeof SALE_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'transfer', 'promptPay', 'card'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** At the counter, or shipped to an address (which creates a delivery). */
export const HANDOVER_KINDS = ['counter', 'shipped'] as const;
export type THandoverKind = (typeof HANDOVER_KINDS)[number];
/** What a sale may issue, by the seller's choice; a credit note reverses one of them. */
export const ISSUED_DOCUMENT_TYPES = ['abbreviatedTaxInvoice', 'taxInvoice', 'receipt'] as const;
export type TIssuedDocumentType = (typeof ISSUED_DOCUMENT_TYPES)[number];
export const SALE_DOCUMENT_TYPES = [...ISSUED_DOCUMENT_TYPES, 'creditNote'] as const;
export type TSaleDocumentType = (typeof SALE_DOCUMENT_TYPES)[number];

/** A sold item may come back within this many days of the sale (the shop's warranty). */
export const WARRANTY_DAYS = 30;
/** The most items one wholesale sale takes. */
export const MAX_SALE_ITEMS = 200;
export const MAX_PRICE_THB = 10_000_000;

/** Spec §5: a missing required field says "Please fill all required fields". */
export const SALE_REQUIRED_KEY = 'salesConsole.errors.required';
const required = (max: number) =>
  text({ error: SALE_REQUIRED_KEY }).trim().min(1, SALE_REQUIRED_KEY).max(max, 'errors.text.tooLong');
const optional = (max: number) => text().trim().max(max, 'errors.text.tooLong').optional();

/* ---------- inventory ---------- */

export const INVENTORY_SORTS = ['daysInStock', 'model', 'price'] as const;
const invalidFilter = 'salesConsole.errors.filterInvalid';

export const ZInventoryQuerySchema = z.object({
  q: text()
    .trim()
    .max(100, invalidFilter)
    .transform((value) => value || undefined)
    .optional(),
  grade: text()
    .trim()
    .max(10, invalidFilter)
    .transform((value) => value || undefined)
    .optional(),
  vatScheme: z.enum(VAT_SCHEMES, { error: invalidFilter }).optional(),
  sort: z.enum(INVENTORY_SORTS, { error: invalidFilter }).default('daysInStock'),
  dir: z.enum(['asc', 'desc'], { error: invalidFilter }).default('desc'),
  cursor: text().max(20, invalidFilter).regex(/^\d*$/, invalidFilter).optional(),
  pageSize: z.coerce.number({ error: invalidFilter }).int(invalidFilter).min(1).max(100).default(50),
});
export type TInventoryQuery = z.output<typeof ZInventoryQuerySchema>;
export type TInventoryQueryInput = z.input<typeof ZInventoryQuerySchema>;

export const ZInventoryItemSchema = z.object({
  id: z.number().int(),
  description: text(),
  category: text().nullable(),
  storageGb: z.number().int().nullable(),
  grade: text().nullable(),
  /** The IMEI or serial's last four characters only (the full number is on the label). */
  imeiLast4: text().nullable(),
  location: text().nullable(),
  daysInStock: z.number().int(),
  /** Absent unless the caller's roles may see cost (admin, finance, account: COST_READERS). */
  costSatang: z.number().int().optional(),
  suggestedPriceSatang: z.number().int(),
  vatScheme: z.enum(VAT_SCHEMES),
});
export type TInventoryItem = z.infer<typeof ZInventoryItemSchema>;

export const ZInventoryListSchema = z.object({
  items: z.array(ZInventoryItemSchema),
  nextCursor: text().nullable(),
  /** Whether the costs are shown to this caller. */
  showsCost: z.boolean(),
});
export type TInventoryList = z.infer<typeof ZInventoryListSchema>;

/* ---------- margins ---------- */

export const ZSalesMarginSchema = z.object({
  /** A grade (A, B, C…), or `*` for every other grade. */
  grade: text().trim().min(1, SALE_REQUIRED_KEY).max(10, 'errors.text.tooLong'),
  marginPercent: z.number({ error: 'salesConsole.errors.marginInvalid' }).int().min(0).max(500),
});
export const ZSalesMarginsSchema = z.object({ margins: z.array(ZSalesMarginSchema).max(20) });
export type TSalesMargins = z.infer<typeof ZSalesMarginsSchema>;
export const DEFAULT_MARGIN_PERCENT = 20;

/* ---------- recording a sale ---------- */

export const ZSaleLineInputSchema = z.object({
  itemId: recordId(SALE_REQUIRED_KEY),
  priceThb: z
    .number({ error: SALE_REQUIRED_KEY })
    .int('salesConsole.errors.priceInvalid')
    .min(1, 'salesConsole.errors.priceInvalid')
    .max(MAX_PRICE_THB, 'salesConsole.errors.priceInvalid'),
});

/**
 * A voucher applied to a sale: its code (typed or scanned) and how much of it the seller saw it cover.
 * The server refuses (409 salesConsole.errors.voucherBalanceChanged) when its balance no longer does.
 */
export const ZSaleVoucherInputSchema = z.object({
  code: text({ error: SALE_REQUIRED_KEY }).trim().min(1, SALE_REQUIRED_KEY).max(40, 'errors.text.tooLong'),
  amountSatang: z
    .number({ error: 'salesConsole.errors.voucherAmountInvalid' })
    .int('salesConsole.errors.voucherAmountInvalid')
    .min(1, 'salesConsole.errors.voucherAmountInvalid')
    .max(MAX_PRICE_THB * 100, 'salesConsole.errors.voucherAmountInvalid'),
});

/**
 * POST /api/sales. Required: kind, customer name and contact, each item's price, payment method, the
 * hand-over (an address when shipped), the document; a full tax invoice also the buyer's address, tax
 * ID and branch. A price below an item's cost is refused (409 salesConsole.errors.belowCost) unless
 * `confirmBelowCost`. A retail sale may be paid partly or wholly with vouchers and a trade-in made at the
 * counter (`tradeInReference`, old for new); the payment method is then the rest's (decision 044).
 */
export const ZRecordSaleSchema = z
  .object({
    kind: z.enum(SALE_KINDS, { error: SALE_REQUIRED_KEY }),
    customerName: required(120),
    customerContact: required(120),
    items: z
      .array(ZSaleLineInputSchema, { error: SALE_REQUIRED_KEY })
      .min(1, SALE_REQUIRED_KEY)
      .max(MAX_SALE_ITEMS, 'salesConsole.errors.tooManyItems'),
    notes: optional(1000),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: SALE_REQUIRED_KEY }),
    handover: z.enum(HANDOVER_KINDS, { error: SALE_REQUIRED_KEY }),
    shippingAddress: optional(500),
    shippingPhone: optional(40),
    documentType: z.enum(ISSUED_DOCUMENT_TYPES, { error: SALE_REQUIRED_KEY }),
    buyerAddress: optional(500),
    buyerTaxId: optional(13),
    buyerBranch: optional(5),
    confirmBelowCost: z.boolean().optional(),
    vouchers: z
      .array(ZSaleVoucherInputSchema)
      .max(MAX_SALE_VOUCHERS, 'salesConsole.errors.tooManyVouchers')
      .optional(),
    tradeInReference: optional(40),
  })
  .superRefine((value, ctx) => {
    const missing = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: SALE_REQUIRED_KEY });
    if (value.kind === 'retail' && value.items.length > 1)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'salesConsole.errors.retailOneItem' });
    const vouchers = value.vouchers ?? [];
    if (value.kind === 'wholesale' && (vouchers.length > 0 || value.tradeInReference))
      ctx.addIssue({
        code: 'custom',
        path: [vouchers.length > 0 ? 'vouchers' : 'tradeInReference'],
        message: 'salesConsole.errors.counterPaymentRetailOnly',
      });
    const codes = vouchers.map((voucher) => normalizeVoucherCode(voucher.code));
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['vouchers', index, 'code'],
          message: 'salesConsole.errors.voucherTwice',
        });
    });
    if (new Set(value.items.map((item) => item.itemId)).size !== value.items.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'salesConsole.errors.itemTwice' });
    if (value.handover === 'shipped') {
      if (!value.shippingAddress) missing('shippingAddress');
      if (!value.shippingPhone) missing('shippingPhone');
    }
    if (value.documentType === 'taxInvoice') {
      if (!value.buyerAddress) missing('buyerAddress');
      if (!value.buyerTaxId) missing('buyerTaxId');
      else if (!isValidThaiTaxId(value.buyerTaxId))
        ctx.addIssue({ code: 'custom', path: ['buyerTaxId'], message: 'salesConsole.errors.taxId' });
      if (!value.buyerBranch) missing('buyerBranch');
      else if (!/^\d{5}$/.test(value.buyerBranch))
        ctx.addIssue({ code: 'custom', path: ['buyerBranch'], message: 'salesConsole.errors.branch' });
    }
  });
export type TRecordSale = z.output<typeof ZRecordSaleSchema>;
export type TRecordSaleInput = z.input<typeof ZRecordSaleSchema>;

/* ---------- a sale and its documents ---------- */

export const ZSaleLineSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  description: text(),
  imeiLast4: text().nullable(),
  priceSatang: z.number().int(),
  vatScheme: z.enum(VAT_SCHEMES),
  vatSatang: z.number().int(),
  /** Absent unless the caller may see cost (COST_READERS). */
  costSatang: z.number().int().optional(),
  itemStatus: z.enum(WAREHOUSE_ITEM_STATES),
  returnedAt: z.iso.datetime().nullable(),
});

export const ZSaleDocumentSchema = z.object({
  id: z.number().int(),
  saleId: z.number().int(),
  type: z.enum(SALE_DOCUMENT_TYPES),
  number: text(),
  issuedAt: z.iso.datetime(),
  buyerName: text(),
  totalSatang: z.number().int(),
  vatSatang: z.number().int(),
  cancelled: z.boolean(),
  /** A credit note: the number it reverses. */
  reversesNumber: text().nullable(),
  reason: text().nullable(),
  printCount: z.number().int(),
});
export type TSaleDocument = z.infer<typeof ZSaleDocumentSchema>;

export const ZHistoryStepSchema = z.object({
  from: text().nullable(),
  to: text(),
  at: z.iso.datetime(),
  by: text(),
  note: text().nullable(),
  evidence: ZEvidenceRecordSchema,
});

/**
 * How a sale was paid, and what its return gave back (negative amounts, `refund`): money, vouchers (the
 * code's last group only) and a trade-in credit with the device traded and its upgrade bonus.
 */
export const ZSalePaymentSchema = z.object({
  method: z.enum(SALE_PAYMENT_METHODS),
  amountSatang: z.number().int(),
  /** A voucher's code, masked (KV-••••-••••-••••-XXXX). */
  voucherCode: text().nullable(),
  tradeIn: z
    .object({ reference: text(), deviceDescription: text(), bonusSatang: z.number().int() })
    .nullable(),
  refund: z.boolean(),
  /** A refund row's credit note. */
  creditNoteId: z.number().int().nullable(),
  /** A part given back as a new voucher: its code in full (the customer is handed it) and its id. */
  refundVoucher: z.object({ id: z.number().int(), code: text() }).nullable(),
});
export type TSalePayment = z.infer<typeof ZSalePaymentSchema>;

export const ZSaleSchema = z.object({
  id: z.number().int(),
  status: z.enum(SALE_STATES),
  kind: z.enum(SALE_KINDS),
  customerName: text(),
  customerContact: text(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  handover: z.enum(HANDOVER_KINDS),
  shippingAddress: text().nullable(),
  notes: text(),
  totalSatang: z.number().int(),
  vatSatang: z.number().int(),
  soldAt: z.iso.datetime(),
  version: z.number().int(),
  lines: z.array(ZSaleLineSchema),
  payments: z.array(ZSalePaymentSchema),
  documents: z.array(ZSaleDocumentSchema),
  delivery: z.object({ id: z.number().int(), status: z.enum(DELIVERY_STATES) }).nullable(),
  /** Whether a return is still within the warranty. */
  returnable: z.boolean(),
  history: z.array(ZHistoryStepSchema),
});
export type TSale = z.infer<typeof ZSaleSchema>;

export const ZSaleIdParamSchema = z.object({ id: recordId('errors.notFound') });

export const ZDocumentListQuerySchema = z.object({
  q: text()
    .trim()
    .max(100, invalidFilter)
    .transform((value) => value || undefined)
    .optional(),
  type: z.enum(SALE_DOCUMENT_TYPES, { error: invalidFilter }).optional(),
  cursor: text().max(20, invalidFilter).regex(/^\d*$/, invalidFilter).optional(),
  pageSize: z.coerce.number({ error: invalidFilter }).int(invalidFilter).min(1).max(100).default(50),
});
export type TDocumentListQuery = z.output<typeof ZDocumentListQuerySchema>;
export type TDocumentListQueryInput = z.input<typeof ZDocumentListQuerySchema>;
export const ZDocumentListSchema = z.object({
  items: z.array(ZSaleDocumentSchema),
  nextCursor: text().nullable(),
});
export type TDocumentList = z.infer<typeof ZDocumentListSchema>;

export const ZDocumentPdfQuerySchema = z.object({
  lang: z.enum(['th', 'en'], { error: invalidFilter }).default('th'),
});

/** Cancelling a sale's document keeps its number and records a credit note; the items come back. */
export const ZCancelSaleSchema = z.object({
  version: z.number().int(),
  reason: required(500),
  note: ZTransitionNoteSchema,
});
export type TCancelSale = z.output<typeof ZCancelSaleSchema>;

/**
 * A return within the warranty: the items come back (a credit note for them). `restock` puts them on a
 * shelf at once and `writeOff` writes them off, for a caller who may (warehouse or admin); `warehouse`
 * leaves them returned for the warehouse to decide.
 */
export const RETURN_DISPOSITIONS = ['warehouse', 'restock', 'writeOff'] as const;
export const ZReturnSaleSchema = z
  .object({
    version: z.number().int(),
    itemIds: z.array(recordId(SALE_REQUIRED_KEY)).min(1, SALE_REQUIRED_KEY).max(MAX_SALE_ITEMS),
    reason: required(500),
    disposition: z.enum(RETURN_DISPOSITIONS, { error: SALE_REQUIRED_KEY }).default('warehouse'),
    location: optional(40),
  })
  .superRefine((value, ctx) => {
    if (value.disposition === 'restock' && !value.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: SALE_REQUIRED_KEY });
  });
export type TReturnSale = z.output<typeof ZReturnSaleSchema>;

/** Who sees what stock cost (issue 19, issue 28 item 3): see core/cost-readers.ts. */
export { COST_READERS } from '../cost-readers.ts';
