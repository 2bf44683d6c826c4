import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAnswersInput, TPriceLine } from '#core/contracts/quotes.ts';
import { WIPE_METHODS } from '#core/inspection.ts';
import { GRADES } from '#core/questionnaire.ts';
import { PRICE_PROPOSAL_STATES } from '#core/workflow/price-proposal-machine.ts';
import { users } from './auth.ts';
import { tradeIns } from './trade-ins.ts';

/**
 * A received request's inspection (issue 18): its place in the engineers' queue from the moment it was
 * received (closed once it leaves `received`), who claimed it, and what the engineer found: the answers
 * again, the actual price and its lines (an override with its reason), the identity checks, the data
 * wipe and its certificate. The request's state itself is the workflow's.
 */
export const inspections = pgTable(
  'inspections',
  {
    tradeInId: integer('trade_in_id')
      .primaryKey()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** When the request left `received` (inspected or rejected): it is no longer in the queue. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    answers: jsonb('answers').$type<TAnswersInput>(),
    grade: text('grade', { enum: GRADES }),
    /** The pricing engine's lines on the quote's price table (empty when it could not price). */
    lines: jsonb('lines').$type<TPriceLine[]>().notNull().default([]),
    computedThb: integer('computed_thb'),
    actualThb: integer('actual_thb'),
    /** Set when the actual price is not the computed one: why. */
    overrideReason: text('override_reason'),
    imei: text('imei'),
    /** References of other open or settled requests with the same IMEI when it was checked. */
    duplicateOf: jsonb('duplicate_of').$type<string[]>().notNull().default([]),
    blocked: boolean('blocked').notNull().default(false),
    activationLockOff: boolean('activation_lock_off'),
    cloudLockOff: boolean('cloud_lock_off'),
    evidencePhotoIds: jsonb('evidence_photo_ids').$type<string[]>().notNull().default([]),
    wipeMethod: text('wipe_method', { enum: WIPE_METHODS }),
    wipedAt: timestamp('wiped_at', { withTimezone: true }),
    certificateNumber: text('certificate_number').unique(),
    /** The random part of the certificate's verification link (numbers are guessable, this is not). */
    certificateToken: text('certificate_token').unique(),
    inspectedBy: uuid('inspected_by').references(() => users.id, { onDelete: 'set null' }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The queue: open inspections oldest first, overall and per claimer (keyset on received_at, id).
  (table) => [
    index('inspections_queue_idx')
      .on(table.receivedAt, table.tradeInId)
      .where(sql`${table.closedAt} is null`),
    index('inspections_claimed_queue_idx')
      .on(table.claimedBy, table.receivedAt, table.tradeInId)
      .where(sql`${table.closedAt} is null`),
    index('inspections_imei_idx').on(table.imei),
  ],
);

/** IMEIs reported lost or stolen (admin-managed): an inspection that meets one rejects its request. */
export const imeiBlocklist = pgTable('imei_blocklist', {
  id: serial('id').primaryKey(),
  imei: text('imei').notNull().unique(),
  note: text('note').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A price above the offer, proposed by an inspection (issue 28 item 1, decision 040): waits for an admin.
 * Meanwhile the request's price in force (`trade_ins.engineer_actual_price_thb`) is the offer; approved, it
 * becomes `proposed_thb`; refused, the offer stays. Its status is written by the workflow module only.
 */
export const priceProposals = pgTable(
  'price_proposals',
  {
    tradeInId: integer('trade_in_id')
      .primaryKey()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PRICE_PROPOSAL_STATES }).notNull().default('pending'),
    offeredThb: integer('offered_thb').notNull(),
    proposedThb: integer('proposed_thb').notNull(),
    /** The engineer's reason (an override's), or null when the inspection's answers priced it higher. */
    reason: text('reason'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's reason: required to refuse, optional to approve. */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Admin's list of proposals waiting: by status, oldest first.
  (table) => [index('price_proposals_status_idx').on(table.status, table.createdAt)],
);
