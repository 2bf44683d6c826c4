import { hashToken, sameHash } from '../auth-crypto.ts';
import type { TSessionRow } from '../auth.repository.ts';
import { AUDIT } from '../audit.ts';
import { refreshTokenSession, verifyAccessToken } from '../tokens.ts';
import type { TRequestMeta, TSessionDeps } from './session-deps.ts';
import { isPreviousInGrace } from './session-state.ts';

/** The session a refresh token names: the newest token or, within the grace window, the one before. */
async function sessionOfRefreshToken(
  deps: TSessionDeps,
  refreshToken: string,
  at: Date,
): Promise<TSessionRow | undefined> {
  const sessionId = refreshTokenSession(refreshToken);
  if (!sessionId) return undefined;
  const candidate = await deps.repository.findSession(sessionId);
  const presented = hashToken(refreshToken);
  if (!candidate) return undefined;
  const named = sameHash(candidate.refreshHash, presented) || isPreviousInGrace(candidate, presented, at);
  return named ? candidate : undefined;
}

/** The session of a valid access token. */
async function sessionOfAccessToken(
  deps: TSessionDeps,
  accessToken: string,
  at: Date,
): Promise<TSessionRow | undefined> {
  const claims = await verifyAccessToken(deps.keys.accessToken, accessToken, at);
  const candidate = claims ? await deps.repository.findSession(claims.sessionId) : undefined;
  return candidate && candidate.userId === claims?.userId ? candidate : undefined;
}

/**
 * POST /api/auth/sign-out: ends the session named by the refresh token (the newest or, within the
 * grace window, the one before) or by a valid access token. Nothing happens for anything else.
 */
export async function signOut(
  deps: TSessionDeps,
  refreshToken: string | undefined,
  accessToken: string | undefined,
  meta: TRequestMeta,
): Promise<void> {
  const at = deps.now();
  let session = refreshToken ? await sessionOfRefreshToken(deps, refreshToken, at) : undefined;
  if (!session && accessToken) session = await sessionOfAccessToken(deps, accessToken, at);
  if (!session) return;
  if (await deps.repository.endSession(session.id, 'signedOut', at)) {
    await deps.audit.record({
      action: AUDIT.signOut,
      actorUserId: session.userId,
      targetType: 'session',
      targetId: session.id,
      ip: meta.ip,
    });
  }
}
