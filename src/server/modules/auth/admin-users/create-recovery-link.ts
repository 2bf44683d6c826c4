import type { TPrincipal } from '../../../http/context.ts';
import { hashToken, randomToken } from '../auth-crypto.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { recordUserChange } from './record-user-change.ts';
import { existingUser } from './admin-user-view.ts';

export const RECOVERY_LINK_MS = 60 * 60 * 1000;

/**
 * POST /api/admin/users/{id}/recovery-link: a one-time link (1 hour) for the admin to hand over; an
 * older unused link stops working.
 */
export async function createRecoveryLink(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  userId: string,
  meta: TRequestMeta,
): Promise<{ url: string; expiresAt: string }> {
  const user = await existingUser(deps, userId);
  if (user.disabledAt) throw authErrors.userNotFound();
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + RECOVERY_LINK_MS);
  await deps.repository.replaceRecoveryToken({
    tokenHash: hashToken(token),
    userId,
    createdBy: actor.userId,
    expiresAt,
  });
  await recordUserChange(deps, {
    action: AUDIT.recoveryLinkCreated,
    actor,
    userId,
    meta,
    details: { expiresAt: expiresAt.toISOString() },
  });
  return {
    url: `${deps.publicUrl}/auth?recovery=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}
