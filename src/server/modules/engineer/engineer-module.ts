import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import type { TFilesService } from '../files/files.service.ts';
import { createPhotoStorage } from '../photos/photo-storage.ts';
import type { TTrackingLimits } from '../tracking/tracking-limits.ts';
import { createTrackingService } from '../tracking/tracking.service.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { createBlocklistService } from './blocklist.service.ts';
import { createCertificatesService } from './certificates.service.ts';
import { registerEngineerRoutes } from './engineer.routes.ts';
import { createEngineerService } from './engineer.service.ts';

/** Engineer console (issue 18): queue, claims, inspection, certificates, the IMEI blocklist. */
export function registerEngineer(
  api: TApiApp,
  deps: {
    db: TDb;
    config: TConfig;
    workflow: TWorkflow;
    files: TFileStore;
    filesService: TFilesService;
    trackingLimits: TTrackingLimits;
  },
): void {
  const { db, config } = deps;
  registerEngineerRoutes(api, {
    db,
    service: createEngineerService({
      db,
      workflow: deps.workflow,
      targetHours: config.INSPECTION_TARGET_HOURS,
    }),
    certificates: createCertificatesService({ db, publicUrl: config.publicUrl, files: deps.filesService }),
    blocklist: createBlocklistService(db),
    tracking: createTrackingService({ db, workflow: deps.workflow }),
    trackingLimits: deps.trackingLimits,
    photos: createPhotoStorage(deps.files),
    trustProxy: config.TRUST_PROXY,
  });
}
