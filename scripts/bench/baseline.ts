/**
 * `npm run bench:baseline` (issue 33): the portal's fixed cost per request, as ratios to a bare
 * `node:http` server answering a 2 KB JSON, measured in the same run with the same load (autocannon,
 * 50 connections; the two servers in turn, see compare()), with each server's CPU time per answer, the
 * portal's p95, and the machine's load average beside every line. Three runs by default
 * (`-- --runs 5`; `-- --only healthz,preview` measures those lines alone), then a summary per line
 * against its target. Both servers run on one core and the load generator on the other
 * (scripts/lib/cores.ts). Also the server's memory: the first start's peak on an empty embedded
 * database, idle, and after the load. Builds the web app first when it is not built.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuMs, loadAverage, memoryMb, startBareServer } from '../lib/bare-server.ts';
import { validQuoteBody } from '../lib/quote-body.ts';
import { pinLoadGenerator } from '../lib/cores.ts';
import { percentile } from '../lib/percentile.ts';
import { root, spawnServer } from '../lib/spawn-server.ts';

const CONNECTIONS = 50;
/** Each comparison: ROUNDS windows of ROUND_S seconds, the bare server and the portal in turn. */
const ROUNDS = 5;
const ROUND_S = 2;
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3206);

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const RUNS = Number(options.runs);
const ONLY = options.only?.split(',');

