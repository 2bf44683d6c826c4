import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createCatalogueSheetRepository } from './catalogue-sheet.repository.ts';
import { registerCatalogueSheetRoutes } from './catalogue-sheet.routes.ts';
import { createCatalogueSheetService, SHEET_PREVIEW_SCOPE } from './catalogue-sheet.service.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';
import { SHEET_PREVIEW_TTL_MINUTES } from '#core/contracts/catalogue-sheet.ts';

/** Admin › Excel import: the catalogue workbook, its preview and its all-or-nothing apply (decision 011). */
export function registerCatalogueSheet(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; shared: TSharedState },
): void {
  const service = createCatalogueSheetService({
    repository: createCatalogueSheetRepository(deps.db),
    store: deps.shared.previews(SHEET_PREVIEW_SCOPE, { ttlMs: SHEET_PREVIEW_TTL_MINUTES * 60_000 }),
  });
  registerCatalogueSheetRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
