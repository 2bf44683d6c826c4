import { hashToken, sameHash } from '../auth-crypto.ts';
import { AUDIT } from '../audit.ts';
import { newRefreshToken, refreshTokenSession } from '../tokens.ts';
import { issuedFor, type TIssuedSession } from './session-body.ts';
import type { TRequestMeta, TSessionDeps } from './session-deps.ts';
import { endReasonAt, isPreviousInGrace } from './session-state.ts';

export type TRefreshResult =
  /** No valid session: answer `session: null` and clear the cookie. */
  { kind: 'none' } | { kind: 'session'; issued: TIssuedSession };

const NONE: TRefreshResult = { kind: 'none' };

/**
 * POST /api/auth/refresh: rotates the refresh token. The newest token gets a new one (and a new
 * cookie); the one before it, within 30 s of the rotation, gets a new access token only; any other
 * token for the session ends it (reuse: a copy is in someone else's hands), audited.
 */
export async function refreshSession(
  deps: TSessionDeps,
  token: string | undefined,
  meta: TRequestMeta,
): Promise<TRefreshResult> {
  const { repository } = deps;
  const sessionId = token ? refreshTokenSession(token) : undefined;
  if (!token || !sessionId) return NONE;
  const at = deps.now();
  let session = await repository.findSession(sessionId);
  if (!session) return NONE;
  const ended = endReasonAt(session, session.userDisabledAt, at, deps.idleMs);
  if (ended) {
    if (ended !== 'ended') await repository.endSession(session.id, ended, at);
    return NONE;
  }
  const presented = hashToken(token);
  if (sameHash(session.refreshHash, presented)) {
    const next = newRefreshToken(session.id);
    if (await repository.rotateRefresh(session.id, presented, hashToken(next), at)) {
      return { kind: 'session', issued: await issuedFor(deps, session, at, next) };
    }
    // Another request rotated it a moment ago: this token is now the previous one.
    session = await repository.findSession(sessionId);
    if (!session || session.endedAt) return NONE;
  }
  if (isPreviousInGrace(session, presented, at)) {
    return { kind: 'session', issued: await issuedFor(deps, session, at) };
  }
  if (await repository.endSession(session.id, 'refreshReuse', at)) {
    await deps.audit.record({
      action: AUDIT.refreshReuse,
      actorUserId: session.userId,
      targetType: 'session',
      targetId: session.id,
      ip: meta.ip,
    });
  }
  return NONE;
}