type TTarget = { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
interface TEnd {
  url: string;
  pid: number;
  target: TTarget;
}

interface TSide {
  requests: number;
  seconds: number;
  cpuMs: number;
  latencies: number[];
  errors: number;
  bytes: number;
}

async function rate(end: TEnd, duration: number, latencies?: number[]): Promise<autocannon.Result> {
  const { target } = end;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${end.url}${target.path}`,
        method: target.method ?? 'GET',
        connections: CONNECTIONS,
        duration,
        headers: { 'content-type': 'application/json', ...target.headers },
        ...(target.body ? { body: target.body } : {}),
      },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    if (latencies) instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  });
}

async function window(end: TEnd, into: TSide): Promise<void> {
  const cpu = cpuMs(end.pid);
  const result = await rate(end, ROUND_S, into.latencies);
  into.cpuMs += cpuMs(end.pid) - cpu;
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.errors += result.non2xx + result.errors;
  into.bytes += result.throughput.total;
}

/**
 * The portal and the bare server measured in turn, ROUNDS windows each, so both see the same load from
 * the rest of the machine (which changes by the second on a shared one): req/s over the windows, and
 * the server's CPU time per answer (unlike req/s, barely moved by other work).
 */
async function compare(server: TEnd, bare: TEnd) {
  await rate(bare, 1);
  await rate(server, 2);
  const empty = (): TSide => ({ requests: 0, seconds: 0, cpuMs: 0, latencies: [], errors: 0, bytes: 0 });
  const sides = { server: empty(), bare: empty() };
  for (let round = 0; round < ROUNDS; round += 1) {
    await window(bare, sides.bare);
    await window(server, sides.server);
  }
  sides.server.latencies.sort((a, b) => a - b);
  return sides;
}

const perSecond = (side: TSide) => side.requests / side.seconds;
const microsPerAnswer = (side: TSide) => (side.cpuMs * 1000) / Math.max(side.requests, 1);

function line(label: string, sides: { server: TSide; bare: TSide }, goal?: number): string {
  const ratio = perSecond(sides.server) / perSecond(sides.bare);
  const verdict = goal === undefined ? '' : ` (target ≥ ${goal}×: ${ratio >= goal ? 'met' : 'NOT met'})`;
  const cpuRatio = microsPerAnswer(sides.bare) / microsPerAnswer(sides.server);
  const kb = (side: TSide) => (side.bytes / Math.max(side.requests, 1) / 1024).toFixed(1);
  const ms = (p: number) => percentile(sides.server.latencies, p).toFixed(1);
  return (
    `${label.padEnd(31)} ${String(Math.round(perSecond(sides.server))).padStart(6)} req/s, bare ${String(Math.round(perSecond(sides.bare))).padStart(6)}: ` +
    `${ratio.toFixed(2)}× bare${verdict}; load ${loadAverage()}\n${''.padEnd(31)} ` +
    `CPU per answer ${microsPerAnswer(sides.server).toFixed(0)} µs, bare ${microsPerAnswer(sides.bare).toFixed(0)} µs (${cpuRatio.toFixed(2)}×); ` +
    `p50/p95/p99 ${ms(50)}/${ms(95)}/${ms(99)} ms; ${kb(sides.server)} KB/answer, bare ${kb(sides.bare)}; errors ${sides.server.errors}, bare ${sides.bare.errors}`
  );
}

interface TLine {
  key: string;
  label: string;
  portal: TTarget;
  /** The bare server's answer to compare with: its 2 KB JSON unless said otherwise. */
  bare?: string;
  goal?: number;
}

console.log(`bench:baseline — ${pinLoadGenerator()}; load average ${loadAverage()}`);
if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  console.log('Building the web app first (npm run build)…');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0)
    throw new Error('npm run build failed');
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
const bare = await startBareServer(BARE_PORT);
const server = await spawnServer(
  {
    PORT: process.env.BENCH_PORT ?? '3205',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    QUOTE_RATE_LIMIT: '1000000000',
    SUBMISSION_RATE_LIMIT: '1000000000',
  },
  undefined,
  { pin: true },
);
try {
  const pid = server.process.pid!;
  const firstStart = memoryMb(pid);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idle = memoryMb(pid);

  const page = await (await fetch(`${server.url}/`)).text();
  const mainScript = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!mainScript) throw new Error('index.html names no script: run `npm run build` first');
  const { brands } = (await (await fetch(`${server.url}/api/brands`)).json()) as { brands: { id: number }[] };
  const body = await validQuoteBody(server.url);
  const models = { path: `/api/models?brandId=${brands[0]?.id ?? 1}` };
  const modelsBytes = Buffer.byteLength(await (await fetch(`${server.url}${models.path}`)).text());
  const script = { path: mainScript, headers: { 'accept-encoding': 'br' } };
  const brBytes = Number((await fetch(`${server.url}${mainScript}`, script)).headers.get('content-length'));

  const lines: TLine[] = [
    { key: 'healthz', label: 'GET /healthz (empty route)', portal: { path: '/healthz' }, goal: 0.7 },
    // The same list through Hono (the fast path leaves unknown parameters to it): the fixed cost of
    // every route that is not answered from memory before Hono.
    { key: 'hono', label: 'GET /api/brands?via=hono (Hono)', portal: { path: '/api/brands?via=hono' } },
    { key: 'brands', label: 'GET /api/brands', portal: { path: '/api/brands' }, goal: 0.6 },
    { key: 'models', label: 'GET /api/models?brandId=', portal: models, goal: 0.6 },
    {
      key: 'preview',
      label: 'POST /api/quotes/preview',
      portal: { method: 'POST', path: '/api/quotes/preview', body },
      goal: 0.4,
    },
    {
      key: 'quotes',
      label: 'POST /api/quotes',
      portal: { method: 'POST', path: '/api/quotes', body },
      goal: 0.25,
    },
    // A brand's models list is several times 2 KB, and reading more bytes costs the load generator
    // too: against a bare server sending as many bytes, the ratio is the server's own.
    {
      key: 'models-bytes',
      label: `models / bare ${(modelsBytes / 1024).toFixed(1)} KB JSON`,
      portal: models,
      bare: `/json/${modelsBytes}`,
    },
    // The asset is far larger than 2 KB: against a bare server sending as many (random) bytes.
    {
      key: 'script',
      label: `main script (br) / bare ${Math.round(brBytes / 1024)} KB`,
      portal: script,
      bare: `/bytes/${brBytes}`,
    },
  ];
  const chosen = lines.filter((entry) => !ONLY || ONLY.some((key) => entry.key.includes(key)));
  console.log(
    `Each line: ${ROUNDS} windows of ${ROUND_S} s for the portal and as many for the bare node:http server (2 KB JSON) in turn, ${CONNECTIONS} connections; ${RUNS} runs`,
  );
  const ratios = new Map<string, number[]>();
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`\nRun ${run} of ${RUNS} (load average ${loadAverage()})`);
    for (const entry of chosen) {
      const sides = await compare(
        { url: server.url, pid, target: entry.portal },
        { url: bare.url, pid: bare.pid, target: { path: entry.bare ?? '/' } },
      );
      console.log(line(entry.label, sides, entry.goal));
      ratios.set(entry.key, [
        ...(ratios.get(entry.key) ?? []),
        perSecond(sides.server) / perSecond(sides.bare),
      ]);
    }
  }

  console.log(`\nSummary (${RUNS} runs; load average now ${loadAverage()}):`);
  for (const entry of chosen) {
    const seen = ratios.get(entry.key) ?? [];
    const range = `${Math.min(...seen).toFixed(2)}–${Math.max(...seen).toFixed(2)}×`;
    const met =
      entry.goal === undefined
        ? ''
        : `; target ≥ ${entry.goal}× met in ${seen.filter((ratio) => ratio >= entry.goal!).length} of ${seen.length}`;
    console.log(`  ${entry.label.padEnd(31)} ${range}${met}`);
  }
  const loaded = memoryMb(pid);
  console.log(
    `\nServer memory: first start (migrations, seed) peak ${firstStart.peak} MB; idle ${idle.rss} MB resident; after the load ${loaded.rss} MB resident, peak ${loaded.peak} MB`,
  );
} finally {
  await server.stop();
  bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
