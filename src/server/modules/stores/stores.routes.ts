import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TStoresService } from './stores.service.ts';

export function registerStoresRoutes(app: TApiApp, service: TStoresService): void {
  endpointServer(app)('GET /api/stores', async () => ({ stores: await service.listStores() }));
}
