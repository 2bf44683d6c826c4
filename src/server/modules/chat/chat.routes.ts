import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import {
  CHAT_DONE,
  CHAT_ERROR_KEYS,
  chatChunk,
  type TChatRequest,
  type TChatStreamError,
} from '#core/contracts/chat.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { requestLog } from '../../http/logger.ts';
import type { TRateLimiter } from '../../http/rate-limit.ts';
import type { TChatBudget } from './chat-budget.ts';
import { ChatUpstreamError, type TChatProvider } from './chat-provider.ts';
import type { TLookupStatus } from './status-lookup.ts';

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
  const limit = createMiddleware(async (c, next) => {
    const retryAfter = await deps.limiter.hit(clientIp(c, deps.trustProxy));
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

  const answer = async (request: TChatRequest, c: Context<TAppEnv>) => {
    if (!(await deps.budget.take())) {
      throw new AppError(
        'PAYMENT_REQUIRED',
        CHAT_ERROR_KEYS.creditRequired,
        "This month's chat budget is used up",
      );
    }
    const logger = requestLog(c);
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
      await deps.budget.refund();
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
  };

  endpointServer(app)('POST /api/chat', ({ body }, c) => answer(body, c), { before: [limit] });
}
