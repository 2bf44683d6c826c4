import { describe, expect, it } from 'vitest';
import { isRefreshDue, isRetryableRefreshStatus, refreshDelayMs, retryDelays } from './refresh-policy.ts';

describe('refresh retry backoff (spec §9)', () => {
  it('starts at 200 ms and doubles, five tries in all', () => {
    expect(retryDelays()).toEqual([200, 400, 800, 1600]);
  });

  it('stops before the waits add up to more than the cap', () => {
    expect(retryDelays(10, 200, 30_000)).toEqual([200, 400, 800, 1600, 3200, 6400, 12_800]);
    expect(retryDelays(10, 200, 1000)).toEqual([200, 400]);
    expect(retryDelays(1)).toEqual([]);
  });

  it('retries only when the server was not reached or a proxy said 502, 503 or 504', () => {
    for (const status of [0, 502, 503, 504]) expect(isRetryableRefreshStatus(status), `${status}`).toBe(true);
    for (const status of [400, 401, 403, 429, 500, 501]) {
      expect(isRetryableRefreshStatus(status), `${status}`).toBe(false);
    }
  });
});

describe('refresh scheduling', () => {
  const MINUTE = 60_000;

  it('refreshes 60 s before the access token expires', () => {
    expect(refreshDelayMs(15 * MINUTE)).toBe(14 * MINUTE);
    expect(isRefreshDue(15 * MINUTE)).toBe(false);
    expect(isRefreshDue(MINUTE)).toBe(true);
  });

  it('waits at least half the time left, so a short token is not refreshed in a loop', () => {
    expect(refreshDelayMs(80_000)).toBe(40_000);
    expect(refreshDelayMs(30_000)).toBe(15_000);
    expect(refreshDelayMs(1_000)).toBe(500);
  });

  it('refreshes at once a token that has expired', () => {
    expect(refreshDelayMs(0)).toBe(0);
    expect(refreshDelayMs(-30_000)).toBe(0);
    expect(isRefreshDue(-1)).toBe(true);
  });

  it('takes another margin when asked (a token about to be sent)', () => {
    expect(isRefreshDue(30_000, 5_000)).toBe(false);
    expect(isRefreshDue(4_000, 5_000)).toBe(true);
  });
});
