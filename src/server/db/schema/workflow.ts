import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TEvidence } from '#core/workflow/workflow-types.ts';
import { users } from './auth.ts';

/**
 * Every state change of every record with a state (decision 016), append-only: who, when, from, to, the
 * note and the evidence. Written only by the workflow module, in the transaction of the change itself.
 */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The machine's name in src/core/workflow/machines.ts: tradeIn, requote, warehouseItem, … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** Null when the record was created in `to_state`. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorKind: text('actor_kind', { enum: ['staff', 'customer', 'dealer', 'system'] }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown in timelines: the staff member's email (or phone), 'customer', 'system', … */
    actorLabel: text('actor_label').notNull(),
    note: text('note'),
    evidence: jsonb('evidence').$type<TEvidence>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workflow_history_entity_idx').on(table.entity, table.entityId, table.id)],
);

/**
 * Events recorded in the same transaction as the change they announce (`tradeIn.settled`, …) and worked
 * after commit by any running instance: claimed with FOR UPDATE SKIP LOCKED, handled and marked processed
 * in one transaction, so each is worked exactly once even across a crash (decision 016).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not worked before this moment: a failed attempt waits longer each time. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_events_pending_idx')
      .on(table.availableAt, table.id)
      .where(sql`${table.processedAt} is null`),
  ],
);
