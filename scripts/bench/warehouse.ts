/**
 * `npm run bench:warehouse` (issue 18, decision 022): the warehouse console at 100,000 items on the
 * embedded database (PGlite in memory, the default install's engine), or on PostgreSQL when DATABASE_URL is set (its
 * requests and stock are generated when it has none). BENCH_ROWS changes the number of items.
 *
 * 1. Migrate, seed the catalogue, generate the requests (tests/support/admin-request-factories.ts) and
 *    stock every one (tests/support/warehouse-factories.ts: 2 % pending, 8 % available, 88 % sold,
 *    2 % returned, a fifth under standard VAT), VACUUM ANALYZE.
 * 2. The list through the service: every status tab with each VAT choice, the second page, and the
 *    searches (IMEI, reference, label code, model words), with totals — 30 timed runs after 3 warm-ups.
 *    Target p95 < 50 ms.
 * 3. Receiving 500 selected pending items in one action (3 times, other items each time). Target < 2 s.
 * 4. A label sheet of 100 items (A4, 3 pages), 5 times. Target < 3 s.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { TWarehouseListQuery } from '../../src/core/contracts/warehouse.ts';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { tradeIns, warehouseItems } from '../../src/server/db/schema/index.ts';
import { seedEmptyParts } from '../../src/server/db/seed/index.ts';
import { createWarehouseService } from '../../src/server/modules/warehouse/warehouse.service.ts';
import { createWorkflow } from '../../src/server/modules/workflow/workflow.ts';
import { stockAllRequests } from '../../tests/support/warehouse-factories.ts';
import { percentile } from '../lib/percentile.ts';
import { generateYearOfRequests } from '../lib/year-of-requests.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BATCH = 50_000;
const RUNS = 30;
const WARMUPS = 3;
const LIST_P95_TARGET_MS = 50;
const RECEIVE_TARGET_MS = 2000;
const LABELS_TARGET_MS = 3000;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function prepare(database: TDatabase) {
  const { db } = database;
  await database.migrate();
  await seedEmptyParts(db);
  const existing = await db.$count(warehouseItems);
  if (existing > 0) {
    console.log(`reusing ${existing.toLocaleString('en')} items`);
    return;
  }
  const started = performance.now();
  await generateYearOfRequests(db, ROWS, { batch: BATCH });
  await db.execute(sql`update ${tradeIns} set status = 'settled'`);
  await stockAllRequests(db);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `generated ${ROWS.toLocaleString('en')} requests and items in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  // PGlite in memory unless DATABASE_URL names a PostgreSQL server.
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: 'memory://',
  });
  let ok = true;
  try {
    await prepare(database);
    const { db } = database;
    const service = createWarehouseService({
      db,
      workflow: createWorkflow({ db }),
      publicUrl: 'https://shop.example',
    });

    const samples = (await db.execute(sql`
      select w.id, w.imei_serial, t.reference from warehouse_items w join trade_ins t on t.id = w.trade_in_id
      where w.status = 'sold' and w.id in (select (1 + (g * 3331) % ${ROWS}) from generate_series(1, ${RUNS * 4}) g)
      limit ${RUNS}`)) as unknown as {
      rows: { id: number; imei_serial: string; reference: string }[];
    };
    const rows = samples.rows;
    const base: TWarehouseListQuery = { status: 'pending', vat: 'all', pageSize: 50 };
    const second = await service.list({ ...base, status: 'sold' }, ['admin']);
    const cases: [string, (run: number) => TWarehouseListQuery][] = [];
    for (const status of ['pending', 'available', 'sold', 'returned'] as const) {
      for (const vat of ['all', 'standard', 'margin'] as const) {
        cases.push([`${status} · ${vat}`, () => ({ ...base, status, vat })]);
      }
    }
    cases.push(['sold · all, page 2', () => ({ ...base, status: 'sold', cursor: second.nextCursor! })]);
    cases.push([
      'q=IMEI (sold)',
      (run) => ({ ...base, status: 'sold', q: rows[run % rows.length]!.imei_serial }),
    ]);
    cases.push([
      'q=reference (sold)',
      (run) => ({ ...base, status: 'sold', q: rows[run % rows.length]!.reference }),
    ]);
    cases.push([
      'q=label code (sold)',
      (run) => ({ ...base, status: 'sold', q: `WH-${rows[run % rows.length]!.id}` }),
    ]);
    cases.push(['q=model words "iphone 15" (sold)', () => ({ ...base, status: 'sold', q: 'iphone 15' })]);
    cases.push(['q=model words (pending)', () => ({ ...base, q: 'galaxy' })]);

    console.log(
      `\nlist: first page (50 rows) with totals, ${RUNS} runs each (target p95 < ${LIST_P95_TARGET_MS} ms)`,
    );
    console.log(
      `${'case'.padEnd(36)} ${'rows'.padStart(4)} ${'total'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`,
    );
    for (const [name, query] of cases) {
      for (let run = 0; run < WARMUPS; run += 1) await service.list(query(run), ['admin']);
      const times: number[] = [];
      let shown = { rows: 0, total: 0 };
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const page = await service.list(query(run), ['admin']);
        times.push(performance.now() - started);
        shown = { rows: page.items.length, total: page.totals.count };
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const over = p95 >= LIST_P95_TARGET_MS;
      if (over) ok = false;
      console.log(
        `${name.padEnd(36)} ${String(shown.rows).padStart(4)} ${String(shown.total).padStart(7)} ${ms(percentile(times, 50)).padStart(9)} ${ms(p95).padStart(9)}${over ? '  OVER' : ''}`,
      );
    }

    console.log(`\nreceive 500 selected pending items in one action (target < ${RECEIVE_TARGET_MS} ms)`);
    const actor = { kind: 'staff' as const, userId: null, roles: ['warehouse' as const] };
    for (let run = 0; run < 3; run += 1) {
      const pending = await db
        .select({ id: warehouseItems.id })
        .from(warehouseItems)
        .where(eq(warehouseItems.status, 'pending'))
        .orderBy(asc(warehouseItems.id))
        .limit(500);
      const started = performance.now();
      const result = await service.receive(
        { ids: pending.map((item) => item.id), location: `BENCH-${run}` },
        actor,
      );
      const took = performance.now() - started;
      if (took >= RECEIVE_TARGET_MS || result.received.length !== 500) ok = false;
      console.log(
        `  run ${run + 1}: ${result.received.length} received in ${ms(took)}${took >= RECEIVE_TARGET_MS ? '  OVER' : ''}`,
      );
    }

    console.log(`\nlabel sheet of 100 items (A4) (target < ${LABELS_TARGET_MS} ms)`);
    const ids = rows.slice(0, 1).map((row) => row.id);
    const hundred = Array.from({ length: 100 }, (_, index) => 1 + ((ids[0]! + index * 97) % ROWS));
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const pdf = await service.labels(hundred, 'sheet');
      const took = performance.now() - started;
      if (took >= LABELS_TARGET_MS) ok = false;
      console.log(
        `  run ${run + 1}: ${(pdf.length / 1024).toFixed(0)} KiB in ${ms(took)}${took >= LABELS_TARGET_MS ? '  OVER' : ''}`,
      );
    }
  } finally {
    await database.close();
  }
  console.log(ok ? '\nall within target' : '\nsome figures over target (see OVER)');
  process.exitCode = ok ? 0 : 1;
}

await main();
