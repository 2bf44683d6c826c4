import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What every instance on one PostgreSQL server must count together (decision 025): one row per limiter
 * and key with its fixed window. Times are the app's clock in milliseconds (tests move it). With PGlite
 * (one process) the same counters live in memory and this table stays empty.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    windowStartMs: bigint('window_start_ms', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('rate_limit_windows_start_idx').on(table.windowStartMs),
  ],
);

/**
 * Small shared states that one counter cannot hold (a sign-in pair's growing delay, a spreadsheet
 * preview waiting to be applied), read and written under a row lock. Expired rows are swept.
 */
export const sharedStates = pgTable(
  'shared_states',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Who the state belongs to, when anyone (an import preview's admin). */
    owner: text('owner'),
    state: jsonb('state').notNull(),
    expiresAtMs: bigint('expires_at_ms', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('shared_states_expires_idx').on(table.expiresAtMs),
    index('shared_states_owner_idx').on(table.scope, table.owner),
  ],
);
