import { createRateLimiter } from '../../http/rate-limit.ts';

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
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = WINDOW_MS;

interface TPairState {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

interface TAccountState {
  windowStart: number;
  failures: number;
  addresses: Set<string>;
  alerted: boolean;
}

/**
 * Counts every attempt before the password is checked, so parallel guesses cannot slip past the limit
 * while argon2 works, and an attempt over the limit is refused even with the right password. Counted per
 * account *and* address (F8): a stranger guessing a staff member's password only slows themselves down
 * (growing delays), while the staff member signs in from their own address as usual. Failures on one
 * account from everywhere raise one alert per window instead. A success takes its own count back from
 * the address and clears its pair. In memory: one server process (decision 008).
 */
export function createSignInThrottle(now: () => number = Date.now) {
  const perAddress = createRateLimiter(SIGN_IN_ATTEMPTS_PER_ADDRESS);
  const pairs = new Map<string, TPairState>();
  const accounts = new Map<string, TAccountState>();
  let lastSweep = 0;

  function sweep(at: number): void {
    if (at - lastSweep < WINDOW_MS) return;
    lastSweep = at;
    for (const [key, pair] of pairs)
      if (at - pair.lastAt >= WINDOW_MS && at >= pair.lockedUntil) pairs.delete(key);
    for (const [key, account] of accounts) if (at - account.windowStart >= WINDOW_MS) accounts.delete(key);
  }

  return {
    /** Counts an attempt from `ip`; seconds to wait when over the limit, else 0. */
    address(ip: string): number {
      return perAddress.hit(ip, now());
    },

    /**
     * Counts an attempt on the account from `ip`; seconds to wait while the pair's delay runs, else 0.
     * `alert` is true once per window, when failures on the account from all addresses reach the alert
     * level (the caller writes the audit row).
     */
    account(
      accountKey: string,
      ip: string,
    ): { wait: number; alert: { failures: number; addresses: number } | undefined } {
      const at = now();
      sweep(at);
      const key = `${accountKey}|${ip}`;
      let pair = pairs.get(key);
      if (pair && at - pair.lastAt >= WINDOW_MS && at >= pair.lockedUntil) pair = undefined;
      pair ??= { failures: 0, lockedUntil: 0, lastAt: at };
      pairs.set(key, pair);
      if (at < pair.lockedUntil) return { wait: Math.ceil((pair.lockedUntil - at) / 1000), alert: undefined };
      pair.failures += 1;
      pair.lastAt = at;
      const over = pair.failures - SIGN_IN_ATTEMPTS_PER_ACCOUNT.max;
      if (over >= 0) pair.lockedUntil = at + Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** over);

      let account = accounts.get(accountKey);
      if (!account || at - account.windowStart >= WINDOW_MS) {
        account = { windowStart: at, failures: 0, addresses: new Set(), alerted: false };
        accounts.set(accountKey, account);
      }
      account.failures += 1;
      account.addresses.add(ip);
      let alert;
      if (!account.alerted && account.failures >= SIGN_IN_ALERT_FAILURES) {
        account.alerted = true;
        alert = { failures: account.failures, addresses: account.addresses.size };
      }
      return { wait: 0, alert };
    },

    succeeded(ip: string, accountKey: string): void {
      perAddress.release(ip);
      pairs.delete(`${accountKey}|${ip}`);
      const account = accounts.get(accountKey);
      if (account && account.failures > 0) account.failures -= 1;
    },
  };
}

export type TSignInThrottle = ReturnType<typeof createSignInThrottle>;
