import type { Context } from 'hono';
import { clientIp } from '../../http/client-ip.ts';
import { AppError } from '../../http/errors.ts';
import { enforceRateLimit } from '../../http/rate-limit.ts';
import type { TSharedState, TStateChange } from '../../shared-state/shared-state.ts';
import { TRACK_NOT_FOUND_KEY } from './tracking.service.ts';

const MINUTE_MS = 60_000;

/** Lookups per client address (tracking page and decisions together). */
export const TRACK_LOOKUPS_PER_IP = { windowMs: 10 * MINUTE_MS, max: 20 };
/**
 * Wrong phone numbers for one reference, from all addresses together (F5, issue 28 item 6): the first
 * `free` are answered at once; after them each address that gives a wrong number waits before its next
 * try on that reference, 30 s and twice as long after every further wrong number, up to 15 minutes. All
 * is forgotten 15 minutes after the last wrong number.
 */
export const TRACK_WRONG_PHONES = {
  free: 5,
  windowMs: 15 * MINUTE_MS,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE_MS,
};
/** Addresses remembered per reference (the oldest forgotten first): keeps the shared row small. */
const MAX_ADDRESSES = 64;

export const TRACK_SLOWED_KEY = 'errors.track.slowed';

interface TAddressGuesses {
  wrong: number;
  /** No phone number from this address is checked before this. */
  until: number;
}

interface TReferenceGuesses {
  wrong: number;
  lastAt: number;
  addresses: Record<string, TAddressGuesses>;
}

type TCounted = { wait: number; counted: boolean };

function slowedError(seconds: number): AppError {
  const error = new AppError(
    'RATE_LIMITED',
    TRACK_SLOWED_KEY,
    'Too many wrong phone numbers for this reference; try again later',
  );
  error.retryAfterSeconds = seconds;
  return error;
}

function kept(addresses: Record<string, TAddressGuesses>): Record<string, TAddressGuesses> {
  const entries = Object.entries(addresses);
  return entries.length <= MAX_ADDRESSES ? addresses : Object.fromEntries(entries.slice(-MAX_ADDRESSES));
}

/**
 * Guessing a phone number for a known reference is the attack. It used to lock the reference for an hour
 * after five wrong numbers from anywhere, for its owner too (F5). Now wrong numbers slow down only the
 * addresses that give them, once the reference has had a few: the owner, asking from their own address,
 * is always answered, the right number with the status. Each try is counted as wrong before the lookup
 * (so parallel guesses cannot all pass) and taken back when the number was right. Unknown references are
 * counted the same way, so the delays do not tell them apart. Counted by every instance together on a
 * PostgreSQL server (decision 025).
 */
export function createTrackingLimits(options: {
  trustProxy: boolean;
  shared: TSharedState;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const perIp = options.shared.rateLimiter('track-address', TRACK_LOOKUPS_PER_IP);
  const guesses = options.shared.keyed<TReferenceGuesses>('track-reference-guesses');
  const ttlMs = TRACK_WRONG_PHONES.windowMs + TRACK_WRONG_PHONES.maxDelayMs;

  /** Counts a try as wrong unless the address must still wait; the wait in seconds, else 0. */
  function count(reference: string, ip: string): Promise<TCounted> {
    const at = now();
    return guesses.update(
      reference,
      (stored): TStateChange<TReferenceGuesses, TCounted> => {
        const state =
          stored && at - stored.lastAt < TRACK_WRONG_PHONES.windowMs
            ? stored
            : { wrong: 0, lastAt: at, addresses: {} };
        const mine = state.addresses[ip] ?? { wrong: 0, until: 0 };
        if (at < mine.until) {
          return { state, ttlMs, result: { wait: Math.ceil((mine.until - at) / 1000), counted: false } };
        }
        const wrong = state.wrong + 1;
        const over = wrong > TRACK_WRONG_PHONES.free;
        // Doubling with the address's own wrong numbers, counted from when the delays began.
        const exponent = Math.max(0, Math.min(mine.wrong, wrong - TRACK_WRONG_PHONES.free - 1));
        const delay = Math.min(
          TRACK_WRONG_PHONES.maxDelayMs,
          TRACK_WRONG_PHONES.firstDelayMs * 2 ** exponent,
        );
        const { [ip]: _previous, ...others } = state.addresses;
        const next: TReferenceGuesses = {
          wrong,
          lastAt: at,
          addresses: kept({ ...others, [ip]: { wrong: mine.wrong + 1, until: over ? at + delay : 0 } }),
        };
        return { state: next, ttlMs, result: { wait: 0, counted: true } };
      },
      at,
    );
  }

  /**
   * The number was right: neither this try nor this address's earlier wrong numbers were guesses (the
   * owner mistyped), and it waits no more. Other addresses' wrong numbers still count.
   */
  function takeBack(reference: string, ip: string): Promise<void> {
    const at = now();
    return guesses.update(
      reference,
      (stored) => {
        if (!stored) return { state: undefined, ttlMs: 0, result: undefined };
        const { [ip]: mine, ...others } = stored.addresses;
        const forgiven = mine?.wrong ?? 1;
        return {
          state: { wrong: Math.max(0, stored.wrong - forgiven), lastAt: stored.lastAt, addresses: others },
          ttlMs,
          result: undefined,
        };
      },
      at,
    );
  }

  return {
    ipOf: (c: Context) => clientIp(c, options.trustProxy),
    async guard<T>(c: Context, reference: string, lookup: () => Promise<T>): Promise<T> {
      const ip = clientIp(c, options.trustProxy);
      await enforceRateLimit(c, perIp, ip);
      const { wait } = await count(reference, ip);
      if (wait > 0) throw slowedError(wait);
      try {
        const result = await lookup();
        await takeBack(reference, ip);
        return result;
      } catch (error) {
        // Any answer but "not found" (e.g. 409 no decision) means the phone number was right.
        if (!(error instanceof AppError && error.messageKey === TRACK_NOT_FOUND_KEY))
          await takeBack(reference, ip);
        throw error;
      }
    },
  };
}

export type TTrackingLimits = ReturnType<typeof createTrackingLimits>;
