/**
 * Sessions (decision 008): issuing, refresh-token rotation with a grace window and reuse detection,
 * the absolute and idle lifetimes, sign-out, and the per-request check that turns an access token into
 * a principal. The clock is injected (`now`), as in the quotes service.
 */
import type { TFactor, TSession, TUser } from '#core/contracts/auth.ts';
import type { TPrincipal } from '../../http/context.ts';
import { hashToken, sameHash, type TAuthKeys } from './auth-crypto.ts';
import type { TAal, TAuthRepository, TFactorRow, TSessionEndReason, TSessionRow } from './auth.repository.ts';
import { AUDIT, type TAuditTrail } from './audit.ts';
import {
  ACCESS_TOKEN_SECONDS,
  newRefreshToken,
  refreshTokenSession,
  signAccessToken,
  verifyAccessToken,
} from './tokens.ts';

/** How long the token before the newest still refreshes (two tabs refreshing at once). */
export const REFRESH_GRACE_MS = 30_000;
/** The idle clock (last_seen_at) moves at most this often per session: one write a minute, not per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const MAX_USER_AGENT_LENGTH = 300;

export interface TRequestMeta {
  ip: string;
  userAgent?: string | undefined;
}

export interface TSessionsOptions {
  repository: TAuthRepository;
  audit: TAuditTrail;
  keys: TAuthKeys;
  sessionMaxHours: number;
  sessionIdleMinutes: number;
  now: () => Date;
}

/** A session for the browser; `refreshToken` is set when a new cookie must be sent. */
export interface TIssuedSession {
  sessionId: string;
  session: TSession;
  refreshToken?: string;
  /** Seconds the cookie may live: what is left of the absolute lifetime. */
  cookieMaxAge: number;
}

export type TRefreshResult =
  /** No valid session: answer `session: null` and clear the cookie. */
  { kind: 'none' } | { kind: 'session'; issued: TIssuedSession };

