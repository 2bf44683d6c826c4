import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { registerAdminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { createCatalogueAdminRepository } from './catalogue-admin.repository.ts';
import { createCatalogueAdminService } from './catalogue-admin.service.ts';
import { createPricingAdminRepository } from './pricing-admin.repository.ts';
import { createPricingAdminService } from './pricing-admin.service.ts';

/**
 * Admin › Brands, Models, Prices, Adjustments. No cache to clear here: statement triggers move
 * pricing_version and notify every instance; the quotes service reprices from the new rows (decision
 * 007) and the public catalogue reloads (decision 025; app.ts also tells this instance's at once).
 */
export function registerAdminCatalogue(api: TApiApp, deps: { db: TDb; config: TConfig }): void {
  registerAdminCatalogueRoutes(
    api,
    {
      catalogue: createCatalogueAdminService(createCatalogueAdminRepository(deps.db)),
      pricing: createPricingAdminService(createPricingAdminRepository(deps.db)),
    },
    { trustProxy: deps.config.TRUST_PROXY },
  );
}
