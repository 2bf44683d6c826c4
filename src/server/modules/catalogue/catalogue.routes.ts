import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TCatalogueService } from './catalogue.service.ts';

export function registerCatalogueRoutes(app: TApiApp, service: TCatalogueService): void {
  const serve = endpointServer(app);
  serve('GET /api/brands', async ({ query }) => ({ brands: await service.listBrands(query.category) }));
  serve('GET /api/models', async ({ query }) => ({
    models: await service.listModels(query.brandId, query.category),
  }));
}
