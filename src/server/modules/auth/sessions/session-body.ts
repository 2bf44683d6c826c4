import type { TSession } from '#core/contracts/auth.ts';
import type { TAal } from '../auth.repository.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../tokens.ts';
import type { TSessionDeps } from './session-deps.ts';
import { cookieMaxAge } from './session-state.ts';
import { getUserView } from './user-view.ts';

/** A session for the browser; `refreshToken` is set when a new cookie must be sent. */
export interface TIssuedSession {
  sessionId: string;
  session: TSession;
  refreshToken?: string;
  /** Seconds the cookie may live: what is left of the absolute lifetime. */
  cookieMaxAge: number;
  /** After a sign-in: the known-device cookie to keep (known-device.ts). */
  knownDevice?: string;
}

type TOpenSession = { id: string; userId: string; aal: TAal; expiresAt: Date };

/** A new access token (and the user) for an open session. */
export async function sessionBody(
  deps: Pick<TSessionDeps, 'repository' | 'keys'>,
  session: TOpenSession,
  at: Date,
): Promise<TSession> {
  const user = await getUserView(deps.repository, session.userId);
  if (!user) throw new Error(`Session ${session.id} has no user`);
  const left = Math.floor((session.expiresAt.getTime() - at.getTime()) / 1000);
  const lifetime = Math.max(1, Math.min(ACCESS_TOKEN_SECONDS, left));
  const { token, expiresAt } = await signAccessToken(
    deps.keys.accessToken,
    { userId: session.userId, sessionId: session.id, kind: user.kind, aal: session.aal },
    at,
    lifetime,
  );
  return {
    accessToken: token,
    tokenType: 'bearer',
    expiresIn: lifetime,
    expiresAt,
    aal: session.aal,
    user,
  };
}

/** The answer for an open session, with the new refresh token when one was made. */
export async function issuedFor(
  deps: Pick<TSessionDeps, 'repository' | 'keys'>,
  session: TOpenSession,
  at: Date,
  refreshToken?: string,
): Promise<TIssuedSession> {
  return {
    sessionId: session.id,
    session: await sessionBody(deps, session, at),
    ...(refreshToken ? { refreshToken } : {}),
    cookieMaxAge: cookieMaxAge(session.expiresAt, at),
  };
}
