import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { createPhotoStorage } from '../photos/photo-storage.ts';
import { registerPersonalDataRoutes } from './personal-data.routes.ts';
import { createPersonalDataService } from './personal-data.service.ts';

/** Admin › Personal data (PDPA, decision 038): find, export and erase one customer's data. */
export function registerPersonalData(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; files: TFileStore },
): void {
  const service = createPersonalDataService({
    db: deps.db,
    photos: createPhotoStorage(deps.files),
    files: deps.files,
  });
  registerPersonalDataRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
