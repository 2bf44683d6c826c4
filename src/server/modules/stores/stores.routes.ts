import { createRoute } from '@hono/zod-openapi';
import { ZListStoresResponseSchema } from '#core/contracts/trade-ins.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { cacheable } from '../../http/cache.ts';
import type { TStoresService } from './stores.service.ts';

const listStoresRoute = createRoute({
  method: 'get',
  path: '/stores',
  tags: ['Trade-ins'],
  summary: 'Active drop-off stores, ordered by sort order',
  responses: {
    200: { content: { 'application/json': { schema: ZListStoresResponseSchema } }, description: 'Stores' },
    304: { description: 'Not modified (ETag matched)' },
  },
});

export function registerStoresRoutes(app: TApiApp, service: TStoresService): void {
  app.use('/stores', cacheable);

  app.openapi(listStoresRoute, async (c) => c.json({ stores: await service.listStores() }, 200));
}
