import type { Context } from 'hono';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer, StatusAnswer } from '../../http/endpoint.ts';
import type { TCounterTradeInsService } from './counter-trade-ins.ts';
import type { TSalesActor, TSalesService } from './sales.service.ts';

export function registerSalesRoutes(
  app: TApiApp,
  service: TSalesService,
  counter: TCounterTradeInsService,
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
  // Old for new at the counter (decision 044): the request, its inspection, the customer's answer.
  serve('POST /api/sales/trade-ins', async ({ body }, c) => {
    const receipt = await counter.submit(body, actor(c));
    return receipt.created ? receipt : new StatusAnswer(200, receipt);
  });
  serve('GET /api/sales/trade-ins/:reference', ({ params }, c) => counter.view(params.reference, actor(c)));
  serve('POST /api/sales/trade-ins/:reference/inspect', ({ params, body }, c) =>
    counter.inspect(params.reference, body, actor(c)),
  );
  serve('POST /api/sales/trade-ins/:reference/answer', ({ params, body }, c) =>
    counter.answer(params.reference, body.decision, actor(c)),
  );
  serve('GET /api/sales/upgrade-bonuses', () => counter.upgradeBonuses());
  serve(
    'POST /api/sales/upgrade-bonuses',
    async ({ body }, c) => new StatusAnswer(201, await counter.addUpgradeBonus(body, actor(c))),
  );
  serve('POST /api/sales/upgrade-bonuses/:id/end', ({ params, body }, c) =>
    counter.endUpgradeBonus(params.id, body, actor(c)),
  );
  serve('GET /api/sales/:id', ({ params }, c) => service.getSale(params.id, principalOf(c).roles));
  serve('POST /api/sales/:id/cancel', ({ params, body }, c) => service.cancelSale(params.id, body, actor(c)));
  serve('POST /api/sales/:id/return', ({ params, body }, c) =>
    service.returnItems(params.id, body, actor(c)),
  );
}
