import { defineEndpoints, json } from '../api/endpoint.ts';
import {
  MAX_WEBHOOK_BYTES,
  ZEmptyAnswerSchema,
  ZLineAccountSchema,
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
