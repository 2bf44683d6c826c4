import type { TAdminUser } from '#core/contracts/auth.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { recordUserChange } from './record-user-change.ts';
import { adminUser, existingUser } from './admin-user-view.ts';

/**
 * PUT /api/admin/users/{id}/disabled: disabling ends every session of the user at once; enabling lets
 * them sign in again. Nobody disables themselves, and the last enabled admin stays.
 */
export async function setDisabled(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  userId: string,
  disabled: boolean,
  meta: TRequestMeta,
): Promise<TAdminUser> {
  const { repository } = deps;
  const user = await existingUser(deps, userId);
  if (disabled && userId === actor.userId) throw authErrors.cannotDisableSelf();
  const at = deps.now();
  if (disabled) {
    if (user.roles.includes('admin') && (await repository.countEnabledAdmins(userId)) === 0) {
      throw authErrors.lastAdmin();
    }
    await repository.setDisabled(userId, user.disabledAt ?? at, at);
    const sessionsEnded = await repository.endUserSessions(userId, 'disabled', at);
    await recordUserChange(deps, {
      action: AUDIT.userDisabled,
      actor,
      userId,
      meta,
      details: { sessionsEnded },
    });
  } else {
    await repository.setDisabled(userId, null, at);
    await recordUserChange(deps, { action: AUDIT.userEnabled, actor, userId, meta });
  }
  return adminUser(deps, userId);
}
