import type { Context } from 'hono';
import { principalOf } from '../../../http/access-policy.ts';
import type { TApiApp } from '../../../http/api-app.ts';
import { clientIp } from '../../../http/client-ip.ts';
import { endpointServer } from '../../../http/endpoint.ts';
import { rateLimit, type TRateLimiter } from '../../../http/rate-limit.ts';
import { sessionCookies } from '../auth.routes.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TInvitationsService } from './invitations.service.ts';

export function registerInvitationRoutes(
  app: TApiApp,
  service: TInvitationsService,
  options: { trustProxy: boolean; secureCookie: boolean; limiter: TRateLimiter },
): void {
  const serve = endpointServer(app);
  const meta = (c: Context): TRequestMeta => ({
    ip: clientIp(c, options.trustProxy),
    userAgent: c.req.header('user-agent'),
  });
  const { answer } = sessionCookies(options.secureCookie);
  // The links are 32 random bytes: the limit keeps the public pair from being a cheap probe anyway.
  // Counted by every instance together (decision 025).
  const limit = rateLimit(options.limiter, (c) => clientIp(c, options.trustProxy));

  serve('GET /api/admin/invitations', async () => ({ invitations: await service.list() }));
  serve('POST /api/admin/invitations', ({ body }, c) => service.create(principalOf(c), body, meta(c)));
  serve('DELETE /api/admin/invitations/:id', ({ params }, c) =>
    service.revoke(principalOf(c), params.id, meta(c)),
  );
  serve('POST /api/invitations/preview', ({ body }) => service.preview(body.token), { before: [limit] });
  serve(
    'POST /api/invitations/accept',
    async ({ body }, c) => answer(c, await service.accept(body, meta(c))),
    { before: [limit] },
  );
}
