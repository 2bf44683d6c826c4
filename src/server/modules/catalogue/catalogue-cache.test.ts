import { describe, expect, it } from 'vitest';
import type { TChangeFeed, TChangeListener } from '../../db/change-feed.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import type { TCatalogueSnapshot } from './catalogue.repository.ts';

function fakeFeed() {
  const listeners: TChangeListener[] = [];
  const feed: TChangeFeed & { live: boolean; notify(): void; drop(): void } = {
    live: true,
    listen: async (_channel, listener) => {
      listeners.push(listener);
      return () => undefined;
    },
    isLive: () => feed.live,
    close: async () => undefined,
    notify: () => listeners.forEach((listener) => listener.message('2')),
    drop: () => {
      feed.live = false;
      listeners.forEach((listener) => listener.reset());
    },
  };
  return feed;
}

function fakeSource(version: { value: number }) {
  const calls = { version: 0, snapshot: 0 };
  const snapshot = (): TCatalogueSnapshot => ({
    version: version.value,
    brands: [
      {
        id: 1,
        slug: 'apple',
        name: `Apple ${version.value}`,
        category: 'phone',
        isActive: true,
        sortOrder: 1,
      },
    ],
    models: [
      {
        id: 7,
        slug: 'iphone',
        name: 'iPhone',
        brandId: 1,
        category: 'phone',
        storageOptions: [128],
        releaseYear: 2024,
        isActive: true,
        sortOrder: 1,
      },
    ],
  });
  return {
    calls,
    findVersion: async () => {
      calls.version += 1;
      return version.value;
    },
    loadSnapshot: async () => {
      calls.snapshot += 1;
      return snapshot();
    },
  };
}

describe('createCatalogueCache', () => {
  it('asks the database nothing while the feed is live and quiet', async () => {
    const version = { value: 1 };
    const source = fakeSource(version);
    const cache = createCatalogueCache(source, fakeFeed());
    const first = await cache.brands();
    await cache.brands();
    await cache.models(1);
    expect(source.calls).toEqual({ version: 1, snapshot: 1 });
    expect(await cache.models(99)).toBeUndefined();
    expect((await cache.brands('notebook')).body).toBe('{"brands":[]}');
    expect(first.body).toContain('Apple 1');
  });

  it('checks the version after a notification and reloads only when it moved', async () => {
    const version = { value: 1 };
    const source = fakeSource(version);
    const feed = fakeFeed();
    const cache = createCatalogueCache(source, feed);
    const before = await cache.brands();
    feed.notify();
    await cache.brands();
    expect(source.calls).toEqual({ version: 2, snapshot: 1 });
    version.value = 2;
    feed.notify();
    const after = await cache.brands();
    expect(after.body).toContain('Apple 2');
    expect(after.etag).not.toBe(before.etag);
    expect(source.calls).toEqual({ version: 3, snapshot: 2 });
  });

  it('checks on every read while the feed is down, and trusts again once it is back', async () => {
    const source = fakeSource({ value: 1 });
    const feed = fakeFeed();
    const cache = createCatalogueCache(source, feed);
    await cache.brands();
    feed.drop();
    await cache.brands();
    await cache.brands();
    expect(source.calls.version).toBe(3);
    feed.live = true;
    await cache.brands();
    await cache.brands();
    expect(source.calls.version).toBe(4);
  });
});
