import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  check,
  index,
  pgSequence,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TAnswersInput, TPriceLine } from '#core/contracts/quotes.ts';
import type { TPriceTable } from '#core/inspection.ts';
import { models } from './catalogue.ts';

/** Base price per model × storage × grade, in THB (product decisions: pricing model 1). */
export const prices = pgTable(
  'prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    storageGb: integer('storage_gb').notNull(),
    grade: text('grade', { enum: ['excellent', 'good', 'fair', 'broken'] }).notNull(),
    priceThb: integer('price_thb').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('prices_model_storage_grade_unique').on(table.modelId, table.storageGb, table.grade),
    check('prices_price_nonnegative', sql`${table.priceThb} >= 0`),
  ],
);

/** Adjustment per questionnaire option: a fixed THB amount or a percentage of the grade's base price. */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    option: text('option').notNull(),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    /** THB for `fixed`, whole percent for `percent`; negative lowers the price. */
    value: integer('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('price_adjustments_question_option_unique').on(table.question, table.option)],
);

/** Admin-editable pricing settings; one row (id = 1). */
export const pricingSettings = pgTable('pricing_settings', {
  id: smallint('id').primaryKey().default(1),
  priceLockDays: integer('price_lock_days').notNull().default(7),
  voucherUpliftPercent: integer('voucher_uplift_percent').notNull().default(5),
  provincialBonusThb: integer('provincial_bonus_thb').notNull().default(300),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A quote as given: the answers and every line are a snapshot, never recomputed. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    modelName: text('model_name').notNull(),
    brandName: text('brand_name').notNull(),
    category: text('category').notNull(),
    storageGb: integer('storage_gb').notNull(),
    year: smallint('year').notNull(),
    answers: jsonb('answers').$type<TAnswersInput>().notNull(),
    grade: text('grade', { enum: ['excellent', 'good', 'fair', 'broken'] }).notNull(),
    lines: jsonb('lines').$type<TPriceLine[]>().notNull(),
    offerThb: integer('offer_thb').notNull(),
    voucherOfferThb: integer('voucher_offer_thb').notNull(),
    voucherUpliftPercent: integer('voucher_uplift_percent').notNull(),
    provincialBonusThb: integer('provincial_bonus_thb').notNull(),
    /** The price table the quote was priced with, for its inspection (issue 18); null for older quotes. */
    priceTable: jsonb('price_table').$type<TPriceTable>(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Made up by `npm run db:seed -- --demo` (decision 020), which replaces only these rows. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotes_created_at_idx').on(table.createdAt),
    // The purge of quotes that never became a request looks for expired locks.
    index('quotes_valid_until_idx').on(table.validUntil),
  ],
);

/** Source of pricing versions: never restarts, so a version is never reused (even after a truncate). */
export const pricingVersionSequence = pgSequence('pricing_version_seq');

/**
 * One row (id = 1) whose version changes with every change to the catalogue or the pricing tables
 * (statement triggers, so hand-written SQL counts too). The quotes service prices from a cached copy
 * of those tables and stores a quote only while this version is the one it priced with.
 */
export const pricingVersion = pgTable(
  'pricing_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('pricing_version_single_row', sql`${table.id} = 1`)],
);
