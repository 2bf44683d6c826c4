import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { createPhotoStorage } from '../photos/photo-storage.ts';
import { createPhotosRepository } from '../photos/photos.repository.ts';
import {
  PHOTO_UPLOAD_WINDOW_MS,
  PHOTO_UPLOADS_PER_WINDOW,
  registerPhotosRoutes,
} from '../photos/photos.routes.ts';
import { createPhotosService } from '../photos/photos.service.ts';
import { createStoresRepository } from '../stores/stores.repository.ts';
import { registerStoresRoutes } from '../stores/stores.routes.ts';
import { createStoresService } from '../stores/stores.service.ts';
import { registerTradeInsRoutes } from './trade-ins.routes.ts';
import { createTradeInsRepository } from './trade-ins.repository.ts';
import { findApprovedByCode } from '../dealers/dealers.repository.ts';
import { createTradeInsService, type TQuoteSource, type TTradeInsService } from './trade-ins.service.ts';

/** The customer's submission side: drop-off stores, photo uploads, trade-in and pick-up requests. */
export function registerSubmissionRoutes(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; quotes: TQuoteSource; files: TFileStore; shared: TSharedState },
): TTradeInsService {
  const { db, config } = deps;
  const stores = createStoresService(createStoresRepository(db));
  registerStoresRoutes(api, stores);
  const photoStorage = createPhotoStorage(deps.files);
  registerPhotosRoutes(api, createPhotosService(createPhotosRepository(db), photoStorage), {
    trustProxy: config.TRUST_PROXY,
    limiter: deps.shared.rateLimiter('photos', {
      windowMs: PHOTO_UPLOAD_WINDOW_MS,
      max: PHOTO_UPLOADS_PER_WINDOW,
    }),
  });
  const tradeIns = createTradeInsService({
    repository: createTradeInsRepository(db),
    quotes: deps.quotes,
    stores,
    publicUrl: config.publicUrl,
    dealerCodes: { isActive: async (code) => (await findApprovedByCode(db, code)) !== undefined },
  });
  registerTradeInsRoutes(
    api,
    tradeIns,
    rateLimit(
      deps.shared.rateLimiter('submissions', { windowMs: 60_000, max: config.SUBMISSION_RATE_LIMIT }),
      (c) => clientIp(c, config.TRUST_PROXY),
    ),
  );
  return tradeIns;
}
