/**
 * When the web client refreshes its session and how it retries (decision 008, spec §9). Pure functions,
 * so the schedule is tested without a browser.
 */

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** The first retry waits 200 ms, each next one twice as long (spec §9). */
export const RETRY_BASE_MS = 200;
/** At most this many requests per refresh, and at most this much waiting between them. */
export const MAX_REFRESH_TRIES = 5;
export const MAX_RETRY_WAIT_MS = 30_000;

/**
 * The waits between the tries of one refresh: 200, 400, 800, 1600 ms for five tries; a schedule that
 * would wait more than `maxTotalMs` in all stops early.
 */
export function retryDelays(
  maxTries = MAX_REFRESH_TRIES,
  baseMs = RETRY_BASE_MS,
  maxTotalMs = MAX_RETRY_WAIT_MS,
): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let retry = 0; retry < maxTries - 1; retry += 1) {
    const delay = baseMs * 2 ** retry;
    if (total + delay > maxTotalMs) break;
    delays.push(delay);
    total += delay;
  }
  return delays;
}

/**
 * Whether a failed refresh is worth another try: the server was not reached (`status` 0) or a proxy said
 * it is briefly unavailable (502, 503, 504). Anything else is an answer, and asking again changes nothing.
 */
export function isRetryableRefreshStatus(status: number): boolean {
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/**
 * Milliseconds until the refresh of a token that is good for `leftMs` more: 60 s before it expires, and
 * never sooner than half its time left, so a short token (the last minutes of a session) is not
 * refreshed in a tight loop. Times are this browser's: the server's `expiresIn` counted from when the
 * token arrived, so a clock that is wrong does not matter.
 */
export function refreshDelayMs(leftMs: number, marginMs = REFRESH_MARGIN_MS): number {
  return Math.max(0, leftMs - marginMs, leftMs / 2);
}

/** Whether a token good for `leftMs` more should be refreshed before it is used (again). */
export function isRefreshDue(leftMs: number, marginMs = REFRESH_MARGIN_MS): boolean {
  return leftMs <= marginMs;
}
