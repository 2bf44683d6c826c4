/**
 * `npm run bench:finance` (issue 20, decisions 028 and 031): the account report over 1,000,000
 * transactions, and its CSV export.
 *
 * 1. Migrate and fill one year (2025) set-wise with generate_series: BENCH_SALES sales (a tenth wholesale)
 *    with their documents, BENCH_LINES sale lines (standard and margin VAT; every 50th returned three days
 *    later, a `saleReturn` transaction), and expenses in six categories (every 100th reversed) — together
 *    BENCH_TRANSACTIONS transactions (1,000,000). Every line points at one stocked item: the report never
 *    reads the stock. The database's triggers write the report's ledger and daily figures as the rows go in
 *    (decision 035). VACUUM ANALYZE. Plain numeric literals in SQL: PostgreSQL 15 has no `1_000`.
 * 2. The period report as GET /api/account/report makes it (the database's totals, the first 2,000
 *    transactions, the closed months), 3 warm-ups then BENCH_RUNS timed runs, for a month, a quarter and
 *    the whole year (all 1,000,000). Target p95 < 500 ms.
 * 3. The year's CSV export, read to the end as a client would: rows per second (target ≥ 50,000) and the
 *    process's resident memory before, at its peak while streaming, and after (target: flat).
 *
 * In memory on PGlite (the default install's engine) unless DATABASE_URL names a PostgreSQL database.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { tradeIns, warehouseItems } from '../../src/server/db/schema/index.ts';
import { generateReference } from '../../src/core/reference.ts';
import { createAccountService } from '../../src/server/modules/account/account.service.ts';
import { createWorkflow } from '../../src/server/modules/workflow/workflow.ts';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const SALES = Number(process.env.BENCH_SALES ?? Math.round(TRANSACTIONS * 0.3));
const LINES = Number(process.env.BENCH_LINES ?? Math.round(TRANSACTIONS * 0.78));
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUPS = 3;
const P95_TARGET_MS = 500;
const CSV_TARGET_ROWS_PER_S = 50_000;
const YEAR = { from: '2025-01-01', to: '2025-12-31' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: 'memory://',
});
await database.migrate();
const { db } = database;

// ---- 1. One year of transactions, set-wise -------------------------------------------------------
let started = performance.now();
const [request] = await db
  .insert(tradeIns)
  .values({
    reference: generateReference(),
    deviceDescription: 'Apple iPhone 13 128 GB',
    fulfilment: 'store',
    province: 'bangkok',
    fullName: 'Bench Seller',
    phone: '0899999999',
    contentHash: `bench-finance-${Date.now()}`,
    receiptTokenHash: 'bench',
  })
  .returning({ id: tradeIns.id });
const [item] = await db
  .insert(warehouseItems)
  .values({
    tradeInId: request!.id,
    status: 'sold',
    costSatang: 1_000_000,
    vatScheme: 'margin',
    deviceDescription: 'Apple iPhone 13 128 GB',
    imeiSerial: '356938035643809',
    grade: 'A',
  })
  .returning({ id: warehouseItems.id });
await db.execute(sql`delete from expense_categories`);
await db.execute(sql`insert into expense_categories (name_th, name_en, sort_order)
  select 'หมวด ' || i, 'Category ' || i, i from generate_series(1, 6) i`);
// Sales spread evenly over the year (Bangkok time), a tenth wholesale.
await db.execute(sql`insert into sales (kind, customer_name, customer_contact, payment_method, handover,
    total_satang, vat_satang, cost_satang, sold_at)
  select case when i % 10 = 0 then 'wholesale' else 'retail' end, 'Buyer ' || i, '08' || lpad((i % 100000000)::text, 8, '0'),
    (array['cash', 'transfer', 'promptPay', 'card'])[1 + i % 4], 'counter', 0, 0, 0,
    timestamptz '2025-01-01 00:00:00+07' + (i - 1) * (interval '365 days' / ${SALES})
  from generate_series(1, ${SALES}) i`);
await db.execute(sql`insert into sale_documents (sale_id, type, number, year, sequence, issued_at,
    total_satang, vat_satang, buyer_name, seller)
  select s.id, 'abbreviatedTaxInvoice', 'ABB-2025-' || lpad(s.id::text, 7, '0'), 2025, s.id, s.sold_at, 0, 0,
    s.customer_name, '{}'
  from sales s`);
// Lines: round robin over the sales; every 50th came back three days later.
await db.execute(sql`insert into sale_items (sale_id, warehouse_item_id, description, imei_serial,
    price_satang, cost_satang, vat_scheme, vat_satang, returned_at)
  select s.id, ${item!.id}, 'Apple iPhone 13 128 GB #' || l.i, null,
    l.price, l.price * 4 / 5,
    case when l.i % 3 = 0 then 'standard' else 'margin' end,
    case when l.i % 3 = 0 then (l.price * 7 * 2 + 107) / (107 * 2) else ((l.price - l.price * 4 / 5) * 7 * 2 + 107) / (107 * 2) end,
    case when l.i % 50 = 0 then s.sold_at + interval '3 days' end
  from (select i, 1000000 + (i::bigint * 7919) % 2000000 as price, (i - 1) % ${SALES} + 1 as n from generate_series(1, ${LINES}) i) l
  join (select id, sold_at, row_number() over (order by id) as n from sales) s on s.n = l.n`);
const returns = Math.floor(LINES / 50);
const expenseRows = Math.max(0, TRANSACTIONS - LINES - returns);
const reversals = Math.floor(expenseRows / 101);
const originals = expenseRows - reversals;
await db.execute(sql`insert into expenses (expense_date, category_id, reference, amount_satang, vat_satang, notes)
  select date '2025-01-01' + ((i::bigint * 365) / ${originals})::int, (select min(id) from expense_categories) + i % 6,
    'EXP-' || i, 10000 + (i::bigint * 104729) % 5000000, ((10000 + (i::bigint * 104729) % 5000000) * 7 * 2 + 107) / (107 * 2),
    case when i % 7 = 0 then 'Monthly bill' end
  from generate_series(1, ${originals}) i`);
await db.execute(sql`insert into expenses (expense_date, category_id, reference, amount_satang, vat_satang,
    reverses_id, reversal_reason)
  select least(e.expense_date + 30, date '2025-12-31'), e.category_id, e.reference, -e.amount_satang, -e.vat_satang,
    e.id, 'Bench reversal'
  from expenses e where e.id % 100 = 0 and e.reverses_id is null limit ${reversals}`);
await db.execute(sql`vacuum analyze`);
const setupMs = performance.now() - started;

const service = createAccountService({ db, workflow: createWorkflow({ db }) });
const year = await service.report(YEAR);
console.log(
  `setup: ${SALES.toLocaleString('en')} sales, ${LINES.toLocaleString('en')} lines, ` +
    `${expenseRows.toLocaleString('en')} expenses — ${year.totals.transactionCount.toLocaleString('en')} transactions in 2025, ` +
    `${(setupMs / 1000).toFixed(1)} s (${database.kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL'})`,
);

// ---- 2. The period report --------------------------------------------------------------------------
const periods = [
  { name: 'month (June)', from: '2025-06-01', to: '2025-06-30' },
  { name: 'quarter (Q2)', from: '2025-04-01', to: '2025-06-30' },
  { name: 'year (2025)', ...YEAR },
];
let missed = false;
for (const period of periods) {
  for (let index = 0; index < WARMUPS; index += 1) await service.report(period);
  const times: number[] = [];
  let count = 0;
  for (let index = 0; index < RUNS; index += 1) {
    started = performance.now();
    const report = await service.report(period);
    times.push(performance.now() - started);
    count = report.totals.transactionCount;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 >= P95_TARGET_MS) missed = true;
  console.log(
    `report ${period.name.padEnd(13)} ${count.toLocaleString('en').padStart(9)} transactions: ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target < ${P95_TARGET_MS} ms) ${p95 < P95_TARGET_MS ? 'ok' : 'MISSED'}`,
  );
}

// ---- 3. The year's CSV export ----------------------------------------------------------------------
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
started = performance.now();
const reader = service.csv(YEAR).getReader();
let bytes = 0;
let lines = 0;
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const byte of value) if (byte === 10) lines += 1;
}
const csvMs = performance.now() - started;
clearInterval(sampler);
global.gc?.();
const rssAfter = process.memoryUsage().rss;
// Header, the rows, a blank line and eight totals.
const rows = lines - 1 - 9;
const rate = rows / (csvMs / 1000);
console.log(
  `CSV year: ${rows.toLocaleString('en')} rows, ${mb(bytes)} in ${(csvMs / 1000).toFixed(1)} s = ` +
    `${Math.round(rate).toLocaleString('en')} rows/s (target ≥ ${CSV_TARGET_ROWS_PER_S.toLocaleString('en')}) ${rate >= CSV_TARGET_ROWS_PER_S ? 'ok' : 'MISSED'}; ` +
    `RSS before ${mb(rssBefore)}, peak ${mb(peak)}, after ${mb(rssAfter)}`,
);
if (rows !== year.totals.transactionCount) {
  console.error(`the CSV has ${rows} rows, the report counts ${year.totals.transactionCount}`);
  process.exitCode = 1;
}
if (missed || rate < CSV_TARGET_ROWS_PER_S) console.log('(a target was missed: see above)');
await database.close();
