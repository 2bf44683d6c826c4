import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { ZDealerProfileRequestSchema, ZDealerProfileSchema } from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TDealersService } from './dealers.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const error = (description: string) => json(ZErrorBodySchema, description);
const security = [{ bearerAuth: [] }];

const getProfileRoute = createRoute({
  method: 'get',
  path: '/dealer/profile',
  tags: ['Dealers'],
  security,
  summary: "The signed-in dealer's shop profile",
  responses: {
    200: json(ZDealerProfileSchema, 'The profile'),
    401: error('Please login first'),
    403: error('Not a dealer account'),
    404: error('No profile yet (set it up first)'),
  },
});

const putProfileRoute = createRoute({
  method: 'put',
  path: '/dealer/profile',
  tags: ['Dealers'],
  security,
  summary: "Create or update the signed-in dealer's shop profile (pending until an admin approves it)",
  request: {
    body: { content: { 'application/json': { schema: ZDealerProfileRequestSchema } }, required: true },
  },
  responses: {
    200: json(ZDealerProfileSchema, 'The profile'),
    400: error('Invalid field'),
    401: error('Please login first'),
    403: error('Not a dealer account'),
  },
});

export function registerDealerRoutes(app: TApiApp, service: TDealersService): void {
  app.use('/dealer/*', noStore);

  app.openapi(getProfileRoute, async (c) => c.json(await service.getProfile(principalOf(c)), 200));

  app.openapi(putProfileRoute, async (c) => {
    return c.json(await service.saveProfile(principalOf(c), c.req.valid('json')), 200);
  });
}

const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});
