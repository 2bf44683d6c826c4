/**
 * A bare `node:http` server in its own process, the benches' yardstick (issue 33): every request is
 * answered with the same 2 KB JSON, `/bytes/<n>` with n random bytes (like compressed data: a load
 * generator reads them far slower than repeated text), `/json/<n>` with the JSON's text repeated to n
 * bytes. It runs on the servers' core (scripts/lib/cores.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { onServerCores } from './cores.ts';

const SOURCE = (port: number) => `
  const body = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: 'item ' + i, price: 1000 + i })) }).padEnd(2048, ' ');
  const sized = new Map();
  require('node:http').createServer((req, res) => {
    req.resume();
    const [, kind, size] = req.url.split('/');
    if ((kind === 'bytes' || kind === 'json') && !sized.has(req.url))
      sized.set(req.url, kind === 'bytes' ? require('node:crypto').randomBytes(Number(size)) : body.repeat(Math.ceil(size / body.length)).slice(0, Number(size)));
    const answer = sized.get(req.url) ?? body;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
    res.end(answer);
  }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;

export async function startBareServer(port: number): Promise<{ url: string; pid: number; stop: () => void }> {
  const { command, args } = onServerCores(process.execPath, ['-e', SOURCE(port)]);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident and peak resident memory of a process, in MB, from /proc (Linux). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The machine's load average, as the benches print it beside each figure. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
