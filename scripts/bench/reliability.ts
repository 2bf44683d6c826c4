/**
 * `npm run bench:reliability` (issue 15, item 9; not part of `npm test`). Three measurements:
 *
 * 1. kill -9 under load, ROUNDS times (PGlite in a data folder): customers get a quote and submit it
 *    (`POST /api/trade-ins`, the reference is the idempotency key) while the server is killed with
 *    SIGKILL at a random moment; after each restart every submission left without an answer is sent
 *    again, as the web app does. At the end, straight from the database: every acknowledged submission
 *    present, each quote's submission stored exactly once.
 * 2. PostgreSQL stopped 10 s under load: the server reaches the machine's PostgreSQL through a TCP proxy
 *    the bench stops (every connection cut, new ones refused) and starts again (the shared server itself
 *    stays up). Counts the answers during the outage (503 expected; anything else is an error) and the
 *    seconds from the database's return to the first and to the last failed write.
 * 3. 200 concurrent customers for 60 s on PGlite and on PostgreSQL, each walking brands → models →
 *    preview → quote, the server logging every request as in production: the load generator's req/s,
 *    p95, p99, non-2xx, socket errors, timeouts (no answer within 10 s), and the server's own times from
 *    its log, so the wait in the sockets and in the load generator shows apart from the server's.
 *
 * 4. Issue 28's hostile clients: the fuzz test's bad requests and early answers from keep-alive clients
 *    against the real server, counting resets (target 0; reliability-fuzz.ts); the hostile workbooks
 *    uploaded while /healthz is asked, timed (target: 400 within a second; reliability-workbooks.ts).
 *
 * 5. Issue 28 item 7's erasure scan (reliability-erasure.ts, decision 049): bytes scanned, erased strings
 *    found after the erasure and after its clean-up, the clean-up's time, on PGlite and, with DATABASE_URL,
 *    on PostgreSQL.
 *
 * `--quick`: 3 rounds, 10 s of load, a fifth of the fuzz; `--customers`: only measurement 3; `--hostile`:
 * only measurements 4 and 5 (`--no-fuzz`: without the keep-alive fuzz); `--erasure`: only measurement 5. PostgreSQL: a fresh database on
 * BENCH_PG_URL (default the machine's postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. The servers run on one core and the
 * load generator (this process) on the other (scripts/lib/cores.ts). Needs `npm run build` first.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { generateReference } from '#core/reference.ts';
import { openDatabase } from '#server/db/client.ts';
import { tradeIns } from '#server/db/schema/index.ts';
import { startTcpProxy } from '../../tests/support/tcp-proxy.ts';
import { withScratchDatabase } from '../lib/bench-database.ts';
import { pinLoadGenerator } from '../lib/cores.ts';
import { keepAliveRun, type TLoadRun } from '../lib/load.ts';
import { percentile } from '../lib/percentile.ts';
import { customerRequests, validQuoteBody } from '../lib/quote-body.ts';
import { spawnServer } from '../lib/spawn-server.ts';
import { keepAliveFuzz } from './reliability-fuzz.ts';
import { hostileWorkbookUploads } from './reliability-workbooks.ts';
import { erasureScan } from './reliability-erasure.ts';

const QUICK = process.argv.includes('--quick');
/** `--customers`: only the 200 customers (on PGlite and PostgreSQL). */
const ONLY_CUSTOMERS = process.argv.includes('--customers');
/** `--hostile`: only the hostile clients of issue 28 (keep-alive fuzz, workbooks, erasure scan). */
const ONLY_HOSTILE = process.argv.includes('--hostile');
/** `--erasure`: only the erasure scan (decision 049; PostgreSQL too when DATABASE_URL is set). */
const ONLY_ERASURE = process.argv.includes('--erasure');
const ROUNDS = QUICK ? 3 : 10;
const LOAD_S = QUICK ? 10 : 60;
const CUSTOMERS = 200;
const WRITERS = 16;
const OUTAGE_S = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3241);
const JSON_HEADERS = { 'content-type': 'application/json' };

