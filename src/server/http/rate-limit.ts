import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { AppError } from './errors.ts';

/**
 * A fixed-window counter per key. In memory with PGlite (one process), in PostgreSQL when instances
 * share a server (src/server/shared-state, decision 025): the same interface either way.
 */
export interface TRateLimiter {
  /** Counts one hit for `key`; resolves to the seconds to wait when over the limit, else 0. */
  hit(key: string, now?: number): Promise<number>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Takes back one hit of the current window (an attempt that turned out not to count). */
  release(key: string): Promise<void>;
}

export interface TRateLimitOptions {
  windowMs: number;
  max: number;
}

/** Seconds until the window that began at `start` ends (at least 1), once `count` is over the limit. */
export function waitOf(options: TRateLimitOptions, start: number, count: number, now: number): number {
  if (count <= options.max) return 0;
  return Math.max(1, Math.ceil((start + options.windowMs - now) / 1000));
}

/** Fixed-window counter per key, in memory (one server process). Old windows are dropped as they pass. */
export function createRateLimiter(options: TRateLimitOptions): TRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    async hit(key, now = Date.now()) {
      if (now - lastSweep > options.windowMs) {
        for (const [candidate, window] of windows) {
          if (now - window.start >= options.windowMs) windows.delete(candidate);
        }
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return waitOf(options, window.start, window.count, now);
    },
    async reset(key) {
      windows.delete(key);
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/** Throws 429 RATE_LIMITED with Retry-After when `limiter` refuses the key. */
export async function enforceRateLimit(c: Context, limiter: TRateLimiter, key: string): Promise<void> {
  const retryAfter = await limiter.hit(key);
  if (retryAfter > 0) {
    c.header('Retry-After', String(retryAfter));
    throw new AppError('RATE_LIMITED', 'errors.rateLimited', 'Too many requests; try again later');
  }
}

/** Middleware form: one limiter per route, keyed by what `key` returns (usually the client IP). */
export function rateLimit(limiter: TRateLimiter, key: (c: Context) => string) {
  return createMiddleware(async (c, next) => {
    await enforceRateLimit(c, limiter, key(c));
    await next();
  });
}
