/**
 * `npm run bench:admin`: the admin request list and its CSV export on 1,000,000 generated requests in
 * PostgreSQL (issue 5 budgets). PostgreSQL only: DATABASE_URL names the database (its requests are
 * generated when it has none, reused otherwise), or BENCH_PG_ADMIN_URL (e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) lets the bench create a fresh database and drop it after
 * (BENCH_KEEP_DB=true keeps it). BENCH_ROWS changes the number of requests; BENCH_PARTS=pages or
 * BENCH_PARTS=csv runs one half.
 *
 * 1. Migrate, seed the catalogue, generate the requests (tests/support/admin-request-factories.ts:
 *    statuses, provinces, brands, dealers, a year of dates, Thai and Latin names, phones), VACUUM ANALYZE.
 * 2. First page (25 rows) of every single filter, every search kind and every sort, through the
 *    service: 30 timed runs after 3 warm-ups (searches use 30 different values). Target p95 < 50 ms.
 * 3. CSV export of every row over HTTP from a server process of its own, signed in as an admin:
 *    rows/s and the server's resident memory (VmRSS) growth. Targets ≥ 50,000 rows/s, < 100 MB.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TAdminRequestListQuery } from '../../src/core/contracts/admin-requests.ts';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { brands, tradeIns, userRoles, users } from '../../src/server/db/schema/index.ts';
import { seedEmptyParts } from '../../src/server/db/seed/index.ts';
import { createAdminRequestsService } from '../../src/server/modules/admin-requests/admin-requests.service.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { spawnServer } from '../lib/spawn-server.ts';
import { chooseBenchDatabase } from '../lib/bench-database.ts';
import { createPhotoStorage } from '../../src/server/modules/photos/photo-storage.ts';
import { createFsFileStore } from '../../src/server/storage/fs-file-store.ts';
import { percentile } from '../lib/percentile.ts';
import { generateYearOfRequests } from '../lib/year-of-requests.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BATCH = 100_000;
const RUNS = 30;
const WARMUPS = 3;
const PAGE_P95_TARGET_MS = 50;
const CSV_ROWS_PER_S_TARGET = 50_000;
const CSV_RSS_TARGET_MB = 100;
const PORT = 3197;
/** BENCH_PARTS=pages or csv runs one half. */
const PARTS = (process.env.BENCH_PARTS ?? 'pages,csv').split(',');

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function prepareData(database: TDatabase): Promise<void> {
  const { db } = database;
  await database.migrate();
  await seedEmptyParts(db);
  const existing = await db.$count(tradeIns);
  if (existing > 0) {
    console.log(`reusing ${existing.toLocaleString('en')} requests`);
    return;
  }
  const started = performance.now();
  await generateYearOfRequests(db, ROWS, { batch: BATCH, progress: true });
  // As a table in use would be: statistics current, hint bits and the visibility map set.
  await db.execute(sql`vacuum analyze trade_ins`);
  console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s (vacuumed, analyzed)`);
}

type TQuery = Partial<TAdminRequestListQuery>;

/** Values for the searches: 30 different requests' reference, phone, email, IMEI, serial. */
async function searchValues(database: TDatabase) {
  const result = (await database.db.execute(sql`
    select reference, phone, email, imei_serial from trade_ins
    where id in (select (1 + (g * 33331) % ${ROWS}) from generate_series(1, 400) g)`)) as unknown as {
    rows: { reference: string; phone: string; email: string | null; imei_serial: string | null }[];
  };
  const rows = result.rows;
  const pick = <T>(values: (T | null | undefined)[]) =>
    values.filter((value): value is T => value != null).slice(0, RUNS);
  return {
    reference: pick(rows.map((row) => row.reference.toLowerCase())),
    // As staff type them: dashes and the country code.
    phone: pick(
      rows.map((row, index) =>
        index % 2
          ? `${row.phone.slice(0, 3)}-${row.phone.slice(3, 6)}-${row.phone.slice(6)}`
          : `+66 ${row.phone.slice(1)}`,
      ),
    ),
    email: pick(rows.map((row) => row.email?.toUpperCase())),
    imei: pick(
      rows.map((row) => (row.imei_serial && /^\d{15}$/.test(row.imei_serial) ? row.imei_serial : null)),
    ),
    serial: pick(
      rows.map((row) => (row.imei_serial?.startsWith('SN') ? row.imei_serial.toLowerCase() : null)),
    ),
  };
}

async function benchPages(database: TDatabase): Promise<boolean> {
  const service = createAdminRequestsService({
    db: database.db,
    photos: createPhotoStorage(createFsFileStore(os.tmpdir())),
  });
  const [firstBrand] = await database.db.select({ id: brands.id, name: brands.name }).from(brands).limit(1);
  const values = await searchValues(database);
  const weekFrom = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const weekTo = new Date(Date.now() - 54 * 86_400_000).toISOString().slice(0, 10);
  const fixed = (query: TQuery) => () => query;
  const varying = (list: string[]) => (run: number) => ({ q: list[run % list.length]! });
  const cases: [string, (run: number) => TQuery][] = [
    ['no filter (newest first)', fixed({})],
    ['status=new', fixed({ status: ['new'] })],
    ['status=inspected', fixed({ status: ['inspected'] })],
    ['status=new,booked', fixed({ status: ['new', 'booked'] })],
    ['from/to (one week)', fixed({ from: weekFrom, to: weekTo })],
    ['category=phone', fixed({ category: 'phone' })],
    ['category=printer', fixed({ category: 'printer' })],
    [`brandId=${firstBrand?.id} (${firstBrand?.name})`, fixed({ brandId: firstBrand?.id })],
    ['fulfilment=pickup', fixed({ fulfilment: 'pickup' })],
    ['option=voucher', fixed({ option: 'voucher' })],
    ['province=bangkok', fixed({ province: 'bangkok' })],
    ['province=mae-hong-son', fixed({ province: 'mae-hong-son' })],
    ['dealerCode=BKK-D007', fixed({ dealerCode: 'BKK-D007' })],
    ['q=reference', varying(values.reference)],
    ['q=phone (+66 / dashes)', varying(values.phone)],
    ['q=email (upper case)', varying(values.email)],
    ['q=IMEI', varying(values.imei)],
    ['q=serial', varying(values.serial)],
    ['q=name prefix "สมชาย"', fixed({ q: 'สมชาย' })],
    ['q=name prefix "malee wong"', fixed({ q: 'malee wong' })],
    ['q=name prefix "zz" (no match)', fixed({ q: 'zz' })],
    ['sort=offeredThb desc', fixed({ sort: 'offeredThb', dir: 'desc' })],
    ['sort=offeredThb asc', fixed({ sort: 'offeredThb', dir: 'asc' })],
    ['sort=status asc', fixed({ sort: 'status', dir: 'asc' })],
    ['sort=reference asc', fixed({ sort: 'reference', dir: 'asc' })],
  ];
  const base: TAdminRequestListQuery = { sort: 'createdAt', dir: 'desc', pageSize: 25 };
  console.log(
    `\nfirst page (25 rows) through the service, ${RUNS} runs each (target p95 < ${PAGE_P95_TARGET_MS} ms)`,
  );
  console.log(
    `${'case'.padEnd(34)} ${'rows'.padStart(4)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`,
  );
  let allMet = true;
  for (const [label, queryOf] of cases) {
    for (let run = 0; run < WARMUPS; run += 1) await service.listRequests({ ...base, ...queryOf(run) });
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const page = await service.listRequests({ ...base, ...queryOf(run) });
      times.push(performance.now() - started);
      rows = Math.max(rows, page.items.length);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const met = p95 < PAGE_P95_TARGET_MS;
    allMet &&= met;
    console.log(
      `${label.padEnd(34)} ${String(rows).padStart(4)} ${ms(percentile(times, 50)).padStart(9)} ${ms(p95).padStart(9)} ${ms(times.at(-1)!).padStart(9)}${met ? '' : '  NOT MET'}`,
    );
  }
  // Keyset pages cost the same deep in the list: page 200 of the unfiltered list.
  let cursor: string | null = null;
  for (let page = 0; page < 199; page += 1) {
    cursor = (await service.listRequests({ ...base, ...(cursor ? { cursor } : {}) })).nextCursor;
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await service.listRequests({ ...base, cursor: cursor! });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${'page 200, no filter (keyset)'.padEnd(34)} ${'25'.padStart(4)} ${ms(percentile(times, 50)).padStart(9)} ${ms(percentile(times, 95)).padStart(9)} ${ms(times.at(-1)!).padStart(9)}`,
  );
  return allMet;
}