const serverEnv = (extra: Record<string, string>) => ({
  PORT: String(PORT),
  // One load generator plays every customer: lift the per-address limits.
  QUOTE_RATE_LIMIT: '1000000000',
  SUBMISSION_RATE_LIMIT: '1000000000',
  ...extra,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TAnswer = { status: number; json?: unknown } | { status: 0; error: string };

/** A request that never throws: status 0 when no answer came (refused, reset, timed out). */
async function send(url: string, body: string, timeoutMs = 15_000): Promise<TAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: JSON_HEADERS,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  } catch (error) {
    return { status: 0, error: (error as Error).name };
  }
}

async function firstStoreId(url: string): Promise<number> {
  const { stores } = (await (await fetch(`${url}/api/stores`)).json()) as { stores: { id: number }[] };
  if (!stores[0]) throw new Error('the seeded data has no store');
  return stores[0].id;
}

function submissionBody(quoteId: string, storeId: number): string {
  return JSON.stringify({
    reference: generateReference(),
    quoteId,
    option: 'tradeIn',
    fulfilment: 'store',
    storeId,
    fullName: 'สมชาย ใจดี',
    phone: '081-234-5678',
    email: 'somchai@example.co.th',
    province: 'bangkok',
    pdpaConsent: true,
    marketingOptIn: false,
    locale: 'th',
  });
}

// ---------------------------------------------------------------------------------------------------
// 1. kill -9 under load

