import type { TSharedState, TStateChange } from '../../shared-state/shared-state.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins (and wrong second-factor codes) on one account from one client address before each
 * further attempt from there must wait: 30 s, then twice as long after every failure, up to 15 minutes.
 */
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = { windowMs: WINDOW_MS, max: 10 };
/** Failed sign-ins per client address per 15 minutes, then 429 (sign-ups count here too). */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = { windowMs: WINDOW_MS, max: 50 };
/** Failures on one account from all addresses within 15 minutes that raise an alert in the audit log. */
export const SIGN_IN_ALERT_FAILURES = 10;
/**
 * Attempts on one account from all addresses together (F4, issue 28 item 6) before each further password
 * check waits: 15 s after the 11th, then twice as long after every attempt, up to 15 minutes; forgotten
 * after 15 minutes without one. The wait is not the owner's: a device the account signed in on before
 * (KNOWN_DEVICE_COOKIE) passes it, and an account with a second factor is answered with a challenge
 * whatever the password, so only the password *and* the code sign in, and the answer tells nothing.
 */
export const SIGN_IN_ACCOUNT_SLOWDOWN = { free: 10, firstDelayMs: 15_000, maxDelayMs: WINDOW_MS };
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = WINDOW_MS;

interface TPairState {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

interface TAccountState {
  windowStart: number;
  /** The last attempt counted: the state is forgotten after a quiet window. */
  lastAt?: number;
  failures: number;
  addresses: string[];
  alerted: boolean;
  /** No password is checked before this (but see `TAccountAttempt`). */
  slowUntil?: number;
}

/** How an attempt on an account is counted across addresses. */
export interface TAccountAttempt {
  /** A password step (sign-in) rather than a code step: only those wait for the account-wide delay. */
  passwordStep: boolean;
  /** The request carries this account's known-device cookie: it does not wait. */
  knownDevice: boolean;
  /** The account has a verified second factor: it is answered with a challenge instead of waiting. */
  secondFactor: boolean;
}

export interface TAccountVerdict {
  wait: number;
  /** The wait is the account's across all addresses (not this address's own). */
  accountWide?: boolean;
  alert: { failures: number; addresses: number } | undefined;
  /** Answer with a challenge whatever the password (that only the right password can complete). */
  blind: boolean;
}

const NO_SLOWDOWN: TAccountAttempt = { passwordStep: false, knownDevice: false, secondFactor: false };

/** Longest a state matters: the window, or a pair's delay (at most the window) after its last failure. */
const KEEP_MS = 2 * WINDOW_MS;

/**
 * Counts every attempt before the password is checked, so parallel guesses cannot slip past the limit
 * while argon2 works, and an attempt over the limit is refused even with the right password. Counted per
 * account *and* address (F8): a stranger guessing a staff member's password only slows themselves down
 * (growing delays), while the staff member signs in from their own address as usual. Failures on one
 * account from everywhere raise one alert per window instead. A success takes its own count back from
 * the address and clears its pair. Counted by every instance together on a PostgreSQL server, in this
 * process with PGlite (decision 025).
 */
export function createSignInThrottle(shared: TSharedState, now: () => number = Date.now) {
  const perAddress = shared.rateLimiter('sign-in-address', SIGN_IN_ATTEMPTS_PER_ADDRESS);
  const pairs = shared.keyed<TPairState>('sign-in-pair');
  const accounts = shared.keyed<TAccountState>('sign-in-account');

  return {
    /** Counts an attempt from `ip`; seconds to wait when over the limit, else 0. */
    address(ip: string): Promise<number> {
      return perAddress.hit(ip, now());
    },

    /**
     * Counts an attempt on the account from `ip`; seconds to wait while the pair's delay runs, else 0.
     * `alert` is set once per window, when failures on the account from all addresses reach the alert
     * level (the caller writes the audit row).
     */
    async account(
      accountKey: string,
      ip: string,
      attempt: TAccountAttempt = NO_SLOWDOWN,
    ): Promise<TAccountVerdict> {
      const at = now();
      const wait = await pairs.update(
        `${accountKey}|${ip}`,
        (stored) => {
          let pair = stored;
          if (pair && at - pair.lastAt >= WINDOW_MS && at >= pair.lockedUntil) pair = undefined;
          pair ??= { failures: 0, lockedUntil: 0, lastAt: at };
          if (at < pair.lockedUntil) {
            return { state: pair, ttlMs: KEEP_MS, result: Math.ceil((pair.lockedUntil - at) / 1000) };
          }
          const over = pair.failures + 1 - SIGN_IN_ATTEMPTS_PER_ACCOUNT.max;
          const next = {
            failures: pair.failures + 1,
            lastAt: at,
            lockedUntil:
              over >= 0 ? at + Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** over) : pair.lockedUntil,
          };
          return { state: next, ttlMs: KEEP_MS, result: 0 };
        },
        at,
      );
      if (wait > 0) return { wait, alert: undefined, blind: false };

      return accounts.update(
        accountKey,
        (stored): TStateChange<TAccountState, TAccountVerdict> => {
          // Forgotten a window after the last attempt or the end of its delay, whichever is later.
          const quiet =
            stored && at - Math.max(stored.lastAt ?? stored.windowStart, stored.slowUntil ?? 0) >= WINDOW_MS;
          const account =
            stored && !quiet ? stored : { windowStart: at, failures: 0, addresses: [], alerted: false };
          const slowUntil = account.slowUntil ?? 0;
          const slowed = attempt.passwordStep && !attempt.knownDevice && at < slowUntil;
          if (slowed && !attempt.secondFactor) {
            const wait = Math.ceil((slowUntil - at) / 1000);
            return {
              state: account,
              ttlMs: KEEP_MS,
              result: { wait, accountWide: true, alert: undefined, blind: false },
            };
          }
          const failures = account.failures + 1;
          const over = failures - SIGN_IN_ACCOUNT_SLOWDOWN.free;
          const delay = Math.min(
            SIGN_IN_ACCOUNT_SLOWDOWN.maxDelayMs,
            SIGN_IN_ACCOUNT_SLOWDOWN.firstDelayMs * 2 ** Math.max(0, over - 1),
          );
          const next: TAccountState = {
            windowStart: account.windowStart,
            lastAt: at,
            failures,
            addresses: account.addresses.includes(ip) ? account.addresses : [...account.addresses, ip],
            alerted: account.alerted,
            slowUntil: attempt.passwordStep && over > 0 ? Math.max(slowUntil, at + delay) : slowUntil,
          };
          let raised;
          if (!next.alerted && next.failures >= SIGN_IN_ALERT_FAILURES) {
            next.alerted = true;
            raised = { failures: next.failures, addresses: next.addresses.length };
          }
          const blind =
            attempt.passwordStep && !attempt.knownDevice && attempt.secondFactor && (slowed || over > 0);
          return { state: next, ttlMs: KEEP_MS, result: { wait: 0, alert: raised, blind } };
        },
        at,
      );
    },

    async succeeded(ip: string, accountKey: string): Promise<void> {
      const at = now();
      await perAddress.release(ip);
      await pairs.update(
        `${accountKey}|${ip}`,
        () => ({ state: undefined, ttlMs: 0, result: undefined }),
        at,
      );
      await accounts.update(
        accountKey,
        (stored) => ({
          state: stored && stored.failures > 0 ? { ...stored, failures: stored.failures - 1 } : stored,
          ttlMs: KEEP_MS,
          result: undefined,
        }),
        at,
      );
    },
  };
}

export type TSignInThrottle = ReturnType<typeof createSignInThrottle>;
