/**
 * `node scripts/bench/quotes.ts`: quote API latency with 50 connections for 10 s each (autocannon),
 * against the embedded database, or PostgreSQL when DATABASE_URL is set:
 * - POST /api/quotes as fast as the server answers (closed loop: throughput and latency at saturation);
 * - POST /api/quotes at a fixed 200 requests/s over the same 50 connections (latency below saturation);
 * - GET /api/quotes/:id as fast as the server answers.
 * Percentiles come from every request's own latency (autocannon's summary has no p95). A 2 s warm-up
 * run (JIT, caches) before each is not counted. The server runs on one core and the load generator on
 * the other (scripts/lib/cores.ts); each line prints the machine's load average (issue 33's target: p95
 * < 30 ms at 50 connections on PGlite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadAverage } from '../lib/bare-server.ts';
import { pinLoadGenerator } from '../lib/cores.ts';
import { validQuoteBody } from '../lib/quote-body.ts';
import { spawnServer } from '../lib/spawn-server.ts';
import { percentile } from '../lib/percentile.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;

type TTarget = { method: 'GET' | 'POST'; path: string; body?: string; rate?: number };

async function load(url: string, target: TTarget, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${target.path}`,
        method: target.method,
        connections: CONNECTIONS,
        duration,
        headers: { 'content-type': 'application/json' },
        ...(target.body ? { body: target.body } : {}),
        ...(target.rate ? { overallRate: target.rate } : {}),
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

console.log(`bench:quotes — ${pinLoadGenerator()}; load average ${loadAverage()}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-quotes-'));
const server = await spawnServer(
  {
    PORT: process.env.BENCH_PORT ?? '3204',
    DATA_DIR: dataDir,
    // One load generator plays thousands of customers: lift the per-address limits.
    QUOTE_RATE_LIMIT: '1000000000',
    SUBMISSION_RATE_LIMIT: '1000000000',
  },
  undefined,
  { pin: true },
);
try {
  const body = await validQuoteBody(server.url);
  const first = await fetch(`${server.url}/api/quotes`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
  if (first.status !== 201)
    throw new Error(`POST /api/quotes answered ${first.status}: ${await first.text()}`);
  const { id } = (await first.json()) as { id: string };

  const targets: [string, TTarget][] = [
    ['POST /api/quotes', { method: 'POST', path: '/api/quotes', body }],
    ['POST /api/quotes @200/s', { method: 'POST', path: '/api/quotes', body, rate: 200 }],
    ['GET /api/quotes/:id', { method: 'GET', path: `/api/quotes/${id}` }],
  ];
  for (const [label, target] of targets) {
    await load(server.url, target, 2);
    const { result, latencies } = await load(server.url, target, DURATION_S);
    const ms = (p: number) => percentile(latencies, p).toFixed(1);
    console.log(
      `${label.padEnd(24)} ${Math.round(result.requests.average)} req/s  p50 ${ms(50)} ms  p95 ${ms(95)} ms  p99 ${ms(99)} ms  max ${ms(100)} ms  (${latencies.length} responses; non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}); load ${loadAverage()}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
