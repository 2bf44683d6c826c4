/**
 * `npm run bench:logistics` (issue 19, decision 030): the logistics console's deliveries list at scale.
 *
 * 5,000 shipped sales (BENCH_DELIVERIES; the bulk writes grow faster than linearly on PGlite) with their line, document and delivery in every state are
 * written in bulk; then each list the console asks for — the first page (open ones first), a state, a
 * search by tracking number and by customer name, a later page — is asked 30 times after a warm-up, as
 * GET /api/logistics/deliveries asks the service: p95 < 200 ms each. A delivery's record is timed too.
 *
 * In memory on PGlite unless DATABASE_URL names a PostgreSQL database.
 */
import { percentile } from '../lib/percentile.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  carriers,
  deliveries,
  saleDocuments,
  saleItems,
  sales,
  tradeIns,
  warehouseItems,
} from '../../src/server/db/schema/index.ts';
import { DEFAULT_CARRIERS } from '../../src/core/contracts/logistics.ts';
import { ZDeliveryListQuerySchema } from '../../src/core/contracts/logistics.ts';
import { DELIVERY_STATES } from '../../src/core/workflow/delivery-machine.ts';
import { createLogisticsService } from '../../src/server/modules/logistics/logistics.service.ts';
import { createWorkflow } from '../../src/server/modules/workflow/workflow.ts';
import type { TFilesService } from '../../src/server/modules/files/files.service.ts';

const COUNT = Number(process.env.BENCH_DELIVERIES ?? 5_000);
const BATCH = 500;
const RUNS = 30;
const P95_TARGET_MS = 200;
const YEAR = 2026;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: 'memory://',
});
await database.migrate();
const { db } = database;

const carrierRows = await db
  .insert(carriers)
  .values(DEFAULT_CARRIERS.map((carrier, index) => ({ ...carrier, sortOrder: index })))
  .onConflictDoNothing()
  .returning({ id: carriers.id });
const NAMES = ['สมชาย ใจดี', 'Malee Sukjai', 'วิภาวดี ศรีสุข', 'John Miller', 'นภา แสงทอง', 'Peter Brown'];

const started = performance.now();
for (let start = 0; start < COUNT; start += BATCH) {
  const size = Math.min(BATCH, COUNT - start);
  const range = Array.from({ length: size }, (_, index) => start + index);
  const requests = await db
    .insert(tradeIns)
    .values(
      range.map((n) => ({
        // Made from the index: random references of one day collide within thousands.
        reference: `TRD-260101-${n.toString(36).toUpperCase().padStart(4, '0')}`,
        status: 'settled' as const,
        deviceDescription: 'Apple iPhone 13 128 GB',
        fulfilment: 'store' as const,
        province: 'bangkok',
        fullName: 'Bench Seller',
        phone: '0899999999',
        contentHash: `bench-logistics-${n}`,
        receiptTokenHash: 'bench',
      })),
    )
    .returning({ id: tradeIns.id });
  const items = await db
    .insert(warehouseItems)
    .values(
      requests.map((request, index) => ({
        tradeInId: request.id,
        status: 'sold' as const,
        costSatang: 1_000_000,
        vatScheme: 'margin' as const,
        deviceDescription: `Apple iPhone 13 128 GB #${start + index}`,
        imeiSerial: String(356_938_035_700_000 + start + index),
        grade: 'A',
        storageGb: 128,
      })),
    )
    .returning({ id: warehouseItems.id });
  const saleRows = await db
    .insert(sales)
    .values(
      range.map((n) => ({
        kind: 'retail' as const,
        customerName: `${NAMES[n % NAMES.length]} ${n}`,
        customerContact: '0812345678',
        paymentMethod: 'transfer' as const,
        handover: 'shipped' as const,
        shippingAddress: `${n} Sukhumvit Road, Bangkok 10110`,
        shippingPhone: '0812345678',
        totalSatang: 1_234_500,
        vatSatang: 15_000,
        costSatang: 1_000_000,
      })),
    )
    .returning({ id: sales.id });
  await db.insert(saleItems).values(
    saleRows.map((sale, index) => ({
      saleId: sale.id,
      warehouseItemId: items[index]!.id,
      description: `Apple iPhone 13 128 GB #${start + index}`,
      priceSatang: 1_234_500,
      costSatang: 1_000_000,
      vatScheme: 'margin' as const,
      vatSatang: 15_000,
    })),
  );
  await db.insert(saleDocuments).values(
    saleRows.map((sale, index) => ({
      saleId: sale.id,
      type: 'receipt' as const,
      number: `RCP-${YEAR}-${String(start + index + 1).padStart(6, '0')}`,
      year: YEAR,
      sequence: start + index + 1,
      totalSatang: 1_234_500,
      vatSatang: 15_000,
      buyerName: 'Bench Buyer',
      seller: '{}',
    })),
  );
  await db.insert(deliveries).values(
    saleRows.map((sale, index) => {
      const n = start + index;
      // Mostly delivered, as a shop's history is; the open ones are the recent few percent.
      const status =
        n % 50 === 0 ? DELIVERY_STATES[n % 5]! : n > COUNT * 0.97 ? 'pendingDelivery' : 'delivered';
      return {
        saleId: sale.id,
        status,
        address: `${n} Sukhumvit Road, Bangkok 10110`,
        phone: '0812345678',
        carrierId: status === 'pendingDelivery' ? null : carrierRows[n % carrierRows.length]?.id,
        trackingNumber: status === 'pendingDelivery' ? null : `TH${String(n).padStart(10, '0')}`,
      };
    }),
  );
}
console.log(
  `written: ${COUNT} shipped sales with deliveries in ${Math.round(performance.now() - started)} ms`,
);

const service = createLogisticsService({
  db,
  workflow: createWorkflow({ db }),
  files: {} as TFilesService,
});
const list = (query: Record<string, string>) => service.list(ZDeliveryListQuerySchema.parse(query));

const cases: [string, () => Promise<unknown>][] = [
  ['first page (open first)', () => list({})],
  ['state: pending delivery', () => list({ status: 'pendingDelivery' })],
  ['state: delivered', () => list({ status: 'delivered' })],
  ['search: tracking number', () => list({ q: `TH${String(Math.floor(COUNT / 3)).padStart(10, '0')}` })],
  ['search: customer name', () => list({ q: 'Malee Sukjai 1234' })],
  ['page 20 (cursor 1000)', () => list({ cursor: '1000' })],
  ['a delivery record', () => service.detail(Math.floor(COUNT / 2), ['logistics'])],
];
let failed = false;
for (const [name, run] of cases) {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 >= P95_TARGET_MS) failed = true;
  console.log(
    `${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(target < ${P95_TARGET_MS} ms) ${p95 < P95_TARGET_MS ? 'ok' : 'MISSED'}`,
  );
}
await database.close();
if (failed) process.exitCode = 1;
