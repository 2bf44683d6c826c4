import { createRateLimiter } from '../../http/rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** Failed sign-ins (and wrong second-factor codes) per account per 15 minutes, then 429. */
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = { windowMs: WINDOW_MS, max: 10 };
/** Failed sign-ins per client address per 15 minutes, then 429 (sign-ups count here too). */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = { windowMs: WINDOW_MS, max: 50 };

/**
 * Counts every attempt before the password is checked, so parallel guesses cannot slip past the limit
 * while argon2 works, and the 11th attempt is refused even with the right password. A success takes
 * its own count back from the address and clears the account's. In memory: one server process
 * (decision 008).
 */
export function createSignInThrottle() {
  const perAccount = createRateLimiter(SIGN_IN_ATTEMPTS_PER_ACCOUNT);
  const perAddress = createRateLimiter(SIGN_IN_ATTEMPTS_PER_ADDRESS);
  return {
    /** Counts an attempt from `ip`; seconds to wait when over the limit, else 0. */
    address(ip: string): number {
      return perAddress.hit(ip);
    },
    /** Counts an attempt on the account; seconds to wait when over the limit, else 0. */
    account(accountKey: string): number {
      return perAccount.hit(accountKey);
    },
    succeeded(ip: string, accountKey: string): void {
      perAddress.release(ip);
      perAccount.reset(accountKey);
    },
  };
}

export type TSignInThrottle = ReturnType<typeof createSignInThrottle>;
