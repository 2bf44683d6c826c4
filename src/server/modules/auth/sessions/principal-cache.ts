import type { TChangeFeed } from '../../../db/change-feed.ts';
import { versionWatch, type TVersionWatch } from '../../../db/version-watch.ts';
import type { TPrincipalRow } from '../auth.repository.ts';

/**
 * The channel the account triggers notify on (drizzle/0033_console-lists-and-auth-notify.sql): any
 * change to a session (but its idle clock moving forward or its refresh token rotating), a user, their
 * roles or factors, or the two-factor settings.
 */
export const AUTH_CHANGE_CHANNEL = 'auth_change';

/** At most this many sessions are kept; the whole copy is dropped when it is full (a fresh start). */
const MAX_SESSIONS = 20_000;

/**
 * A kept row is trusted this long at most, notification or not: a listening connection that stalls
 * without an error (a half-open socket) tells no reset, and a revoked session must not live on behind it.
 */
export const MAX_TRUST_MS = 15_000;

/**
 * The access check's rows kept per process (issue 33, decision 047): a session's row is used without a
 * query from a read made while the change feed was live until the next notification on
 * `auth_change`, a reset of the feed or `changed()` (then every row is read again, whichever session
 * changed), and never longer than `MAX_TRUST_MS`. A read that raced a notification is used for its own
 * request but not kept. Only a row that lets its session in is trusted: whatever would turn a request away (ended, disabled, expired, idle,
 * another user) is read again from the database before it is answered.
 */
export interface TPrincipalCache {
  /** The kept row, or undefined (none, or not trusted any more). */
  get(sessionId: string): TPrincipalRow | undefined;
  /** Reads the row with `read` and keeps it when no change was told while it was read. */
  load(sessionId: string, read: () => Promise<TPrincipalRow | undefined>): Promise<TPrincipalRow | undefined>;
  forget(sessionId: string): void;
  /** This process changed an account: nothing kept is trusted (other instances learn from the trigger). */
  changed(): void;
}

export function createPrincipalCache(
  feed: TChangeFeed,
  maxSessions = MAX_SESSIONS,
  now: () => number = Date.now,
): TPrincipalCache {
  const watch: TVersionWatch = versionWatch(feed, AUTH_CHANGE_CHANNEL);
  const rows = new Map<string, { row: TPrincipalRow; keptAt: number }>();
  /** The generation every kept row was read in. */
  let mark: number | undefined;
  return {
    get(sessionId) {
      if (rows.size === 0) return undefined;
      if (!watch.holds(mark)) {
        rows.clear();
        return undefined;
      }
      const kept = rows.get(sessionId);
      if (kept && now() - kept.keptAt > MAX_TRUST_MS) {
        rows.delete(sessionId);
        return undefined;
      }
      return kept?.row;
    },
    async load(sessionId, read) {
      const started = await watch.begin();
      const row = await read();
      if (row && started !== undefined && watch.holds(started)) {
        if (started !== mark || rows.size >= maxSessions) {
          rows.clear();
          mark = started;
        }
        rows.set(sessionId, { row, keptAt: now() });
      }
      return row;
    },
    forget(sessionId) {
      rows.delete(sessionId);
    },
    changed() {
      rows.clear();
      watch.changed();
    },
  };
}
