import type { TPrincipal } from '../../../http/context.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { recordUserChange } from './record-user-change.ts';
import { existingUser } from './admin-user-view.ts';

/** POST /api/admin/users/{id}/sign-out: ends every session of the user. */
export async function endSessions(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  userId: string,
  meta: TRequestMeta,
): Promise<void> {
  await existingUser(deps, userId);
  const sessionsEnded = await deps.repository.endUserSessions(userId, 'endedByAdmin', deps.now());
  await recordUserChange(deps, {
    action: AUDIT.sessionsEndedByAdmin,
    actor,
    userId,
    meta,
    details: { sessionsEnded },
  });
}
