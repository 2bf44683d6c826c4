/**
 * `npm run bench:baseline` (part of `npm run bench`): the portal's catalogue, quote and static-asset rates
 * as ratios to a bare `node:http` server answering a 2 KB JSON, measured in the same run with the same
 * load (autocannon, 50 connections, 10 s after a 2 s warm-up), and the server's memory: the peak of the
 * first start on an empty embedded database (migrations and seeding; the web app already built), the
 * resident size once idle, and after the load. Needs `npm run build` first (the static asset).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { validQuoteBody } from '../lib/quote-body.ts';
import { spawnServer } from '../lib/spawn-server.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
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

async function measure(base: string, target: TTarget): Promise<autocannon.Result> {
  await rate(base, target, 2);
  return rate(base, target, DURATION_S);
}

/** Resident and peak resident memory of a process, in MB, from /proc (Linux). */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** A bare node:http server in its own process, answering every request with the same 2 KB JSON. */
async function startBare(): Promise<{ url: string; stop: () => void }> {
  const source = `
    const body = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: 'item ' + i, price: 1000 + i })) }).padEnd(2048, ' ');
    const sized = new Map();
    require('node:http').createServer((req, res) => {
      req.resume();
      // /bytes/<n>: n random bytes, for the ratio of a static asset to a bare server sending as much
      // (random like compressed data: the load generator reads them far slower than repeated text).
      const size = req.url.startsWith('/bytes/') ? req.url.slice(7) : undefined;
      if (size && !sized.has(size)) sized.set(size, require('node:crypto').randomBytes(Number(size)));
      const answer = size ? sized.get(size) : body;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
      res.end(answer);
    }).listen(${BARE_PORT}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${BARE_PORT}`, stop: () => child.kill() };
}

const line = (label: string, result: autocannon.Result, bare: number) =>
  `${label.padEnd(30)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ${(result.requests.average / bare).toFixed(2)}× bare  p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  non-2xx ${result.non2xx}, errors ${result.errors}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
const bare = await startBare();
const server = await spawnServer({
  PORT: process.env.BENCH_PORT ?? '3205',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  QUOTE_RATE_LIMIT: '1000000000',
  SUBMISSION_RATE_LIMIT: '1000000000',
});
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

  const bareResult = await measure(bare.url, { path: '/' });
  const bareRate = bareResult.requests.average;
  console.log(line('bare node:http, 2 KB JSON', bareResult, bareRate));
  const targets: [string, TTarget][] = [
    ['GET /api/brands', { path: '/api/brands' }],
    ['GET /api/models?brandId=', { path: `/api/models?brandId=${brands[0]?.id ?? 1}` }],
    ['POST /api/quotes', { method: 'POST', path: '/api/quotes', body }],
    [`GET ${mainScript.slice(0, 20)}… (br)`, { path: mainScript, headers: { 'accept-encoding': 'br' } }],
  ];
  for (const [label, target] of targets)
    console.log(line(label, await measure(server.url, target), bareRate));
  // The asset is far larger than 2 KB: its ratio to a bare server sending as many bytes says more.
  const script = { path: mainScript, headers: { 'accept-encoding': 'br' } };
  const brBytes = Number((await fetch(`${server.url}${mainScript}`, script)).headers.get('content-length'));
  const bareBr = await measure(bare.url, { path: `/bytes/${brBytes}` });
  const scriptResult = await measure(server.url, script);
  console.log(line(`bare node:http, ${Math.round(brBytes / 1024)} KB`, bareBr, bareBr.requests.average));
  console.log(line('GET main script (br), same size', scriptResult, bareBr.requests.average));

  const loaded = memoryMb(pid);
  console.log(
    `\nServer memory: first start (migrations, seed) peak ${firstStart.peak} MB; idle ${idle.rss} MB resident; after the load ${loaded.rss} MB resident, peak ${loaded.peak} MB`,
  );
} finally {
  await server.stop();
  bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
