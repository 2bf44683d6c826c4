import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

/** Largest request body of any route but the uploads: the biggest JSON the app sends is a few KB. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * Uploads that set their own, larger limit on the route (photos 15 MB, the catalogue workbook 5 MB).
 * A global limit cannot be raised by a route: the stream it wraps would still stop at 1 MB.
 */
const UPLOAD_PATHS = new Set(['/api/photos', '/api/admin/catalogue-import/preview']);

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'errors.payloadTooLarge',
    `Request bodies may be at most ${MAX_REQUEST_BODY_BYTES} bytes`,
  );

/**
 * 413 for a body over the limit, checked on Content-Length and counted while a chunked body streams
 * in, before anything parses it (a 50 MB JSON body used to cost 190–340 MB of memory: F4).
 */
export function requestBodyLimit() {
  const limit = bodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });
  return createMiddleware(async (c, next) => {
    if (UPLOAD_PATHS.has(c.req.path)) return next();
    return limit(c, next);
  });
}
