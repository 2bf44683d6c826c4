/**
 * `npm run bench:consoles` (issue 33): the staff consoles' lists over HTTP, as a browser asks for them —
 * the admin request list, the engineer's queue, the warehouse, sales and logistics lists, first page —
 * at 10 and 50 connections (autocannon, signed in as one staff account with every role), on the demo
 * business (`db:seed --demo`, 400 requests) and then with generated requests added up to 100,000
 * (the admin list and the engineer's queue grow; the item, sale and delivery lists stay the demo's).
 * Each line: req/s, p50/p95/p99 and the machine's load average; the verdict against issue 33's targets
 * (p95 < 50 ms at 10 connections and < 150 ms at 50 on the demo business; < 100 ms at 10 at 100k).
 * The server runs on one core, the load generator on the other (scripts/lib/cores.ts). Embedded
 * database (PGlite) in a data folder of its own.
 *
 * Options: `-- --requests 100000` (the larger size), `--duration 5` (seconds per line),
 * `--only admin,engineer` (lines whose name contains one of these).
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLES } from '../../src/core/roles.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { tradeIns, userRoles, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { generateRequests } from '../../tests/support/admin-request-factories.ts';
import { cpuMs, loadAverage } from '../lib/bare-server.ts';
import { pinLoadGenerator } from '../lib/cores.ts';
import { loadRun } from '../lib/load.ts';
import { percentile } from '../lib/percentile.ts';
import { root, spawnServer } from '../lib/spawn-server.ts';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const LARGE = Number(options.requests);
const DURATION_S = Number(options.duration);
const ONLY = options.only?.split(',');
const PORT = Number(process.env.BENCH_PORT ?? 3207);

const LISTS: [string, string][] = [
  ['admin requests', '/api/admin/requests'],
  ['engineer queue', '/api/engineer/queue'],
  ['warehouse items', '/api/warehouse/items'],
  ['sales inventory', '/api/sales/inventory'],
  ['sales documents', '/api/sales/documents'],
  ['logistics deliveries', '/api/logistics/deliveries'],
  ['logistics pickups', '/api/logistics/pickups'],
];
const chosen = LISTS.filter(([name]) => !ONLY || ONLY.some((key) => name.includes(key)));

/** A staff account with every role, made while no server holds the embedded database. */
async function makeStaff(dataDir: string): Promise<{ email: string; password: string }> {
  const database = await openDatabase({ dataDir });
  try {
    const email = `bench-consoles-${Date.now()}@example.com`;
    const password = randomBytes(18).toString('base64url');
    const [user] = await database.db
      .insert(users)
      .values({
        kind: 'staff',
        email,
        displayName: 'Bench staff',
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    await database.db.insert(userRoles).values(ROLES.map((role) => ({ userId: user!.id, role })));
    return { email, password };
  } finally {
    await database.close();
  }
}

/** Generated requests (tests/support/admin-request-factories.ts) until the database holds `total`. */
async function growTo(dataDir: string, total: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const existing = await database.db.$count(tradeIns);
    const count = total - existing;
    if (count <= 0) return;
    const started = performance.now();
    const batch = 25_000;
    const stepSeconds = (365 * 24 * 60 * 60) / count;
    const start = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
    // Row numbers well past any the demo uses, so references never meet.
    for (let done = 0; done < count; done += batch) {
      await generateRequests(database.db, {
        count: Math.min(batch, count - done),
        firstIndex: 1_000_000 + done,
        start: new Date(start.getTime() + done * stepSeconds * 1000),
        stepSeconds,
      });
    }
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `  ${count.toLocaleString('en')} requests generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await database.close();
  }
}

async function measure(dataDir: string, staff: { email: string; password: string }, size: string) {
  const server = await spawnServer(
    { PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SEED_ON_START: 'false' },
    undefined,
    { pin: true },
  );
  const verdicts: string[] = [];
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: staff.email, password: staff.password, audience: 'staff' }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    console.log(`\n${size} (load average ${loadAverage()})`);
    for (const [name, listPath] of chosen) {
      const check = await fetch(`${server.url}${listPath}`, { headers });
      if (!check.ok) throw new Error(`${listPath} answered ${check.status}: ${await check.text()}`);
      for (const connections of [10, 50]) {
        const request = { method: 'GET' as const, path: listPath, headers };
        await loadRun(server.url, [request], connections, 1);
        const cpuBefore = cpuMs(server.process.pid!);
        const run = await loadRun(server.url, [request], connections, DURATION_S);
        // The server's CPU per answer: unlike the times, barely moved by the rest of the machine's work.
        const cpu = (cpuMs(server.process.pid!) - cpuBefore) / Math.max(run.requests, 1);
        const ms = (p: number) => percentile(run.latencies, p);
        const target = size.startsWith('demo')
          ? connections === 10
            ? 50
            : 150
          : connections === 10
            ? 100
            : undefined;
        const verdict =
          target === undefined
            ? ''
            : ms(95) < target
              ? ` (< ${target} ms: met)`
              : ` (< ${target} ms: NOT met)`;
        if (target !== undefined)
          verdicts.push(
            `${size}, ${name}, ${connections} connections: p95 ${ms(95).toFixed(1)} ms${verdict}`,
          );
        console.log(
          `  ${name.padEnd(21)} ${String(connections).padStart(2)} conn  ${String(Math.round(run.requests / run.seconds)).padStart(5)} req/s  ` +
            `p50/p95/p99 ${ms(50).toFixed(1)}/${ms(95).toFixed(1)}/${ms(99).toFixed(1)} ms${verdict}; CPU ${cpu.toFixed(1)} ms/answer; errors ${run.errors}; load ${loadAverage()}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  return verdicts;
}

console.log(
  `bench:consoles — ${pinLoadGenerator()}; load average ${loadAverage()}; ${DURATION_S} s per line`,
);
const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-consoles-')), 'data');
try {
  const seeded = spawnSync(process.execPath, ['src/server/db/seed-cli.ts', '--demo'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('db:seed --demo failed');
  const staff = await makeStaff(dataDir);
  const verdicts = await measure(dataDir, staff, 'demo business');
  if (LARGE > 0) {
    console.log(`\nAdding generated requests up to ${LARGE.toLocaleString('en')}…`);
    await growTo(dataDir, LARGE);
    verdicts.push(...(await measure(dataDir, staff, `${LARGE.toLocaleString('en')} requests`)));
  }
  console.log(`\nSummary (load average now ${loadAverage()}):\n  ${verdicts.join('\n  ')}`);
} finally {
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