async function killUnderLoad(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reliability-'));
  const env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: '' });
  /** quote id → the reference of its acknowledged submission. */
  const acknowledged = new Map<string, string>();
  /** Submissions sent without an answer: sent again after the restart. */
  let unanswered: { quoteId: string; body: string }[] = [];
  const other = new Map<number, number>();
  let sent = 0;
  let sentAgain = 0;

  const record = (quoteId: string, body: string, answer: TAnswer) => {
    if (answer.status === 200 || answer.status === 201) {
      acknowledged.set(quoteId, (answer.json as { reference: string }).reference);
    } else if (answer.status === 0) {
      unanswered.push({ quoteId, body });
    } else {
      other.set(answer.status, (other.get(answer.status) ?? 0) + 1);
    }
  };

  let server = await spawnServer(env);
  const quote = await validQuoteBody(server.url);
  const storeId = await firstStoreId(server.url);
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (round > 1) server = await spawnServer(env);
      // The customers whose submission got no answer send it again.
      const retries = unanswered;
      unanswered = [];
      sentAgain += retries.length;
      for (const { quoteId, body } of retries) {
        const answer = await send(`${server.url}/api/trade-ins`, body);
        record(quoteId, body, answer);
      }
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const quoted = await send(`${server.url}/api/quotes`, quote);
          if (quoted.status !== 201) continue;
          const quoteId = (quoted.json as { id: string }).id;
          const body = submissionBody(quoteId, storeId);
          sent += 1;
          record(quoteId, body, await send(`${server.url}/api/trade-ins`, body));
        }
      };
      const writers = Array.from({ length: WRITERS }, writer);
      await sleep(1_000 + Math.random() * 2_000);
      server.process.kill('SIGKILL');
      await new Promise((resolve) => server.process.once('exit', resolve));
      killed = true;
      await Promise.all(writers);
    }
    server = await spawnServer(env);
    for (const { quoteId, body } of unanswered)
      record(quoteId, body, await send(`${server.url}/api/trade-ins`, body));
    unanswered = [];
    await server.stop();

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ quoteId: tradeIns.quoteId, reference: tradeIns.reference })
        .from(tradeIns)
        .where(inArray(tradeIns.quoteId, [...acknowledged.keys()]));
      const perQuote = new Map<string, string[]>();
      for (const row of rows)
        perQuote.set(row.quoteId!, [...(perQuote.get(row.quoteId!) ?? []), row.reference]);
      let lost = 0;
      let duplicated = 0;
      for (const [quoteId, reference] of acknowledged) {
        const stored = perQuote.get(quoteId) ?? [];
        if (!stored.includes(reference)) lost += 1;
        if (stored.length > 1) duplicated += 1;
      }
      const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(tradeIns);
      const others = [...other].map(([status, times]) => `${status} × ${times}`).join(', ') || 'none';
      console.log(
        `kill -9 under load × ${ROUNDS} (PGlite, ${WRITERS} customers submitting): ${sent} submissions sent (${sentAgain} sent again after a restart), ` +
          `${acknowledged.size} acknowledged, ${total} stored; lost ${lost}, duplicated ${duplicated}; ` +
          `other answers: ${others}`,
      );
    } finally {
      await database.close();
    }
  } finally {
    if (server.process.exitCode === null) server.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// 2. PostgreSQL stopped for 10 s under load

async function databaseOutage(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const server = await spawnServer(serverEnv({ DATABASE_URL: proxied.toString() }));
  const answers: { at: number; path: string; status: number }[] = [];
  let stopping = false;
  try {
    const quote = await validQuoteBody(server.url);
    const storeId = await firstStoreId(server.url);
    const customer = async () => {
      while (!stopping) {
        const quoted = await send(`${server.url}/api/quotes`, quote, 20_000);
        answers.push({ at: performance.now(), path: 'quote', status: quoted.status });
        if (quoted.status !== 201) {
          await sleep(200); // a customer who reads "try again" waits a moment
          continue;
        }
        const body = submissionBody((quoted.json as { id: string }).id, storeId);
        const submitted = await send(`${server.url}/api/trade-ins`, body, 20_000);
        answers.push({ at: performance.now(), path: 'submission', status: submitted.status });
        const brands = await fetch(`${server.url}/api/brands?category=phone`).then(
          (response) => response.status,
          () => 0,
        );
        answers.push({ at: performance.now(), path: 'brands', status: brands });
      }
    };
    const customers = Array.from({ length: 20 }, customer);
    await sleep(5_000);
    const down = performance.now();
    await proxy.stop();
    await sleep(OUTAGE_S * 1000);
    const up = performance.now();
    await proxy.start();
    await sleep(15_000);
    stopping = true;
    await Promise.all(customers);
    const alive = server.process.exitCode === null;

    const tally = (from: number, to: number) => {
      const counts = new Map<string, number>();
      for (const { at, status } of answers) {
        if (at < from || at > to) continue;
        const key = status === 0 ? 'no answer' : String(status);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([status, times]) => `${status} × ${times}`).join(', ');
    };
    const bad = answers.filter(
      (answer) =>
        answer.at >= down && (answer.status === 0 || (answer.status >= 500 && answer.status !== 503)),
    );
    const writesAfter = answers.filter((answer) => answer.at > up && answer.path !== 'brands');
    const firstOk = writesAfter.find((answer) => answer.status >= 200 && answer.status < 300);
    const lastFailure = writesAfter.filter((answer) => answer.status < 200 || answer.status >= 300).at(-1);
    const seconds = (at: number | undefined) => (at === undefined ? '–' : ((at - up) / 1000).toFixed(1));
    console.log(`PostgreSQL stopped ${OUTAGE_S} s under load (20 customers: quote, submission, brands):`);
    console.log(`  answers during the outage: ${tally(down, up)}`);
    console.log(`  answers in the 15 s after the return: ${tally(up, Number.POSITIVE_INFINITY)}`);
    console.log(
      `  errors other than 503 from the stop on: ${bad.length}; first write accepted ${seconds(firstOk?.at)} s ` +
        `after the return, last write refused ${lastFailure ? `${seconds(lastFailure.at)} s after` : '– (none after the return)'}; ` +
        `server ${alive ? 'still running' : 'DIED'}`,
    );
  } finally {
    stopping = true;
    await server.stop();
    await proxy.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// 3. 200 concurrent customers

const loadLine = (label: string, run: TLoadRun) =>
  `${label.padEnd(12)} load generator: ${String(Math.round(run.requests / run.seconds)).padStart(5)} req/s  ` +
  `p95 ${percentile(run.latencies, 95).toFixed(0).padStart(5)} ms  p99 ${percentile(run.latencies, 99).toFixed(0).padStart(5)} ms  max ${String(Math.round(run.latencies.at(-1) ?? 0)).padStart(5)} ms  ` +
  `non-2xx ${run.non2xx}, socket errors ${run.socketErrors}, timeouts ${run.timeouts} (target 0)` +
  `\n${''.padEnd(12)} load generator's longest stall ${Math.round(run.generatorStallMs)} ms` +
  (run.timeouts ? `; timeouts counted ${timeoutSpread(run.timeoutAt)}` : '');

/** When the timeouts were counted: `from 23.1 to 23.2 s into the run` (one burst) or spread. */
function timeoutSpread(at: number[]): string {
  const first = Math.min(...at);
  const last = Math.max(...at);
  return `from ${first.toFixed(1)} to ${last.toFixed(1)} s into the run`;
}

/** The `ms` of every access log line in order (the server's own time: first middleware to the answer). */
function serverTimes(logFile: string): number[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { ms?: number };
        return entry.ms === undefined ? [] : [entry.ms];
      } catch {
        return [];
      }
    });
}

