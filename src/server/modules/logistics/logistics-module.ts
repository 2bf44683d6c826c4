import type { Context } from 'hono';
import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TFilesService } from '../files/files.service.ts';
import type { TTrackingLimits } from '../tracking/tracking-limits.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { createLogisticsService } from './logistics.service.ts';
import { createPickupsService } from './pickups.service.ts';

/**
 * The logistics console's API (issue 19, decisions 027 and 030): deliveries, carriers, proof of delivery;
 * courier pick-ups, their run sheet and hand-over.
 */
export function registerLogistics(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; workflow: TWorkflow; files: TFilesService; limits: TTrackingLimits },
): void {
  const service = createLogisticsService({
    db: deps.db,
    workflow: deps.workflow,
    files: deps.files,
    overdueDays: deps.config.DELIVERY_OVERDUE_DAYS,
  });
  const pickups = createPickupsService({ db: deps.db, workflow: deps.workflow });
  const serve = endpointServer(api);
  const actor = (c: Context<TAppEnv>) => {
    const principal = principalOf(c);
    return { userId: principal.userId, roles: principal.roles, ip: clientIp(c, deps.config.TRUST_PROXY) };
  };
  serve('GET /api/logistics/carriers', () => service.carriers());
  serve('PUT /api/logistics/carriers', ({ body }) => service.updateCarriers(body));
  serve('GET /api/logistics/deliveries', ({ query }) => service.list(query));
  serve('GET /api/logistics/deliveries/:id', ({ params }, c) =>
    service.detail(params.id, principalOf(c).roles),
  );
  serve('POST /api/logistics/deliveries/:id/status', ({ params, body }, c) =>
    service.step(params.id, body, actor(c)),
  );
  serve('PATCH /api/logistics/deliveries/:id', ({ params, body }, c) =>
    service.edit(params.id, body, actor(c)),
  );
  serve('GET /api/logistics/deliveries/:id/pod', async ({ params, query }) => ({
    data: new Uint8Array(await service.proofOfDelivery(params.id, query.lang)),
    disposition: 'inline' as const,
  }));
  serve('GET /api/logistics/pickups', ({ query }) => pickups.list(query));
  serve('GET /api/logistics/overdue', async () => {
    const [pickupCount, deliveryCount] = await Promise.all([pickups.countOverdue(), service.countOverdue()]);
    return {
      pickups: pickupCount,
      deliveries: deliveryCount,
      deliveryDays: deps.config.DELIVERY_OVERDUE_DAYS,
    };
  });
  serve('GET /api/logistics/pickups/run-sheet.pdf', async ({ query }) => ({
    data: new Uint8Array(await pickups.runSheet(query.date)),
    disposition: 'inline' as const,
  }));
  serve('POST /api/logistics/pickups/:id/book', ({ params, body }, c) =>
    pickups.book(params.id, body, actor(c)),
  );
  serve('POST /api/logistics/pickups/:id/handover', ({ params, body }, c) =>
    pickups.handover(params.id, body, actor(c)),
  );
  // The buyer's look-up counts against the same limits as /track's (per address, per number).
  serve('POST /api/track/delivery', ({ body: { documentNumber, phone } }, c) =>
    deps.limits.guard(c, documentNumber, () => service.trackForCustomer(documentNumber, phone)),
  );
}
