import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYEE_METHODS } from '#core/finance/payee.ts';
import { PAYMENT_STATES } from '#core/workflow/payment-machine.ts';
import { VOUCHER_STATES } from '#core/workflow/voucher-machine.ts';
import { VOUCHER_ORIGINS } from '#core/finance/voucher-movements.ts';
import { PAYMENT_METHODS } from '#core/contracts/sales.ts';
import { users } from './auth.ts';
import { storedFiles } from './files.ts';
import { sales } from './sales.ts';
import { tradeIns } from './trade-ins.ts';

/**
 * Where a request's customer is paid (issue 20): given on /track by the customer or by finance. A
 * payment copies it when it is prepared, so a later change never alters a payment made.
 */
export const payeeDetails = pgTable('payee_details', {
  tradeInId: integer('trade_in_id')
    .primaryKey()
    .references(() => tradeIns.id, { onDelete: 'cascade' }),
  method: text('method', { enum: PAYEE_METHODS }).notNull(),
  promptPayId: text('prompt_pay_id'),
  bankCode: text('bank_code'),
  accountNumber: text('account_number'),
  accountName: text('account_name').notNull(),
  /** 'customer' (on /track) or the staff member's id. */
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Finance's settings: one row. Four-eyes: a payment above the threshold needs a second finance user. */
export const financeSettings = pgTable('finance_settings', {
  id: smallint('id').primaryKey().default(1),
  fourEyesEnabled: boolean('four_eyes_enabled').notNull().default(true),
  fourEyesThresholdSatang: bigint('four_eyes_threshold_satang', { mode: 'number' })
    .notNull()
    .default(2_000_000),
  /** How long a voucher may be spent, from the day it is issued (decision 044). */
  voucherValidityMonths: smallint('voucher_validity_months').notNull().default(12),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money paid to a customer for a request (product decisions, step 4). Its status is the workflow's
 * (pending payment → completed → reversed). Once completed nothing in the row changes; a reversal is
 * its own record (`payment_reversals`).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The payment voucher's number (PV-2026-000123), taken when the payment is prepared. */
    reference: text('reference').notNull().unique(),
    tradeInId: integer('trade_in_id')
      .notNull()
      .references(() => tradeIns.id),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('pendingPayment'),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    payeeMethod: text('payee_method', { enum: PAYEE_METHODS }).notNull(),
    promptPayId: text('prompt_pay_id'),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountName: text('account_name').notNull(),
    notes: text('notes'),
    /** Above the four-eyes threshold when prepared: a second finance user approves before completion. */
    needsApproval: boolean('needs_approval').notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Written once, when the payment completes. */
    slipFileId: uuid('slip_file_id').references(() => storedFiles.id),
    bankReference: text('bank_reference'),
    /** The Bangkok day the money left: the accounting period of the payment. */
    paidOn: date('paid_on'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live payment per request: a reversed one may be followed by another.
    uniqueIndex('payments_live_trade_in_idx')
      .on(table.tradeInId)
      .where(sql`${table.status} in ('pendingPayment', 'completed')`),
    index('payments_status_created_idx').on(table.status, table.createdAt, table.id),
    index('payments_paid_on_idx').on(table.paidOn),
    check('payments_amount_positive', sql`${table.amountSatang} > 0`),
  ],
);

/** A completed payment's correction: the reason, and the (open) day it is dated. */
export const paymentReversals = pgTable('payment_reversals', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  reason: text('reason').notNull(),
  amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
  reversedOn: date('reversed_on').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A voucher: money the company owes (decision 044). Issued instead of money for a voucher request (it
 * settles the request like a payment), or by a sale's return giving a voucher's or a trade-in credit's
 * part back (`origin` refund, the same request's customer as owner). Its state is the workflow's
 * (requested → active → used, expired, cancelled); its balance moves only with a `voucher_movements` row.
 * Above the four-eyes threshold (decision 040) it is requested without a code (`code` and `issued_on`
 * null): nothing can be spent until a second finance user approves; the approval makes the code and
 * settles the request. `issued_by` is whoever asked for it.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Null while the voucher waits for its second approval: no code exists to hand out or spend. */
    code: text('code').unique(),
    /** The request whose value it carries: its customer is the owner. */
    tradeInId: integer('trade_in_id')
      .notNull()
      .references(() => tradeIns.id),
    status: text('status', { enum: VOUCHER_STATES }).notNull().default('requested'),
    origin: text('origin', { enum: VOUCHER_ORIGINS }).notNull().default('settlement'),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** What is left to spend: the sum of its movements. */
    balanceSatang: bigint('balance_satang', { mode: 'number' }).notNull().default(0),
    issuedOn: date('issued_on'),
    /** The last Bangkok day it may be spent. */
    validUntil: date('valid_until'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    needsApproval: boolean('needs_approval').notNull().default(false),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    notes: text('notes'),
    /** A refund voucher: the voucher whose part it carries on (that one could no longer be spent). */
    replacesVoucherId: integer('replaces_voucher_id'),
    /** A refund voucher: the sale whose return gave it. */
    refundSaleId: integer('refund_sale_id').references(() => sales.id),
    version: integer('version').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vouchers_issued_idx').on(table.issuedOn, table.id),
    // One voucher settles a request (one withdrawn before its approval may be followed by another);
    // refund vouchers carry the same request on.
    uniqueIndex('vouchers_settlement_trade_in_idx')
      .on(table.tradeInId)
      .where(sql`${table.origin} = 'settlement' and ${table.status} <> 'cancelled'`),
    index('vouchers_trade_in_idx').on(table.tradeInId),
    // The expiry sweep's read: active vouchers by their last valid day.
    index('vouchers_active_valid_idx')
      .on(table.validUntil)
      .where(sql`${table.status} = 'active'`),
    // A code exactly when it is issued: made at once, or by the second approval.
    check('vouchers_code_issued', sql`(${table.code} is null) = (${table.issuedOn} is null)`),
    check(
      'vouchers_balance_range',
      sql`${table.balanceSatang} >= 0 and ${table.balanceSatang} <= ${table.amountSatang}`,
    ),
  ],
);

/** Expense categories: an editable list (Thai and English names); a used one is hidden, never deleted. */
export const expenseCategories = pgTable('expense_categories', {
  id: serial('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * An expense (spec §3: reference number, amount, notes, uploaded receipt; issue 20: date, category, VAT).
 * Editable and deletable while its month is open; afterwards corrected by a reversing row
 * (`reverses_id`, amounts negated) dated in an open month.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    expenseDate: date('expense_date').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => expenseCategories.id),
    reference: text('reference').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    vatSatang: bigint('vat_satang', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    documentFileId: uuid('document_file_id').references(() => storedFiles.id),
    /** Set on a reversing row: the expense it cancels. */
    reversesId: integer('reverses_id'),
    reversalReason: text('reversal_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expenses_date_idx').on(table.expenseDate, table.id),
    uniqueIndex('expenses_reverses_idx').on(table.reversesId),
  ],
);

/** Months the account role closed: records dated in them no longer change. */
export const closedPeriods = pgTable('closed_periods', {
  month: text('month').primaryKey(),
  closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Closed by the demo business (decision 031): reopened when the demo is replaced. */
  isDemo: boolean('is_demo').notNull().default(false),
});

/**
 * Money received for a wholesale sale (issue 20 item 2, decision 031): matched to the sale (and so its
 * document), never edited or deleted. A retail sale is paid at the counter when it is made (the sale's own
 * row says how), so it has none. A mistake is corrected by a reversing row (`reverses_id`, amount negated,
 * with the reason) dated in an open month.
 */
export const saleReceipts = pgTable(
  'sale_receipts',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** The Bangkok day the money came in: its accounting period. */
    receivedOn: date('received_on').notNull(),
    /** The bank's transaction reference, or the cash receipt's number. */
    reference: text('reference').notNull(),
    notes: text('notes'),
    slipFileId: uuid('slip_file_id').references(() => storedFiles.id),
    reversesId: integer('reverses_id'),
    reversalReason: text('reversal_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sale_receipts_sale_idx').on(table.saleId),
    index('sale_receipts_received_idx').on(table.receivedOn, table.id),
    uniqueIndex('sale_receipts_reverses_idx').on(table.reversesId),
    check('sale_receipts_amount_nonzero', sql`${table.amountSatang} <> 0`),
  ],
);

/**
 * The account report's transactions (decision 035), one row each: a sale line on the Bangkok day of its
 * sale (source 1), a returned line negated on the day it came back (2), an expense or a reversing row (3),
 * with its listed texts and amounts (satang). Written only by the triggers of migration 0025 from the rows
 * of `account_ledger_source` (sale lines, sales, their documents, expenses and categories) in the
 * statement that changes them; the report's listing and its CSV read it by (day, source, id).
 */
export const accountLedger = pgTable(
  'account_ledger',
  {
    day: date('day').notNull(),
    source: smallint('source').notNull(),
    recordId: integer('record_id').notNull(),
    saleId: integer('sale_id'),
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    costSatang: bigint('cost_satang', { mode: 'number' }).notNull(),
    vatSatang: bigint('vat_satang', { mode: 'number' }).notNull(),
    vatKind: text('vat_kind').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.source, table.recordId] }),
    uniqueIndex('account_ledger_record_idx').on(table.source, table.recordId),
    index('account_ledger_sale_idx')
      .on(table.saleId)
      .where(sql`${table.saleId} is not null`),
  ],
);

/**
 * The report's figures of each Bangkok day, the sums of that day's `account_ledger` rows, kept by its
 * statement triggers (migration 0025): a year's totals add up 365 rows, not a million (decision 035).
 */
export const accountDays = pgTable('account_days', {
  day: date('day').primaryKey(),
  revenueSatang: bigint('revenue_satang', { mode: 'number' }).notNull().default(0),
  costSatang: bigint('cost_satang', { mode: 'number' }).notNull().default(0),
  expensesSatang: bigint('expenses_satang', { mode: 'number' }).notNull().default(0),
  outputVatStandardSatang: bigint('output_vat_standard_satang', { mode: 'number' }).notNull().default(0),
  outputVatMarginSatang: bigint('output_vat_margin_satang', { mode: 'number' }).notNull().default(0),
  inputVatSatang: bigint('input_vat_satang', { mode: 'number' }).notNull().default(0),
  transactionCount: bigint('transaction_count', { mode: 'number' }).notNull().default(0),
});
