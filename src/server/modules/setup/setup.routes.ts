import { createRoute } from '@hono/zod-openapi';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZSetupRequestSchema, ZSetupResponseSchema } from '#core/contracts/setup.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { createRateLimiter, rateLimit } from '../../http/rate-limit.ts';
import { noStore } from '../auth/auth-module.ts';
import type { TSetupService } from './setup.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const setupRoute = (limit: ReturnType<typeof rateLimit>) =>
  createRoute({
    method: 'post',
    path: '/setup',
    tags: ['Accounts'],
    summary: "The first admin, with the one-time link the server's console printed (no staff account yet)",
    middleware: [noStore, limit] as const,
    request: {
      body: { content: { 'application/json': { schema: ZSetupRequestSchema } }, required: true },
    },
    responses: {
      201: json(ZSetupResponseSchema, 'The admin exists: sign in at /auth'),
      400: json(ZErrorBodySchema, 'Invalid, used or expired link, or a password the policy refuses'),
      409: json(ZErrorBodySchema, 'A staff account exists already'),
      429: json(ZErrorBodySchema, 'Too many attempts from this address'),
    },
  });

export function registerSetupRoutes(app: TApiApp, service: TSetupService, trustProxy: boolean): void {
  const key = (c: Parameters<typeof clientIp>[0]) => clientIp(c, trustProxy);
  const limit = rateLimit(createRateLimiter({ windowMs: 10 * 60_000, max: 20 }), key);
  app.openapi(setupRoute(limit), async (c) => {
    const created = await service.completeSetup(c.req.valid('json'), key(c));
    return c.json(created, 201);
  });
}
