import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import {
  CHAT_DONE,
  CHAT_ERROR_KEYS,
  chatChunk,
  MAX_CHAT_BODY_BYTES,
  ZChatRequestSchema,
  type TChatStreamError,
} from '#core/contracts/chat.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { AppError } from '../../http/errors.ts';
import type { TRateLimiter } from '../../http/rate-limit.ts';
import type { TChatBudget } from './chat-budget.ts';
import { ChatUpstreamError, type TChatProvider } from './chat-provider.ts';
import type { TLookupStatus } from './status-lookup.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const chatRoute = createRoute({
  method: 'post',
  path: '/chat',
  tags: ['Chat'],
  summary: 'Ask the assistant; the answer streams as server-sent events',
  description:
    'Each event is `data: {"choices":[{"delta":{"content":"…"}}]}`; the last is `data: [DONE]`. A failure after the stream started is `event: error` with `{"error":{"code","messageKey"}}`, without [DONE]. Comment lines keep the connection alive.',
  request: { body: { ...json(ZChatRequestSchema, 'The conversation, the customer last'), required: true } },
  responses: {
    200: {
      content: { 'text/event-stream': { schema: z.string() } },
      description: 'The answer, piece by piece',
    },
    400: json(
      ZErrorBodySchema,
      'Malformed body, too long a message or history, or the last message is not a question',
    ),
    402: json(
      ZErrorBodySchema,
      "The month's budget of replies is used up, or the upstream endpoint wants credit",
    ),
    413: json(ZErrorBodySchema, 'Body too large'),
    429: json(
      ZErrorBodySchema,
      'Too many messages from this address, or the upstream endpoint is rate limiting',
    ),
    502: json(ZErrorBodySchema, 'The upstream endpoint failed'),
  },
});

export interface TChatRouteDeps {
  provider: TChatProvider;
  limiter: TRateLimiter;
  budget: TChatBudget;
  lookupStatusFor: (c: Context) => TLookupStatus;
  trustProxy: boolean;
  /** Comment lines between pieces of a slow answer (a tool call, a slow model), so proxies keep the connection. */
  keepAliveMs: number;
}

/** The status and message key of spec §8 for an upstream failure. */
function toAppError(error: ChatUpstreamError): AppError {
  if (error.failure === 'rateLimited')
    return new AppError('RATE_LIMITED', CHAT_ERROR_KEYS.rateLimited, error.message);
  if (error.failure === 'creditRequired')
    return new AppError('PAYMENT_REQUIRED', CHAT_ERROR_KEYS.creditRequired, error.message);
  return new AppError('BAD_GATEWAY', CHAT_ERROR_KEYS.sendFailed, error.message);
}

function streamErrorOf(error: unknown): TChatStreamError {
  const appError = error instanceof ChatUpstreamError ? toAppError(error) : undefined;
  const code = appError?.code;
  if (appError && (code === 'RATE_LIMITED' || code === 'PAYMENT_REQUIRED' || code === 'BAD_GATEWAY')) {
    return { error: { code, messageKey: appError.messageKey } };
  }
  return { error: { code: 'INTERNAL', messageKey: CHAT_ERROR_KEYS.sendFailed } };
}

export function registerChatRoutes(app: TApiApp, deps: TChatRouteDeps): void {
  // Counted before the body is read or checked: a flood of bad requests is still a flood.
  app.use('/chat', async (c, next) => {
    const retryAfter = deps.limiter.hit(clientIp(c, deps.trustProxy));
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter));
      throw new AppError(
        'RATE_LIMITED',
        CHAT_ERROR_KEYS.rateLimited,
        'Too many chat messages; try again later',
      );
    }
    await next();
  });
  app.use(
    '/chat',
    bodyLimit({
      maxSize: MAX_CHAT_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge', 'Chat request too large');
      },
    }),
  );

  app.openapi(chatRoute, async (c) => {
    const request = c.req.valid('json');
    if (!deps.budget.take()) {
      throw new AppError(
        'PAYMENT_REQUIRED',
        CHAT_ERROR_KEYS.creditRequired,
        "This month's chat budget is used up",
      );
    }
    const logger = c.get('logger');
    const started = performance.now();
    const stop = new AbortController();
    const onClientGone = () => stop.abort();
    c.req.raw.signal.addEventListener('abort', onClientGone, { once: true });
    const reply = deps.provider.reply({
      messages: request.messages,
      locale: request.locale,
      lookupStatus: deps.lookupStatusFor(c),
      signal: stop.signal,
    });
    const pieces = reply[Symbol.asyncIterator]();

    // The first piece is awaited before answering, so the upstream's 429/402/failure can still be our status.
    let first: IteratorResult<string>;
    try {
      first = await pieces.next();
    } catch (error) {
      deps.budget.refund();
      c.req.raw.signal.removeEventListener('abort', onClientGone);
      if (error instanceof ChatUpstreamError) {
        logger?.warn(
          { provider: deps.provider.name, failure: error.failure, upstreamStatus: error.upstreamStatus },
          'chat upstream refused',
        );
        throw toAppError(error);
      }
      throw error;
    }

    c.header('X-Accel-Buffering', 'no'); // nginx and similar proxies: pass each piece on at once
    return streamSSE(c, async (stream: SSEStreamingApi) => {
      stream.onAbort(() => stop.abort());
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), deps.keepAliveMs);
      let sent = 0;
      let outcome: 'done' | 'aborted' | 'failed' = 'done';
      try {
        let next = first;
        while (!next.done && !stop.signal.aborted) {
          if (next.value !== '') {
            await stream.writeSSE({ data: JSON.stringify(chatChunk(next.value)) });
            sent += 1;
          }
          next = await pieces.next();
        }
        if (stop.signal.aborted) outcome = 'aborted';
        else await stream.writeSSE({ data: CHAT_DONE });
      } catch (error) {
        if (stop.signal.aborted) {
          outcome = 'aborted';
        } else {
          outcome = 'failed';
          const failure = error instanceof ChatUpstreamError ? error.failure : 'internal';
          logger?.warn(
            {
              provider: deps.provider.name,
              failure,
              err: error instanceof ChatUpstreamError ? undefined : error,
            },
            'chat reply failed',
          );
          await stream.writeSSE({ event: 'error', data: JSON.stringify(streamErrorOf(error)) });
        }
      } finally {
        clearInterval(keepAlive);
        c.req.raw.signal.removeEventListener('abort', onClientGone);
        await pieces.return?.();
        logger?.info(
          {
            provider: deps.provider.name,
            outcome,
            chunks: sent,
            ms: Math.round(performance.now() - started),
          },
          'chat reply',
        );
      }
    });
  });
}
