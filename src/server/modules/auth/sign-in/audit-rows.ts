import type { TAal } from '../auth.repository.ts';
import { AUDIT, type TAuditAction, type TAuditTrail } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';

/** The audit row of a session started by signing in (aal1 with the password, aal2 after a code). */
export function recordSignIn(
  audit: TAuditTrail,
  signIn: { userId: string; sessionId: string; aal: TAal; audience: string; meta: TRequestMeta },
): Promise<void> {
  return audit.record({
    action: AUDIT.signIn,
    actorUserId: signIn.userId,
    targetType: 'session',
    targetId: signIn.sessionId,
    ip: signIn.meta.ip,
    details: { aal: signIn.aal, audience: signIn.audience },
  });
}

/** The audit row of a user's change to their own account (signing up, a new password). */
export function recordOwnAccountChange(
  audit: TAuditTrail,
  action: TAuditAction,
  userId: string,
  meta: TRequestMeta,
  details: Record<string, unknown>,
): Promise<void> {
  return audit.record({
    action,
    actorUserId: userId,
    targetType: 'user',
    targetId: userId,
    ip: meta.ip,
    details,
  });
}
