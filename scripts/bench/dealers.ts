/**
 * `npm run bench:dealers` (issue 21, decision 032): the dealer dashboard for a shop with 50,000
 * requests, on the embedded database (PGlite in memory, the default install's engine; BENCH_DATA_DIR keeps
 * it in a folder, so a second run reuses the rows), or on PostgreSQL when DATABASE_URL is set. BENCH_ROWS
 * changes the shop's number of requests.
 *
 * 1. Migrate, seed the catalogue, make the shop through the dealers module (profile, approval with a
 *    code, a commission rule), generate twice its number of requests (tests/support/admin-request-
 *    factories.ts) and give every other one to the shop — set-wise: a third of those assessed at the
 *    counter, the inspected and settled ones with the engineer's price and grade, the settled ones with
 *    their commission —, VACUUM ANALYZE.
 * 2. Through the dealer area's service, 30 timed runs after 3 warm-ups each: the summary (totals by
 *    status, commission in the period and per month, accuracy) for the default period (the last 30 days), the last 90 days and the
 *    whole year, the first page of requests and the second. Target p95 < 100 ms. Also the median CPU
 *    time of the process per run, the figure a shared machine disturbs least.
 */
import { eq, sql } from 'drizzle-orm';
import { ZDealerProfileRequestSchema } from '../../src/core/contracts/auth.ts';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { dealers, tradeIns } from '../../src/server/db/schema/index.ts';
import { seedEmptyParts } from '../../src/server/db/seed/index.ts';
import type { TPrincipal } from '../../src/server/http/context.ts';
import { createAccount } from '../../src/server/modules/auth/accounts.ts';
import { createAuthRepository } from '../../src/server/modules/auth/auth.repository.ts';
import { createAdminDealersService } from '../../src/server/modules/dealers/admin-dealers.service.ts';
import { createDealerAreaService } from '../../src/server/modules/dealers/dealer-area.service.ts';
import { createDealersService } from '../../src/server/modules/dealers/dealers.service.ts';
import { createWorkflow } from '../../src/server/modules/workflow/workflow.ts';
import { generateRequests } from '../../tests/support/admin-request-factories.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const BATCH = 50_000;
const RUNS = 30;
const WARMUPS = 3;
const P95_TARGET_MS = 100;
const EMAIL = 'bench-shop@bench.invalid';

function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

function dealerPrincipal(userId: string): TPrincipal {
  return {
    userId,
    sessionId: 'bench',
    kind: 'dealer',
    roles: [],
    aal: 'aal1',
    mfaRequired: false,
    hasVerifiedFactor: false,
  };
}

/** The shop, made the way a dealer and an admin make it. */
async function makeShop(database: TDatabase): Promise<{ userId: string; id: number; code: string }> {
  const { db } = database;
  const [existing] = await db.select().from(dealers).where(eq(dealers.shopName, 'Bench Mobile'));
  if (existing?.code) return { userId: existing.userId, id: existing.id, code: existing.code };
  const workflow = createWorkflow({ db });
  const account = await createAccount(
    createAuthRepository(db),
    {
      kind: 'dealer',
      email: EMAIL,
      phone: null,
      displayName: 'Bench',
      password: 'bench-password-1',
      roles: [],
    },
    new Date(),
  );
  if (account.kind !== 'created') throw new Error(`bench dealer account: ${account.kind}`);
  await createDealersService({ db, workflow }).saveProfile(
    dealerPrincipal(account.id),
    ZDealerProfileRequestSchema.parse({
      shopName: 'Bench Mobile',
      phone: '0812345699',
      province: 'bangkok',
      address: '1 Rama I Road, Pathum Wan, Bangkok 10330',
    }),
  );
  const [row] = await db.select().from(dealers).where(eq(dealers.userId, account.id));
  const admin = createAdminDealersService({ db, workflow });
  const actor = { userId: null, roles: ['admin' as const] };
  await admin.changeStatus(
    row!.id,
    { to: 'approved', version: row!.version, code: 'BKK-BENCH01', reason: undefined, note: undefined },
    actor,
  );
  await admin.setCommission(
    row!.id,
    { rules: [{ category: '*', kind: 'percent', percentBp: 250, fixedThb: 0 }] },
    actor,
  );
  return { userId: account.id, id: row!.id, code: 'BKK-BENCH01' };
}

