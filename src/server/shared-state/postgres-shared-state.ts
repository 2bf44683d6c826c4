import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rateLimitWindows, sharedStates } from '../db/schema/index.ts';
import { waitOf, type TRateLimiter, type TRateLimitOptions } from '../http/rate-limit.ts';
import type { TKeyedState, TPreviewOptions, TPreviewStore, TSharedState } from './shared-state.ts';

/** How often a scope's expired rows are deleted (by whichever instance gets there). */
const SWEEP_MS = 60_000;

function sweeper(run: (now: number) => Promise<unknown>) {
  let last = 0;
  return (now: number) => {
    if (now - last < SWEEP_MS) return;
    last = now;
    // Housekeeping only: a failure (the server away) is tried again later.
    run(now).catch(() => {
      last = 0;
    });
  };
}

function postgresRateLimiter(db: TDb, scope: string, options: TRateLimitOptions): TRateLimiter {
  const w = rateLimitWindows;
  const sweep = sweeper((now) =>
    db.delete(w).where(and(eq(w.scope, scope), lt(w.windowStartMs, now - options.windowMs))),
  );
  return {
    async hit(key, now = Date.now()) {
      sweep(now);
      // One statement: a new window when the old one has passed, else one more in it.
      const passed = sql`${w.windowStartMs} <= ${now - options.windowMs}::bigint`;
      const [row] = await db
        .insert(w)
        .values({ scope, key, count: 1, windowStartMs: now })
        .onConflictDoUpdate({
          target: [w.scope, w.key],
          set: {
            count: sql`case when ${passed} then 1 else ${w.count} + 1 end`,
            windowStartMs: sql`case when ${passed} then ${now}::bigint else ${w.windowStartMs} end`,
          },
        })
        .returning({ count: w.count, windowStartMs: w.windowStartMs });
      return waitOf(options, Number(row!.windowStartMs), row!.count, now);
    },
    async reset(key) {
      await db.delete(w).where(and(eq(w.scope, scope), eq(w.key, key)));
    },
    async release(key) {
      await db
        .update(w)
        .set({ count: sql`greatest(${w.count} - 1, 0)` })
        .where(and(eq(w.scope, scope), eq(w.key, key)));
    },
  };
}

function postgresKeyedState<T>(db: TDb, scope: string): TKeyedState<T> {
  const s = sharedStates;
  const sweep = sweeper((now) => db.delete(s).where(and(eq(s.scope, scope), lt(s.expiresAtMs, now))));
  return {
    update(key, change, now = Date.now()) {
      sweep(now);
      return db.transaction(async (tx) => {
        // The row first (nothing when it exists), so that the lock below serialises even the first change.
        await tx
          .insert(s)
          .values({ scope, key, state: {}, expiresAtMs: 0 })
          .onConflictDoNothing({ target: [s.scope, s.key] });
        const [row] = await tx
          .select({ state: s.state, expiresAtMs: s.expiresAtMs })
          .from(s)
          .where(and(eq(s.scope, scope), eq(s.key, key)))
          .for('update');
        const current = row && Number(row.expiresAtMs) > now ? (row.state as T | null) : null;
        const next = change(current ?? undefined);
        if (next.state === undefined) {
          await tx.delete(s).where(and(eq(s.scope, scope), eq(s.key, key)));
        } else {
          await tx
            .update(s)
            .set({ state: next.state, expiresAtMs: now + next.ttlMs })
            .where(and(eq(s.scope, scope), eq(s.key, key)));
        }
        return next.result;
      });
    },
  };
}

function postgresPreviewStore<T>(db: TDb, scope: string, options: TPreviewOptions): TPreviewStore<T> {
  const s = sharedStates;
  const perOwner = options.perOwner ?? 3;
  const total = options.total ?? 50;
  const now = options.now ?? Date.now;
  return {
    async put(owner, value) {
      const at = now();
      const id = crypto.randomUUID();
      const expiresAt = at + options.ttlMs;
      await db.transaction(async (tx) => {
        await tx.delete(s).where(and(eq(s.scope, scope), lt(s.expiresAtMs, at)));
        // The owner's newest few and the newest of all stay (the oldest expire first: one TTL for all).
        const mine = await tx
          .select({ key: s.key })
          .from(s)
          .where(and(eq(s.scope, scope), eq(s.owner, owner)))
          .orderBy(asc(s.expiresAtMs));
        for (const { key } of mine.slice(0, Math.max(0, mine.length - perOwner + 1))) {
          await tx.delete(s).where(and(eq(s.scope, scope), eq(s.key, key)));
        }
        const all = await tx
          .select({ key: s.key })
          .from(s)
          .where(eq(s.scope, scope))
          .orderBy(asc(s.expiresAtMs));
        for (const { key } of all.slice(0, Math.max(0, all.length - total + 1))) {
          await tx.delete(s).where(and(eq(s.scope, scope), eq(s.key, key)));
        }
        await tx.insert(s).values({ scope, key: id, owner, state: value, expiresAtMs: expiresAt });
      });
      return { id, expiresAt: new Date(expiresAt) };
    },
    async get(id, owner) {
      const [row] = await db
        .select({ state: s.state, owner: s.owner, expiresAtMs: s.expiresAtMs })
        .from(s)
        .where(and(eq(s.scope, scope), eq(s.key, id)));
      if (!row || row.owner !== owner || Number(row.expiresAtMs) <= now()) return undefined;
      return row.state as T;
    },
    async delete(id) {
      await db.delete(s).where(and(eq(s.scope, scope), eq(s.key, id)));
    },
  };
}

/** The shared state in tables of the PostgreSQL server every instance uses (decision 025). */
export function createPostgresSharedState(db: TDb): TSharedState {
  return {
    kind: 'postgres',
    rateLimiter: (scope, options) => postgresRateLimiter(db, scope, options),
    keyed: <T>(scope: string) => postgresKeyedState<T>(db, scope),
    previews: <T>(scope: string, options: TPreviewOptions) => postgresPreviewStore<T>(db, scope, options),
  };
}
