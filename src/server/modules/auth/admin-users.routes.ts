import type { Context } from 'hono';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TAdminUsersService } from './admin-users.service.ts';
import type { TRequestMeta } from './sessions.service.ts';

export function registerAdminUsersRoutes(
  app: TApiApp,
  service: TAdminUsersService,
  options: { trustProxy: boolean },
): void {
  const serve = endpointServer(app);
  const meta = (c: Context): TRequestMeta => ({
    ip: clientIp(c, options.trustProxy),
    userAgent: c.req.header('user-agent'),
  });

  serve('GET /api/admin/users', async ({ query }) => ({
    users: await service.findUsers(query.email),
    testUsersAllowed: service.testUsersAllowed,
  }));
  serve('PUT /api/admin/users/:id/roles', ({ params, body }, c) =>
    service.setRoles(principalOf(c), params.id, body.roles, meta(c)),
  );
  serve('PUT /api/admin/users/:id/disabled', ({ params, body }, c) =>
    service.setDisabled(principalOf(c), params.id, body.disabled, meta(c)),
  );
  serve('POST /api/admin/users/:id/sign-out', ({ params }, c) =>
    service.endSessions(principalOf(c), params.id, meta(c)),
  );
  serve('DELETE /api/admin/users/:id/factors', ({ params }, c) =>
    service.resetFactors(principalOf(c), params.id, meta(c)),
  );
  serve('POST /api/admin/users/:id/recovery-link', ({ params }, c) =>
    service.createRecoveryLink(principalOf(c), params.id, meta(c)),
  );
  serve('POST /api/admin/test-users', ({ body }, c) => service.createTestUser(principalOf(c), body, meta(c)));
  serve('GET /api/admin/auth-settings', () => service.getSettings());
  serve('PUT /api/admin/auth-settings', ({ body }, c) => service.setSettings(principalOf(c), body, meta(c)));
}
