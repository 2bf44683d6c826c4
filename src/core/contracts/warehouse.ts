import { z } from 'zod';
import { VAT_SCHEMES } from '../money.ts';
import { WAREHOUSE_ITEM_STATES } from '../workflow/warehouse-item-machine.ts';
import { MAX_INTEGER, recordId } from './record-id.ts';
import { text } from './text.ts';
import { ZEvidenceRecordSchema, ZTransitionNoteSchema } from './workflow.ts';

/**
 * The warehouse console (issue 18, points 6–10; decision 022): the stock list with its status tabs, the
 * VAT filter (spec §2: all, standard VAT, VAT margin), search and totals; receiving many pending items
 * at once onto a bin; an item's device passport; find by scan; labels.
 */
export const WAREHOUSE_PAGE_SIZE_DEFAULT = 50;
export const WAREHOUSE_PAGE_SIZE_MAX = 200;
/** Most items one receive (and one label sheet) takes. */
export const WAREHOUSE_BULK_MAX = 1000;
export const WAREHOUSE_LABELS_MAX = 500;
export const WAREHOUSE_LOCATION_MAX = 40;

/** The list's tabs, in the console's order (written-off items are not a tab: they stay in history). */
export const WAREHOUSE_TABS = ['pending', 'available', 'sold', 'returned'] as const;
export type TWarehouseTab = (typeof WAREHOUSE_TABS)[number];

/** The VAT filter's three choices (spec §2): all, standard VAT, VAT margin. */
export const WAREHOUSE_VAT_FILTERS = ['all', 'standard', 'margin'] as const;
export type TWarehouseVatFilter = (typeof WAREHOUSE_VAT_FILTERS)[number];

const invalidFilter = 'warehouseConsole.errors.filterInvalid';

export const ZWarehouseListQuerySchema = z.object({
  status: z.enum(WAREHOUSE_TABS, { error: invalidFilter }).default('pending'),
  vat: z.enum(WAREHOUSE_VAT_FILTERS, { error: invalidFilter }).default('all'),
  /** An IMEI/serial, a request's reference, a label code or words of the model. */
  q: text()
    .trim()
    .max(100, 'warehouseConsole.errors.searchTooLong')
    .transform((value) => value || undefined)
    .optional(),
  /** Opaque: the previous answer's `nextCursor`, for the same filters. */
  cursor: text().max(512, 'warehouseConsole.errors.cursorInvalid').optional(),
  pageSize: z.coerce
    .number({ error: invalidFilter })
    .int(invalidFilter)
    .min(1, invalidFilter)
    .max(WAREHOUSE_PAGE_SIZE_MAX, invalidFilter)
    .default(WAREHOUSE_PAGE_SIZE_DEFAULT),
});
export type TWarehouseListQuery = z.output<typeof ZWarehouseListQuerySchema>;

const ZItemStatusSchema = z.enum(WAREHOUSE_ITEM_STATES);
const ZVatSchemeSchema = z.enum(VAT_SCHEMES, { error: 'warehouseConsole.errors.vatSchemeInvalid' });

/** One item of the list (and the base of its passport). Money in satang. */
export const ZWarehouseItemSchema = z.object({
  id: z.number().int(),
  /** The label code, WH-000123. */
  code: text(),
  status: ZItemStatusSchema,
  version: z.number().int(),
  reference: text(),
  /** The model as the catalogue names it. */
  model: text(),
  /** The customer's own words, when they described the device freely (decision 046). */
  customerDescription: text().nullable(),
  category: text().nullable(),
  storageGb: z.number().int().nullable(),
  grade: text().nullable(),
  imeiSerial: text().nullable(),
  vatScheme: ZVatSchemeSchema,
  /** What was paid for it: absent unless the caller may see cost (COST_READERS, issue 28 item 3). */
  costSatang: z.number().int().optional(),
  location: text().nullable(),
  createdAt: z.iso.datetime(),
});
export type TWarehouseItem = z.infer<typeof ZWarehouseItemSchema>;

/** `costSatang` only for those who may see cost (COST_READERS). */
export const ZWarehouseTotalsSchema = z.object({
  count: z.number().int(),
  costSatang: z.number().int().optional(),
});
export type TWarehouseTotals = z.infer<typeof ZWarehouseTotalsSchema>;

export const ZWarehouseListSchema = z.object({
  items: z.array(ZWarehouseItemSchema),
  nextCursor: text().nullable(),
  /** Of every item the filters match, not only this page's. */
  totals: ZWarehouseTotalsSchema,
  /** Whether the costs are in this answer (the caller's roles may see them). */
  showsCost: z.boolean(),
});
export type TWarehouseList = z.infer<typeof ZWarehouseListSchema>;

