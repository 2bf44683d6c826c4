import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { trustedOrigins } from '../../http/same-origin.ts';
import { registerAdminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import { deriveAuthKeys } from './auth-crypto.ts';
import type { TChangeFeed } from '../../db/change-feed.ts';
import { createAuthRepository, tellingPrincipalChanges } from './auth.repository.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createAuditTrail } from './audit.ts';
import { createFactorCodes } from './factor-codes.ts';
import { createFactorsService } from './factors.service.ts';
import { createSessionsService } from './sessions.service.ts';
import { createPrincipalCache } from './sessions/principal-cache.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';
import { createInvitationsRepository } from './invitations/invitations.repository.ts';
import { registerInvitationRoutes } from './invitations/invitations.routes.ts';
import { createInvitationsService } from './invitations/invitations.service.ts';

export interface TAuthModuleDeps {
  db: TDb;
  config: TConfig;
  /** AUTH_SECRET, or the generated development secret (config/auth-secret.ts). */
  authSecret: string;
  /** Where sign-in throttles are counted (every instance together; decision 025). */
  shared: TSharedState;
  /** Tests: the clock of sessions, tokens, codes and links. */
  now?: () => Date;
  /**
   * What other instances changed (decision 025): with it the access check keeps its rows in memory,
   * trusted until an account change is told (principal-cache.ts); without it, one query per request.
   */
  changes?: TChangeFeed | undefined;
}

/** Accounts, sessions, two-factor and Admin › Users: one set of services (and throttle counters) per app. */
export function createAuthModule(deps: TAuthModuleDeps) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const principals = deps.changes && createPrincipalCache(deps.changes);
  const repository = principals
    ? tellingPrincipalChanges(createAuthRepository(db), principals.changed)
    : createAuthRepository(db);
  const keys = deriveAuthKeys(deps.authSecret);
  const audit = createAuditTrail(repository, now);
  const throttle = createSignInThrottle(deps.shared, () => now().getTime());
  const factorCodes = createFactorCodes({ repository, keys });
  const sessions = createSessionsService({
    repository,
    audit,
    keys,
    sessionMaxHours: config.SESSION_MAX_HOURS,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    now,
    principals,
  });
  const auth = createAuthService({ repository, sessions, audit, keys, factorCodes, throttle, now });
  const factors = createFactorsService({ repository, sessions, audit, factorCodes, throttle, now });
  const adminUsers = createAdminUsersService({
    repository,
    audit,
    idleSince: sessions.idleSince,
    publicUrl: config.publicUrl,
    production: config.NODE_ENV === 'production',
    now,
  });
  const invitations = createInvitationsService({
    repository: createInvitationsRepository(db),
    accounts: repository,
    sessions,
    publicUrl: config.publicUrl,
    now,
  });

  return {
    sessions,

    register(api: TApiApp): void {
      registerAuthRoutes(api, {
        auth,
        sessions,
        factors,
        trustProxy: config.TRUST_PROXY,
        secureCookie: config.publicUrl.startsWith('https://'),
        trustedOrigins: trustedOrigins(config.publicUrl, config.CORS_ORIGINS),
      });
      registerAdminUsersRoutes(api, adminUsers, { trustProxy: config.TRUST_PROXY });
      registerInvitationRoutes(api, invitations, {
        trustProxy: config.TRUST_PROXY,
        secureCookie: config.publicUrl.startsWith('https://'),
        limiter: deps.shared.rateLimiter('invitations', { windowMs: 10 * 60_000, max: 30 }),
      });
    },
  };
}

export type TAuthModule = ReturnType<typeof createAuthModule>;
