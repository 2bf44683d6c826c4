/**
 * Admin › Users (decision 008): find accounts, set roles, disable and enable (ending sessions), end
 * sessions, remove a user's authenticators, one-time recovery links, test users outside production, and
 * the two-factor settings. Each operation is its own file in admin-users/; this binds them to the
 * module's dependencies for the routes.
 */
import type { TAuthSettings } from '#core/contracts/auth.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TPrincipal } from '../../http/context.ts';
import type { TAdminUsersDeps } from './admin-users/admin-users-deps.ts';
import { createRecoveryLink } from './admin-users/create-recovery-link.ts';
import { createTestUser } from './admin-users/create-test-user.ts';
import { endSessions } from './admin-users/end-sessions.ts';
import { findUsers } from './admin-users/find-users.ts';
import { getAuthSettings } from './admin-users/get-auth-settings.ts';
import { resetFactors } from './admin-users/reset-factors.ts';
import { setAuthSettings } from './admin-users/set-auth-settings.ts';
import { setDisabled } from './admin-users/set-disabled.ts';
import { setRoles } from './admin-users/set-roles.ts';
import type { TRequestMeta } from './sessions/session-deps.ts';

export type TAdminUsersServiceOptions = TAdminUsersDeps;

export function createAdminUsersService(deps: TAdminUsersServiceOptions) {
  return {
    findUsers: (email: string | undefined) => findUsers(deps, email),
    testUsersAllowed: !deps.production,
    setRoles: (actor: TPrincipal, userId: string, roles: readonly TRole[], meta: TRequestMeta) =>
      setRoles(deps, actor, userId, roles, meta),
    setDisabled: (actor: TPrincipal, userId: string, disabled: boolean, meta: TRequestMeta) =>
      setDisabled(deps, actor, userId, disabled, meta),
    endSessions: (actor: TPrincipal, userId: string, meta: TRequestMeta) =>
      endSessions(deps, actor, userId, meta),
    resetFactors: (actor: TPrincipal, userId: string, meta: TRequestMeta) =>
      resetFactors(deps, actor, userId, meta),
    createRecoveryLink: (actor: TPrincipal, userId: string, meta: TRequestMeta) =>
      createRecoveryLink(deps, actor, userId, meta),
    createTestUser: (
      actor: TPrincipal,
      input: { email: string; roles: readonly TRole[]; kind: TAccountKind },
      meta: TRequestMeta,
    ) => createTestUser(deps, actor, input, meta),
    getSettings: () => getAuthSettings(deps),
    setSettings: (actor: TPrincipal, settings: TAuthSettings, meta: TRequestMeta) =>
      setAuthSettings(deps, actor, settings, meta),
  };
}

export type TAdminUsersService = ReturnType<typeof createAdminUsersService>;