async function prepare(database: TDatabase, shop: { id: number; code: string }) {
  const { db } = database;
  const existing = await db.$count(tradeIns, eq(tradeIns.dealerCode, shop.code));
  if (existing > 0) {
    console.log(`reusing the shop's ${existing.toLocaleString('en')} requests`);
    return;
  }
  const started = performance.now();
  const total = ROWS * 2;
  const start = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
  const stepSeconds = (365 * 24 * 60 * 60) / total;
  for (let first = 1; first <= total; first += BATCH) {
    const count = Math.min(BATCH, total - first + 1);
    const batchStart = new Date(start.getTime() + (first - 1) * stepSeconds * 1000);
    await generateRequests(db, { count, firstIndex: first, start: batchStart, stepSeconds });
  }
  // Every other request is the shop's; the engineer priced and graded the inspected and settled ones.
  await db.execute(sql`update trade_ins set dealer_code = ${shop.code} where id % 2 = 0`);
  await db.execute(sql`
    update trade_ins set engineer_actual_price_thb = offered_thb - (id % 5) * 100
    where status in ('inspected', 'settled') and offered_thb is not null`);
  await db.execute(sql`
    insert into dealer_request_links (trade_in_id, dealer_id, channel, created_at)
    select id, ${shop.id}, 'counter', created_at from trade_ins
    where dealer_code = ${shop.code} and id % 3 = 0`);
  await db.execute(sql`
    insert into inspections (trade_in_id, received_at, closed_at, grade, actual_thb)
    select id, created_at + interval '1 day', created_at + interval '2 days',
      case when id % 4 = 0 then 'fair' else grade end, engineer_actual_price_thb
    from trade_ins where status in ('inspected', 'settled') and grade is not null
    on conflict (trade_in_id) do nothing`);
  await db.execute(sql`
    insert into dealer_commissions (trade_in_id, dealer_id, settled_thb, rule_category, rule_kind,
      rule_percent_bp, commission_satang, settled_at)
    select id, ${shop.id}, least(engineer_actual_price_thb, offered_thb), '*', 'percent', 250,
      (least(engineer_actual_price_thb, offered_thb) * 250 + 50) / 100, created_at + interval '3 days'
    from trade_ins where dealer_code = ${shop.code} and status = 'settled'
      and engineer_actual_price_thb is not null`);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `generated ${total.toLocaleString('en')} requests (${ROWS.toLocaleString('en')} the shop's) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function main() {
  // PGlite in memory unless DATABASE_URL names a PostgreSQL server.
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.BENCH_DATA_DIR || 'memory://',
  });
  let ok = true;
  try {
    await database.migrate();
    await seedEmptyParts(database.db);
    const shop = await makeShop(database);
    await prepare(database, shop);
    const area = createDealerAreaService({
      db: database.db,
      tradeIns: {
        createTradeIn: () => Promise.reject(new Error('not in the bench')),
      },
    });
    const principal = dealerPrincipal(shop.userId);
    const today = new Date();
    const first = await area.listRequests(principal, {});
    const cases: [string, () => Promise<unknown>][] = [
      ['summary: default period', () => area.summary(principal, {})],
      [
        'summary: last 90 days',
        () =>
          area.summary(principal, {
            from: isoDay(new Date(today.getTime() - 89 * 86_400_000)),
            to: isoDay(today),
          }),
      ],
      [
        'summary: last 365 days',
        () =>
          area.summary(principal, {
            from: isoDay(new Date(today.getTime() - 364 * 86_400_000)),
            to: isoDay(today),
          }),
      ],
      ['requests: first page', () => area.listRequests(principal, {})],
      ['requests: second page', () => area.listRequests(principal, { cursor: first.nextCursor! })],
      ['requests: settled tab', () => area.listRequests(principal, { status: 'settled' })],
    ];
    const year = await area.summary(principal, {
      from: isoDay(new Date(today.getTime() - 364 * 86_400_000)),
      to: isoDay(today),
    });
    console.log(
      `the shop's year: ${year.totals.count.toLocaleString('en')} requests, commission ${(year.totals.commissionSatang / 100).toLocaleString('en')} THB, accuracy ${year.accuracy.gradeMatches}/${year.accuracy.gradeCompared} grades, ${year.accuracy.averagePriceDifferenceThb} THB average difference`,
    );
    console.log(`\ndealer dashboard, ${RUNS} runs each (target p95 < ${P95_TARGET_MS} ms)`);
    // CPU: the process's own CPU time per run (PGlite runs in the process), which a busy machine does not
    // inflate the way it inflates the wall-clock figures.
    console.log(`${'case'.padEnd(28)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'CPU p50'.padStart(9)}`);
    for (const [name, run] of cases) {
      for (let index = 0; index < WARMUPS; index += 1) await run();
      const times: number[] = [];
      const cpuTimes: number[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await run();
        const cpu = process.cpuUsage(cpuStarted);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 >= P95_TARGET_MS) ok = false;
      console.log(
        `${name.padEnd(28)} ${ms(percentile(times, 50)).padStart(9)} ${ms(p95).padStart(9)} ${ms(percentile(cpuTimes, 50)).padStart(9)}${p95 >= P95_TARGET_MS ? '  OVER' : ''}`,
      );
    }
  } finally {
    await database.close();
  }
  console.log(ok ? '\nall within target' : '\nsome figures over target (see OVER)');
  process.exitCode = ok ? 0 : 1;
}

await main();
