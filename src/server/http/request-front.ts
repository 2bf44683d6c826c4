import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { TAppEnv } from './context.ts';
import { logRequest } from './logger.ts';
import { securityHeaders } from './security-headers.ts';

/** A client's X-Request-Id is kept when it is a safe token (as hono/request-id checks), else a new one. */
const SAFE_REQUEST_ID = /^[\w\-=]{1,255}$/;
export const requestIdOf = (given: string | string[] | undefined): string =>
  typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();

/** The headers securityHeaders() puts on every answer, read once from the middleware itself. */
async function securityHeaderList(https: boolean): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(securityHeaders({ https }));
  probe.get('/', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers];
}

/** What the node:http listener did before Hono (prepare below), kept on the incoming request. */
const FRONT = Symbol('request front');
interface TFront {
  requestId: string;
  started: number;
}

export interface TRequestFrontDeps {
  logger: Logger;
  https: boolean;
  isShuttingDown: () => boolean;
}

/**
 * What every answer gets (issue 33): a request id (X-Request-Id), the security headers, `Connection:
 * close` once shutdown began, and the request's log line. On node:http the listener does the per-answer
 * part before Hono (`prepare`): the security headers and the id go on the node response as they are
 * (Hono's answer adds its own on writing), so no web Headers object is made or merged for them. Where Hono
 * runs without that listener (`app.request()` in tests, another runtime) the middleware does the same
 * the web way, and gives the same answer.
 */
export function createRequestFront(deps: TRequestFrontDeps) {
  const secure = securityHeaders({ https: deps.https });
  let security: [string, string][] | undefined;
  const ready = securityHeaderList(deps.https).then((list) => {
    security = list;
  });

  /** node:http, before Hono: false until the header list is read (then the middleware does it all). */
  function prepare(request: IncomingMessage, response: ServerResponse): boolean {
    if (!security) return false;
    const requestId = requestIdOf(request.headers['x-request-id']);
    for (const [name, value] of security) response.setHeader(name, value);
    response.setHeader('x-request-id', requestId);
    (request as IncomingMessage & { [FRONT]?: TFront })[FRONT] = { requestId, started: performance.now() };
    return true;
  }

  const middleware = createMiddleware<TAppEnv>(async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage & { [FRONT]?: TFront } } | undefined)?.incoming;
    const front = incoming?.[FRONT];
    const started = front?.started ?? performance.now();
    const requestId = front?.requestId ?? requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('logger', deps.logger);
    if (front) await next();
    else {
      c.header('X-Request-Id', requestId);
      await secure(c, next);
    }
    // During shutdown, answer and hang up: an idle keep-alive connection would hold server.close() open.
    if (deps.isShuttingDown()) c.header('Connection', 'close');
    logRequest(deps.logger, requestId, c.req.method, () => c.req.path, c.res.status, started);
  });

  return {
    prepare,
    middleware,
    /** The security headers as a flat list, once read (the fast path's answers carry them too). */
    securityHeaders: () => security,
    ready,
  };
}

export type TRequestFront = ReturnType<typeof createRequestFront>;
