import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATES } from '../notifications.ts';
import { text } from './text.ts';
import { ZOptionalEmailSchema, ZReferenceSchema } from './trade-ins.ts';

/** The webhook's body is read raw (its signature covers the bytes): LINE's limit is far below this. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/** GET /api/line/account — whether customers can link LINE, and how to add the shop's account. */
export const ZLineAccountSchema = z.object({
  enabled: z.boolean(),
  /** The Official Account's add-friend link (its QR code is this link). */
  addFriendUrl: text(),
  accountId: text(),
});
export type TLineAccount = z.infer<typeof ZLineAccountSchema>;

export const ZEmptyAnswerSchema = z.object({});

/** POST /api/unsubscribe?token=… — one click from an e-mail (RFC 8058 One-Click or the page /unsubscribe). */
export const ZUnsubscribeQuerySchema = z.object({
  token: text({ error: 'notifications.errors.token' }).regex(
    /^[A-Za-z0-9_-]{20,100}$/,
    'notifications.errors.token',
  ),
});
export const ZUnsubscribeAnswerSchema = z.object({
  kind: z.enum(['quote', 'priceAlert']),
  /** Already unsubscribed before this click: nothing changed, the answer is the same. */
  already: z.boolean(),
});

/** One message as staff see it on a request's page and in Admin › Notifications. */
export const ZNotificationRowSchema = z.object({
  id: z.number().int(),
  reference: text().nullable(),
  kind: text(),
  audience: z.enum(['customer', 'buyer', 'staff']),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Masked: an e-mail's first letter and domain, a LINE user's last four characters. */
  recipient: text(),
  status: z.enum(NOTIFICATION_STATES),
  attempts: z.number().int(),
  lastError: text().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  resendOf: z.number().int().nullable(),
});
export type TNotificationRow = z.infer<typeof ZNotificationRowSchema>;

export const ZRequestNotificationsSchema = z.object({ items: z.array(ZNotificationRowSchema) });
export const ZReferenceOnlyParamSchema = z.object({ reference: ZReferenceSchema });
export const ZNotificationIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Admin › Notifications: the channels' state, the counts, the latest failures, the admin's own notes. */
export const ZNotificationSettingsSchema = z.object({
  adminEmail: text().nullable(),
  adminLineUserId: text().nullable(),
  newRequests: z.boolean(),
  overdueSummary: z.boolean(),
});
export type TNotificationSettingsForm = z.infer<typeof ZNotificationSettingsSchema>;

export const ZNotificationSettingsUpdateSchema = z.object({
  adminEmail: ZOptionalEmailSchema.transform((value) => value ?? null),
  adminLineUserId: z
    .union([text().regex(/^U[0-9a-f]{32}$/, 'notifications.errors.lineUserId'), z.literal('')])
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  newRequests: z.boolean(),
  overdueSummary: z.boolean(),
});

export const ZNotificationsOverviewSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(NOTIFICATION_CHANNELS),
      enabled: z.boolean(),
      /** The settings it needs, named so an admin knows what to set. */
      settings: z.array(text()),
    }),
  ),
  counts: z.record(text(), z.number().int()),
  failures: z.array(ZNotificationRowSchema),
  settings: ZNotificationSettingsSchema,
});
export type TNotificationsOverview = z.infer<typeof ZNotificationsOverviewSchema>;

/** POST /api/quotes/:id/subscriptions — "send me this price" or "tell me when the price changes". */
export const ZSubscribeRequestSchema = z.object({
  kind: z.enum(['quote', 'priceAlert']),
  email: text({ error: 'errors.email.invalid' })
    .trim()
    .pipe(z.email({ error: 'errors.email.invalid' }).max(254, 'errors.email.invalid')),
  locale: z.enum(LOCALES),
  /** The customer ticked the consent the form shows for this kind (service message, or marketing). */
  consent: z.literal(true, 'notifications.errors.consent'),
});
export const ZQuoteIdParamSchema = z.object({ id: z.uuid('errors.notFound') });
export const ZSubscribeAnswerSchema = z.object({
  kind: z.enum(['quote', 'priceAlert']),
  created: z.boolean(),
});
