/**
 * `npm run bench:baseline` (part of `npm run bench`): the portal's catalogue, quote and static-asset rates
 * as ratios to a bare `node:http` server answering a 2 KB JSON, measured in the same run with the same
 * load (autocannon, 50 connections; the two in turn, see compare()), each server's CPU time per answer,
 * and the server's memory: the peak of the first start on an empty embedded database (migrations and
 * seeding; the web app already built), the resident size once idle, and after the load. Both servers run
 * on one core and the load generator on the other (scripts/lib/cores.ts). Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { validQuoteBody } from '../lib/quote-body.ts';
import { onServerCores, pinLoadGenerator } from '../lib/cores.ts';
import { spawnServer } from '../lib/spawn-server.ts';

const CONNECTIONS = 50;
/** Each comparison: ROUNDS windows of ROUND_S seconds, the bare server and the portal in turn. */
const ROUNDS = 5;
const ROUND_S = 2;
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3206);

type TTarget = { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

async function rate(base: string, target: TTarget, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', ...target.headers },
    ...(target.body ? { body: target.body } : {}),
  });
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface TSide {
  requests: number;
  seconds: number;
  cpuMs: number;
  p97_5: number;
  errors: number;
  bytes: number;
}

async function window(url: string, pid: number, target: TTarget, into: TSide): Promise<void> {
  const cpu = cpuMs(pid);
  const result = await rate(url, target, ROUND_S);
  into.cpuMs += cpuMs(pid) - cpu;
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.p97_5 = Math.max(into.p97_5, result.latency.p97_5);
  into.errors += result.non2xx + result.errors;
  into.bytes += result.throughput.total;
}

/**
 * The portal and the bare server measured in turn, ROUNDS windows each, so both see the same load from
 * the rest of the machine (which changes by the second on a shared one): req/s over the windows, and
 * the server's CPU time per answer (unlike req/s, barely moved by other work).
 */
async function compare(
  server: { url: string; pid: number; target: TTarget },
  bare: { url: string; pid: number; target: TTarget },
) {
  await rate(bare.url, bare.target, 1);
  await rate(server.url, server.target, 2);
  const empty = (): TSide => ({ requests: 0, seconds: 0, cpuMs: 0, p97_5: 0, errors: 0, bytes: 0 });
  const sides = { server: empty(), bare: empty() };
  for (let round = 0; round < ROUNDS; round += 1) {
    await window(bare.url, bare.pid, bare.target, sides.bare);
    await window(server.url, server.pid, server.target, sides.server);
  }
  return sides;
}

const perSecond = (side: TSide) => side.requests / side.seconds;
const microsPerAnswer = (side: TSide) => (side.cpuMs * 1000) / Math.max(side.requests, 1);

/** `goal`: the ratio to reach (issue 15: the catalogue reads ≥ 0.5× the bare server). */
function line(label: string, sides: { server: TSide; bare: TSide }, goal?: number): string {
  const ratio = perSecond(sides.server) / perSecond(sides.bare);
  const verdict = goal === undefined ? '' : ` (target ≥ ${goal}×: ${ratio >= goal ? 'met' : 'NOT met'})`;
  const cpuRatio = microsPerAnswer(sides.bare) / microsPerAnswer(sides.server);
  const kb = (side: TSide) => (side.bytes / Math.max(side.requests, 1) / 1024).toFixed(1);
  return (
    `${label.padEnd(31)} ${String(Math.round(perSecond(sides.server))).padStart(6)} req/s, bare ${String(Math.round(perSecond(sides.bare))).padStart(6)}: ` +
    `${ratio.toFixed(2)}× bare${verdict}\n${''.padEnd(31)} ` +
    `CPU per answer ${microsPerAnswer(sides.server).toFixed(0)} µs, bare ${microsPerAnswer(sides.bare).toFixed(0)} µs (${cpuRatio.toFixed(2)}×); ` +
    `${kb(sides.server)} KB/answer, bare ${kb(sides.bare)}; p97.5 ${sides.server.p97_5} ms, bare ${sides.bare.p97_5}; errors ${sides.server.errors}, bare ${sides.bare.errors}`
  );
}

