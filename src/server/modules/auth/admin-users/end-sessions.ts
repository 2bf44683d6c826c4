import type { TPrincipal } from '../../../http/context.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
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
  await deps.audit.record({
    action: AUDIT.sessionsEndedByAdmin,
    actorUserId: actor.userId,
    targetType: 'user',
    targetId: userId,
    ip: meta.ip,
    details: { sessionsEnded },
  });
}
