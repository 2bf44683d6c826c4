import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { createPhotoStorage } from '../photos/photo-storage.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { registerAdminRequestsRoutes } from './admin-requests.routes.ts';
import { createAdminRequestsService } from './admin-requests.service.ts';

/** Admin › Trade-in requests: the list, a request's page, status changes, notes, photos, CSV export. */
export function registerAdminRequests(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; workflow: TWorkflow; files: TFileStore },
): void {
  const service = createAdminRequestsService({
    db: deps.db,
    workflow: deps.workflow,
    photos: createPhotoStorage(deps.files),
  });
  registerAdminRequestsRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
