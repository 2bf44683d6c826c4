import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import { TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { REQUOTE_STATES } from '#core/workflow/requote-machine.ts';
import { brands, models } from './catalogue.ts';
import { quotes } from './pricing.ts';

/** Drop-off locations (partner stores and branches). */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  addressTh: text('address_th').notNull(),
  addressEn: text('address_en').notNull(),
  province: text('province').notNull(),
  openingHoursTh: text('opening_hours_th').notNull(),
  openingHoursEn: text('opening_hours_en').notNull(),
  phone: text('phone').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A status's place in the lifecycle (new 0 … settled 4, rejected 5), for sorting by status. The admin
 * list's status sort and its index use this one expression, so the planner matches them.
 */
export function tradeInStatusRank(status: AnyPgColumn): SQL {
  const cases = TRADE_IN_STATUSES.map((value, rank) => sql.raw(`when '${value}' then ${rank}`));
  return sql`(case ${status} ${sql.join(cases, sql` `)} end)`;
}

/** A trade-in request (spec §3). Personal fields are erasable on request (PDPA). */
export const tradeIns = pgTable(
  'trade_ins',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** Written by the workflow module only (decision 016); a new request is new. */
    status: text('status', { enum: TRADE_IN_STATUSES }).notNull().default('new'),
    /** Null for a pick-up asked for without a valuation. */
    quoteId: uuid('quote_id').references(() => quotes.id),
    modelId: integer('model_id').references(() => models.id),
    /** The model's brand and category key, copied at submission so the admin list filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    category: text('category'),
    storageGb: integer('storage_gb'),
    year: integer('year'),
    /** What the device is, as shown to staff and the customer ("Apple iPhone 15 128 GB" or free text). */
    deviceDescription: text('device_description').notNull(),
    imeiSerial: text('imei_serial'),
    /** Condition grade from the questionnaire (null without a valuation). */
    grade: text('grade'),
    /** The price engine's offer for the device (system price). */
    systemPriceThb: integer('system_price_thb'),
    /** What the customer was offered: system price, voucher uplift and provincial bonus included. */
    offeredThb: integer('offered_thb'),
    priceLines: jsonb('price_lines').$type<TPriceLine[]>().notNull().default([]),
    /**
     * The inspected price in force (decision 040): what the customer is shown and paid after inspection.
     * The workflow alone writes it (trade-in-steps.ts): the inspection's price at or below the offer, the
     * offer while a price above it waits for an admin or was refused, the higher price once approved.
     * The engineer's own figure is `inspections.actual_thb`.
     */
    engineerActualPriceThb: integer('engineer_actual_price_thb'),
    option: text('option', { enum: ['tradeIn', 'sale', 'voucher'] }),
    fulfilment: text('fulfilment', { enum: ['store', 'pickup'] }).notNull(),
    storeId: integer('store_id').references(() => stores.id),
    pickupAddress: text('pickup_address'),
    pickupDate: date('pickup_date'),
    pickupTimeSlot: text('pickup_time_slot'),
    province: text('province').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    lineId: text('line_id'),
    preferredProduct: text('preferred_product'),
    promoCode: text('promo_code'),
    dealerCode: text('dealer_code'),
    remarks: text('remarks'),
    adminNotes: text('admin_notes'),
    rejectionReason: text('rejection_reason'),
    locale: text('locale').notNull().default('th'),
    /** sha256 of the submitted content: the same reference with the same content is a retry. */
    contentHash: text('content_hash').notNull(),
    /** sha256 of the token that lets the submitting browser fetch its PDF receipt. */
    receiptTokenHash: text('receipt_token_hash').notNull(),
    /** Optimistic concurrency for staff edits. */
    version: integer('version').notNull().default(1),
    /** Made up by `npm run db:seed -- --demo` (decision 020), which replaces only these rows. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin list pages by keyset, newest first: (created_at, id) overall and after each filter
  // column, so the first page of any single filter reads ~25 index entries however many rows match.
  (table) => [
    index('trade_ins_created_idx').on(table.createdAt, table.id),
    index('trade_ins_status_created_idx').on(table.status, table.createdAt, table.id),
    index('trade_ins_province_created_idx').on(table.province, table.createdAt, table.id),
    // INCLUDE (status, offered_thb, engineer_actual_price_thb, system_price_thb, grade): migration 0024.
    index('trade_ins_dealer_created_idx').on(table.dealerCode, table.createdAt, table.id),
    index('trade_ins_brand_created_idx').on(table.brandId, table.createdAt, table.id),
    index('trade_ins_category_created_idx').on(table.category, table.createdAt, table.id),
    index('trade_ins_fulfilment_created_idx').on(table.fulfilment, table.createdAt, table.id),
    index('trade_ins_option_created_idx').on(table.option, table.createdAt, table.id),
    // The other sort orders of the list (unfiltered): offer (no offer first) and lifecycle order.
    index('trade_ins_offer_sort_idx').on(sql`coalesce(${table.offeredThb}, -1)`, table.id),
    index('trade_ins_status_sort_idx').on(tradeInStatusRank(table.status), table.createdAt, table.id),
    // Search: exact phone (normalised), email (any case), IMEI/serial (normalised), name prefix.
    index('trade_ins_phone_idx').on(table.phone),
    // The quote purge keeps every quote a request refers to.
    index('trade_ins_quote_idx').on(table.quoteId),
    index('trade_ins_email_idx').on(sql`lower(${table.email})`),
    index('trade_ins_imei_serial_idx').on(table.imeiSerial),
    index('trade_ins_name_prefix_idx').on(sql`lower(${table.fullName}) text_pattern_ops`),
    // Logistics › Pick-ups: the open ones in run order (by day, empty days last, province, slot), and
    // a day's. Without them the list walked every request of the business.
    index('trade_ins_open_pickups_idx')
      .on(table.pickupDate, table.province, table.pickupTimeSlot, table.id)
      .where(sql`${table.fulfilment} = 'pickup' and ${table.status} in ('new', 'booked')`),
    index('trade_ins_pickup_date_idx')
      .on(table.pickupDate, table.province, table.pickupTimeSlot, table.id)
      .where(sql`${table.fulfilment} = 'pickup'`),
  ],
);

/**
 * The inspected price in SQL: the same as `inspectedPriceThb` of src/core/trade-in-lifecycle.ts (the price
 * in force after inspection, else the offer; decision 040), for queries that sum or sort by it.
 */
export const inspectedPriceSql = sql<number>`coalesce(${tradeIns.engineerActualPriceThb}, ${tradeIns.offeredThb}, 0)`;

/** PDPA consent records: what was agreed, when, under which notice version. */
export const tradeInConsents = pgTable(
  'trade_in_consents',
  {
    id: serial('id').primaryKey(),
    tradeInId: integer('trade_in_id')
      .notNull()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pdpa', 'marketing'] }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A request's page reads its consents; erasing a request deletes them (cascade).
  (table) => [index('trade_in_consents_trade_in_idx').on(table.tradeInId)],
);

/**
 * Photos, re-encoded and stripped of metadata. Uploaded before the request is submitted
 * (trade_in_id null = pending); pending photos older than a day are swept with their files.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    tradeInId: integer('trade_in_id').references(() => tradeIns.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('photos_trade_in_idx').on(table.tradeInId),
    index('photos_pending_idx').on(table.createdAt),
  ],
);

/**
 * A lower re-quote (product decisions, step 3): the inspection's actual price below the offer, waiting for
 * the customer's answer on /track. Its status is written by the workflow module only.
 */
export const requotes = pgTable('requotes', {
  tradeInId: integer('trade_in_id')
    .primaryKey()
    .references(() => tradeIns.id, { onDelete: 'cascade' }),
  status: text('status', { enum: REQUOTE_STATES }).notNull().default('pending'),
  offeredThb: integer('offered_thb').notNull(),
  actualThb: integer('actual_thb').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
