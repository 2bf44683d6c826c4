import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { photosDirFor } from '../photos/photo-storage.ts';
import { registerAdminRequestsRoutes } from './admin-requests.routes.ts';
import { createAdminRequestsRepository } from './admin-requests.repository.ts';
import { createAdminRequestsService } from './admin-requests.service.ts';

/** Admin › Trade-in requests: the list, a request's page, status changes, notes, photos, CSV export. */
export function registerAdminRequests(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; photosDir?: string | undefined },
): void {
  const service = createAdminRequestsService({
    repository: createAdminRequestsRepository(deps.db),
    photosDir: deps.photosDir ?? photosDirFor(deps.config.DATA_DIR),
  });
  registerAdminRequestsRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
