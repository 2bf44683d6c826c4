import { describe, expect, it } from 'vitest';
import { createPreviewStore } from './preview-store.ts';

describe('preview store', () => {
  it('gives a preview back to its owner only, until it expires', () => {
    let now = 1_000;
    const store = createPreviewStore<string>({ ttlMs: 15 * 60_000, now: () => now });
    const { id, expiresAt } = store.put('admin-1', 'changes');
    expect(expiresAt.getTime()).toBe(1_000 + 15 * 60_000);
    expect(store.get(id, 'admin-1')).toBe('changes');
    expect(store.get(id, 'admin-2')).toBeUndefined();
    now += 15 * 60_000;
    expect(store.get(id, 'admin-1')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps an admin’s newest few and a bounded total', () => {
    const store = createPreviewStore<number>({ ttlMs: 60_000, perUser: 2, total: 3 });
    const first = store.put('a', 1);
    const second = store.put('a', 2);
    const third = store.put('a', 3);
    expect(store.get(first.id, 'a')).toBeUndefined();
    expect(store.get(second.id, 'a')).toBe(2);
    expect(store.get(third.id, 'a')).toBe(3);
    store.put('b', 4);
    store.put('c', 5);
    expect(store.size).toBe(3);
    expect(store.get(second.id, 'a')).toBeUndefined();
  });
});
