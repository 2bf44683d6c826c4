import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { rateLimit, type TRateLimiter } from '../../http/rate-limit.ts';
import type { TSetupService } from './setup.service.ts';

export function registerSetupRoutes(
  app: TApiApp,
  service: TSetupService,
  trustProxy: boolean,
  limiter: TRateLimiter,
): void {
  const key = (c: Parameters<typeof clientIp>[0]) => clientIp(c, trustProxy);
  const limit = rateLimit(limiter, key);
  const serve = endpointServer(app);
  serve('POST /api/setup', ({ body }, c) => service.completeSetup(body, key(c)), { before: [limit] });
  serve('POST /api/setup/check', ({ body }) => service.checkSetupLink(body.token), { before: [limit] });
}
