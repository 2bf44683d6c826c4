/**
 * `npm run bench:engineer` (issue 18, decision 021): the engineer's queue at 100,000 requests on the
 * embedded database (PGlite in memory, the default install's engine), or on PostgreSQL when DATABASE_URL
 * is set (its requests are generated when it has none). BENCH_ROWS changes the number of requests.
 *
 * 1. Migrate, seed the catalogue and stores, generate the requests set-wise
 *    (tests/support/admin-request-factories.ts), then, set-wise too: store drop-offs get a store, every
 *    fifth request is `received` (a backed-up queue of 20,000 at 100k), every request that was received
 *    gets its inspection row (open while `received`, a third of the open ones claimed by one of five
 *    engineers; closed ones with the engineer's IMEI), VACUUM ANALYZE.
 * 2. The queue's first page (25 rows, oldest first) through the service, as engineer 1: unfiltered, the
 *    next page, each filter (category, a rare category, brand, store, claimed by me, unclaimed, two
 *    together) and the search by reference, by IMEI (the customer's and one nobody has) — 30 timed
 *    runs after 3 warm-ups each. Target p95 < 50 ms.
 */
import { sql } from 'drizzle-orm';
import type { TEngineerQueueQuery } from '../../src/core/contracts/engineer.ts';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { inspections, tradeIns, users } from '../../src/server/db/schema/index.ts';
import { seedEmptyParts } from '../../src/server/db/seed/index.ts';
import { createEngineerService } from '../../src/server/modules/engineer/engineer.service.ts';
import { createWorkflow } from '../../src/server/modules/workflow/workflow.ts';
import { generateRequests } from '../../tests/support/admin-request-factories.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BATCH = 50_000;
const RUNS = 30;
const WARMUPS = 3;
const P95_TARGET_MS = 50;
const ENGINEERS = 5;

