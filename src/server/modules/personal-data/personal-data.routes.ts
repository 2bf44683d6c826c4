import type { Context } from 'hono';
import type { TAuditActor } from '../../db/audit.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TPersonalDataService } from './personal-data.service.ts';

export function registerPersonalDataRoutes(
  app: TApiApp,
  service: TPersonalDataService,
  options: { trustProxy: boolean },
): void {
  const serve = endpointServer(app);
  const actor = (c: Context<TAppEnv>): TAuditActor => ({
    userId: c.get('principal')?.userId ?? null,
    ip: clientIp(c, options.trustProxy),
  });
  serve('POST /api/admin/personal-data/search', ({ body }, c) => service.search(body.key, actor(c)));
  serve('POST /api/admin/personal-data/export', ({ body }, c) => service.export(body.key, actor(c)));
  serve('POST /api/admin/personal-data/erase', ({ body }, c) => service.erase(body.key, actor(c)));
}
