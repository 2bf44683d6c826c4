import type { TPrincipal } from '../../../http/context.ts';
import type { TPrincipalRow } from '../auth.repository.ts';
import { verifyAccessToken } from '../tokens.ts';
import type { TSessionDeps } from './session-deps.ts';
import { endReasonAt } from './session-state.ts';

/** The idle clock (last_seen_at) moves at most this often per session: one write a minute, not per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The principal for a bearer access token. Its row (session, user, roles) comes from the per-process
 * copy (principal-cache.ts) when one is trusted, otherwise from one query; sign-out, disabling, ending
 * sessions, password and role changes notify every instance (database triggers), so they apply at once.
 * A row that would turn the request away is always read again from the database. Undefined when the
 * token or its session is not valid (ended, expired, idle, user disabled).
 */
export async function authenticate(deps: TSessionDeps, accessToken: string): Promise<TPrincipal | undefined> {
  const { repository, principals } = deps;
  const at = deps.now();
  const claims = await verifyAccessToken(deps.keys.accessToken, accessToken, at);
  if (!claims) return undefined;
  let row: TPrincipalRow | undefined = principals?.get(claims.sessionId);
  if (row && (row.userId !== claims.userId || endReasonAt(row, row.disabledAt, at, deps.idleMs))) {
    principals!.forget(claims.sessionId);
    row = undefined;
  }
  if (!row) {
    const read = () => repository.findPrincipal(claims.sessionId);
    row = principals ? await principals.load(claims.sessionId, read) : await read();
  }
  if (!row || row.userId !== claims.userId) return undefined;
  const ended = endReasonAt(row, row.disabledAt, at, deps.idleMs);
  if (ended) {
    principals?.forget(row.sessionId);
    if (ended !== 'ended') await repository.endSession(row.sessionId, ended, at);
    return undefined;
  }
  if (at.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await repository.touchSession(row.sessionId, at, new Date(at.getTime() - LAST_SEEN_RESOLUTION_MS));
    // The kept row moves with it (the trigger does not notify a forward move of the idle clock).
    row.lastSeenAt = at;
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
