import type { Context } from 'hono';
import { clientIp } from '../../http/client-ip.ts';
import { AppError } from '../../http/errors.ts';
import { enforceRateLimit } from '../../http/rate-limit.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';
import { TRACK_NOT_FOUND_KEY } from './tracking.service.ts';

const MINUTE_MS = 60_000;

/** Lookups per client address (tracking page and decisions together). */
export const TRACK_LOOKUPS_PER_IP = { windowMs: 10 * MINUTE_MS, max: 20 };
/** Wrong phone numbers in a row for one reference before it is locked for the rest of the hour. */
export const TRACK_FAILURES_PER_REFERENCE = { windowMs: 60 * MINUTE_MS, max: 5 };

/**
 * Guessing a phone number for a known reference is the attack, so a reference allows five wrong answers
 * an hour. Every attempt is counted before the lookup and a correct phone number clears the count: once
 * a reference is locked, the right number is refused too, or a 200 among the 429s would give it away.
 * Unknown references are counted the same way, so the lock does not tell them apart either.
 */
export function createTrackingLimits(options: { trustProxy: boolean; shared: TSharedState }) {
  const perIp = options.shared.rateLimiter('track-address', TRACK_LOOKUPS_PER_IP);
  const perReference = options.shared.rateLimiter('track-reference', TRACK_FAILURES_PER_REFERENCE);
  return {
    ipOf: (c: Context) => clientIp(c, options.trustProxy),
    async guard<T>(c: Context, reference: string, lookup: () => Promise<T>): Promise<T> {
      await enforceRateLimit(c, perIp, clientIp(c, options.trustProxy));
      await enforceRateLimit(c, perReference, reference);
      try {
        const result = await lookup();
        await perReference.reset(reference);
        return result;
      } catch (error) {
        // Any answer but "not found" (e.g. 409 no decision) means the phone number was right.
        if (!(error instanceof AppError && error.messageKey === TRACK_NOT_FOUND_KEY))
          await perReference.reset(reference);
        throw error;
      }
    },
  };
}

export type TTrackingLimits = ReturnType<typeof createTrackingLimits>;
