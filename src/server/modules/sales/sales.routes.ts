import type { Context } from 'hono';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TSalesActor, TSalesService } from './sales.service.ts';

export function registerSalesRoutes(
  app: TApiApp,
  service: TSalesService,
  options: { trustProxy: boolean },
): void {
  const serve = endpointServer(app);
  const actor = (c: Context<TAppEnv>): TSalesActor => {
    const principal = principalOf(c);
    return { userId: principal.userId, roles: principal.roles, ip: clientIp(c, options.trustProxy) };
  };
  serve('GET /api/sales/inventory', ({ query }, c) => service.inventory(query, principalOf(c).roles));
  serve('GET /api/sales/margins', () => service.margins());
  serve('PUT /api/sales/margins', ({ body }, c) => service.updateMargins(body, actor(c)));
  serve('POST /api/sales', ({ body }, c) => service.recordSale(body, actor(c)));
  serve('GET /api/sales/documents', ({ query }) => service.listDocuments(query));
  serve('GET /api/sales/documents/:id/pdf', async ({ params, query }) => ({
    data: new Uint8Array(await service.documentPdf(params.id, query.lang)),
    disposition: 'inline' as const,
  }));
  serve('GET /api/sales/:id', ({ params }, c) => service.getSale(params.id, principalOf(c).roles));
  serve('POST /api/sales/:id/cancel', ({ params, body }, c) => service.cancelSale(params.id, body, actor(c)));
  serve('POST /api/sales/:id/return', ({ params, body }, c) =>
    service.returnItems(params.id, body, actor(c)),
  );
}
