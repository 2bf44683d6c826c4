import { createRoute } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  ZEnrollFactorRequestSchema,
  ZEnrollFactorResponseSchema,
  ZFactorIdParamSchema,
  ZMfaVerifyRequestSchema,
  ZRecoverRequestSchema,
  ZRefreshResponseSchema,
  ZSessionSchema,
  ZSignInRequestSchema,
  ZSignInResponseSchema,
  ZSignUpRequestSchema,
  ZUserSchema,
  ZVerifyFactorRequestSchema,
} from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { bearerToken, principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { requireSameOrigin } from '../../http/same-origin.ts';
import { authErrors } from './auth-errors.ts';
import type { TAuthService } from './auth.service.ts';
import type { TFactorsService } from './factors.service.ts';
import type { TIssuedSession, TRequestMeta, TSessionsService } from './sessions.service.ts';

export const REFRESH_COOKIE = 'tradein_refresh';
const COOKIE_PATH = '/api/auth';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const body = <T>(schema: T, description: string) => ({
  body: { ...json(schema, description), required: true },
});
const error = (description: string) => json(ZErrorBodySchema, description);
const bearer = [{ bearerAuth: [] }];

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

const signInRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  tags: ['Accounts'],
  summary: 'Sign in with email or Thai phone number and password (staff at /auth, dealers at /dealer/auth)',
  request: body(ZSignInRequestSchema, 'The screen, identifier and password'),
  responses: {
    200: json(
      ZSignInResponseSchema,
      'A session (refresh token in the httpOnly cookie), or a two-factor challenge to finish at /api/auth/mfa/verify',
    ),
    400: error('Malformed identifier or empty password'),
    401: error('Wrong pair, the other screen, or a disabled account (one answer for all)'),
    429: error('Too many attempts for this account or from this address (Retry-After)'),
  },
});

const signUpRoute = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags: ['Accounts'],
  summary: 'Dealer self sign-up; the shop profile follows',
  request: body(ZSignUpRequestSchema, 'Email, optional phone, password, display name'),
  responses: {
    201: json(ZSessionSchema, 'The new dealer, signed in'),
    400: error('Invalid field, or a password that is too short, too long or too common'),
    409: error('An account with this email or phone number exists'),
    429: error('Too many attempts from this address'),
  },
});

const mfaVerifyRoute = createRoute({
  method: 'post',
  path: '/auth/mfa/verify',
  tags: ['Accounts'],
  summary: 'Second step of a sign-in: a code from a verified authenticator',
  request: body(ZMfaVerifyRequestSchema, 'The challenge token, the factor and its current code'),
  responses: {
    200: json(ZSessionSchema, 'The session at aal2'),
    400: error('Wrong or already used code'),
    401: error('The challenge expired or is not valid'),
    404: error('No such verified authenticator'),
    429: error('Too many attempts'),
  },
});

const refreshRoute = (sameOrigin: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/auth/refresh',
    tags: ['Accounts'],
    summary: 'Rotate the refresh cookie and get a new access token; session null when signed out',
    description:
      'Needs Content-Type: application/json and an Origin of the site (or Sec-Fetch-Site: same-origin). The token before the newest works for 30 s (no new cookie); any older one ends the session.',
    middleware: [sameOrigin] as const,
    responses: {
      200: json(ZRefreshResponseSchema, 'The session, or null (a normal state for a signed-out browser)'),
      403: error('Not JSON, or not from the site'),
    },
  });

const signOutRoute = (sameOrigin: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/auth/sign-out',
    tags: ['Accounts'],
    summary: 'End the session of the refresh cookie (or of the bearer token) and clear the cookie',
    description:
      'Needs Content-Type: application/json and an Origin of the site (or Sec-Fetch-Site: same-origin).',
    middleware: [sameOrigin] as const,
    responses: { 204: { description: 'Signed out' }, 403: error('Not JSON, or not from the site') },
  });

