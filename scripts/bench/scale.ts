/**
 * `npm run bench:scale` (issue 17): the same load against one instance and against two instances of the
 * server on one PostgreSQL database, as behind a load balancer (the connections split evenly between
 * them), and the ratio of the two. Two loads, 50 connections for 10 s each after a 2 s warm-up:
 * - quote: POST /api/quotes (priced from memory, stored: one insert per quote, group-committed);
 * - mixed customer: every connection walks what a customer's browser asks for — GET /api/brands, GET
 *   /api/models, POST /api/quotes/preview, POST /api/quotes — over and over.
 * Prints req/s, p95 and errors (non-2xx, socket errors, timeouts) of each, and two ÷ one.
 *
 * The database: BENCH_DATABASE_URL, or a fresh database made (and dropped) on the PostgreSQL server of
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres). The load generator runs on the
 * same machine: on a machine with few cores it competes with the instances and PostgreSQL for them, and
 * the ratio says as much about the cores as about the servers (the script prints how many there are).
 * BENCH_SCALE_SECONDS and BENCH_SCALE_CONNECTIONS change the duration and the connections.
 */
import os from 'node:os';
import { withScratchDatabase } from '../lib/bench-database.ts';
import { loadRun, type TLoadRun } from '../lib/load.ts';
import { percentile } from '../lib/percentile.ts';
import { customerRequests, type TBenchRequest } from '../lib/quote-body.ts';
import { spawnServer, type TSpawnedServer } from '../lib/spawn-server.ts';

const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const WARM_UP_S = 2;
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3231);
/** The connections split evenly over the instances, all at once; the runs added up. */
async function load(urls: string[], sequence: TBenchRequest[], duration: number): Promise<TLoadRun> {
  const share = Math.ceil(CONNECTIONS / urls.length);
  const runs = await Promise.all(urls.map((url) => loadRun(url, sequence, share, duration)));
  const total = (key: 'requests' | 'non2xx' | 'socketErrors' | 'timeouts' | 'errors') =>
    runs.reduce((sum, run) => sum + run[key], 0);
  return {
    requests: total('requests'),
    seconds: Math.max(...runs.map((run) => run.seconds)),
    latencies: runs.flatMap((run) => run.latencies).sort((a, b) => a - b),
    non2xx: total('non2xx'),
    socketErrors: total('socketErrors'),
    timeouts: total('timeouts'),
    errors: total('errors'),
    timeoutAt: runs.flatMap((run) => run.timeoutAt),
    generatorStallMs: Math.max(...runs.map((run) => run.generatorStallMs)),
  };
}

function start(databaseUrl: string, port: number): Promise<TSpawnedServer> {
  return spawnServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    // One load generator plays thousands of customers: lift the per-address limits.
    QUOTE_RATE_LIMIT: '1000000000',
    SUBMISSION_RATE_LIMIT: '1000000000',
  });
}

const row = (label: string, run: TLoadRun) => {
  const rate = run.requests / run.seconds;
  const p95 = percentile(run.latencies, 95);
  return {
    rate,
    line: `${label.padEnd(30)} ${Math.round(rate).toString().padStart(6)} req/s  p95 ${p95.toFixed(1).padStart(7)} ms  errors ${run.errors}`,
  };
};

await withScratchDatabase('tradein_bench_scale', async (databaseUrl) => {
  console.log(
    `bench:scale — ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s per run, PostgreSQL ${new URL(databaseUrl).host}`,
  );
  const a = await start(databaseUrl, FIRST_PORT);
  let b: TSpawnedServer | undefined;
  try {
    const requests = await customerRequests(a.url);
    const results: Record<string, { one: number; two: number }> = {};
    for (const [name, sequence] of Object.entries(requests)) {
      await load([a.url], sequence, WARM_UP_S);
      const { rate, line } = row(`${name} × 1 instance`, await load([a.url], sequence, DURATION_S));
      console.log(line);
      results[name] = { one: rate, two: Number.NaN };
    }
    b = await start(databaseUrl, FIRST_PORT + 1);
    for (const [name, sequence] of Object.entries(requests)) {
      await load([a.url, b.url], sequence, WARM_UP_S);
      const { rate, line } = row(`${name} × 2 instances`, await load([a.url, b.url], sequence, DURATION_S));
      console.log(line);
      results[name]!.two = rate;
    }
    for (const [name, { one, two }] of Object.entries(results)) {
      console.log(`${name.padEnd(8)} two ÷ one = ${(two / one).toFixed(2)}`);
    }
  } finally {
    await b?.stop();
    await a.stop();
  }
});