export function toFactor(row: TFactorRow): TFactor {
  return {
    id: row.id,
    factorType: 'totp',
    status: row.status,
    friendlyName: row.friendlyName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSessionsService(options: TSessionsOptions) {
  const { repository, audit, keys, now } = options;
  const maxLifetimeMs = options.sessionMaxHours * 60 * 60 * 1000;
  const idleMs = options.sessionIdleMinutes * 60 * 1000;

  /** Why a session can no longer be used at `at`, or undefined while it can. */
  function endReasonAt(
    session: { expiresAt: Date; lastSeenAt: Date; endedAt: Date | null },
    disabledAt: Date | null,
    at: Date,
  ): TSessionEndReason | 'ended' | undefined {
    if (session.endedAt) return 'ended';
    if (disabledAt) return 'disabled';
    if (session.expiresAt.getTime() <= at.getTime()) return 'expired';
    if (session.lastSeenAt.getTime() + idleMs <= at.getTime()) return 'idle';
    return undefined;
  }

  async function userView(userId: string): Promise<TUser | undefined> {
    const [record, factors] = await Promise.all([
      repository.findUserRecord(userId),
      repository.listFactors(userId),
    ]);
    if (!record) return undefined;
    return {
      id: record.id,
      kind: record.kind,
      email: record.email,
      phone: record.phone,
      displayName: record.displayName,
      roles: record.roles,
      factors: factors.map(toFactor),
      mfaRequired: record.roles.some((role) => record.mfaRequiredRoles.includes(role)),
      dealerStatus: record.kind === 'dealer' ? record.dealerStatus : null,
    };
  }

  /** A new access token (and the user) for an open session. */
  async function sessionBody(
    session: { id: string; userId: string; aal: TAal; expiresAt: Date },
    at: Date,
  ): Promise<TSession> {
    const user = await userView(session.userId);
    if (!user) throw new Error(`Session ${session.id} has no user`);
    const left = Math.floor((session.expiresAt.getTime() - at.getTime()) / 1000);
    const lifetime = Math.max(1, Math.min(ACCESS_TOKEN_SECONDS, left));
    const { token, expiresAt } = await signAccessToken(
      keys.accessToken,
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

  const cookieMaxAge = (expiresAt: Date, at: Date) =>
    Math.max(0, Math.floor((expiresAt.getTime() - at.getTime()) / 1000));

  async function endForReason(session: TSessionRow, reason: TSessionEndReason, at: Date): Promise<void> {
    await repository.endSession(session.id, reason, at);
  }

  return {
    userView,

    /** Starts a session for a user who just proved who they are. */
    async issue(userId: string, aal: TAal, meta: TRequestMeta): Promise<TIssuedSession> {
      const at = now();
      const id = crypto.randomUUID();
      const refreshToken = newRefreshToken(id);
      const expiresAt = new Date(at.getTime() + maxLifetimeMs);
      await repository.insertSession({
        id,
        userId,
        refreshHash: hashToken(refreshToken),
        aal,
        now: at,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, MAX_USER_AGENT_LENGTH),
        ip: meta.ip,
      });
      await repository.setLastSignIn(userId, at);
      return {
        sessionId: id,
        session: await sessionBody({ id, userId, aal, expiresAt }, at),
        refreshToken,
        cookieMaxAge: cookieMaxAge(expiresAt, at),
      };
    },

    /** A fresh access token for the caller's open session (after its assurance level changed). */
    async current(principal: TPrincipal): Promise<TSession> {
      const at = now();
      const session = await repository.findSession(principal.sessionId);
      if (!session || endReasonAt(session, session.userDisabledAt, at)) {
        throw new Error(`Session ${principal.sessionId} is no longer open`);
      }
      return sessionBody(session, at);
    },

    /**
     * Rotates the refresh token. The newest token gets a new one (and a new cookie); the one before it,
     * within 30 s of the rotation, gets a new access token only; any other token for the session ends
     * it (reuse: a copy is in someone else's hands), audited.
     */
    async refresh(token: string | undefined, meta: TRequestMeta): Promise<TRefreshResult> {
      const sessionId = token ? refreshTokenSession(token) : undefined;
      if (!token || !sessionId) return { kind: 'none' };
      const at = now();
      let session = await repository.findSession(sessionId);
      if (!session) return { kind: 'none' };
      const ended = endReasonAt(session, session.userDisabledAt, at);
      if (ended) {
        if (ended !== 'ended') await endForReason(session, ended, at);
        return { kind: 'none' };
      }
      const presented = hashToken(token);
      if (sameHash(session.refreshHash, presented)) {
        const next = newRefreshToken(session.id);
        if (await repository.rotateRefresh(session.id, presented, hashToken(next), at)) {
          return {
            kind: 'session',
            issued: {
              sessionId: session.id,
              session: await sessionBody(session, at),
              refreshToken: next,
              cookieMaxAge: cookieMaxAge(session.expiresAt, at),
            },
          };
        }
        // Another request rotated it a moment ago: this token is now the previous one.
        session = await repository.findSession(sessionId);
        if (!session || session.endedAt) return { kind: 'none' };
      }
      const inGrace =
        sameHash(session.previousRefreshHash, presented) &&
        session.rotatedAt !== null &&
        at.getTime() - session.rotatedAt.getTime() <= REFRESH_GRACE_MS;
      if (inGrace) {
        return {
          kind: 'session',
          issued: {
            sessionId: session.id,
            session: await sessionBody(session, at),
            cookieMaxAge: cookieMaxAge(session.expiresAt, at),
          },
        };
      }
      if (await repository.endSession(session.id, 'refreshReuse', at)) {
        await audit.record({
          action: AUDIT.refreshReuse,
          actorUserId: session.userId,
          targetType: 'session',
          targetId: session.id,
          ip: meta.ip,
        });
      }
      return { kind: 'none' };
    },

    /**
     * Ends the session named by the refresh token (the newest or, within the grace window, the one
     * before) or by a valid access token. Nothing happens for anything else.
     */
    async signOut(
      refreshToken: string | undefined,
      accessToken: string | undefined,
      meta: TRequestMeta,
    ): Promise<void> {
      const at = now();
      let session: TSessionRow | undefined;
      const fromCookie = refreshToken ? refreshTokenSession(refreshToken) : undefined;
      if (refreshToken && fromCookie) {
        const candidate = await repository.findSession(fromCookie);
        const presented = hashToken(refreshToken);
        if (
          candidate &&
          (sameHash(candidate.refreshHash, presented) ||
            (sameHash(candidate.previousRefreshHash, presented) &&
              candidate.rotatedAt !== null &&
              at.getTime() - candidate.rotatedAt.getTime() <= REFRESH_GRACE_MS))
        ) {
          session = candidate;
        }
      }
      if (!session && accessToken) {
        const claims = await verifyAccessToken(keys.accessToken, accessToken, at);
        const candidate = claims ? await repository.findSession(claims.sessionId) : undefined;
        if (candidate && candidate.userId === claims?.userId) session = candidate;
      }
      if (!session) return;
      if (await repository.endSession(session.id, 'signedOut', at)) {
        await audit.record({
          action: AUDIT.signOut,
          actorUserId: session.userId,
          targetType: 'session',
          targetId: session.id,
          ip: meta.ip,
        });
      }
    },

    /**
     * The principal for a bearer access token, loaded with one query on every authenticated request,
     * so sign-out, disabling, ending sessions and role changes apply at once. Undefined when the token
     * or its session is not valid (ended, expired, idle, user disabled).
     */
    async authenticate(accessToken: string): Promise<TPrincipal | undefined> {
      const at = now();
      const claims = await verifyAccessToken(keys.accessToken, accessToken, at);
      if (!claims) return undefined;
      const row = await repository.findPrincipal(claims.sessionId);
      if (!row || row.userId !== claims.userId) return undefined;
      const ended = endReasonAt(row, row.disabledAt, at);
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
    },

    /** The cut-off of the idle timeout at `at`: sessions last seen before it are over. */
    idleSince(at: Date): Date {
      return new Date(at.getTime() - idleMs);
    },
  };
}

export type TSessionsService = ReturnType<typeof createSessionsService>;
