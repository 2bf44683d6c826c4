/**
 * Sessions (decision 008): issuing, refresh-token rotation with a grace window and reuse detection,
 * the absolute and idle lifetimes, sign-out, and the per-request check that turns an access token into
 * a principal. Each operation is its own file in sessions/; this binds them to the module's
 * dependencies for the routes and the other auth services.
 */
import type { TPrincipal } from '../../http/context.ts';
import type { TAuthKeys } from './auth-crypto.ts';
import type { TAal, TAuthRepository } from './auth.repository.ts';
import type { TAuditTrail } from './audit.ts';
import { authenticate } from './sessions/authenticate.ts';
import { currentSession } from './sessions/current-session.ts';
import { issueSession } from './sessions/issue-session.ts';
import { refreshSession } from './sessions/refresh-session.ts';
import type { TPrincipalCache } from './sessions/principal-cache.ts';
import type { TRequestMeta, TSessionDeps } from './sessions/session-deps.ts';
import { signOut } from './sessions/sign-out.ts';
import { getUserView } from './sessions/user-view.ts';

export type { TRequestMeta } from './sessions/session-deps.ts';
export type { TIssuedSession } from './sessions/session-body.ts';
export type { TRefreshResult } from './sessions/refresh-session.ts';

export interface TSessionsOptions {
  repository: TAuthRepository;
  audit: TAuditTrail;
  keys: TAuthKeys;
  sessionMaxHours: number;
  sessionIdleMinutes: number;
  now: () => Date;
  principals?: TPrincipalCache | undefined;
}

export function createSessionsService(options: TSessionsOptions) {
  const deps: TSessionDeps = {
    repository: options.repository,
    audit: options.audit,
    keys: options.keys,
    now: options.now,
    maxLifetimeMs: options.sessionMaxHours * 60 * 60 * 1000,
    idleMs: options.sessionIdleMinutes * 60 * 1000,
    principals: options.principals,
  };
  return {
    userView: (userId: string) => getUserView(deps.repository, userId),
    issue: (userId: string, aal: TAal, meta: TRequestMeta) => issueSession(deps, userId, aal, meta),
    current: (principal: TPrincipal) => currentSession(deps, principal),
    refresh: (token: string | undefined, meta: TRequestMeta) => refreshSession(deps, token, meta),
    signOut: (refreshToken: string | undefined, accessToken: string | undefined, meta: TRequestMeta) =>
      signOut(deps, refreshToken, accessToken, meta),
    authenticate: (accessToken: string) => authenticate(deps, accessToken),
    /** The cut-off of the idle timeout at `at`: sessions last seen before it are over. */
    idleSince: (at: Date) => new Date(at.getTime() - deps.idleMs),
  };
}

export type TSessionsService = ReturnType<typeof createSessionsService>;
