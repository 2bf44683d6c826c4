import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { CATEGORY_KEYS } from '#core/constants.ts';
import { VOUCHER_MOVEMENT_KINDS } from '#core/finance/voucher-movements.ts';
import { SALE_PAYMENT_METHODS } from '#core/sales/sale-payments.ts';
import { users } from './auth.ts';
import { vouchers } from './finance.ts';
import { sales } from './sales.ts';
import { tradeIns } from './trade-ins.ts';

/**
 * Every change of a voucher's balance (decision 044), on the Bangkok day it counts for the books. The
 * voucher's `balance_satang` is the sum of its rows, kept in the same transaction; the account console's
 * issued, redeemed, expired and outstanding figures are sums of these rows.
 */
export const voucherMovements = pgTable(
  'voucher_movements',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: VOUCHER_MOVEMENT_KINDS }).notNull(),
    /** Signed: issued and restored add, the rest take away. */
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** The sale that redeemed it, or whose return restored it. */
    saleId: integer('sale_id').references(() => sales.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voucher_movements_day_idx').on(table.day, table.id),
    index('voucher_movements_voucher_idx').on(table.voucherId),
    check(
      'voucher_movements_sign',
      sql`case when ${table.kind} in ('issued', 'restored') then ${table.amountSatang} > 0 else ${table.amountSatang} < 0 end`,
    ),
  ],
);

/**
 * How a sale was paid, and what its return gave back (decision 044): money (cash, transfer, PromptPay,
 * card), vouchers and a trade-in credit (old for new) are rows with positive amounts summing to the sale's
 * total; a return's rows are negative, name its credit note, and a voucher part given back as a new
 * voucher names that voucher. The sale's price, VAT and documents do not depend on these rows.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    method: text('method', { enum: SALE_PAYMENT_METHODS }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    /** The request traded in at the counter and credited to this sale. */
    tradeInId: integer('trade_in_id').references(() => tradeIns.id),
    /** The upgrade bonus inside a trade-in credit (admin's rule for the category on the sale's day). */
    bonusSatang: bigint('bonus_satang', { mode: 'number' }).notNull().default(0),
    /** A refund row: the credit note that took the goods back. */
    creditNoteId: integer('credit_note_id'),
    /** A refund row that gave its part back as a new voucher. */
    refundVoucherId: integer('refund_voucher_id').references(() => vouchers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sale_payments_sale_idx').on(table.saleId),
    index('sale_payments_voucher_idx')
      .on(table.voucherId)
      .where(sql`${table.voucherId} is not null`),
    // A request is credited to one sale only.
    uniqueIndex('sale_payments_trade_in_idx')
      .on(table.tradeInId)
      .where(sql`${table.tradeInId} is not null and ${table.amountSatang} > 0`),
    check('sale_payments_amount_nonzero', sql`${table.amountSatang} <> 0`),
    check('sale_payments_voucher', sql`(${table.method} = 'voucher') = (${table.voucherId} is not null)`),
    check('sale_payments_trade_in', sql`(${table.method} = 'tradeIn') = (${table.tradeInId} is not null)`),
  ],
);

/**
 * A request made at the sales counter toward a purchase (old for new, decision 044): the fact the trade-in
 * machine's counter rules read, and who took it.
 */
export const counterTradeIns = pgTable('counter_trade_ins', {
  tradeInId: integer('trade_in_id')
    .primaryKey()
    .references(() => tradeIns.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const UPGRADE_BONUS_KINDS = ['percent', 'fixed'] as const;

/**
 * Admin's upgrade bonus per category (decision 044): a percentage of the accepted price or a fixed amount,
 * for the days from `valid_from` to `valid_until` (open when null), added to a trade-in credited toward a
 * purchase and never paid out. On a day several rules may cover, the latest start wins.
 */
export const upgradeBonuses = pgTable(
  'upgrade_bonuses',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: CATEGORY_KEYS }).notNull(),
    kind: text('kind', { enum: UPGRADE_BONUS_KINDS }).notNull(),
    /** Percent (1–100) or satang. */
    percent: smallint('percent'),
    amountSatang: bigint('amount_satang', { mode: 'number' }),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('upgrade_bonuses_category_idx').on(table.category, table.validFrom),
    check(
      'upgrade_bonuses_value',
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100 and ${table.amountSatang} is null)
        or (${table.kind} = 'fixed' and ${table.amountSatang} > 0 and ${table.percent} is null)`,
    ),
    check(
      'upgrade_bonuses_dates',
      sql`${table.validUntil} is null or ${table.validUntil} >= ${table.validFrom}`,
    ),
  ],
);
