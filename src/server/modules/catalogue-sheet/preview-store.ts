import { randomUUID } from 'node:crypto';

/**
 * Previews waiting to be applied, in this process's memory (no schema change; decision 011): each is
 * bound to the admin who made it and expires after its TTL. A restart forgets them (the admin previews
 * again). Bounded: an admin keeps their newest few, and the store as a whole a few dozen.
 */
export interface TPreviewStore<T> {
  put(userId: string, value: T): { id: string; expiresAt: Date };
  /** The preview, when it exists, is this user's and has not expired. */
  get(id: string, userId: string): T | undefined;
  delete(id: string): void;
  readonly size: number;
}

interface TEntry<T> {
  userId: string;
  value: T;
  expiresAt: number;
}

export function createPreviewStore<T>(options: {
  ttlMs: number;
  perUser?: number;
  total?: number;
  now?: () => number;
}): TPreviewStore<T> {
  const perUser = options.perUser ?? 3;
  const total = options.total ?? 50;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first entries are the oldest.
  const entries = new Map<string, TEntry<T>>();

  function sweep() {
    const at = now();
    for (const [id, entry] of entries) if (entry.expiresAt <= at) entries.delete(id);
  }

  return {
    put(userId, value) {
      sweep();
      const mine = [...entries].filter(([, entry]) => entry.userId === userId);
      for (const [id] of mine.slice(0, Math.max(0, mine.length - perUser + 1))) entries.delete(id);
      while (entries.size >= total) entries.delete(entries.keys().next().value!);
      const id = randomUUID();
      const expiresAt = now() + options.ttlMs;
      entries.set(id, { userId, value, expiresAt });
      return { id, expiresAt: new Date(expiresAt) };
    },
    get(id, userId) {
      const entry = entries.get(id);
      if (!entry || entry.userId !== userId) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.value;
    },
    delete(id) {
      entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}
