import { MAX_PHOTO_BYTES } from '#core/constants.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { rateLimit, type TRateLimiter } from '../../http/rate-limit.ts';
import { readSingleFile } from '../../http/single-file.ts';
import type { TPhotosService } from './photos.service.ts';

/** Uploads per client address: five photos for each of eight attempts, per ten minutes. */
export const PHOTO_UPLOADS_PER_WINDOW = 40;
export const PHOTO_UPLOAD_WINDOW_MS = 10 * 60 * 1000;

const PHOTO_MESSAGES = {
  required: 'errors.photos.required',
  onePerRequest: 'errors.photos.onePerRequest',
  tooLarge: 'errors.photos.tooLarge',
};

export function registerPhotosRoutes(
  app: TApiApp,
  service: TPhotosService,
  options: { trustProxy: boolean; limiter: TRateLimiter },
): void {
  const { limiter } = options;
  endpointServer(app)(
    'POST /api/photos',
    async (_, c) => {
      return service.upload(await readSingleFile(c, MAX_PHOTO_BYTES, PHOTO_MESSAGES));
    },
    // Counted before the body is read, so a flood costs nothing; the size is enforced while streaming.
    { before: [rateLimit(limiter, (c) => clientIp(c, options.trustProxy))] },
  );
}
