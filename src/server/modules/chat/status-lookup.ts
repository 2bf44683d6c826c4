import type { Context } from 'hono';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { normalizeThaiPhone } from '#core/phone.ts';
import { AppError } from '../../http/errors.ts';
import type { TTrackingLimits } from '../tracking/tracking-limits.ts';
import type { TTrackingService } from '../tracking/tracking.service.ts';

/**
 * A request's status for the chat, through the tracking service and the tracking page's limits: both
 * the reference and the phone number given with it are needed, and a wrong pair reveals nothing.
 */
export type TStatusResult =
  { found: true; tracking: TTracking } | { found: false; reason: 'notFound' | 'rateLimited' };

export type TLookupStatus = (reference: string, phone: string) => Promise<TStatusResult>;

const REFERENCE_IN_TEXT = /\bTRD[\s-]?(\d{6})[\s-]?([A-Z0-9]{4})\b/i;
const PHONE_IN_TEXT = /(?:\+66|\b0)[\d\s\-().]{7,14}\d/g;

/** "trd-250101-ab12" → "TRD-250101-AB12". */
export function referenceIn(text: string): string | undefined {
  const match = REFERENCE_IN_TEXT.exec(text);
  return match ? `TRD-${match[1]}-${match[2]?.toUpperCase()}` : undefined;
}

/** The first Thai phone number in the text (the reference removed first: its digits are not a phone). */
export function phoneIn(text: string): string | undefined {
  const withoutReference = text.replace(REFERENCE_IN_TEXT, ' ');
  for (const match of withoutReference.matchAll(PHONE_IN_TEXT)) {
    const phone = normalizeThaiPhone(match[0]);
    if (phone) return phone;
  }
  return undefined;
}

export function createStatusLookup(deps: { service: TTrackingService; limits: TTrackingLimits }) {
  /** Bound to one request: the limits count by its client address, as on the tracking page. */
  return (c: Context): TLookupStatus =>
    async (reference, phone) => {
      const normalized = normalizeThaiPhone(phone);
      try {
        if (!normalized) throw new AppError('NOT_FOUND', 'errors.track.notFound');
        const tracking = await deps.limits.guard(c, reference, () =>
          deps.service.track(reference, normalized),
        );
        return { found: true, tracking };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'RATE_LIMITED') {
          // The chat answers in words; its own response is not a 429 and carries no Retry-After.
          c.header('Retry-After', undefined);
          return { found: false, reason: 'rateLimited' };
        }
        if (error.code === 'NOT_FOUND') return { found: false, reason: 'notFound' };
        throw error;
      }
    };
}
