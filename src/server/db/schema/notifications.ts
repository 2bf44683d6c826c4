import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATES,
  SUBSCRIPTION_KINDS,
  type TNotificationContent,
} from '#core/notifications.ts';
import { users } from './auth.ts';
import { models } from './catalogue.ts';
import { quotes } from './pricing.ts';
import { deliveries } from './sales.ts';
import { tradeIns } from './trade-ins.ts';

/**
 * Every message to a customer, a buyer or staff (decision 043): written by the outbox handler of the
 * step it tells about (or by a reminder, an alert, "send again"), rendered then, and sent after that
 * commit by whichever instance claims it. `retry_key` is LINE's X-Line-Retry-Key and the e-mail's
 * Message-ID: a retry after a timeout or a crash carries the same one. `dedupe_key` makes a second
 * write of the same message (a redelivered event) a no-op. Personal: recipient and content (erasure).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeInId: integer('trade_in_id').references(() => tradeIns.id, { onDelete: 'cascade' }),
    /** A buyer's shipment (its sale's contact), when the message is about one. */
    deliveryId: integer('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    /** What it tells: requestReceived, pickupBooked, … (src/core/notifications.ts). */
    kind: text('kind').notNull(),
    audience: text('audience', { enum: ['customer', 'buyer', 'staff'] }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** An e-mail address or a LINE user ID. */
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    content: jsonb('content').$type<TNotificationContent>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    retryKey: uuid('retry_key').notNull().defaultRandom(),
    status: text('status', { enum: NOTIFICATION_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Not tried before this moment: a retry waits longer each time; while `sending` it is the lease's
     * end, after which another instance takes the message over (its sender died mid-send).
     */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** LINE's x-line-request-id, or the SMTP server's answer. */
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** "Send again": the message this one repeats, and who asked. */
    resendOf: bigint('resend_of', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_due_idx')
      .on(table.availableAt, table.id)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('notifications_trade_in_idx').on(table.tradeInId, table.id),
    index('notifications_delivery_idx').on(table.deliveryId),
    index('notifications_status_created_idx').on(table.status, table.createdAt, table.id),
    index('notifications_recipient_idx').on(sql`lower(${table.recipient})`),
  ],
);

/**
 * A LINE chat linked to a request (decision 043): `awaitingPhone` after the reference when the request
 * has no LINE ID (the phone's last four digits confirm it), then `linked`. "stop" deletes the user's rows.
 */
export const lineLinks = pgTable(
  'line_links',
  {
    lineUserId: text('line_user_id').notNull(),
    tradeInId: integer('trade_in_id')
      .notNull()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['awaitingPhone', 'linked'] }).notNull(),
    /** Wrong last-four answers so far: after three the reference links nothing for this user. */
    tries: smallint('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.lineUserId, table.tradeInId] }),
    index('line_links_trade_in_idx').on(table.tradeInId),
  ],
);

/** Webhook events already handled, by LINE's webhookEventId: a redelivery is answered and ignored. */
export const lineWebhookEvents = pgTable(
  'line_webhook_events',
  {
    webhookEventId: text('webhook_event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('line_webhook_events_received_idx').on(table.receivedAt)],
);

/**
 * What a customer asked to be told outside a request (decision 043): `quote` — "send me this price" and
 * the reminder a day before its lock ends (a service message for that quote); `priceAlert` — the
 * marketing opt-in "tell me when the price of my model changes". The consent is recorded with the notice
 * version; unsubscribing (one click, token) sets `unsubscribed_at` and is never undone.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: SUBSCRIPTION_KINDS }).notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
    storageGb: integer('storage_gb'),
    grade: text('grade'),
    /** The price told last (an alert fires when the admin's price differs). */
    priceThb: integer('price_thb'),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    noticeVersion: text('notice_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** sha256 of the unsubscribe link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (table) => [
    index('notification_subscriptions_quote_idx').on(table.quoteId),
    index('notification_subscriptions_model_idx').on(table.modelId, table.storageGb, table.grade),
    index('notification_subscriptions_recipient_idx').on(sql`lower(${table.recipient})`),
  ],
);

/** Admin's own notes (one row): where to tell of new requests and of the day's overdue work. */
export const notificationSettings = pgTable('notification_settings', {
  id: smallint('id').primaryKey().default(1),
  adminEmail: text('admin_email'),
  adminLineUserId: text('admin_line_user_id'),
  newRequests: boolean('new_requests').notNull().default(false),
  overdueSummary: boolean('overdue_summary').notNull().default(false),
  /** The Bangkok day the last overdue summary was written for (one a day across instances). */
  lastSummaryOn: date('last_summary_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
