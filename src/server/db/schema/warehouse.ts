import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { WAREHOUSE_ITEM_STATES } from '#core/workflow/warehouse-item-machine.ts';
import { VAT_SCHEMES } from '#core/money.ts';
import { users } from './auth.ts';
import { tradeIns } from './trade-ins.ts';

/** When an item became available: its newest step to `available`, or its creation (none yet). */
export function warehouseAvailableSince(table: {
  availableSince: AnyPgColumn;
  createdAt: AnyPgColumn;
}): SQL<Date> {
  return sql<Date>`coalesce(${table.availableSince}, ${table.createdAt})`;
}

/**
 * A device in stock (product decisions, steps 4–6), created pending when its request is settled, with
 * what was paid for it (its cost) and what a buyer needs to know. One per request.
 */
export const warehouseItems = pgTable(
  'warehouse_items',
  {
    id: serial('id').primaryKey(),
    tradeInId: integer('trade_in_id')
      .notNull()
      .unique()
      .references(() => tradeIns.id),
    /** Written by the workflow module only; a new item is pending. */
    status: text('status', { enum: WAREHOUSE_ITEM_STATES }).notNull().default('pending'),
    costSatang: bigint('cost_satang', { mode: 'number' }).notNull(),
    vatScheme: text('vat_scheme', { enum: VAT_SCHEMES }).notNull(),
    category: text('category'),
    brandId: integer('brand_id'),
    modelId: integer('model_id'),
    storageGb: integer('storage_gb'),
    /** The model as the catalogue names it (the customer's own words only when no model was found). */
    deviceDescription: text('device_description').notNull(),
    /** The customer's own words for the device, when they described it freely (shown on the passport). */
    customerDescription: text('customer_description'),
    imeiSerial: text('imei_serial'),
    grade: text('grade'),
    /** Shelf or bin, recorded when the item is received. */
    location: text('location'),
    version: integer('version').notNull().default(1),
    /**
     * When the item last became available (its newest history step to `available`), kept by a trigger on
     * workflow_history (migration 0034): the sales inventory's "days in stock" without reading history.
     */
    availableSince: timestamp('available_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sales › Inventory, longest in stock first: one range of the available items in that order.
    index('warehouse_items_status_available_since_idx').on(
      table.status,
      warehouseAvailableSince(table),
      table.id,
    ),
    index('warehouse_items_status_created_idx').on(table.status, table.createdAt, table.id),
    // The console's list: a status tab and a VAT scheme, newest first (decision 022).
    index('warehouse_items_status_vat_created_idx').on(
      table.status,
      table.vatScheme,
      table.createdAt,
      table.id,
    ),
    index('warehouse_items_imei_idx').on(table.imeiSerial),
    // The search by words of the model (`ilike '%…%'`): trigrams (pg_trgm, decision 033).
    index('warehouse_items_description_trgm_idx').using('gin', table.deviceDescription.op('gin_trgm_ops')),
    index('warehouse_items_vat_created_idx')
      .on(table.vatScheme, table.createdAt, table.id)
      .where(sql`${table.status} in ('pending', 'available')`),
  ],
);

/**
 * Count and cost of the items in each status and VAT scheme, kept by statement triggers on
 * warehouse_items (migration 0011), so the console's totals of a tab never count 100k rows (decision 022).
 */
export const warehouseItemTotals = pgTable(
  'warehouse_item_totals',
  {
    status: text('status').notNull(),
    vatScheme: text('vat_scheme').notNull(),
    itemCount: bigint('item_count', { mode: 'number' }).notNull().default(0),
    costSatang: bigint('cost_satang', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status, table.vatScheme] })],
);

/**
 * The warehouse's one settings row: the VAT scheme of devices bought from individuals (admin's rule;
 * standard when the row is absent — issue 28 item 8: the margin scheme is an admin's choice the company's
 * tax adviser decides). Read when settlement stocks an item.
 */
export const warehouseSettings = pgTable(
  'warehouse_settings',
  {
    id: smallint('id').primaryKey().default(1),
    individualVatScheme: text('individual_vat_scheme', { enum: VAT_SCHEMES }).notNull().default('standard'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('warehouse_settings_one_row', sql`${table.id} = 1`)],
);