function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function prepare(database: TDatabase) {
  const { db } = database;
  await database.migrate();
  await seedEmptyParts(db);
  const existing = await db.$count(inspections);
  if (existing > 0) {
    console.log(`reusing ${existing.toLocaleString('en')} inspection rows`);
    return;
  }
  const started = performance.now();
  const start = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
  const stepSeconds = (365 * 24 * 60 * 60) / ROWS;
  for (let first = 1; first <= ROWS; first += BATCH) {
    const count = Math.min(BATCH, ROWS - first + 1);
    const batchStart = new Date(start.getTime() + (first - 1) * stepSeconds * 1000);
    await generateRequests(db, { count, firstIndex: first, start: batchStart, stepSeconds });
  }
  await db.execute(sql`
    insert into ${users} (kind, email, display_name, password_hash)
    select 'staff', 'bench-engineer-' || g || '@example.com', 'Bench engineer ' || g, 'x'
    from generate_series(1, ${ENGINEERS}) g`);
  await db.execute(sql`
    update ${tradeIns} t set store_id = s.ids[1 + t.id % s.n]
    from (select array_agg(id order by id) as ids, count(*)::integer as n from stores) s
    where t.fulfilment = 'store'`);
  // Every fifth request waits for inspection; the generator's other received ones were inspected.
  await db.execute(sql`
    update ${tradeIns} set status = case when id % 5 = 0 then 'received' else 'inspected' end
    where id % 5 = 0 or status = 'received'`);
  await db.execute(sql`
    with engineers as (
      select array_agg(id order by email) as ids from ${users} where email like 'bench-engineer-%'
    )
    insert into ${inspections} (trade_in_id, received_at, closed_at, claimed_by, claimed_at, imei,
      inspected_at, actual_thb)
    select t.id, t.created_at + interval '1 day',
      case when t.status <> 'received' then t.created_at + interval '1 day 3 hours' end,
      case when t.status = 'received' and t.id % 3 = 0 then e.ids[1 + (t.id / 3) % ${ENGINEERS}] end,
      case when t.status = 'received' and t.id % 3 = 0 then t.created_at + interval '1 day 1 hour' end,
      case when t.status <> 'received' then t.imei_serial end,
      case when t.status <> 'received' then t.created_at + interval '1 day 3 hours' end,
      case when t.status <> 'received' then t.offered_thb end
    from ${tradeIns} t, engineers e
    where t.status in ('received', 'inspected', 'settled') or (t.status = 'rejected' and t.id % 2 = 0)`);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `generated ${ROWS.toLocaleString('en')} requests and their inspections in ${((performance.now() - started) / 1000).toFixed(0)} s`,
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
    const service = createEngineerService({ db, workflow: createWorkflow({ db }), targetHours: 24 });
    const counts = (await db.execute(sql`
      select count(*) filter (where closed_at is null)::integer as open, count(*)::integer as rows
      from ${inspections}`)) as unknown as { rows: { open: number; rows: number }[] };
    console.log(
      `${counts.rows[0]!.rows.toLocaleString('en')} inspection rows, ${counts.rows[0]!.open.toLocaleString('en')} open (the queue)`,
    );
    const [engineer] = (
      (await db.execute(
        sql`select id from ${users} where email = 'bench-engineer-1@example.com'`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const actor = { userId: engineer!.id, roles: ['engineer' as const] };
    // Open requests spread over the year: the searches look for them (and their customer's IMEI).
    const samples = (
      (await db.execute(sql`
        select t.reference, t.imei_serial, t.brand_id, t.store_id from ${tradeIns} t
        where t.status = 'received' and t.imei_serial like '35%'
          and t.id in (select 5 * (1 + (g * 331) % ${Math.floor(ROWS / 5)}) from generate_series(1, ${RUNS * 20}) g)
        limit ${RUNS}`)) as unknown as {
        rows: { reference: string; imei_serial: string; brand_id: number | null; store_id: number | null }[];
      }
    ).rows;
    if (samples.length === 0) throw new Error('no open request to search for');
    const brandId = samples.find((row) => row.brand_id !== null)!.brand_id!;
    const storeId = samples.find((row) => row.store_id !== null)?.store_id ?? 1;
    const base: TEngineerQueueQuery = { pageSize: 25 };
    const first = await service.listQueue(base, actor);
    const cases: [string, (run: number) => TEngineerQueueQuery][] = [
      ['queue, oldest first', () => base],
      ['queue, page 2', () => ({ ...base, cursor: first.nextCursor! })],
      ['category=phone', () => ({ ...base, category: 'phone' })],
      ['category=printer (rare)', () => ({ ...base, category: 'printer' })],
      ['brand', () => ({ ...base, brandId })],
      ['store', () => ({ ...base, storeId })],
      ['claimed by me', () => ({ ...base, claim: 'mine' })],
      ['unclaimed', () => ({ ...base, claim: 'unclaimed' })],
      ['category=tablet + unclaimed', () => ({ ...base, category: 'tablet', claim: 'unclaimed' })],
      ['q=reference', (run) => ({ ...base, q: samples[run % samples.length]!.reference })],
      ['q=IMEI (customer’s)', (run) => ({ ...base, q: samples[run % samples.length]!.imei_serial })],
      ['q=IMEI nobody has', () => ({ ...base, q: '490154203237518' })],
    ];
    if (process.env.BENCH_EXPLAIN) {
      // The plan of the IMEI search (the case that must not walk the queue).
      const [imei] = samples;
      const plan = (await db.execute(
        sql.raw(`explain analyze select i.trade_in_id from inspections i join trade_ins t on t.id = i.trade_in_id
          where i.closed_at is null and t.status = 'received' and i.trade_in_id = any(array(
            select id from trade_ins where imei_serial = '${imei!.imei_serial}'
            union select trade_in_id from inspections where imei = '${imei!.imei_serial}'))
          order by i.received_at, i.trade_in_id limit 26`),
      )) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    console.log(`\nqueue: first page (25 rows), ${RUNS} runs each (target p95 < ${P95_TARGET_MS} ms)`);
    console.log(`${'case'.padEnd(30)} ${'rows'.padStart(4)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
    for (const [name, query] of cases) {
      for (let run = 0; run < WARMUPS; run += 1) await service.listQueue(query(run), actor);
      const times: number[] = [];
      let rows = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const page = await service.listQueue(query(run), actor);
        times.push(performance.now() - started);
        rows = page.items.length;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const over = p95 >= P95_TARGET_MS;
      if (over) ok = false;
      console.log(
        `${name.padEnd(30)} ${String(rows).padStart(4)} ${ms(percentile(times, 50)).padStart(9)} ${ms(p95).padStart(9)}${over ? '  OVER' : ''}`,
      );
    }
  } finally {
    await database.close();
  }
  console.log(ok ? '\nall within target' : '\nsome figures over target (see OVER)');
  process.exitCode = ok ? 0 : 1;
}

await main();
