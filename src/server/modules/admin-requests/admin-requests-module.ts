import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { photosDirFor } from '../photos/photo-storage.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { registerAdminRequestsRoutes } from './admin-requests.routes.ts';
import { createAdminRequestsService } from './admin-requests.service.ts';

/** Admin › Trade-in requests: the list, a request's page, status changes, notes, photos, CSV export. */
export function registerAdminRequests(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; workflow: TWorkflow; photosDir?: string | undefined },
): void {
  const service = createAdminRequestsService({
    db: deps.db,
    workflow: deps.workflow,
    photosDir: deps.photosDir ?? photosDirFor(deps.config.DATA_DIR),
  });
  registerAdminRequestsRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
