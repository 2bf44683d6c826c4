/**
 * `npm run bench:memory`: where the server's memory goes (decision 034). Targets (issue 15): idle RSS
 * under 250 MB, the first start's peak under 600 MB. Two measurements on an empty data folder, then one
 * on the same folder again (a later start):
 * - the real server (`node <SERVER_NODE_FLAGS> src/server/main.ts`) sampled from outside every 50 ms
 *   with its child processes (the first start's initdb runs in one): peaks, and the resident size idle;
 * - a probe (memory-probe.ts) that starts the server the same way and prints its memory at each step
 *   (modules, database opened, migrated and seeded, listening, idle).
 * Needs `npm run build` first (the web app's files are read at start).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/server/runtime/node-runtime.ts';
import { root, spawnServer } from '../lib/spawn-server.ts';

const port = process.env.BENCH_PORT ?? '3207';
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);

function residentMb(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined; // ended meanwhile
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Samples a process and its children until stopped: the largest of each, and of their sum. */
function sampler(pid: number) {
  let childPeak = 0;
  let totalPeak = 0;
  const timer = setInterval(() => {
    const own = residentMb(pid)?.rss ?? 0;
    const children = childrenOf(pid).reduce((sum, child) => sum + (residentMb(child)?.peak ?? 0), 0);
    childPeak = Math.max(childPeak, children);
    totalPeak = Math.max(totalPeak, own + children);
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return { childPeak, totalPeak };
    },
  };
}

async function realServer(label: string, dataDir: string): Promise<void> {
  let sampling: ReturnType<typeof sampler> | undefined;
  const server = await spawnServer({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' }, undefined, {
    onSpawn: (child) => {
      sampling = sampler(child.pid!);
    },
  });
  const pid = server.process.pid!;
  const ready = residentMb(pid)!;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idle = residentMb(pid)!;
  const { childPeak, totalPeak } = sampling!.stop();
  await server.stop();
  console.log(
    `  ${label.padEnd(34)} server peak ${String(idle.peak).padStart(4)} MB, idle ${String(idle.rss).padStart(4)} MB` +
      ` (ready ${ready.rss} MB, ${(server.readyMs / 1000).toFixed(1)} s);` +
      ` child processes peak ${childPeak} MB; server + children peak ${totalPeak} MB`,
  );
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `  ${''.padEnd(34)} targets: idle < 250 MB ${verdict(idle.rss < 250)}` +
      (label.startsWith('first')
        ? `; first start's peak, every process, < 600 MB ${verdict(totalPeak < 600)}`
        : ''),
  );
}

async function probe(label: string, dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, 'scripts/bench/memory-probe.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'bench-memory-'.padEnd(64, 'x'),
        IDLE_MS: String(IDLE_MS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const sampling = sampler(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const { childPeak } = sampling.stop();
  console.log(`  ${label} (MB; wasm = PGlite's WebAssembly memory; child processes peak ${childPeak} MB):`);
  console.log(`    ${'step'.padEnd(34)}   rss  peak  heapUsed  heapTotal  external  wasm`);
  for (const line of output.split('\n').filter((text) => text.startsWith('{"step"'))) {
    const step = JSON.parse(line) as Record<string, number | string>;
    const cell = (key: string, width: number) => String(step[key]).padStart(width);
    console.log(
      `    ${String(step.step).padEnd(34)} ${cell('rss', 5)} ${cell('peak', 5)} ${cell('heapUsed', 9)} ${cell('heapTotal', 10)} ${cell('external', 9)} ${cell('wasm', 5)}`,
    );
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
try {
  console.log(
    `Server memory, Node flags ${SERVER_NODE_FLAGS.join(' ')} (targets: idle < 250 MB, first start peak < 600 MB)`,
  );
  await realServer('first start (empty data folder)', dataDir);
  await realServer('later start (same folder)', dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  await probe('first start, step by step', dataDir);
  await probe('later start, step by step', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