/** Resident and peak resident memory of a process, in MB, from /proc (Linux). */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** A bare node:http server in its own process, answering every request with the same 2 KB JSON. */
async function startBare(): Promise<{ url: string; pid: number; stop: () => void }> {
  const source = `
    const body = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: 'item ' + i, price: 1000 + i })) }).padEnd(2048, ' ');
    const sized = new Map();
    require('node:http').createServer((req, res) => {
      req.resume();
      // /bytes/<n>: n random bytes, for the ratio of a static asset to a bare server sending as much
      // (random like compressed data: the load generator reads them far slower than repeated text);
      // /json/<n>: the JSON's text repeated to n bytes, for a larger catalogue list.
      const [, kind, size] = req.url.split('/');
      if ((kind === 'bytes' || kind === 'json') && !sized.has(req.url))
        sized.set(req.url, kind === 'bytes' ? require('node:crypto').randomBytes(Number(size)) : body.repeat(Math.ceil(size / body.length)).slice(0, Number(size)));
      const answer = sized.get(req.url) ?? body;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
      res.end(answer);
    }).listen(${BARE_PORT}, '127.0.0.1', () => process.send('ready'));`;
  const { command, args } = onServerCores(process.execPath, ['-e', source]);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${BARE_PORT}`, pid: child.pid!, stop: () => child.kill() };
}

/** `target`: the ratio to reach (issue 15: the catalogue reads ≥ 0.5× the bare server). */
console.log(
  `bench:baseline — ${pinLoadGenerator()}; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
const bare = await startBare();
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

  const portal = (target: TTarget) => ({ url: server.url, pid, target });
  const bareJson = { url: bare.url, pid: bare.pid, target: { path: '/' } };
  console.log(
    `Each line: ${ROUNDS} windows of ${ROUND_S} s for the portal and as many for the bare node:http server (2 KB JSON) in turn, ${CONNECTIONS} connections`,
  );
  const targets: [string, TTarget, number?][] = [
    ['GET /api/brands', { path: '/api/brands' }, 0.5],
    ['GET /api/models?brandId=', { path: `/api/models?brandId=${brands[0]?.id ?? 1}` }, 0.5],
    ['POST /api/quotes', { method: 'POST', path: '/api/quotes', body }],
    [`GET ${mainScript.slice(0, 20)}… (br)`, { path: mainScript, headers: { 'accept-encoding': 'br' } }],
  ];
  for (const [label, target, goal] of targets)
    console.log(line(label, await compare(portal(target), bareJson), goal));
  // A brand's models list is several times 2 KB, and reading more bytes costs the load generator too:
  // against a bare server sending as many bytes, the ratio is the server's own.
  const models = targets[1]![1];
  const modelsBytes = Buffer.byteLength(await (await fetch(`${server.url}${models.path}`)).text());
  const bareModels = { url: bare.url, pid: bare.pid, target: { path: `/json/${modelsBytes}` } };
  console.log(
    line(
      `models / bare ${(modelsBytes / 1024).toFixed(1)} KB JSON`,
      await compare(portal(models), bareModels),
    ),
  );
  // The asset is far larger than 2 KB: its ratio to a bare server sending as many bytes says more.
  const script = { path: mainScript, headers: { 'accept-encoding': 'br' } };
  const brBytes = Number((await fetch(`${server.url}${mainScript}`, script)).headers.get('content-length'));
  const bareBytes = { url: bare.url, pid: bare.pid, target: { path: `/bytes/${brBytes}` } };
  console.log(
    line(
      `main script (br) / bare ${Math.round(brBytes / 1024)} KB`,
      await compare(portal(script), bareBytes),
    ),
  );

  const loaded = memoryMb(pid);
  console.log(
    `\nServer memory: first start (migrations, seed) peak ${firstStart.peak} MB; idle ${idle.rss} MB resident; after the load ${loaded.rss} MB resident, peak ${loaded.peak} MB`,
  );
} finally {
  await server.stop();
  bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
