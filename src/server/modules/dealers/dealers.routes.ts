import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TDealersService } from './dealers.service.ts';

export function registerDealerRoutes(app: TApiApp, service: TDealersService): void {
  const serve = endpointServer(app);
  serve('GET /api/dealer/profile', (_, c) => service.getProfile(principalOf(c)));
  serve('PUT /api/dealer/profile', ({ body }, c) => service.saveProfile(principalOf(c), body));
}
