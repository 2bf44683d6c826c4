import type { TPrincipal } from '../../../http/context.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { recordUserChange } from './record-user-change.ts';
import { existingUser } from './admin-user-view.ts';

/**
 * DELETE /api/admin/users/{id}/factors: removes every authenticator of the user (a lost phone) and ends
 * their sessions: they sign in again with their password and, when a role requires two-factor, enrol a
 * new authenticator first.
 */
export async function resetFactors(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  userId: string,
  meta: TRequestMeta,
): Promise<void> {
  await existingUser(deps, userId);
  const factorsRemoved = await deps.repository.deleteUserFactors(userId);
  const sessionsEnded = await deps.repository.endUserSessions(userId, 'endedByAdmin', deps.now());
  await recordUserChange(deps, {
    action: AUDIT.mfaReset,
    actor,
    userId,
    meta,
    details: { factorsRemoved, sessionsEnded },
  });
}
