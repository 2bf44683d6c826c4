import type { Context } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TActor } from './admin-catalogue.sql.ts';
import type { TCatalogueAdminService } from './catalogue-admin.service.ts';
import type { TPricingAdminService } from './pricing-admin.service.ts';

export function registerAdminCatalogueRoutes(
  app: TApiApp,
  services: { catalogue: TCatalogueAdminService; pricing: TPricingAdminService },
  options: { trustProxy: boolean },
): void {
  const { catalogue, pricing } = services;
  const serve = endpointServer(app);
  const actor = (c: Context<TAppEnv>): TActor => ({
    userId: c.get('principal')?.userId ?? null,
    ip: clientIp(c, options.trustProxy),
  });

  serve('GET /api/admin/catalogue/brands', () => catalogue.listBrands());
  serve('POST /api/admin/catalogue/brands', ({ body }, c) => catalogue.createBrand(body, actor(c)));
  serve('PUT /api/admin/catalogue/brands/:id', ({ params, body }, c) =>
    catalogue.updateBrand(params.id, body, actor(c)),
  );
  serve('DELETE /api/admin/catalogue/brands/:id', ({ params }, c) =>
    catalogue.deleteBrand(params.id, actor(c)),
  );
  serve('POST /api/admin/catalogue/brands/:id/move', ({ params, body }, c) =>
    catalogue.moveBrand(params.id, body, actor(c)),
  );

  serve('GET /api/admin/catalogue/models', ({ query }) => catalogue.listModels(query.brandId));
  serve('POST /api/admin/catalogue/models', ({ body }, c) => catalogue.createModel(body, actor(c)));
  serve('PUT /api/admin/catalogue/models/:id', ({ params, body }, c) =>
    catalogue.updateModel(params.id, body, actor(c)),
  );
  serve('DELETE /api/admin/catalogue/models/:id', ({ params }, c) =>
    catalogue.deleteModel(params.id, actor(c)),
  );
  serve('POST /api/admin/catalogue/models/:id/move', ({ params, body }, c) =>
    catalogue.moveModel(params.id, body, actor(c)),
  );

  serve('GET /api/admin/catalogue/models/:id/prices', ({ params }) => pricing.getPrices(params.id));
  serve('PUT /api/admin/catalogue/models/:id/prices', ({ params, body }, c) =>
    pricing.savePrices(params.id, body, actor(c)),
  );

  serve('GET /api/admin/catalogue/adjustments', () => pricing.listAdjustments());
  serve('PUT /api/admin/catalogue/adjustments', ({ body }, c) => pricing.saveAdjustment(body, actor(c)));
  serve('DELETE /api/admin/catalogue/adjustments/:id', ({ params }, c) =>
    pricing.deleteAdjustment(params.id, actor(c)),
  );
  serve('GET /api/admin/catalogue/settings', () => pricing.getSettings());
  serve('PUT /api/admin/catalogue/settings', ({ body }, c) => pricing.saveSettings(body, actor(c)));
}
