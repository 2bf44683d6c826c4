import type { TPrincipal } from '../../../http/context.ts';
import type { TAuditAction } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';

/** The audit row of an admin's change to a user's account. */
export function recordUserChange(
  deps: Pick<TAdminUsersDeps, 'audit'>,
  change: {
    action: TAuditAction;
    actor: TPrincipal;
    userId: string;
    meta: TRequestMeta;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  return deps.audit.record({
    action: change.action,
    actorUserId: change.actor.userId,
    targetType: 'user',
    targetId: change.userId,
    ip: change.meta.ip,
    details: change.details,
  });
}
