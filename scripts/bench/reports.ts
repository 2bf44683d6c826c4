/**
 * `node scripts/bench/reports.ts`: GET /api/reports/summary's figures on 1,000,000 generated requests in
 * PostgreSQL (issue 5: the dashboard must stay fast). PostgreSQL only: DATABASE_URL names the database
 * (its requests are generated when it has none, reused otherwise), or BENCH_PG_ADMIN_URL (e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) lets the bench create a fresh database and drop it after
 * (BENCH_KEEP_DB=true keeps it). BENCH_ROWS changes the number of requests.
 *
 * 1. Migrate, seed the catalogue, generate a year of requests (tests/support/admin-request-factories.ts,
 *    the admin bench's generator); give the last 40 days what the reports read and that generator
 *    leaves out: a quote per request with a questionnaire snapshot, two quotes that led to nothing per
 *    request, and the engineer's price on inspected, settled and some rejected requests. VACUUM ANALYZE.
 * 2. The summary of the last 7, 30, 90 and 366 days through the service: 30 timed runs after 3
 *    warm-ups; p50/p95. Target (ours, the issue sets none): 30 days p95 < 500 ms.
 * 3. EXPLAIN (ANALYZE, BUFFERS) of each query of the 30-day summary, printed (which index serves it).
 */
import { sql } from 'drizzle-orm';
import { addDays, bangkokDate } from '../../src/core/bangkok-time.ts';
import { periodInstants, resolveReportPeriod } from '../../src/core/report-period.ts';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { tradeIns } from '../../src/server/db/schema/index.ts';
import { seedEmptyParts } from '../../src/server/db/seed/index.ts';
import {
  createReportsRepository,
  reportQueries,
} from '../../src/server/modules/reports/reports.repository.ts';
import { createReportsService } from '../../src/server/modules/reports/reports.service.ts';
import { chooseBenchDatabase } from '../lib/bench-database.ts';
import { percentile } from '../lib/percentile.ts';
import { generateYearOfRequests } from '../lib/year-of-requests.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BATCH = 100_000;
const RUNS = 30;
const WARMUPS = 3;
const P95_TARGET_MS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random number in [0, n) per request and salt (hashint8 spreads it evenly). */
const rollText = (n: number, salt: number) =>
  `((hashint8(t.id * 100 + ${salt})::bigint + 2147483648) % ${n})`;
const roll = (n: number, salt: number) => sql.raw(rollText(n, salt));
/** One of `options`, chosen per request (repeat an option to make it likelier). */
const pick = (options: readonly string[], salt: number) =>
  sql.raw(
    `(array[${options.map((option) => `'${option}'`).join(', ')}])[1 + ${rollText(options.length, salt)}]`,
  );

