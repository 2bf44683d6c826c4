import { sameHash } from '../auth-crypto.ts';
import type { TSessionEndReason } from '../auth.repository.ts';

/** How long the token before the newest still refreshes (two tabs refreshing at once). */
export const REFRESH_GRACE_MS = 30_000;

/** Why a session can no longer be used at `at`, or undefined while it can. */
export function endReasonAt(
  session: { expiresAt: Date; lastSeenAt: Date; endedAt: Date | null },
  disabledAt: Date | null,
  at: Date,
  idleMs: number,
): TSessionEndReason | 'ended' | undefined {
  if (session.endedAt) return 'ended';
  if (disabledAt) return 'disabled';
  if (session.expiresAt.getTime() <= at.getTime()) return 'expired';
  if (session.lastSeenAt.getTime() + idleMs <= at.getTime()) return 'idle';
  return undefined;
}

/** True when `presented` is the token before the newest and the rotation was within the grace window. */
export function isPreviousInGrace(
  session: { previousRefreshHash: string | null; rotatedAt: Date | null },
  presented: string,
  at: Date,
): boolean {
  return (
    sameHash(session.previousRefreshHash, presented) &&
    session.rotatedAt !== null &&
    at.getTime() - session.rotatedAt.getTime() <= REFRESH_GRACE_MS
  );
}

/** Seconds the refresh cookie may live: what is left of the session's absolute lifetime. */
export const cookieMaxAge = (expiresAt: Date, at: Date) =>
  Math.max(0, Math.floor((expiresAt.getTime() - at.getTime()) / 1000));
