import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { ENDPOINTS } from '#core/api/endpoints.ts';
import { isFileBody } from './endpoint-docs.ts';
import { AppError } from './errors.ts';

/** Largest request body of any route but the uploads: the biggest JSON the app sends is a few KB. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * Uploads keep the limit their description sets (photos 15 MB, the catalogue workbook 5 MB, decision
 * 015): a global limit cannot be raised by a route, the stream it wraps would still stop at 1 MB.
 */
const UPLOAD_ROUTES = new Set(
  Object.entries(ENDPOINTS)
    .filter(([, endpoint]) => 'body' in endpoint && isFileBody(endpoint.body))
    .map(([key]) => key),
);
const isUpload = (routes: readonly { method: string; path: string }[]) =>
  routes.some((route) => UPLOAD_ROUTES.has(`${route.method} ${route.path}`));

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'errors.payloadTooLarge',
    `Request bodies may be at most ${MAX_REQUEST_BODY_BYTES} bytes`,
  );

/**
 * Hono's bodyLimit, with what node:http already tells answered from the incoming headers (issue 33):
 * asking the web Request for its body (as Hono's check does) makes a Request and a stream of the body
 * for every request. Without Transfer-Encoding a request has a body only with Content-Length (RFC 9112
 * §6.3), and node:http reads exactly that many bytes: no body, or its declared length against the limit.
 * A chunked body, or a web Request (app.request in tests), goes to Hono's check, which counts as it
 * streams in.
 */
export function nodeBodyLimit(options: {
  maxSize: number;
  onError: (c: Context) => never;
}): MiddlewareHandler {
  const streamed = bodyLimit(options);
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.headers['transfer-encoding'] !== undefined) return streamed(c, next);
    const length = incoming.headers['content-length'];
    if (length !== undefined && Number(length) > options.maxSize) return options.onError(c);
    return next();
  };
}

/**
 * 413 for a body over the limit, checked on Content-Length and counted while a chunked body streams
 * in, before anything parses it (a 50 MB JSON body used to cost 190–340 MB of memory: F4).
 */
export function requestBodyLimit() {
  const limit = nodeBodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  return createMiddleware(async (c, next) => {
    if (isUpload(matchedRoutes(c))) return next();
    return limit(c, next);
  });
}
