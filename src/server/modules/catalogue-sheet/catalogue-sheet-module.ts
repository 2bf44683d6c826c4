import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createCatalogueSheetRepository } from './catalogue-sheet.repository.ts';
import { registerCatalogueSheetRoutes } from './catalogue-sheet.routes.ts';
import { createCatalogueSheetService } from './catalogue-sheet.service.ts';

/** Admin › Excel import: the catalogue workbook, its preview and its all-or-nothing apply (decision 011). */
export function registerCatalogueSheet(api: TApiApp, deps: { db: TDb; config: TConfig }): void {
  const service = createCatalogueSheetService({ repository: createCatalogueSheetRepository(deps.db) });
  registerCatalogueSheetRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
