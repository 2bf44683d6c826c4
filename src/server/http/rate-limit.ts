import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { AppError } from './errors.ts';

export interface TRateLimiter {
  /** Counts one hit for `key`; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now?: number): number;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): void;
  /** Takes back one hit of the current window (an attempt that turned out not to count). */
  release(key: string): void;
}

/** Fixed-window counter per key, in memory (one server process). Old windows are dropped as they pass. */
export function createRateLimiter(options: { windowMs: number; max: number }): TRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
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
      if (window.count <= options.max) return 0;
      return Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000));
    },
    reset(key) {
      windows.delete(key);
    },
    release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/** Throws 429 RATE_LIMITED with Retry-After when `limiter` refuses the key. */
export function enforceRateLimit(c: Context, limiter: TRateLimiter, key: string): void {
  const retryAfter = limiter.hit(key);
  if (retryAfter > 0) {
    c.header('Retry-After', String(retryAfter));
    throw new AppError('RATE_LIMITED', 'errors.rateLimited', 'Too many requests; try again later');
  }
}

/** Middleware form: one limiter per route, keyed by what `key` returns (usually the client IP). */
export function rateLimit(limiter: TRateLimiter, key: (c: Context) => string) {
  return createMiddleware(async (c, next) => {
    enforceRateLimit(c, limiter, key(c));
    await next();
  });
}
