import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  MAX_WEBHOOK_BYTES,
  ZEmptyAnswerSchema,
  ZLineAccountSchema,
  ZNotificationIdParamSchema,
  ZNotificationRowSchema,
  ZNotificationSettingsUpdateSchema,
  ZNotificationsOverviewSchema,
  ZReferenceOnlyParamSchema,
  ZRequestNotificationsSchema,
  ZQuoteIdParamSchema,
  ZSubscribeAnswerSchema,
  ZSubscribeRequestSchema,
  ZUnsubscribeAnswerSchema,
  ZUnsubscribeQuerySchema,
} from './notifications.ts';

const tags = ['Customer messages'] as const;

/** Customer messages (issue 31, decision 043): LINE's webhook, the shop's LINE account, unsubscribing. */
export const NOTIFICATION_ENDPOINTS = defineEndpoints({
  'POST /api/line/webhook': {
    policy: 'public',
    tags,
    summary: "LINE's webhook: link a chat to a request by its reference, follow greetings, stop",
    description:
      'X-Line-Signature must be the base64 HMAC-SHA256 of the raw body with LINE_CHANNEL_SECRET (compared in constant time); anything else is 401 and changes nothing. An empty `events` list is LINE’s connection check (200). Each webhookEventId is handled once (redeliveries answer 200 and do nothing). Replies go through the reply token.',
    body: {
      kind: 'file',
      mediaTypes: ['application/json'],
      maxBytes: MAX_WEBHOOK_BYTES,
      tooLargeKey: 'errors.payloadTooLarge',
      description: 'LINE’s webhook body, as signed',
    },
    response: json(ZEmptyAnswerSchema, 'Received'),
    errors: { 401: 'No signature, or not LINE’s', 404: 'LINE is not configured' },
  },
  'GET /api/line/account': {
    policy: 'public',
    tags,
    summary:
      'Whether LINE updates are on, and the shop account’s add-friend link (the success page and /track)',
    response: json(ZLineAccountSchema, 'The account'),
  },
  'GET /api/line/qr.svg': {
    policy: 'public',
    tags,
    summary: 'QR code of the shop’s LINE account (its add-friend link)',
    response: file('image/svg+xml; charset=utf-8', 'SVG image'),
    cache: 'daily',
  },
  'POST /api/quotes/:id/subscriptions': {
    policy: 'public',
    tags,
    summary:
      '"Send me this price" (a service message and one reminder a day before the lock ends) or "tell me when the price of my model changes" (marketing), by e-mail, with consent',
    params: ZQuoteIdParamSchema,
    body: ZSubscribeRequestSchema,
    response: json(ZSubscribeAnswerSchema, 'Subscribed (created false: it was already)', { status: 201 }),
    errors: {
      404: 'No such quote',
      409: 'E-mail is off',
      410: 'The price lock has ended',
      429: 'Enough subscriptions for this quote',
    },
  },
  'POST /api/unsubscribe': {
    policy: 'public',
    tags,
    summary:
      'Stop a price reminder or a price alert: one click (RFC 8058 One-Click, or the /unsubscribe page)',
    query: ZUnsubscribeQuerySchema,
    response: json(ZUnsubscribeAnswerSchema, 'Unsubscribed (again: the same answer)'),
    errors: { 404: 'No such link' },
  },
});

const adminTags = ['Admin › Notifications'] as const;

/** Staff see and steer the messages (decision 043): a request's messages, failures, "send again", admin's notes. */
export const NOTIFICATION_ADMIN_ENDPOINTS = defineEndpoints({
  'GET /api/admin/requests/:reference/notifications': {
    policy: ['admin'],
    tags: adminTags,
    summary: "A request's messages: channel, when, delivered or failed and why (recipients masked)",
    params: ZReferenceOnlyParamSchema,
    response: json(ZRequestNotificationsSchema, 'Newest first'),
    errors: { 404: 'No such request' },
    cache: 'personal',
  },
  'POST /api/admin/notifications/:id/resend': {
    policy: ['admin'],
    tags: adminTags,
    summary: 'Send a message again: the same words to the same recipient, as a new message (audited)',
    params: ZNotificationIdParamSchema,
    response: json(ZNotificationRowSchema, 'The new message, waiting to be sent', { status: 201 }),
    errors: {
      404: 'No such message',
      409: 'Its channel is off, or the customer was erased',
    },
  },
  'GET /api/admin/notifications': {
    policy: ['admin'],
    tags: adminTags,
    summary: "The channels' state, counts per state, the latest failures, admin's notes",
    response: json(ZNotificationsOverviewSchema, 'The overview'),
    cache: 'personal',
  },
  'PUT /api/admin/notifications/settings': {
    policy: ['admin'],
    tags: adminTags,
    summary: "Admin's notes: new requests and the daily overdue summary, by e-mail and/or LINE (audited)",
    body: ZNotificationSettingsUpdateSchema,
    response: json(ZNotificationsOverviewSchema, 'The overview after the change'),
    errors: { 400: 'An address or LINE user ID is not valid' },
  },
});
