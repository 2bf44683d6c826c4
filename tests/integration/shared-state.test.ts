import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { sharedStateKinds } from '../support/two-instances.ts';

/**
 * Decision 025: the same contract in memory (PGlite, one process) and in tables (instances sharing a
 * PostgreSQL server). The table form runs here on the tier's database: PGlite, or the server in .ci/run.
 * Two stores made on the same database stand for two instances.
 */
const testDatabase = useTestDatabase();

const kinds = sharedStateKinds(testDatabase);

describe.each(kinds)('shared state %s', (_name, make) => {
  it('counts hits of both instances in one window, refuses over the limit with the wait, and resets', async () => {
    const [a, b] = make();
    const limitA = a.rateLimiter('test', { windowMs: 60_000, max: 3 });
    const limitB = b.rateLimiter('test', { windowMs: 60_000, max: 3 });
    const start = 1_000_000;
    expect(await limitA.hit('ip', start)).toBe(0);
    expect(await limitB.hit('ip', start + 1)).toBe(0);
    expect(await limitA.hit('ip', start + 2)).toBe(0);
    expect(await limitB.hit('ip', start + 10_000)).toBe(50);
    await limitA.release('ip');
    expect(await limitB.hit('ip', start + 10_000)).toBe(50);
    // Another key and another scope count apart.
    expect(await limitA.hit('other', start)).toBe(0);
    expect(await a.rateLimiter('else', { windowMs: 60_000, max: 1 }).hit('ip', start)).toBe(0);
    // A new window once the old one has passed.
    expect(await limitA.hit('ip', start + 60_000)).toBe(0);
    await limitB.reset('ip');
    expect(await limitA.hit('ip', start + 60_001)).toBe(0);
  });

  it('changes a keyed state atomically across instances, and forgets it when it expires', async () => {
    const [a, b] = make();
    const counterA = a.keyed<{ n: number }>('test');
    const counterB = b.keyed<{ n: number }>('test');
    const bump = (state: { n: number } | undefined) => {
      const next = { n: (state?.n ?? 0) + 1 };
      return { state: next, ttlMs: 1_000, result: next.n };
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? counterA : counterB).update('k', bump, 5_000)),
    );
    expect(results.toSorted((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await counterB.update('k', bump, 6_001)).toBe(1);
    await counterA.update('k', () => ({ state: undefined, ttlMs: 0, result: undefined }), 6_002);
    expect(await counterB.update('k', bump, 6_003)).toBe(1);
  });

  it('gives a preview made on one instance to its owner on the other, until it expires', async () => {
    let now = 1_000;
    const [a, b] = make();
    const options = { ttlMs: 15 * 60_000, perOwner: 2, total: 3, now: () => now };
    const storeA = a.previews<{ rows: string[] }>('test', options);
    const storeB = b.previews<{ rows: string[] }>('test', options);
    const { id, expiresAt } = await storeA.put('admin-1', { rows: ['ไทย', 'x'] });
    expect(expiresAt.getTime()).toBe(1_000 + 15 * 60_000);
    expect(await storeB.get(id, 'admin-1')).toEqual({ rows: ['ไทย', 'x'] });
    expect(await storeB.get(id, 'admin-2')).toBeUndefined();
    now += 1;
    const second = await storeB.put('admin-1', { rows: [] });
    now += 1;
    await storeA.put('admin-1', { rows: [] });
    // The owner keeps their newest two.
    expect(await storeA.get(id, 'admin-1')).toBeUndefined();
    expect(await storeA.get(second.id, 'admin-1')).toEqual({ rows: [] });
    await storeB.delete(second.id);
    expect(await storeA.get(second.id, 'admin-1')).toBeUndefined();
    const last = await storeA.put('admin-2', { rows: ['y'] });
    now += 15 * 60_000;
    expect(await storeB.get(last.id, 'admin-2')).toBeUndefined();
  });
});
