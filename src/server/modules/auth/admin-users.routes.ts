import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ZAdminUserSchema,
  ZAdminUsersResponseSchema,
  ZAuthSettingsSchema,
  ZCreateTestUserRequestSchema,
  ZCreateTestUserResponseSchema,
  ZFindUsersQuerySchema,
  ZRecoveryLinkResponseSchema,
  ZSetDisabledRequestSchema,
  ZSetRolesRequestSchema,
  ZUserIdParamSchema,
} from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAdminUsersService } from './admin-users.service.ts';
import type { TRequestMeta } from './sessions.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const body = <T>(schema: T, description: string) => ({
  body: { ...json(schema, description), required: true },
});
const error = (description: string) => json(ZErrorBodySchema, description);
const guarded = {
  401: error('Please login first'),
  403: error('Access denied (admin only)'),
};
const tags = ['Admin › Users'];
const security = [{ bearerAuth: [] }];

const findUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags,
  security,
  summary: 'Accounts whose email contains the text (newest first, at most 50)',
  request: { query: ZFindUsersQuerySchema },
  responses: { 200: json(ZAdminUsersResponseSchema, 'The accounts'), ...guarded },
});

const setRolesRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/roles',
  tags,
  security,
  summary: "Replace a staff account's roles (applies on its next request)",
  request: { params: ZUserIdParamSchema, ...body(ZSetRolesRequestSchema, 'The roles') },
  responses: {
    200: json(ZAdminUserSchema, 'The account'),
    400: error('Unknown role, or roles for a dealer'),
    ...guarded,
    404: error('No such account'),
    409: error('It would leave no enabled admin'),
  },
});

const setDisabledRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/disabled',
  tags,
  security,
  summary: 'Disable (ending every session at once) or enable an account',
  request: { params: ZUserIdParamSchema, ...body(ZSetDisabledRequestSchema, 'Disabled or not') },
  responses: {
    200: json(ZAdminUserSchema, 'The account'),
    ...guarded,
    404: error('No such account'),
    409: error('Your own account, or the last enabled admin'),
  },
});

const endSessionsRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/sign-out',
  tags,
  security,
  summary: 'End every session of the account',
  request: { params: ZUserIdParamSchema },
  responses: { 204: { description: 'Sessions ended' }, ...guarded, 404: error('No such account') },
});

const resetFactorsRoute = createRoute({
  method: 'delete',
  path: '/admin/users/{id}/factors',
  tags,
  security,
  summary: 'Remove every authenticator of the account (a lost phone) and end its sessions',
  request: { params: ZUserIdParamSchema },
  responses: {
    204: { description: 'Authenticators removed, sessions ended' },
    ...guarded,
    404: error('No such account'),
  },
});

const recoveryLinkRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/recovery-link',
  tags,
  security,
  summary: 'A one-time password recovery link (1 hour) to hand over; an older unused one stops working',
  request: { params: ZUserIdParamSchema },
  responses: {
    200: json(ZRecoveryLinkResponseSchema, 'The link and when it expires'),
    ...guarded,
    404: error('No such (enabled) account'),
  },
});

const testUserRoute = createRoute({
  method: 'post',
  path: '/admin/test-users',
  tags,
  security,
  summary: 'Create a test account with a generated password (refused in production)',
  request: body(ZCreateTestUserRequestSchema, 'Email, roles and kind'),
  responses: {
    201: json(ZCreateTestUserResponseSchema, 'The account and its password (shown once)'),
    400: error('Invalid email or role, or roles for a dealer'),
    401: error('Please login first'),
    403: error('Access denied, or the server runs in production'),
    409: error('The email is taken'),
  },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/admin/auth-settings',
  tags,
  security,
  summary: 'Which roles must use two-factor sign-in',
  responses: { 200: json(ZAuthSettingsSchema, 'The settings'), ...guarded },
});

const putSettingsRoute = createRoute({
  method: 'put',
  path: '/admin/auth-settings',
  tags,
  security,
  summary: 'Set the roles that must use two-factor sign-in',
  request: body(ZAuthSettingsSchema, 'The settings'),
  responses: { 200: json(ZAuthSettingsSchema, 'The settings'), 400: error('Unknown role'), ...guarded },
});

export function registerAdminUsersRoutes(
  app: TApiApp,
  service: TAdminUsersService,
  options: { trustProxy: boolean },
): void {
  const meta = (c: Context): TRequestMeta => ({
    ip: clientIp(c, options.trustProxy),
    userAgent: c.req.header('user-agent'),
  });

  app.openapi(findUsersRoute, async (c) => {
    return c.json({ users: await service.findUsers(c.req.valid('query').email) }, 200);
  });

  app.openapi(setRolesRoute, async (c) => {
    const user = await service.setRoles(
      principalOf(c),
      c.req.valid('param').id,
      c.req.valid('json').roles,
      meta(c),
    );
    return c.json(user, 200);
  });

  app.openapi(setDisabledRoute, async (c) => {
    const { id } = c.req.valid('param');
    const user = await service.setDisabled(principalOf(c), id, c.req.valid('json').disabled, meta(c));
    return c.json(user, 200);
  });

  app.openapi(endSessionsRoute, async (c) => {
    await service.endSessions(principalOf(c), c.req.valid('param').id, meta(c));
    return c.body(null, 204);
  });

  app.openapi(resetFactorsRoute, async (c) => {
    await service.resetFactors(principalOf(c), c.req.valid('param').id, meta(c));
    return c.body(null, 204);
  });

  app.openapi(recoveryLinkRoute, async (c) => {
    return c.json(await service.createRecoveryLink(principalOf(c), c.req.valid('param').id, meta(c)), 200);
  });

  app.openapi(testUserRoute, async (c) => {
    return c.json(await service.createTestUser(principalOf(c), c.req.valid('json'), meta(c)), 201);
  });

  app.openapi(getSettingsRoute, async (c) => c.json(await service.getSettings(), 200));

  app.openapi(putSettingsRoute, async (c) => {
    return c.json(await service.setSettings(principalOf(c), c.req.valid('json'), meta(c)), 200);
  });
}
