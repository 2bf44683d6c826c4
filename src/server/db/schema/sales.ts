import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VAT_SCHEMES } from '#core/money.ts';
import { DELIVERY_STATES } from '#core/workflow/delivery-machine.ts';
import { SALE_STATES } from '#core/workflow/sale-machine.ts';
import { HANDOVER_KINDS, PAYMENT_METHODS, SALE_DOCUMENT_TYPES, SALE_KINDS } from '#core/contracts/sales.ts';
import { users } from './auth.ts';
import { storedFiles } from './files.ts';
import { tradeIns } from './trade-ins.ts';
import { warehouseItems } from './warehouse.ts';

/**
 * A sale of stock (product decisions, step 6; issue 19): one item (retail) or many to one buyer
 * (wholesale). Amounts in satang; the totals are the sums of its lines. Its status is the workflow's.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: SALE_STATES }).notNull().default('sold'),
    kind: text('kind', { enum: SALE_KINDS }).notNull(),
    customerName: text('customer_name').notNull(),
    customerContact: text('customer_contact').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    handover: text('handover', { enum: HANDOVER_KINDS }).notNull(),
    shippingAddress: text('shipping_address'),
    notes: text('notes').notNull().default(''),
    totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
    vatSatang: bigint('vat_satang', { mode: 'number' }).notNull(),
    costSatang: bigint('cost_satang', { mode: 'number' }).notNull(),
    /** The seller confirmed a price below an item's cost. */
    belowCostConfirmed: boolean('below_cost_confirmed').notNull().default(false),
    soldBy: uuid('sold_by').references(() => users.id, { onDelete: 'set null' }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sales_sold_at_idx').on(table.soldAt, table.id)],
);

/** One item of a sale at its price, with its cost, VAT scheme and VAT as at the sale (satang). */
export const saleItems = pgTable(
  'sale_items',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    warehouseItemId: integer('warehouse_item_id')
      .notNull()
      .references(() => warehouseItems.id),
    description: text('description').notNull(),
    imeiSerial: text('imei_serial'),
    priceSatang: bigint('price_satang', { mode: 'number' }).notNull(),
    costSatang: bigint('cost_satang', { mode: 'number' }).notNull(),
    vatScheme: text('vat_scheme', { enum: VAT_SCHEMES }).notNull(),
    vatSatang: bigint('vat_satang', { mode: 'number' }).notNull(),
    /** Set when the item came back (a return or the sale's cancellation), with the credit note's id. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    creditNoteId: integer('credit_note_id'),
  },
  (table) => [
    index('sale_items_sale_idx').on(table.saleId),
    index('sale_items_item_idx').on(table.warehouseItemId),
    // The account report reads returned lines by the day they came back (decision 031).
    index('sale_items_returned_idx')
      .on(table.returnedAt)
      .where(sql`${table.returnedAt} is not null`),
  ],
);

/**
 * Every document a sale issues (abbreviated or full tax invoice, receipt) and every credit note that
 * reverses one: numbered gaplessly per type and year in the sale's (or the reversal's) transaction, never
 * deleted. The seller and buyer are kept as printed, so a copy prints the same page again.
 */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    type: text('type', { enum: SALE_DOCUMENT_TYPES }).notNull(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Amounts including VAT, and the VAT in them (satang); a credit note's are what it reverses. */
    totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
    vatSatang: bigint('vat_satang', { mode: 'number' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address'),
    buyerTaxId: text('buyer_tax_id'),
    buyerBranch: text('buyer_branch'),
    /** The company profile as printed (legal names, addresses, tax ID, branch, phone). */
    seller: text('seller').notNull(),
    /** A credit note: the document it reverses, and why. */
    reversesId: integer('reverses_id'),
    reason: text('reason'),
    /** A cancelled document keeps its number; its credit note says why. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    printCount: smallint('print_count').notNull().default(0),
  },
  (table) => [
    // (sale, id): a sale's first document is the index's first entry (the account ledger's reference, decision 035).
    index('sale_documents_sale_idx').on(table.saleId, table.id),
    index('sale_documents_issued_idx').on(table.issuedAt, table.id),
    uniqueIndex('sale_documents_type_year_sequence_idx').on(table.type, table.year, table.sequence),
  ],
);

/** Carriers for outbound deliveries (an editable list): a name and a tracking page with {tracking}. */
export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  /** The carrier's English name (English screens and documents); also the key the list is kept by. */
  name: text('name').notNull().unique(),
  /** Its Thai name (Thai screens and documents); empty: the English one serves both (issue 30, item 4). */
  nameTh: text('name_th').notNull().default(''),
  trackingUrl: text('tracking_url').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Open deliveries first (pending, failed, in transit), then the rest: the logistics list's first key. */
export function deliveryOpenRank(status: AnyPgColumn | SQL): SQL {
  return sql`(case ${status} when 'pendingDelivery' then 0 when 'failed' then 1 when 'inTransit' then 2 else 3 end)`;
}

/**
 * A shipment of a sale (spec §4: pending delivery, in transit, delivered; failed and returned too). The
 * status is the workflow's; the evidence of each step is in the history, and the last values here.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    /** The sale shipped, or (decision 030) the trade-in request whose device goes back to its customer. */
    saleId: integer('sale_id')
      .unique()
      .references(() => sales.id),
    tradeInId: integer('trade_in_id')
      .unique()
      .references(() => tradeIns.id),
    status: text('status', { enum: DELIVERY_STATES }).notNull().default('pendingDelivery'),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    carrierId: integer('carrier_id').references(() => carriers.id),
    trackingNumber: text('tracking_number'),
    notes: text('notes').notNull().default(''),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id),
    recipientName: text('recipient_name'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deliveries_status_created_idx').on(table.status, table.createdAt, table.id),
    // The logistics list's order (open first, oldest first): its first page reads one index range.
    index('deliveries_open_first_idx').on(deliveryOpenRank(table.status), table.createdAt, table.id),
    check('deliveries_one_source', sql`(${table.saleId} is null) <> (${table.tradeInId} is null)`),
  ],
);

/** Admin's margin over cost for a suggested retail price: per grade, and '*' for any other grade. */
export const salesMargins = pgTable(
  'sales_margins',
  {
    grade: text('grade').primaryKey(),
    marginPercent: integer('margin_percent').notNull(),
  },
  (table) => [check('sales_margins_percent', sql`${table.marginPercent} between 0 and 500`)],
);
