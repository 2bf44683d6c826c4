import http from 'node:http';
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
          ...(request.headers ? { headers: { 'content-type': 'application/json', ...request.headers } } : {}),
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

/**
 * The same walk as loadRun with node:http's keep-alive agent instead of autocannon: one connection per
 * customer, one request at a time, a timeout when an answer has not come `timeoutS` after its request
 * (then the connection is dropped and the customer goes on with a new one, as autocannon does). Used for
 * the 200 customers of bench:reliability: under load autocannon counted as timed out requests the server
 * had answered within about a second (decision 034).
 */
export async function keepAliveRun(
  url: string,
  sequence: TBenchRequest[],
  connections: number,
  duration: number,
  timeoutS = 10,
): Promise<TLoadRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const timeoutAt: number[] = [];
  let non2xx = 0;
  let socketErrors = 0;
  const started = performance.now();
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const headers = { 'content-type': 'application/json' };

  const send = (request: TBenchRequest) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      let settled = false;
      const settle = (count: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        count();
        resolve();
      };
      const outgoing = http.request(
        `${url}${request.path}`,
        { method: request.method, agent, headers },
        (answer) => {
          answer.resume();
          answer.once('end', () =>
            settle(() => {
              latencies.push(performance.now() - sent);
              const status = answer.statusCode ?? 0;
              if (status < 200 || status >= 300) non2xx += 1;
            }),
          );
        },
      );
      const timer = setTimeout(() => {
        settle(() => timeoutAt.push((performance.now() - started) / 1000));
        outgoing.destroy();
      }, timeoutS * 1000);
      outgoing.once('error', () => settle(() => (socketErrors += 1)));
      outgoing.end(request.body);
    });

  const customer = async () => {
    while (performance.now() - started < duration * 1000) {
      for (const request of sequence) await send(request);
    }
  };
  await Promise.all(Array.from({ length: connections }, customer));
  stalls.disable();
  agent.destroy();
  const timeouts = timeoutAt.length;
  return {
    requests: latencies.length,
    seconds: (performance.now() - started) / 1000,
    latencies: latencies.sort((a, b) => a - b),
    non2xx,
    socketErrors,
    timeouts,
    errors: non2xx + socketErrors + timeouts,
    timeoutAt,
    generatorStallMs: stalls.max / 1e6,
  };
}
