import { hashToken } from '../auth-crypto.ts';
import type { TAal } from '../auth.repository.ts';
import { newRefreshToken } from '../tokens.ts';
import { issuedFor, type TIssuedSession } from './session-body.ts';
import type { TRequestMeta, TSessionDeps } from './session-deps.ts';

const MAX_USER_AGENT_LENGTH = 300;

/** Starts a session for a user who just proved who they are. */
export async function issueSession(
  deps: TSessionDeps,
  userId: string,
  aal: TAal,
  meta: TRequestMeta,
): Promise<TIssuedSession> {
  const at = deps.now();
  const id = crypto.randomUUID();
  const refreshToken = newRefreshToken(id);
  const expiresAt = new Date(at.getTime() + deps.maxLifetimeMs);
  await deps.repository.insertSession({
    id,
    userId,
    refreshHash: hashToken(refreshToken),
    aal,
    now: at,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, MAX_USER_AGENT_LENGTH),
    ip: meta.ip,
  });
  await deps.repository.setLastSignIn(userId, at);
  return issuedFor(deps, { id, userId, aal, expiresAt }, at, refreshToken);
}
