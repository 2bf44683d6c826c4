import type { TPrincipal } from '../../../http/context.ts';
import { verifyAccessToken } from '../tokens.ts';
import type { TSessionDeps } from './session-deps.ts';
import { endReasonAt } from './session-state.ts';

/** The idle clock (last_seen_at) moves at most this often per session: one write a minute, not per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The principal for a bearer access token, loaded with one query on every authenticated request, so
 * sign-out, disabling, ending sessions and role changes apply at once. Undefined when the token or its
 * session is not valid (ended, expired, idle, user disabled).
 */
export async function authenticate(deps: TSessionDeps, accessToken: string): Promise<TPrincipal | undefined> {
  const { repository } = deps;
  const at = deps.now();
  const claims = await verifyAccessToken(deps.keys.accessToken, accessToken, at);
  if (!claims) return undefined;
  const row = await repository.findPrincipal(claims.sessionId);
  if (!row || row.userId !== claims.userId) return undefined;
  const ended = endReasonAt(row, row.disabledAt, at, deps.idleMs);
  if (ended) {
    if (ended !== 'ended') await repository.endSession(row.sessionId, ended, at);
    return undefined;
  }
  if (at.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await repository.touchSession(row.sessionId, at, new Date(at.getTime() - LAST_SEEN_RESOLUTION_MS));
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    kind: row.kind,
    roles: row.kind === 'staff' ? row.roles : [],
    aal: row.aal,
    mfaRequired: row.roles.some((role) => row.mfaRequiredRoles.includes(role)),
    hasVerifiedFactor: row.hasVerifiedFactor,
  };
}
