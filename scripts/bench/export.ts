/**
 * `npm run bench:export`: the admin CSV export's memory while it streams (issue 29; the figures the
 * functional test tests/integration/admin-requests-export.test.ts used to assert, decision 042).
 *
 * For 20,000 and 1,000,000 generated requests (BENCH_ROWS=20000,1000000), on PGlite in a folder of its
 * own and on PostgreSQL (BENCH_BACKENDS=pglite,postgres; a fresh database `<BENCH_DB_PREFIX>_<pid>` on
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped after): the whole export is
 * read from the app in this process (app.request, as the tests call it) after a warm-up export, and every
 * few chunks the garbage is collected and what the process still holds is measured against before the
 * export: the JavaScript heap, and the array buffers less the embedded database's WebAssembly memory
 * (the database's cache, which grows under a big read and is never given back). Budget: each peak < 4 MB
 * whatever the number of rows (the file is 5 MB at 20,000 rows, 270 MB at 1,000,000). Prints the figures
 * and the verdict; the exit code is for errors only, like the other benches.
 */
import os from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { tradeIns } from '../../src/server/db/schema/index.ts';
import { seedEmptyParts } from '../../src/server/db/seed/index.ts';
import { withScratchDatabase } from '../lib/bench-database.ts';
import { signedInApp, withPgliteFolder } from '../lib/in-process-app.ts';
import { generateYearOfRequests } from '../lib/year-of-requests.ts';

const ROW_COUNTS = (process.env.BENCH_ROWS ?? '20000,1000000').split(',').map(Number);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench_export';
const BUDGET_BYTES = 4 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Memory in use once garbage is collected (twice, a turn apart: array buffers are freed after a collection). */
async function collected(): Promise<NodeJS.MemoryUsage> {
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return process.memoryUsage();
}

/** The embedded database's WebAssembly memory (0 on a PostgreSQL server): it lives in this process. */
function embeddedDatabaseHeap(database: TDatabase): number {
  const client = (database.db as unknown as { $client?: { mod?: { wasmMemory?: WebAssembly.Memory } } })
    .$client;
  return client?.mod?.wasmMemory?.buffer.byteLength ?? 0;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface TResult {
  backend: string;
  rows: number;
  bytes: number;
  chunks: number;
  seconds: number;
  peakHeap: number;
  peakBuffers: number;
  databaseHeapGrowth: number;
}

async function measure(database: TDatabase, backend: string, rows: number): Promise<TResult> {
  const { db } = database;
  await database.migrate();
  await seedEmptyParts(db);
  const started = performance.now();
  await generateYearOfRequests(db, rows, { batch: 50_000, progress: true });
  await db.execute(sql`vacuum analyze trade_ins`);
  console.log(` (${backend}, ${((performance.now() - started) / 1000).toFixed(0)} s)`);

  const app = await signedInApp(database);
  try {
    const get = (url: string) => app.request(url);
    // Warm-up: the route, the statements, the database's cache for a part of the table.
    await (await get('/api/admin/requests.csv?province=bangkok')).arrayBuffer();

    const response = await get('/api/admin/requests.csv');
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    const baseline = await collected();
    const baselineDatabaseHeap = embeddedDatabaseHeap(database);
    const every = Math.max(4, Math.round(rows / 50_000));
    const result: TResult = {
      backend,
      rows: -1,
      bytes: 0,
      chunks: 0,
      seconds: 0,
      peakHeap: 0,
      peakBuffers: 0,
      databaseHeapGrowth: 0,
    };
    const exportStarted = performance.now();
    for await (const chunk of response.body!) {
      result.chunks += 1;
      result.bytes += chunk.byteLength;
      for (let index = chunk.indexOf(0x0a); index !== -1; index = chunk.indexOf(0x0a, index + 1))
        result.rows += 1;
      if (result.chunks % every === 0) {
        const usage = await collected();
        const databaseHeapGrowth = embeddedDatabaseHeap(database) - baselineDatabaseHeap;
        result.databaseHeapGrowth = Math.max(result.databaseHeapGrowth, databaseHeapGrowth);
        result.peakHeap = Math.max(result.peakHeap, usage.heapUsed - baseline.heapUsed);
        result.peakBuffers = Math.max(
          result.peakBuffers,
          usage.arrayBuffers - baseline.arrayBuffers - databaseHeapGrowth,
        );
      }
    }
    result.seconds = (performance.now() - exportStarted) / 1000;
    const total = await db.$count(tradeIns);
    if (result.rows !== total) throw new Error(`the export had ${result.rows} rows, the table ${total}`);
    return result;
  } finally {
    app.close();
  }
}

async function onPglite(rows: number): Promise<TResult> {
  return withPgliteFolder(async (dataDir) => {
    const database = await openDatabase({ dataDir });
    try {
      return await measure(database, 'PGlite', rows);
    } finally {
      await database.close();
    }
  });
}

async function onPostgres(rows: number): Promise<TResult> {
  return withScratchDatabase(DB_PREFIX, async (databaseUrl) => {
    const database = await openDatabase({ databaseUrl });
    try {
      return await measure(database, 'PostgreSQL', rows);
    } finally {
      await database.close();
    }
  });
}

const load = () => os.loadavg()[0]!.toFixed(1);
console.log(
  `bench:export — ${os.cpus().length} cores, load ${load()}; budget: peak heap and buffers < ${mb(BUDGET_BYTES)}`,
);
const results: TResult[] = [];
for (const rows of ROW_COUNTS) {
  for (const backend of BACKENDS) {
    results.push(backend === 'postgres' ? await onPostgres(rows) : await onPglite(rows));
    const last = results.at(-1)!;
    console.log(
      `${last.backend} ${last.rows.toLocaleString('en')} rows: ${mb(last.bytes)} in ${last.chunks} chunks, ` +
        `${last.seconds.toFixed(1)} s (${Math.round(last.rows / last.seconds).toLocaleString('en')} rows/s); ` +
        `peak heap ${mb(last.peakHeap)}, buffers ${mb(last.peakBuffers)}` +
        (last.databaseHeapGrowth
          ? ` (database's WebAssembly memory grew ${mb(last.databaseHeapGrowth)}, left out)`
          : '') +
        `; load ${load()}`,
    );
  }
}
const met = results.every((result) => result.peakHeap < BUDGET_BYTES && result.peakBuffers < BUDGET_BYTES);
console.log(`\nCSV export memory budget: ${met ? 'met' : 'NOT MET'}`);
