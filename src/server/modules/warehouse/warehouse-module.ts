import type { Context } from 'hono';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TDb } from '../../db/client.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { createWarehouseService } from './warehouse.service.ts';

/** The warehouse console's API (decision 022): thin routes over the service. */
export function registerWarehouse(
  api: TApiApp,
  deps: { db: TDb; workflow: TWorkflow; trustProxy: boolean; publicUrl: string },
) {
  const service = createWarehouseService({ db: deps.db, workflow: deps.workflow, publicUrl: deps.publicUrl });
  const serve = endpointServer(api);
  const actor = (c: Context<TAppEnv>): TActorContext => {
    const principal = principalOf(c);
    return {
      kind: 'staff',
      userId: principal.userId,
      roles: principal.roles,
      ip: clientIp(c, deps.trustProxy),
    };
  };

  serve('GET /api/warehouse/items', ({ query }, c) => service.list(query, principalOf(c).roles));
  serve('POST /api/warehouse/items/receive', ({ body }, c) => service.receive(body, actor(c)));
  serve('GET /api/warehouse/lookup', ({ query }) => service.lookup(query.code));
  serve('GET /api/warehouse/items/:id', ({ params }, c) => service.passport(params.id, principalOf(c).roles));
  serve('GET /api/warehouse/labels.pdf', async ({ query }) => ({
    data: new Uint8Array(await service.labels(query.ids, query.format)),
    mediaType: 'application/pdf',
    fileName: `labels-${query.format}.pdf`,
  }));
  serve('GET /api/warehouse/settings', () => service.settings());
  serve('PUT /api/warehouse/settings', ({ body }, c) =>
    service.updateSettings(body, { userId: principalOf(c).userId, ip: clientIp(c, deps.trustProxy) }),
  );
  return service;
}
