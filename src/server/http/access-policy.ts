/**
 * Access is data (decisions 008, 015): every API route, as Hono registers it (`METHOD /api/path/:param`),
 * maps to who may call it, as its endpoint description says. The check runs before any other work of the
 * route (validation, rate limits, body parsing); public routes skip authentication entirely, so the
 * customer journey costs nothing. createApp refuses to start when a registered API route has no
 * description, or a description is not served.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { TPolicy } from '#core/api/endpoint.ts';
import { ENDPOINTS, type TEndpointName } from '#core/api/endpoints.ts';
import { hasAnyRole } from '#core/roles.ts';
import type { TAppEnv, TPrincipal } from './context.ts';
import { AppError } from './errors.ts';

/** Who may call each endpoint: derived from the descriptions (src/core/api/endpoints.ts). */
export const ACCESS_POLICY: Readonly<Record<string, TPolicy>> = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([key, endpoint]) => [key, endpoint.policy]),
);

/**
 * What an aal1 session may still call while it owes a second factor (a role requires two-factor, or
 * the account has an authenticator and the session has not verified it): see itself, enrol, verify.
 */
export const BEFORE_SECOND_FACTOR: ReadonlySet<string> = new Set<TEndpointName>([
  'GET /api/auth/user',
  'POST /api/auth/factors',
  'POST /api/auth/factors/:id/verify',
]);

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The API endpoints among registered routes: method-specific routes under /api (not middleware). */
export function apiRouteKeys(routes: readonly { method: string; path: string }[]): string[] {
  const keys = routes
    .filter((route) => route.method !== 'ALL' && isApiPath(route.path))
    .map((route) => routeKey(route.method, route.path));
  return [...new Set(keys)];
}

/** Throws when a registered API route has no policy: the app must not start with an unguarded route. */
export function assertEveryRouteHasPolicy(
  routes: readonly { method: string; path: string }[],
  policies: Readonly<Record<string, TPolicy>> = ACCESS_POLICY,
): void {
  const missing = apiRouteKeys(routes).filter((key) => !Object.hasOwn(policies, key));
  if (missing.length > 0) {
    throw new Error(
      `API routes without an access policy (describe them in src/core/contracts/<domain>.endpoints.ts): ${missing.join(', ')}`,
    );
  }
}

/** Throws when a described endpoint is not served: its documentation and access entry would be a lie. */
export function assertEveryEndpointServed(
  routes: readonly { method: string; path: string }[],
  endpoints: Readonly<Record<string, unknown>> = ENDPOINTS,
): void {
  const served = new Set(apiRouteKeys(routes));
  const missing = Object.keys(endpoints).filter((key) => !served.has(key));
  if (missing.length > 0) {
    throw new Error(
      `Described endpoints that no module serves (serve them in the module's routes file): ${missing.join(', ')}`,
    );
  }
}

export type TDecision = 'allow' | 'loginRequired' | 'accessDenied';

/** The policy's answer for a caller (undefined: not signed in). */
export function decide(policy: TPolicy, principal: TPrincipal | undefined): TDecision {
  if (policy === 'public') return 'allow';
  if (!principal) return 'loginRequired';
  if (policy === 'signedIn') return 'allow';
  if (policy === 'staff') return principal.kind === 'staff' ? 'allow' : 'accessDenied';
  if (policy === 'dealer') return principal.kind === 'dealer' ? 'allow' : 'accessDenied';
  return principal.kind === 'staff' && hasAnyRole(principal.roles, policy) ? 'allow' : 'accessDenied';
}

/** Whether the session still owes its second factor. */
export function owesSecondFactor(principal: TPrincipal): boolean {
  return principal.aal === 'aal1' && (principal.mfaRequired || principal.hasVerifiedFactor);
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header) : null;
  return match?.[1];
}

const loginRequired = () => new AppError('UNAUTHORIZED', 'errors.auth.loginRequired', 'Please login first');
const accessDenied = () => new AppError('FORBIDDEN', 'errors.auth.accessDenied', 'Access denied');

/**
 * The access check, registered before every API route. Finds the route Hono will run for the request,
 * looks its policy up, and for anything but public authenticates the bearer token (one query: session,
 * user, roles) and puts the principal on the context.
 */
export function accessControl(options: {
  authenticate: (accessToken: string) => Promise<TPrincipal | undefined>;
  policies?: Readonly<Record<string, TPolicy>>;
}) {
  const policies = options.policies ?? ACCESS_POLICY;
  return createMiddleware<TAppEnv>(async (c, next) => {
    const route = matchedRoutes(c).find(
      (candidate) => candidate.method !== 'ALL' && isApiPath(candidate.path),
    );
    if (!route) return next(); // no endpoint: only the 404 answer runs
    const key = routeKey(route.method, route.path);
    const policy = policies[key];
    if (policy === undefined) throw new Error(`No access policy for ${key}`); // createApp prevents this
    if (policy === 'public') return next();

    const token = bearerToken(c);
    const principal = token ? await options.authenticate(token) : undefined;
    const decision = decide(policy, principal);
    if (decision === 'loginRequired' || !principal) throw loginRequired();
    if (decision === 'accessDenied') throw accessDenied();
    if (owesSecondFactor(principal) && !BEFORE_SECOND_FACTOR.has(key)) {
      throw new AppError(
        'FORBIDDEN',
        'errors.auth.mfaRequired',
        'Two-factor sign-in is required: enrol or verify an authenticator first',
      );
    }
    c.set('principal', principal);
    await next();
  });
}

/** The caller of a route whose policy is not public (set by accessControl). */
export function principalOf(c: Context<TAppEnv>): TPrincipal {
  const principal = c.get('principal');
  if (!principal) throw loginRequired();
  return principal;
}
