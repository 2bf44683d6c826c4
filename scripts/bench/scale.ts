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
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer, type TSpawnedServer } from '../lib/spawn-server.ts';

const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const WARM_UP_S = 2;
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3231);
const JSON_HEADERS = { 'content-type': 'application/json' };

type TRequest = { method: 'GET' | 'POST'; path: string; body?: string };

interface TRun {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** One autocannon run against one instance with `connections`, walking `sequence` on each connection. */
function loadOne(url: string, sequence: TRequest[], connections: number, duration: number): Promise<TRun> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers: JSON_HEADERS,
        requests: sequence.map((request) => ({
          method: request.method,
          path: request.path,
          ...(request.body ? { body: request.body } : {}),
        })),
      },
      (error: unknown, done: autocannon.Result) => {
        if (error) return reject(error);
        resolve({
          requests: done.requests.total,
          seconds: done.duration,
          latencies,
          errors: done.non2xx + done.errors + done.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The connections split evenly over the instances, all at once; the runs added up. */
async function load(urls: string[], sequence: TRequest[], duration: number): Promise<TRun> {
  const share = Math.ceil(CONNECTIONS / urls.length);
  const runs = await Promise.all(urls.map((url) => loadOne(url, sequence, share, duration)));
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  return {
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    seconds: Math.max(...runs.map((run) => run.seconds)),
    latencies,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** A valid quote request for the first phone of the first brand, and the paths a customer reads. */
async function customerRequests(url: string) {
  const { brands } = (await (await fetch(`${url}/api/brands?category=phone`)).json()) as {
    brands: { id: number }[];
  };
  const brandId = brands[0]?.id;
  const modelsPath = `/api/models?brandId=${brandId}&category=phone`;
  const { models } = (await (await fetch(`${url}${modelsPath}`)).json()) as {
    models: { id: number; storageOptions: number[]; releaseYear: number }[];
  };
  const model = models[0];
  if (!model) throw new Error('the seeded catalogue has no phone');
  const quote = JSON.stringify({
    modelId: model.id,
    storageGb: model.storageOptions[0],
    year: model.releaseYear,
    answers: {
      modelType: 'th',
      warranty: 'over4Months',
      body: 'minorScratch',
      screen: 'noScratch',
      display: 'normal',
      battery: 'over80',
      accessories: 'completeBox',
      functional: ['camera'],
    },
  });
  const check = await fetch(`${url}/api/quotes`, { method: 'POST', body: quote, headers: JSON_HEADERS });
  if (check.status !== 201)
    throw new Error(`POST /api/quotes answered ${check.status}: ${await check.text()}`);
  return {
    quote: [{ method: 'POST', path: '/api/quotes', body: quote }] satisfies TRequest[],
    mixed: [
      { method: 'GET', path: '/api/brands?category=phone' },
      { method: 'GET', path: modelsPath },
      { method: 'POST', path: '/api/quotes/preview', body: quote },
      { method: 'POST', path: '/api/quotes', body: quote },
    ] satisfies TRequest[],
  };
}

async function withDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return work(process.env.BENCH_DATABASE_URL);
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tradein_bench_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
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

const row = (label: string, run: TRun) => {
  const rate = run.requests / run.seconds;
  const p95 = percentile(run.latencies, 95);
  return {
    rate,
    line: `${label.padEnd(30)} ${Math.round(rate).toString().padStart(6)} req/s  p95 ${p95.toFixed(1).padStart(7)} ms  errors ${run.errors}`,
  };
};

await withDatabase(async (databaseUrl) => {
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
