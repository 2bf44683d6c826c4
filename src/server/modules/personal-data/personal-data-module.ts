import type { TConfig } from '../../config/env.ts';
import type { Logger } from 'pino';
import type { TDatabase } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { createPhotoStorage } from '../photos/photo-storage.ts';
import { registerPersonalDataRoutes } from './personal-data.routes.ts';
import { createPersonalDataService } from './personal-data.service.ts';
import { createErasureCleaner, type TErasureCleaner } from './erasure-cleanup.ts';

/** Admin › Personal data (PDPA, decision 038): find, export and erase one customer's data. */
export function registerPersonalData(
  api: TApiApp,
  deps: {
    database: TDatabase;
    config: TConfig;
    files: TFileStore;
    logger: Logger;
    /** The server's (polling for clean-ups left by a crash); one made here when absent. */
    cleaner?: TErasureCleaner | undefined;
  },
): void {
  const photos = createPhotoStorage(deps.files);
  const service = createPersonalDataService({
    db: deps.database.db,
    photos,
    files: deps.files,
    cleaner:
      deps.cleaner ??
      createErasureCleaner({ database: deps.database, files: deps.files, photos, logger: deps.logger }),
  });
  registerPersonalDataRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
