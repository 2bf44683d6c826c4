import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { bearerToken, principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { requireSameOrigin } from '../../http/same-origin.ts';
import { authErrors } from './auth-errors.ts';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS } from './known-device.ts';
import type { TAuthService } from './auth.service.ts';
import type { TFactorsService } from './factors.service.ts';
import type { TIssuedSession, TRequestMeta, TSessionsService } from './sessions.service.ts';

export const REFRESH_COOKIE = 'tradein_refresh';
const COOKIE_PATH = '/api/auth';

export interface TAuthRouteDeps {
  auth: TAuthService;
  sessions: TSessionsService;
  factors: TFactorsService;
  trustProxy: boolean;
  /** Secure cookie (PUBLIC_URL is https). */
  secureCookie: boolean;
  /** Origins accepted on the cookie endpoints. */
  trustedOrigins: ReadonlySet<string>;
}

/** The refresh cookie of a session: `answer` sends the session's body, with a new cookie when one was issued. */
export function sessionCookies(secure: boolean) {
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' as const };
  return {
    answer: (c: Context<TAppEnv>, issued: TIssuedSession) => {
      if (issued.refreshToken) {
        setCookie(c, REFRESH_COOKIE, issued.refreshToken, { ...cookieOptions, maxAge: issued.cookieMaxAge });
      }
      if (issued.knownDevice) {
        setCookie(c, KNOWN_DEVICE_COOKIE, issued.knownDevice, {
          ...cookieOptions,
          maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
        });
      }
      return issued.session;
    },
    clear: (c: Context) => {
      deleteCookie(c, REFRESH_COOKIE, cookieOptions);
    },
  };
}

export function registerAuthRoutes(app: TApiApp, deps: TAuthRouteDeps): void {
  const { auth, sessions, factors } = deps;
  const meta = (c: Context): TRequestMeta => ({
    ip: clientIp(c, deps.trustProxy),
    userAgent: c.req.header('user-agent'),
    knownDevice: getCookie(c, KNOWN_DEVICE_COOKIE),
  });
  const { answer, clear: clearCookie } = sessionCookies(deps.secureCookie);
  const sameOrigin = requireSameOrigin(deps.trustedOrigins);
  const serve = endpointServer(app);

  serve('POST /api/auth/sign-in', async ({ body }, c) => {
    const result = await auth.signIn(body, meta(c));
    return result.kind === 'challenge' ? result.challenge : answer(c, result.issued);
  });

  serve('POST /api/auth/sign-up', async ({ body }, c) => answer(c, await auth.signUp(body, meta(c))));

  serve('POST /api/auth/mfa/verify', async ({ body }, c) => answer(c, await auth.verifyMfa(body, meta(c))));

  serve(
    'POST /api/auth/refresh',
    async (_, c) => {
      const result = await sessions.refresh(getCookie(c, REFRESH_COOKIE), meta(c));
      if (result.kind === 'none') {
        if (getCookie(c, REFRESH_COOKIE) !== undefined) clearCookie(c);
        return { session: null };
      }
      return { session: answer(c, result.issued) };
    },
    { before: [sameOrigin] },
  );

  serve(
    'POST /api/auth/sign-out',
    async (_, c) => {
      await sessions.signOut(getCookie(c, REFRESH_COOKIE), bearerToken(c), meta(c));
      clearCookie(c);
    },
    { before: [sameOrigin] },
  );

  serve('POST /api/auth/recover', async ({ body }, c) => answer(c, await auth.recover(body, meta(c))));

  serve('GET /api/auth/user', async (_, c) => {
    const user = await sessions.userView(principalOf(c).userId);
    if (!user) throw authErrors.loginRequired();
    return user;
  });

  serve('POST /api/auth/factors', ({ body }, c) => factors.enrol(principalOf(c), body.friendlyName, meta(c)));

  serve('POST /api/auth/factors/:id/verify', ({ params, body }, c) =>
    factors.verify(principalOf(c), params.id, body.code, meta(c)),
  );

  serve('DELETE /api/auth/factors/:id', ({ params }, c) =>
    factors.remove(principalOf(c), params.id, meta(c)),
  );
}