/** The resident memory of a process, from /proc (Linux). */
function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** CPU seconds (user + system) a process used so far, from /proc (Linux); all its threads. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // ended meanwhile
  }
}

/** CPU seconds of the database server's processes serving this database. */
async function databaseCpuSeconds(database: TDatabase): Promise<number> {
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.reduce((sum, row) => sum + cpuSeconds(row.pid), 0);
}

async function benchExport(database: TDatabase, databaseUrl: string): Promise<boolean> {
  const email = `bench-admin-${Date.now()}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const [user] = await database.db
    .insert(users)
    .values({ kind: 'staff', email, displayName: 'Bench admin', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
  const total = await database.db.$count(tradeIns);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradein-bench-admin-'));
  const server = await spawnServer({
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(48).toString('base64url'),
  });
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password, audience: 'staff' }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    // Warm-up: the route, the statements and the connection pool.
    await (
      await fetch(`${server.url}/api/admin/requests.csv?province=mae-hong-son`, { headers })
    ).arrayBuffer();

    const pid = server.process.pid!;
    const rssBefore = rssBytes(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssBytes(pid));
    }, 50);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const cpuBefore = {
      server: cpuSeconds(pid),
      database: await databaseCpuSeconds(database),
      client: process.cpuUsage(),
    };
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/requests.csv`, { headers });
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      for (let index = chunk.indexOf(0x0a); index !== -1; index = chunk.indexOf(0x0a, index + 1))
        newlines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const client = process.cpuUsage(cpuBefore.client);
    const cpu = {
      server: cpuSeconds(pid) - cpuBefore.server,
      database: (await databaseCpuSeconds(database)) - cpuBefore.database,
      client: (client.user + client.system) / 1e6,
    };
    rssPeak = Math.max(rssPeak, rssBytes(pid));
    const rows = newlines - 1;
    const rowsPerSecond = rows / seconds;
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    console.log(
      `\nCSV export of every request over HTTP (targets ≥ ${CSV_ROWS_PER_S_TARGET.toLocaleString('en')} rows/s, RSS growth < ${CSV_RSS_TARGET_MB} MB)`,
    );
    console.log(
      `rows ${rows.toLocaleString('en')} of ${total.toLocaleString('en')}, ${(bytes / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `${Math.round(rowsPerSecond).toLocaleString('en')} rows/s, ${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s`,
    );
    console.log(
      `server RSS ${(rssBefore / 1024 / 1024).toFixed(0)} MB before, peak ${(rssPeak / 1024 / 1024).toFixed(0)} MB: growth ${growthMb.toFixed(1)} MB`,
    );
    console.log(
      `CPU: server ${cpu.server.toFixed(1)} s, PostgreSQL ${cpu.database.toFixed(1)} s, this client ${cpu.client.toFixed(1)} s; ${os.cpus().length} cores, load ${load} at the start`,
    );
    const met = rows === total && rowsPerSecond >= CSV_ROWS_PER_S_TARGET && growthMb < CSV_RSS_TARGET_MB;
    if (!met) console.log('CSV export: NOT MET');
    return met;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const target = await chooseBenchDatabase('bench_admin', 'bench:admin');
try {
  const database = await openDatabase({ databaseUrl: target.url });
  try {
    await prepareData(database);
    const pagesMet = PARTS.includes('pages') ? await benchPages(database) : true;
    const exportMet = PARTS.includes('csv') ? await benchExport(database, target.url) : true;
    // Like the other benches: figures and verdict printed, the exit code is for errors only.
    console.log(`\nadmin requests budgets: ${pagesMet && exportMet ? 'met' : 'NOT MET'}`);
  } finally {
    await database.close();
  }
} finally {
  await target.drop?.();
}
