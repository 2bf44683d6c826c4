import { rateLimitedError } from '../../../http/errors.ts';
import { AUDIT, type TAuditTrail } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TSignInThrottle } from '../sign-in-throttle.ts';

export const accountThrottleKey = (userId: string) => `user:${userId}`;

/** Counts an attempt from the request's address: 429 while its delay runs. */
export async function countAddressAttempt(throttle: TSignInThrottle, meta: TRequestMeta): Promise<void> {
  const wait = await throttle.address(meta.ip);
  if (wait > 0) throw rateLimitedError(wait);
}

/**
 * Counts an attempt on an account from the request's address: 429 while its delay runs; the first time
 * failures on the account from all addresses reach the alert level, an audit row says so (F8).
 */
export async function countAccountAttempt(
  deps: { throttle: TSignInThrottle; audit: TAuditTrail },
  accountKey: string,
  meta: TRequestMeta,
  userId: string | undefined,
): Promise<void> {
  const { wait, alert } = await deps.throttle.account(accountKey, meta.ip);
  if (alert) {
    await deps.audit.record({
      action: AUDIT.signInAlert,
      targetType: userId ? 'user' : undefined,
      targetId: userId,
      ip: meta.ip,
      details: alert,
    });
  }
  if (wait > 0) throw rateLimitedError(wait);
}