const recoverRoute = createRoute({
  method: 'post',
  path: '/auth/recover',
  tags: ['Accounts'],
  summary: "Set a new password with an admin's one-time recovery link; ends other sessions and signs in",
  request: body(ZRecoverRequestSchema, 'The token from the link and the new password'),
  responses: {
    200: json(ZSessionSchema, 'The new session (aal1)'),
    400: error('Invalid, used or expired link, or a password the policy refuses'),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/auth/user',
  tags: ['Accounts'],
  summary: 'The signed-in user: roles, authenticators, dealer status',
  security: bearer,
  responses: { 200: json(ZUserSchema, 'The user'), 401: error('Please login first') },
});

const enrolRoute = createRoute({
  method: 'post',
  path: '/auth/factors',
  tags: ['Accounts'],
  summary: 'Start enrolling an authenticator app (staff): secret and QR code, shown once',
  security: bearer,
  request: body(ZEnrollFactorRequestSchema, 'A name for the authenticator'),
  responses: {
    201: json(ZEnrollFactorResponseSchema, 'The unverified factor, its secret, otpauth URL and QR code'),
    400: error('Missing or too long name'),
    401: error('Please login first'),
    403: error('Not a staff account, or an authenticator must be verified first (aal2)'),
  },
});

const verifyFactorRoute = createRoute({
  method: 'post',
  path: '/auth/factors/{id}/verify',
  tags: ['Accounts'],
  summary: 'Verify a code: activates a new authenticator, or steps the session up to aal2',
  security: bearer,
  request: { params: ZFactorIdParamSchema, ...body(ZVerifyFactorRequestSchema, 'The current code') },
  responses: {
    200: json(ZSessionSchema, 'The session with a new aal2 access token'),
    400: error('Wrong or already used code'),
    401: error('Please login first'),
    403: error('Another authenticator must be verified first'),
    404: error('No such authenticator of yours'),
    429: error('Too many wrong codes'),
  },
});

const removeFactorRoute = createRoute({
  method: 'delete',
  path: '/auth/factors/{id}',
  tags: ['Accounts'],
  summary: 'Remove an authenticator (needs a session at aal2)',
  security: bearer,
  request: { params: ZFactorIdParamSchema },
  responses: {
    204: { description: 'Removed' },
    401: error('Please login first'),
    403: error('The session has not verified a second factor (aal1)'),
    404: error('No such authenticator of yours'),
    409: error('The last authenticator of a role that requires two-factor'),
  },
});

export function registerAuthRoutes(app: TApiApp, deps: TAuthRouteDeps): void {
  const { auth, sessions, factors } = deps;
  const meta = (c: Context): TRequestMeta => ({
    ip: clientIp(c, deps.trustProxy),
    userAgent: c.req.header('user-agent'),
  });
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: deps.secureCookie,
    sameSite: 'Strict' as const,
  };
  /** The session body, with a new cookie when the session issued one. */
  const answer = (c: Context<TAppEnv>, issued: TIssuedSession) => {
    if (issued.refreshToken) {
      setCookie(c, REFRESH_COOKIE, issued.refreshToken, { ...cookieOptions, maxAge: issued.cookieMaxAge });
    }
    return issued.session;
  };
  const clearCookie = (c: Context) => {
    deleteCookie(c, REFRESH_COOKIE, cookieOptions);
  };
  const sameOrigin = requireSameOrigin(deps.trustedOrigins);

  app.openapi(signInRoute, async (c) => {
    const result = await auth.signIn(c.req.valid('json'), meta(c));
    if (result.kind === 'challenge') return c.json(result.challenge, 200);
    return c.json(answer(c, result.issued), 200);
  });

  app.openapi(signUpRoute, async (c) => {
    const issued = await auth.signUp(c.req.valid('json'), meta(c));
    return c.json(answer(c, issued), 201);
  });

  app.openapi(mfaVerifyRoute, async (c) => {
    const issued = await auth.verifyMfa(c.req.valid('json'), meta(c));
    return c.json(answer(c, issued), 200);
  });

  app.openapi(refreshRoute(sameOrigin), async (c) => {
    const result = await sessions.refresh(getCookie(c, REFRESH_COOKIE), meta(c));
    if (result.kind === 'none') {
      if (getCookie(c, REFRESH_COOKIE) !== undefined) clearCookie(c);
      return c.json({ session: null }, 200);
    }
    return c.json({ session: answer(c, result.issued) }, 200);
  });

  app.openapi(signOutRoute(sameOrigin), async (c) => {
    await sessions.signOut(getCookie(c, REFRESH_COOKIE), bearerToken(c), meta(c));
    clearCookie(c);
    return c.body(null, 204);
  });

  app.openapi(recoverRoute, async (c) => {
    const issued = await auth.recover(c.req.valid('json'), meta(c));
    return c.json(answer(c, issued), 200);
  });

  app.openapi(userRoute, async (c) => {
    const user = await sessions.userView(principalOf(c).userId);
    if (!user) throw authErrors.loginRequired();
    return c.json(user, 200);
  });

  app.openapi(enrolRoute, async (c) => {
    const enrolled = await factors.enrol(principalOf(c), c.req.valid('json').friendlyName, meta(c));
    return c.json(enrolled, 201);
  });

  app.openapi(verifyFactorRoute, async (c) => {
    const { id } = c.req.valid('param');
    const session = await factors.verify(principalOf(c), id, c.req.valid('json').code, meta(c));
    return c.json(session, 200);
  });

  app.openapi(removeFactorRoute, async (c) => {
    await factors.remove(principalOf(c), c.req.valid('param').id, meta(c));
    return c.body(null, 204);
  });
}
