import type { Context } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { exportFileName, type TActor, type TAdminRequestsService } from './admin-requests.service.ts';

/** The staff member acting (set by the access check), with the client's address for the audit log. */
function actorOf(c: Context<TAppEnv>, trustProxy: boolean): TActor {
  const principal = c.get('principal');
  return { userId: principal?.userId ?? null, roles: principal?.roles, ip: clientIp(c, trustProxy) };
}

export function registerAdminRequestsRoutes(
  app: TApiApp,
  service: TAdminRequestsService,
  options: { trustProxy: boolean; now?: () => Date },
): void {
  const now = options.now ?? (() => new Date());

  const serve = endpointServer(app);
  const actor = (c: Context<TAppEnv>) => actorOf(c, options.trustProxy);

  serve('GET /api/admin/requests', ({ query }) => service.listRequests(query));
  serve('GET /api/admin/requests.csv', ({ query }) => ({
    data: service.exportCsv(query),
    fileName: exportFileName(now()),
  }));
  serve('GET /api/admin/requests/:reference', ({ params }, c) =>
    service.getRequest(params.reference, actor(c)),
  );
  serve('POST /api/admin/requests/:reference/status', ({ params, body }, c) =>
    service.changeStatus(params.reference, body, actor(c)),
  );
  serve('POST /api/admin/requests/:reference/price-proposal', ({ params, body }, c) =>
    service.decidePriceProposal(params.reference, body, actor(c)),
  );
  serve('GET /api/admin/price-proposals', () => service.listPriceProposals());
  serve('PUT /api/admin/requests/:reference/notes', ({ params, body }, c) =>
    service.updateNotes(params.reference, body, actor(c)),
  );
  serve('GET /api/admin/requests/:reference/photos/:photoId', async ({ params }) => {
    const photo = await service.getPhoto(params.reference, params.photoId);
    return { data: new Uint8Array(photo.data), mediaType: photo.mimeType };
  });
}
