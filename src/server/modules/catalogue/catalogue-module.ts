import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';

/** The public catalogue: brands and models for the estimate form and the wizard. */
export function registerCatalogue(api: TApiApp, deps: { db: TDb }): void {
  registerCatalogueRoutes(api, createCatalogueService(createCatalogueRepository(deps.db)));
}
