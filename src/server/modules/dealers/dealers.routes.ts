import type { Context } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { principalOf } from '../../http/access-policy.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer, StatusAnswer } from '../../http/endpoint.ts';
import type { TAdminActor, TAdminDealersService } from './admin-dealers.service.ts';
import type { TDealerAreaService } from './dealer-area.service.ts';
import type { TDealerDocumentsService } from './dealer-documents.service.ts';
import type { TDealersService } from './dealers.service.ts';

export function registerDealerRoutes(
  app: TApiApp,
  services: {
    profile: TDealersService;
    area: TDealerAreaService;
    documents: TDealerDocumentsService;
    admin: TAdminDealersService;
  },
  options: { trustProxy: boolean },
): void {
  const serve = endpointServer(app);
  const { profile, area, documents, admin } = services;
  const adminActor = (c: Context<TAppEnv>): TAdminActor => {
    const principal = principalOf(c);
    return { userId: principal.userId, roles: principal.roles, ip: clientIp(c, options.trustProxy) };
  };

  serve('GET /api/dealer/profile', (_, c) => profile.getProfile(principalOf(c)));
  serve('PUT /api/dealer/profile', ({ body }, c) => profile.saveProfile(principalOf(c), body));

  serve('GET /api/dealer-codes/:code', ({ params }) => area.activeDealer(params.code));
  serve('GET /api/dealer/summary', ({ query }, c) => area.summary(principalOf(c), query));
  serve('GET /api/dealer/requests', ({ query }, c) => area.listRequests(principalOf(c), query));
  serve('GET /api/dealer/requests/:reference', ({ params }, c) =>
    area.getRequest(principalOf(c), params.reference),
  );
  serve('POST /api/dealer/requests/:reference/attach', ({ params }, c) =>
    area.attach(principalOf(c), params.reference),
  );
  serve('GET /api/dealer/find', ({ query }, c) => area.find(principalOf(c), query.q));
  serve('POST /api/dealer/trade-ins', async ({ body }, c) => {
    const receipt = await area.submitCounter(principalOf(c), body);
    return receipt.created ? receipt : new StatusAnswer(200, receipt);
  });
  serve('GET /api/dealer/poster.pdf', async (_, c) => documents.poster(principalOf(c)));
  serve('GET /api/dealer/statement.pdf', async ({ query }, c) =>
    documents.statementPdf(principalOf(c), query.month),
  );
  serve('GET /api/dealer/statement.csv', async ({ query }, c) =>
    documents.statementCsv(principalOf(c), query.month),
  );

  serve('GET /api/admin/dealers', ({ query }) => admin.list(query.status));
  serve('GET /api/admin/dealers/:id', ({ params }, c) => admin.detail(params.id, adminActor(c)));
  serve('PUT /api/admin/dealers/:id/code', ({ params, body }, c) =>
    admin.setCode(params.id, body, adminActor(c)),
  );
  serve('POST /api/admin/dealers/:id/status', ({ params, body }, c) =>
    admin.changeStatus(params.id, body, adminActor(c)),
  );
  serve('PUT /api/admin/dealers/:id/commission', ({ params, body }, c) =>
    admin.setCommission(params.id, body, adminActor(c)),
  );
}
