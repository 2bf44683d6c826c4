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
  const now = Date.UTC(2026, 10, 22, 3, 0, 0);
  const inSeconds = (seconds: number) => now / 1000 + seconds;

  it('refreshes 60 s before the access token expires', () => {
    expect(refreshDelayMs(inSeconds(15 * 60), now)).toBe(14 * 60 * 1000);
    expect(isRefreshDue(inSeconds(15 * 60), now)).toBe(false);
  });

  it('refreshes at once when the token expires within a minute or has expired', () => {
    expect(refreshDelayMs(inSeconds(30), now)).toBe(0);
    expect(refreshDelayMs(inSeconds(-30), now)).toBe(0);
    expect(isRefreshDue(inSeconds(60), now)).toBe(true);
  });

  it('takes another margin when asked (a token about to be sent)', () => {
    expect(isRefreshDue(inSeconds(30), now, 5_000)).toBe(false);
    expect(isRefreshDue(inSeconds(4), now, 5_000)).toBe(true);
  });
});
