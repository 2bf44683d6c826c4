import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { createRateLimiter, rateLimit } from '../../http/rate-limit.ts';
import type { TSetupService } from './setup.service.ts';

export function registerSetupRoutes(app: TApiApp, service: TSetupService, trustProxy: boolean): void {
  const key = (c: Parameters<typeof clientIp>[0]) => clientIp(c, trustProxy);
  const limit = rateLimit(createRateLimiter({ windowMs: 10 * 60_000, max: 20 }), key);
  endpointServer(app)('POST /api/setup', ({ body }, c) => service.completeSetup(body, key(c)), {
    before: [limit],
  });
}
