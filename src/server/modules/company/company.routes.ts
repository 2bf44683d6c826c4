import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TCompanyService } from './company.service.ts';

export function registerCompanyRoutes(
  app: TApiApp,
  service: TCompanyService,
  options: { trustProxy: boolean },
): void {
  const serve = endpointServer(app);
  serve('GET /api/company', () => service.get());
  serve('PUT /api/admin/company', ({ body }, c) =>
    service.update(body, { userId: principalOf(c).userId, ip: clientIp(c, options.trustProxy) }),
  );
}
