import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { COMMISSION_KINDS } from '#core/dealer-commission.ts';
import { dealers } from './auth.ts';
import { tradeIns } from './trade-ins.ts';

/**
 * A dealer's commission rules (decision 023): one per category, '*' for every category; a percentage
 * of the settled price (basis points) or a fixed amount per device (whole baht). Set by an admin.
 */
export const dealerCommissionRules = pgTable(
  'dealer_commission_rules',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind', { enum: COMMISSION_KINDS }).notNull(),
    percentBp: integer('percent_bp').notNull().default(0),
    fixedThb: integer('fixed_thb').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.dealerId, table.category] })],
);

/**
 * The commission a settled request earned its dealer, fixed when it settled (the `tradeIn.settled`
 * event): the settled price, the rule that applied and the amount in satang. A later change of the
 * rule does not rewrite a month already earned.
 */
export const dealerCommissions = pgTable(
  'dealer_commissions',
  {
    tradeInId: integer('trade_in_id')
      .primaryKey()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    settledThb: integer('settled_thb').notNull(),
    ruleCategory: text('rule_category'),
    ruleKind: text('rule_kind', { enum: COMMISSION_KINDS }),
    rulePercentBp: integer('rule_percent_bp').notNull().default(0),
    ruleFixedThb: integer('rule_fixed_thb').notNull().default(0),
    commissionSatang: integer('commission_satang').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  // INCLUDE (settled_thb, commission_satang), the dashboard's sums: migration 0024.
  (table) => [index('dealer_commissions_dealer_settled_idx').on(table.dealerId, table.settledAt)],
);

/**
 * How a request came to a dealer when the dealer itself made or took it: assessed at the counter
 * (/assess/{code}) or attached from /dealer/scan. Requests the customer made through the shop's code
 * (/customer-assess/{code}) carry the code only. Counter assessments are what the accuracy measures.
 */
export const dealerRequestLinks = pgTable(
  'dealer_request_links',
  {
    tradeInId: integer('trade_in_id')
      .primaryKey()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['counter', 'attached'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dealer_request_links_dealer_idx').on(table.dealerId, table.channel)],
);
