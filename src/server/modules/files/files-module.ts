import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { createFilesRepository } from './files.repository.ts';
import { registerFilesRoutes } from './files.routes.ts';
import { createFilesService, type TFilesService } from './files.service.ts';

/** Staff uploads (decision 029): the upload and read routes; other modules get the service. */
export function createFilesModule(deps: { db: TDb; files: TFileStore }): {
  service: TFilesService;
  register(api: TApiApp): void;
} {
  const service = createFilesService({ repository: createFilesRepository(deps.db), files: deps.files });
  return { service, register: (api) => registerFilesRoutes(api, service) };
}