/** The last 40 days' quotes (with answers), their requests' quote ids and the engineer's prices. */
async function addQuotesAndInspections(database: TDatabase): Promise<void> {
  const since = new Date(Date.now() - 40 * DAY_MS).toISOString();
  const answers = sql`jsonb_build_object(
    'modelType', ${pick(['th', 'th', 'th', 'zp', 'international'], 11)},
    'warranty', ${pick(['over4Months', 'under4Months', 'expired'], 12)},
    'body', ${pick(['noScratch', 'minorScratch', 'minorScratch', 'scratchDent', 'crackedBroken'], 13)},
    'screen', ${pick(['noScratch', 'noScratch', 'minorScratch', 'cracked'], 14)},
    'display', ${pick(['normal', 'normal', 'normal', 'brightSpots', 'deadPixels'], 15)},
    'battery', ${pick(['over80', 'over80', 'under80'], 16)},
    'accessories', ${pick(['completeBox', 'incomplete', 'noBox'], 17)},
    'functional', case when ${roll(5, 18)} = 0 then jsonb_build_array(${pick(['camera', 'speaker', 'buttons'], 19)}) else '[]'::jsonb end)`;
  // Three quotes per request: the one it came from (md5 of its id) and two that led to nothing.
  await database.db.execute(sql`
    insert into quotes (id, model_id, model_name, brand_name, category, storage_gb, year, answers, grade, lines,
      offer_thb, voucher_offer_thb, voucher_uplift_percent, provincial_bonus_thb, valid_until, created_at)
    select md5(k || ':' || t.id)::uuid, t.model_id, m.name, b.name, t.category, coalesce(t.storage_gb, 128), 2024,
      ${answers}, coalesce(t.grade, 'good'), '[]'::jsonb, coalesce(t.offered_thb, 0), coalesce(t.offered_thb, 0),
      5, 300, t.created_at + interval '7 days', t.created_at - make_interval(mins => k * 7)
    from trade_ins t join models m on m.id = t.model_id join brands b on b.id = m.brand_id,
      generate_series(0, 2) as k
    where t.created_at >= ${since}::timestamptz`);
  // Engineers price inspected and settled requests and a third of rejected ones; 30 % come in lower.
  await database.db.execute(sql`
    update trade_ins t set quote_id = md5('0:' || t.id)::uuid,
      engineer_actual_price_thb = case
        when t.status in ('inspected', 'settled') or (t.status = 'rejected' and ${roll(3, 20)} = 0) then
          greatest(0, t.offered_thb - case when ${roll(100, 21)} < 30 then 100 * (1 + ${roll(30, 22)}) else 0 end)::integer
      end
    where t.created_at >= ${since}::timestamptz and t.model_id is not null`);
}

async function prepareData(database: TDatabase): Promise<void> {
  const { db } = database;
  await database.migrate();
  await seedEmptyParts(db);
  const existing = await db.$count(tradeIns);
  if (existing > 0) return void console.log(`reusing ${existing.toLocaleString('en')} requests`);
  const started = performance.now();
  await generateYearOfRequests(db, ROWS, { batch: BATCH, progress: true });
  await addQuotesAndInspections(database);
  // As tables in use would be: statistics current, hint bits and the visibility map set.
  await db.execute(sql`vacuum analyze trade_ins`);
  await db.execute(sql`vacuum analyze quotes`);
  console.log(
    ` + quotes and inspections in ${((performance.now() - started) / 1000).toFixed(0)} s (vacuumed, analyzed)`,
  );
}

async function benchSummary(database: TDatabase): Promise<boolean> {
  const service = createReportsService({ repository: createReportsRepository(database.db) });
  const to = bangkokDate();
  let met = true;
  console.log('\nGET /api/reports/summary through the service (30 runs after 3 warm-ups)');
  for (const days of [7, 30, 90, 366]) {
    const query = { from: addDays(to, -(days - 1)), to };
    const times: number[] = [];
    let requests = 0;
    for (let run = 0; run < WARMUPS + RUNS; run += 1) {
      const started = performance.now();
      const report = await service.summary(query);
      if (run >= WARMUPS) times.push(performance.now() - started);
      requests = report.funnel.requests;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (days === 30 && p95 >= P95_TARGET_MS) met = false;
    console.log(
      `  ${String(days).padStart(3)} days (${requests.toLocaleString('en')} requests): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${days === 30 ? ` (target < ${P95_TARGET_MS} ms)` : ''}`,
    );
  }
  return met;
}

async function explainQueries(database: TDatabase): Promise<void> {
  const resolved = resolveReportPeriod({});
  if (!resolved.ok) throw new Error(resolved.messageKey);
  const range = periodInstants(resolved.period);
  for (const [name, build] of Object.entries(reportQueries)) {
    const result = (await database.db.execute(
      sql`explain (analyze, buffers) ${build(range)}`,
    )) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    console.log(`\n-- ${name} (30 days)\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

const target = await chooseBenchDatabase('bench_reports', 'bench reports');
try {
  const database = await openDatabase({ databaseUrl: target.url });
  try {
    await prepareData(database);
    const met = await benchSummary(database);
    if (process.env.BENCH_EXPLAIN !== 'false') await explainQueries(database);
    console.log(`\nreports budget: ${met ? 'met' : 'NOT MET'}`);
  } finally {
    await database.close();
  }
} finally {
  await target.drop?.();
}
