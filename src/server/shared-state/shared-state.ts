import { createRateLimiter, type TRateLimiter, type TRateLimitOptions } from '../http/rate-limit.ts';

/** What `change` makes of a key's state: the new state (undefined forgets it), for how long, and an answer. */
export interface TStateChange<T, R> {
  state: T | undefined;
  ttlMs: number;
  result: R;
}

/** One small state per key, changed atomically by every instance (a row lock with a server). */
export interface TKeyedState<T> {
  update<R>(key: string, change: (state: T | undefined) => TStateChange<T, R>, now?: number): Promise<R>;
}

/** Values waiting for their owner's next request (a spreadsheet preview), bounded per owner and in all. */
export interface TPreviewStore<T> {
  put(owner: string, value: T): Promise<{ id: string; expiresAt: Date }>;
  /** The value, when it exists, is the owner's and has not expired. */
  get(id: string, owner: string): Promise<T | undefined>;
  delete(id: string): Promise<void>;
}

export interface TPreviewOptions {
  ttlMs: number;
  perOwner?: number;
  total?: number;
  now?: () => number;
}

/**
 * State that every instance must see (decision 025): rate limits and throttles, the chat's budget,
 * previews. In this process's memory with PGlite (one process); in PostgreSQL tables when the
 * instances share a server. Modules ask for what they need by a scope name of their own.
 */
export interface TSharedState {
  kind: 'memory' | 'postgres';
  rateLimiter(scope: string, options: TRateLimitOptions): TRateLimiter;
  keyed<T>(scope: string): TKeyedState<T>;
  previews<T>(scope: string, options: TPreviewOptions): TPreviewStore<T>;
}

/** In this process: one store per scope, whoever asks for it (as one table is, with a server). */
export function createMemorySharedState(): TSharedState {
  const scopes = new Map<string, unknown>();
  const once = <T>(scope: string, make: () => T): T => {
    if (!scopes.has(scope)) scopes.set(scope, make());
    return scopes.get(scope) as T;
  };
  return {
    kind: 'memory',
    rateLimiter: (scope, options) => once(`limit:${scope}`, () => createRateLimiter(options)),
    keyed: <T>(scope: string) => once(`keyed:${scope}`, () => createMemoryKeyedState<T>()),
    previews: <T>(scope: string, options: TPreviewOptions) =>
      once(`previews:${scope}`, () => createMemoryPreviewStore<T>(options)),
  };
}

function createMemoryKeyedState<T>(): TKeyedState<T> {
  const entries = new Map<string, { state: T; expiresAt: number }>();
  let lastSweep = 0;
  return {
    async update(key, change, now = Date.now()) {
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        for (const [candidate, entry] of entries) if (entry.expiresAt <= now) entries.delete(candidate);
      }
      const entry = entries.get(key);
      const current = entry && entry.expiresAt > now ? entry.state : undefined;
      const next = change(current);
      if (next.state === undefined) entries.delete(key);
      else entries.set(key, { state: next.state, expiresAt: now + next.ttlMs });
      return next.result;
    },
  };
}

function createMemoryPreviewStore<T>(options: TPreviewOptions): TPreviewStore<T> {
  const perOwner = options.perOwner ?? 3;
  const total = options.total ?? 50;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first entries are the oldest.
  const entries = new Map<string, { owner: string; value: T; expiresAt: number }>();
  const sweep = () => {
    const at = now();
    for (const [id, entry] of entries) if (entry.expiresAt <= at) entries.delete(id);
  };
  return {
    async put(owner, value) {
      sweep();
      const mine = [...entries].filter(([, entry]) => entry.owner === owner);
      for (const [id] of mine.slice(0, Math.max(0, mine.length - perOwner + 1))) entries.delete(id);
      while (entries.size >= total) entries.delete(entries.keys().next().value!);
      const id = crypto.randomUUID();
      const expiresAt = now() + options.ttlMs;
      entries.set(id, { owner, value, expiresAt });
      return { id, expiresAt: new Date(expiresAt) };
    },
    async get(id, owner) {
      const entry = entries.get(id);
      if (!entry || entry.owner !== owner) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.value;
    },
    async delete(id) {
      entries.delete(id);
    },
  };
}
