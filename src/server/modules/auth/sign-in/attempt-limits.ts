import { AppError, rateLimitedError } from '../../../http/errors.ts';
import { AUDIT, type TAuditTrail } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAccountAttempt, TSignInThrottle } from '../sign-in-throttle.ts';

export const accountThrottleKey = (userId: string) => `user:${userId}`;

/** Counts an attempt from the request's address: 429 while its delay runs. */
export async function countAddressAttempt(throttle: TSignInThrottle, meta: TRequestMeta): Promise<void> {
  const wait = await throttle.address(meta.ip);
  if (wait > 0) throw rateLimitedError(wait);
}

/** 429 for an account many sign-ins failed on: says why, and what still works (a known device, 2FA). */
export function accountSlowedError(retryAfterSeconds: number): AppError {
  const error = new AppError(
    'RATE_LIMITED',
    'errors.auth.accountSlowed',
    'Many failed sign-ins on this account: wait, or sign in on a device used before',
  );
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/**
 * Counts an attempt on an account from the request's address: 429 while its delay runs; the first time
 * failures on the account from all addresses reach the alert level, an audit row says so (F8). A password
 * step also waits for the account's delay across all addresses (F4), unless on a known device; resolves to
 * whether the answer must be a blind challenge (an account with a second factor, while slowed down).
 */
export async function countAccountAttempt(
  deps: { throttle: TSignInThrottle; audit: TAuditTrail },
  accountKey: string,
  meta: TRequestMeta,
  userId: string | undefined,
  attempt?: TAccountAttempt,
): Promise<{ blind: boolean }> {
  const { wait, accountWide, alert, blind } = await deps.throttle.account(accountKey, meta.ip, attempt);
  if (alert) {
    await deps.audit.record({
      action: AUDIT.signInAlert,
      targetType: userId ? 'user' : undefined,
      targetId: userId,
      ip: meta.ip,
      details: alert,
    });
  }
  if (wait > 0 && accountWide) throw accountSlowedError(wait);
  if (wait > 0) throw rateLimitedError(wait);
  return { blind };
}
