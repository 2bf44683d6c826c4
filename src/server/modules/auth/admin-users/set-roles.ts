import type { TAdminUser } from '#core/contracts/auth.ts';
import type { TRole } from '#core/roles.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { recordUserChange } from './record-user-change.ts';
import { adminUser, existingUser } from './admin-user-view.ts';

/**
 * PUT /api/admin/users/{id}/roles: replaces the roles; applies on the user's next request. Dealers hold
 * none; one enabled admin remains.
 */
export async function setRoles(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  userId: string,
  roles: readonly TRole[],
  meta: TRequestMeta,
): Promise<TAdminUser> {
  const { repository } = deps;
  const user = await existingUser(deps, userId);
  const next = [...new Set(roles)].sort();
  if (user.kind === 'dealer' && next.length > 0) throw authErrors.rolesStaffOnly();
  const losesAdmin = user.roles.includes('admin') && !next.includes('admin') && !user.disabledAt;
  if (losesAdmin && (await repository.countEnabledAdmins(userId)) === 0) throw authErrors.lastAdmin();
  const before = await repository.replaceRoles(userId, next, deps.now());
  await recordUserChange(deps, {
    action: AUDIT.rolesChanged,
    actor,
    userId,
    meta,
    details: { before, after: next },
  });
  return adminUser(deps, userId);
}
