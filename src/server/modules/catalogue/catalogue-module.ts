import type { TDatabase } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createCatalogueCache, type TCatalogueCache } from './catalogue-cache.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';

/**
 * The public catalogue: brands and models for the estimate form and the wizard, answered from memory
 * and kept current by the database's change feed (decision 025).
 */
export function createCatalogueModule(deps: { database: TDatabase; cache?: TCatalogueCache | undefined }) {
  const cache = deps.cache ?? createCatalogueCacheFor(deps.database);
  return {
    cache,
    register(api: TApiApp): void {
      registerCatalogueRoutes(api, cache);
    },
  };
}

export function createCatalogueCacheFor(database: TDatabase): TCatalogueCache {
  return createCatalogueCache(createCatalogueRepository(database.db), database.changes);
}
