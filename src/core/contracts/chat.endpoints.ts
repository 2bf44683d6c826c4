import { defineEndpoints, events } from '../api/endpoint.ts';
import { MAX_CHAT_BODY_BYTES, ZChatRequestSchema } from './chat.ts';

/** The chat assistant (spec §8, decision 005): the answer streams as server-sent events. */
export const CHAT_ENDPOINTS = defineEndpoints({
  'POST /api/chat': {
    policy: 'public',
    tags: ['Chat'],
    summary: 'Ask the assistant; the answer streams as server-sent events',
    description:
      'Each event is `data: {"choices":[{"delta":{"content":"…"}}]}`; the last is `data: [DONE]`. A failure after the stream started is `event: error` with `{"error":{"code","messageKey"}}`, without [DONE]. Comment lines keep the connection alive.',
    body: ZChatRequestSchema,
    maxBodyBytes: MAX_CHAT_BODY_BYTES,
    response: events('The answer, piece by piece'),
    errors: {
      400: 'Malformed body, too long a message or history, or the last message is not a question',
      402: "The month's budget of replies is used up, or the upstream endpoint wants credit",
      413: 'Body too large',
      429: 'Too many messages from this address, or the upstream endpoint is rate limiting',
      502: 'The upstream endpoint failed',
    },
    rateLimited: true,
  },
});
