import type { Context } from 'hono';
import { MAX_PHOTO_BYTES } from '#core/constants.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { createRateLimiter, rateLimit } from '../../http/rate-limit.ts';
import type { TPhotosService } from './photos.service.ts';

/** Uploads per client address: five photos for each of eight attempts, per ten minutes. */
export const PHOTO_UPLOADS_PER_WINDOW = 40;
export const PHOTO_UPLOAD_WINDOW_MS = 10 * 60 * 1000;

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'errors.photos.tooLarge',
    `Photos may be at most ${MAX_PHOTO_BYTES} bytes`,
  );
const fileRequired = () =>
  new AppError('VALIDATION', 'errors.photos.required', 'Send one photo as the multipart field "file"');

async function readSingleFile(c: Context): Promise<File> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw fileRequired(); // not multipart, or a broken envelope
  }
  const file = form.file;
  if (Array.isArray(file)) {
    throw new AppError('VALIDATION', 'errors.photos.onePerRequest', 'Send one photo per request');
  }
  if (!(file instanceof File)) throw fileRequired();
  if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
  return file;
}

export function registerPhotosRoutes(
  app: TApiApp,
  service: TPhotosService,
  options: { trustProxy: boolean },
): void {
  const limiter = createRateLimiter({ windowMs: PHOTO_UPLOAD_WINDOW_MS, max: PHOTO_UPLOADS_PER_WINDOW });
  endpointServer(app)(
    'POST /api/photos',
    async (_, c) => {
      const file = await readSingleFile(c);
      return service.upload(new Uint8Array(await file.arrayBuffer()));
    },
    // Counted before the body is read, so a flood costs nothing; the size is enforced while streaming.
    { before: [rateLimit(limiter, (c) => clientIp(c, options.trustProxy))] },
  );
}