/**
 * The customers' walk against one server, logging every request as in production (LOG_LEVEL=info): the
 * load generator's figures (what a customer waits, sockets included) and, from the same run, the
 * server's own times, so a slow server and a starved load generator are told apart. The server and the
 * generator run on different cores (scripts/lib/cores.ts).
 */
async function customersOn(label: string, env: Record<string, string>): Promise<void> {
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-reliability-log-')), 'server.jsonl');
  const fd = openSync(logFile, 'w');
  const server = await spawnServer(serverEnv({ ...env, LOG_LEVEL: 'info' }), undefined, {
    stdoutFd: fd,
    pin: true,
  });
  try {
    const { mixed } = await customerRequests(server.url);
    await keepAliveRun(server.url, mixed, CUSTOMERS, 2);
    const warmedUp = serverTimes(logFile).length;
    const run = await keepAliveRun(server.url, mixed, CUSTOMERS, LOAD_S);
    await server.stop();
    const times = serverTimes(logFile)
      .slice(warmedUp)
      .sort((a, b) => a - b);
    console.log(loadLine(label, run));
    console.log(
      `${''.padEnd(12)} the server's own times: ${times.length} requests, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.round(times.at(-1) ?? 0)} ms, ${times.filter((ms) => ms > 10_000).length} over 10 s`,
    );
  } finally {
    if (server.process.exitCode === null) await server.stop();
    closeSync(fd);
    rmSync(path.dirname(logFile), { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------

console.log(
  `bench:reliability${QUICK ? ' --quick' : ''}${ONLY_CUSTOMERS ? ' --customers' : ''}${ONLY_HOSTILE ? ' --hostile' : ''} — ${pinLoadGenerator()}; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
if (ONLY_ERASURE) {
  await erasureScan();
  process.exit(0);
}
if (!ONLY_CUSTOMERS) {
  await erasureScan();
  if (!process.argv.includes('--no-fuzz')) await keepAliveFuzz(PORT, QUICK);
  await hostileWorkbookUploads(PORT);
}
if (ONLY_HOSTILE) process.exit(0);
if (!ONLY_CUSTOMERS) {
  await killUnderLoad();
  await withScratchDatabase('tradein_bench_outage', databaseOutage);
}

console.log(
  `${CUSTOMERS} concurrent customers × ${LOAD_S} s (brands → models → preview → quote; a timeout is no answer within 10 s):`,
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reliability-'));
try {
  await customersOn('  PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await withScratchDatabase('tradein_bench_customers', (databaseUrl) =>
  customersOn('  PostgreSQL', { DATABASE_URL: databaseUrl }),
);
