import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES } from '#core/constants.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZPhotoUploadSchema } from '#core/contracts/trade-ins.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { AppError } from '../../http/errors.ts';
import { createRateLimiter, rateLimit } from '../../http/rate-limit.ts';
import type { TPhotosService } from './photos.service.ts';

/** Uploads per client address: five photos for each of eight attempts, per ten minutes. */
export const PHOTO_UPLOADS_PER_WINDOW = 40;
export const PHOTO_UPLOAD_WINDOW_MS = 10 * 60 * 1000;
/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'errors.photos.tooLarge',
    `Photos may be at most ${MAX_PHOTO_BYTES} bytes`,
  );
const fileRequired = () =>
  new AppError('VALIDATION', 'errors.photos.required', 'Send one photo as the multipart field "file"');

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

function createUploadRoute(trustProxy: boolean) {
  const limiter = createRateLimiter({ windowMs: PHOTO_UPLOAD_WINDOW_MS, max: PHOTO_UPLOADS_PER_WINDOW });
  return createRoute({
    method: 'post',
    path: '/photos',
    tags: ['Trade-ins'],
    summary: 'Upload one photo of the device (re-encoded to JPEG, metadata removed); pending until submitted',
    middleware: [
      // Counted before the body is read, so a flood costs nothing; the size is enforced while streaming.
      rateLimit(limiter, (c: Context) => clientIp(c, trustProxy)),
      bodyLimit({
        maxSize: MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES,
        onError: () => {
          throw tooLarge();
        },
      }),
    ] as const,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
    },
    responses: {
      201: json(ZPhotoUploadSchema, 'The stored photo'),
      400: json(ZErrorBodySchema, 'Not an image, unreadable, too many pixels, or no file'),
      413: json(ZErrorBodySchema, 'Larger than the upload limit'),
      429: json(ZErrorBodySchema, 'Too many uploads from this address'),
    },
  });
}

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
  app.openapi(createUploadRoute(options.trustProxy), async (c) => {
    const file = await readSingleFile(c);
    const photo = await service.upload(new Uint8Array(await file.arrayBuffer()));
    return c.json(photo, 201);
  });
}
