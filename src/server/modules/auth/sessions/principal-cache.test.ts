import { describe, expect, it } from 'vitest';
import type { TChangeFeed, TChangeListener } from '../../../db/change-feed.ts';
import type { TPrincipalRow } from '../auth.repository.ts';
import { AUTH_CHANGE_CHANNEL, createPrincipalCache, MAX_TRUST_MS } from './principal-cache.ts';

/** A feed the test drives: live or not, and notifications or resets sent by hand. */
function fakeFeed() {
  const listeners: TChangeListener[] = [];
  let live = true;
  const feed: TChangeFeed = {
    async listen(channel, listener) {
      expect(channel).toBe(AUTH_CHANGE_CHANNEL);
      listeners.push(listener);
      return () => undefined;
    },
    isLive: () => live,
    close: async () => undefined,
  };
  return {
    feed,
    tell: () => listeners.forEach((listener) => listener.message('users')),
    reset: () => listeners.forEach((listener) => listener.reset()),
    setLive: (value: boolean) => {
      live = value;
    },
  };
}

const row = (sessionId: string): TPrincipalRow => ({
  sessionId,
  userId: 'u1',
  aal: 'aal1',
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
  endedAt: null,
  kind: 'staff',
  disabledAt: null,
  roles: ['admin'],
  hasVerifiedFactor: false,
  mfaRequiredRoles: [],
});

describe('createPrincipalCache', () => {
  it('keeps a row read while the feed is live until a notification, a reset or changed()', async () => {
    const { feed, tell, reset } = fakeFeed();
    const cache = createPrincipalCache(feed);
    for (const distrust of [tell, reset, () => cache.changed()]) {
      await cache.load('s1', async () => row('s1'));
      expect(cache.get('s1')?.sessionId).toBe('s1');
      distrust();
      expect(cache.get('s1')).toBeUndefined();
    }
  });

  it('trusts a kept row for MAX_TRUST_MS at most, even when no notification or reset ever comes', async () => {
    const { feed } = fakeFeed();
    let clock = 1_000_000;
    const cache = createPrincipalCache(feed, 100, () => clock);
    await cache.load('s1', async () => row('s1'));
    clock += MAX_TRUST_MS;
    expect(cache.get('s1')?.sessionId).toBe('s1');
    clock += 1;
    expect(cache.get('s1')).toBeUndefined();
    await cache.load('s1', async () => row('s1'));
    expect(cache.get('s1')?.sessionId).toBe('s1');
  });

  it('does not keep a row whose read raced a notification', async () => {
    const { feed, tell } = fakeFeed();
    const cache = createPrincipalCache(feed);
    const read = await cache.load('s1', async () => {
      tell(); // the change commits while the old row is on its way
      return row('s1');
    });
    expect(read?.sessionId).toBe('s1'); // used for its own request
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing while the feed is down', async () => {
    const { feed, setLive } = fakeFeed();
    const cache = createPrincipalCache(feed);
    setLive(false);
    await cache.load('s1', async () => row('s1'));
    expect(cache.get('s1')).toBeUndefined();
    setLive(true);
    await cache.load('s1', async () => row('s1'));
    setLive(false);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets one session, and starts afresh when full', async () => {
    const { feed } = fakeFeed();
    const cache = createPrincipalCache(feed, 2);
    await cache.load('s1', async () => row('s1'));
    await cache.load('s2', async () => row('s2'));
    cache.forget('s2');
    expect(cache.get('s2')).toBeUndefined();
    await cache.load('s2', async () => row('s2'));
    await cache.load('s3', async () => row('s3'));
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')?.sessionId).toBe('s3');
  });
});
