import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { TBenchRequest } from './quote-body.ts';

export interface TLoadRun {
  requests: number;
  seconds: number;
  /** Response times in ms, sorted. */
  latencies: number[];
  non2xx: number;
  /** Socket errors (refused, reset) and timeouts (no answer within the run's timeout). */
  socketErrors: number;
  timeouts: number;
  /** non2xx + socketErrors + timeouts. */
  errors: number;
  /** Seconds into the run at which each timeout was counted. */
  timeoutAt: number[];
  /**
   * The longest the load generator's own event loop was held up, in ms: a stall that long delays every
   * answer it reads, and one over the timeout counts every connection's request as timed out at once.
   */
  generatorStallMs: number;
}

/**
 * One autocannon run against one server with `connections`, each walking `sequence` over and over
 * (one request at a time per connection, as one customer's browser). `timeoutS`: autocannon's own.
 */
export function loadRun(
  url: string,
  sequence: TBenchRequest[],
  connections: number,
  duration: number,
  timeoutS = 10,
): Promise<TLoadRun> {
  const latencies: number[] = [];
  const timeoutAt: number[] = [];
  const started = performance.now();
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        timeout: timeoutS,
        headers: { 'content-type': 'application/json' },
        requests: sequence.map((request) => ({
          method: request.method,
          path: request.path,
          ...(request.body ? { body: request.body } : {}),
        })),
      },
      (error: unknown, done: autocannon.Result) => {
        stalls.disable();
        if (error) return reject(error);
        resolve({
          requests: done.requests.total,
          seconds: done.duration,
          latencies: latencies.sort((a, b) => a - b),
          non2xx: done.non2xx,
          socketErrors: done.errors - done.timeouts,
          timeouts: done.timeouts,
          errors: done.non2xx + done.errors,
          timeoutAt,
          generatorStallMs: stalls.max / 1e6,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    instance.on('reqError', (error: Error) => {
      if (error.message === 'request timed out') timeoutAt.push((performance.now() - started) / 1000);
    });
  });
}