/** POST /api/warehouse/items/receive: pending items onto a shelf or bin, all in one step. */
export const ZReceiveItemsSchema = z.object({
  ids: z
    .array(recordId('warehouseConsole.errors.itemsInvalid'), {
      error: 'warehouseConsole.errors.itemsInvalid',
    })
    .min(1, 'warehouseConsole.errors.noItems')
    .max(WAREHOUSE_BULK_MAX, 'warehouseConsole.errors.tooManyItems')
    .transform((ids) => [...new Set(ids)]),
  location: text({ error: 'warehouseConsole.errors.locationRequired' })
    .trim()
    .min(1, 'warehouseConsole.errors.locationRequired')
    .max(WAREHOUSE_LOCATION_MAX, 'warehouseConsole.errors.locationTooLong'),
  note: ZTransitionNoteSchema,
});
export type TReceiveItemsInput = z.input<typeof ZReceiveItemsSchema>;

/** Each item received, or why not (a message key): an item is received whole or not at all. */
export const ZReceiveResultSchema = z.object({
  received: z.array(z.object({ id: z.number().int(), code: text() })),
  failed: z.array(z.object({ id: z.number().int(), code: text(), messageKey: text() })),
});
export type TReceiveResult = z.infer<typeof ZReceiveResultSchema>;

export const ZWarehouseItemParamSchema = z.object({ id: recordId('warehouseConsole.errors.itemNotFound') });

/** GET /api/warehouse/lookup?code=: a scanned or typed IMEI/serial, label code or passport link. */
export const ZWarehouseLookupQuerySchema = z.object({
  code: text({ error: 'warehouseConsole.errors.codeRequired' })
    .trim()
    .min(1, 'warehouseConsole.errors.codeRequired')
    .max(300, 'warehouseConsole.errors.codeRequired'),
});
export const ZWarehouseLookupSchema = z.object({ id: z.number().int(), code: text() });

const ZHistoryEntrySchema = z.object({
  /** Which record the step belongs to: the trade-in request, or the stock item. */
  record: z.enum(['tradeIn', 'warehouseItem']),
  from: text().nullable(),
  to: text(),
  by: text(),
  note: text().nullable(),
  evidence: ZEvidenceRecordSchema,
  at: z.iso.datetime(),
});

/** GET /api/warehouse/items/:id: the device passport (staff only): the device from request to shelf. */
export const ZWarehousePassportSchema = ZWarehouseItemSchema.extend({
  device: z.object({ brandId: z.number().int().nullable(), modelId: z.number().int().nullable() }),
  /** Whether cost, the offer and the inspected price (and the history's price and slip) are in it. */
  showsCost: z.boolean(),
  inspection: z.object({
    /** The price it was bought at: absent unless the caller may see cost. */
    offeredThb: z.number().int().nullable().optional(),
    actualPriceThb: z.number().int().nullable().optional(),
    grade: text().nullable(),
    inspectedAt: z.iso.datetime().nullable(),
    inspectedBy: text().nullable(),
  }),
  /** The data wipe as the engineer recorded it; null until recorded (engineer console). */
  wipe: z.object({ method: text(), at: z.iso.datetime(), by: text().nullable() }).nullable(),
  history: z.array(ZHistoryEntrySchema),
});
export type TWarehousePassport = z.infer<typeof ZWarehousePassportSchema>;

/** The labels PDF: the selected items, as an A4 sheet or one 50×30 mm label per page. */
export const LABEL_FORMATS = ['sheet', 'single'] as const;
export type TLabelFormat = (typeof LABEL_FORMATS)[number];
export const ZLabelsQuerySchema = z.object({
  ids: z
    .union([text(), z.array(text())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .filter((part) => part.trim())
        .map(Number),
    )
    .pipe(
      z
        .array(
          z
            .number()
            .int('warehouseConsole.errors.itemsInvalid')
            .positive('warehouseConsole.errors.itemsInvalid')
            .max(MAX_INTEGER, 'warehouseConsole.errors.itemsInvalid'),
        )
        .min(1, 'warehouseConsole.errors.noItems')
        .max(WAREHOUSE_LABELS_MAX, 'warehouseConsole.errors.tooManyItems'),
    )
    .transform((ids) => [...new Set(ids)]),
  format: z.enum(LABEL_FORMATS, { error: invalidFilter }).default('sheet'),
});

/**
 * The VAT rule of new stock (admin): the scheme of devices bought from individuals. Standard by default
 * (issue 28 item 8, product.md "Money, VAT and documents"); the margin scheme only when an admin chooses
 * it, on the company's tax adviser's word.
 */
export const ZWarehouseSettingsSchema = z.object({ individualVatScheme: ZVatSchemeSchema });
export type TWarehouseSettings = z.infer<typeof ZWarehouseSettingsSchema>;
export const WAREHOUSE_SETTINGS_DEFAULTS: TWarehouseSettings = { individualVatScheme: 'standard' };
