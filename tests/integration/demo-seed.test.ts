import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REASON_CUSTOMER_DECLINED,
  TRADE_IN_STATUSES,
  settlementAmountThb,
} from '#core/trade-in-lifecycle.ts';
import { bahtToSatang } from '#core/money.ts';
import { bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { openDatabase } from '#server/db/client.ts';
import { DEMO_SHOPS } from '#server/db/seed/demo/dealers.ts';
import { counterAccuracy } from '#server/modules/dealers/dealer-area.repository.ts';
import {
  counterTradeIns,
  dealerCommissionRules,
  dealerCommissions,
  dealerRequestLinks,
  dealers,
  salePayments,
  warehouseItems,
} from '#server/db/schema/index.ts';
import { DEMO_EXCHANGES } from '#server/db/seed/demo/exchanges.ts';
import { seedDemoBusiness, type TDemoOptions } from '#server/db/seed/demo/seed-demo.ts';
import { createLogger } from '#server/http/logger.ts';
import { eq, sql } from 'drizzle-orm';
import { isValidThaiTaxId } from '#core/tax-id.ts';
import {
  deliveries,
  expenseCategories,
  expenses,
  payeeDetails,
  payments,
  priceProposals,
  saleDocuments,
  sales,
  storedFiles,
  workflowHistory,
} from '#server/db/schema/index.ts';
import { DEMO_COMPANY } from '#server/db/seed/demo/sales.ts';
import { createExpensesService } from '#server/modules/finance/expenses.service.ts';
import { readCompanyProfile } from '#server/modules/company/company.repository.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import {
  countTables,
  listBlocklist,
  listInspections,
  listItems,
  listPhotos,
  listRequestHistory,
  listRequests,
  listRequotes,
} from '../support/demo-queries.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';
import { createTestDatabase, resetDatabase, useTestDatabase } from '../support/test-database.ts';

// The file's tests share one database: the business is written once before them (beforeAll), read by the
// first test, written again by the second, and forced beside a real request by the third. Writing it is
// the slow part (about 6 s on a quiet 2-core machine, 30–60 s when the machine is shared): each test writes
// it at most once, and the file three times in all (it was five).
const testDatabase = useTestDatabase({ reset: 'once' });
const REQUESTS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

function options(overrides: Partial<TDemoOptions> = {}): TDemoOptions {
  const dataDir = makeTempDir('tradein-demo-files-');
  dirs.push(dataDir);
  const files = createFsFileStore(dataDir);
  return { requests: REQUESTS, force: false, files, logger: createLogger('silent'), ...overrides };
}

/** A bound for a hang, not a speed figure: a write of the business on a shared machine takes up to a minute. */
const WRITE_TIMEOUT = 180_000;

describe('npm run db:seed -- --demo', { timeout: WRITE_TIMEOUT }, () => {
  /** The first write: its options (the file store), its answer and the tables' counts after it. */
  let run: TDemoOptions;
  let first: Awaited<ReturnType<typeof seedDemoBusiness>>;
  let firstCounts: Awaited<ReturnType<typeof countTables>>;

  beforeAll(async () => {
    const { db } = testDatabase;
    // The migration's expense categories (the test database starts empty), as admin keeps them.
    const finance = createExpensesService({ db });
    const categories: [string, string][] = [
      ['ค่าเช่า', 'Rent'],
      ['ค่าน้ำค่าไฟ', 'Utilities'],
      ['ค่าขนส่ง', 'Shipping'],
    ];
    for (const [nameTh, nameEn] of categories) await finance.addCategory({ nameTh, nameEn });
    run = options();
    first = await seedDemoBusiness(db, run);
    firstCounts = await countTables(db);
  }, WRITE_TIMEOUT);

  it('writes a business in every state, with photos, history and stock that agree with each other', async () => {
    const { db } = testDatabase;
    expect(first.kind).toBe('done');

    const requests = await listRequests(db);
    // The planned requests, and the two the sales counter made for its exchange sales (decision 044).
    expect(requests).toHaveLength(REQUESTS + DEMO_EXCHANGES);
    expect(requests.every((request) => request.isDemo)).toBe(true);
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(TRADE_IN_STATUSES));
    expect(new Set(requests.map((request) => request.fulfilment))).toEqual(new Set(['store', 'pickup']));
    for (const status of ['new', 'booked', 'received', 'inspected', 'settled', 'rejected']) {
      const kinds = new Set(requests.filter((r) => r.status === status).map((r) => r.fulfilment));
      expect([status, [...kinds].sort()]).toEqual([status, ['pickup', 'store']]);
    }
    expect(new Set((await listRequotes(db)).map((requote) => requote.status))).toEqual(
      new Set(['pending', 'accepted', 'declined']),
    );
    expect(requests.filter((r) => r.fulfilment === 'store').every((r) => r.storeId !== null)).toBe(true);
    expect(
      requests.filter((r) => r.fulfilment === 'pickup').every((r) => r.pickupAddress && r.pickupDate),
    ).toBe(true);

    // Photos: stored as the photos module stores them, readable JPEGs of the size their rows say.
    const photos = await listPhotos(db);
    expect(photos.length).toBeGreaterThan(REQUESTS / 2);
    for (const photo of photos) {
      const data = (await run.files.get(`photos/${photo.fileName}`))!;
      const meta = await sharp(data).metadata();
      expect([photo.mimeType, meta.format, meta.width, meta.height, data.byteLength]).toEqual([
        'image/jpeg',
        'jpeg',
        photo.width,
        photo.height,
        photo.bytes,
      ]);
    }
    expect(await run.files.list('photos')).toHaveLength(photos.length);

    // History: from creation to the current state, step by step, in time, within the 90 days.
    const end = bangkokDayStart(bangkokDate());
    const history = await listRequestHistory(db);
    for (const request of requests) {
      const steps = history.filter((row) => row.entity === 'tradeIn' && row.entityId === request.id);
      expect(steps[0]).toMatchObject({ fromState: null, toState: 'new' });
      expect(steps[0]!.createdAt).toEqual(request.createdAt);
      steps.forEach((step, index) => {
        if (index === 0) return;
        expect(step.fromState).toBe(steps[index - 1]!.toState);
        expect(step.createdAt.getTime()).toBeGreaterThan(steps[index - 1]!.createdAt.getTime());
      });
      const last = steps.at(-1)!;
      expect(last.toState).toBe(request.status);
      expect(request.updatedAt).toEqual(last.createdAt);
      expect(last.createdAt.getTime()).toBeLessThan(end.getTime());
      expect(request.createdAt.getTime()).toBeGreaterThanOrEqual(end.getTime() - 90 * DAY_MS);
    }

    // Settled requests are stocked by the outbox handler, at what the customer was paid; no others are.
    const items = await listItems(db);
    const settled = requests.filter((request) => request.status === 'settled');
    expect(items.map((item) => item.tradeInId)).toEqual(settled.map((request) => request.id));
    for (const request of settled) {
      const item = items.find((candidate) => candidate.tradeInId === request.id)!;
      expect(item.costSatang).toBe(bahtToSatang(settlementAmountThb(request)));
    }
    // Stock in every state the warehouse console shows, under both VAT schemes.
    const stockStates = new Set(items.map((item) => item.status));
    for (const state of ['pending', 'available', 'sold', 'returned']) expect(stockStates).toContain(state);
    expect(new Set(items.map((item) => item.vatScheme))).toEqual(new Set(['margin', 'standard']));
    // Sales of the demo's stock through the sales service: every document type, a credit note for the
    // cancelled sale and the return, deliveries waiting and with a carrier; the company profile complete.
    const sold = await db.select().from(sales).orderBy(sales.id);
    expect(new Set(sold.map((sale) => sale.status))).toEqual(new Set(['sold', 'cancelled', 'returned']));
    expect(new Set(sold.map((sale) => sale.kind))).toEqual(new Set(['retail', 'wholesale']));
    const documents = await db.select().from(saleDocuments).orderBy(saleDocuments.id);
    expect(new Set(documents.map((document) => document.type))).toEqual(
      new Set(['abbreviatedTaxInvoice', 'taxInvoice', 'receipt', 'creditNote']),
    );
    expect(documents.filter((document) => document.type === 'creditNote')).toHaveLength(2);
    // Two exchange sales (old for new at the counter): each credits a request the counter made — taken in,
    // inspected by sales, settled "credited to sale" —, money pays the rest, and the device is in stock.
    const credits = await db.select().from(salePayments).where(eq(salePayments.method, 'tradeIn'));
    expect(credits).toHaveLength(DEMO_EXCHANGES);
    for (const credit of credits) {
      const request = requests.find((row) => row.id === credit.tradeInId)!;
      expect(request).toMatchObject({ status: 'settled', option: 'tradeIn', fulfilment: 'store' });
      expect(await db.$count(counterTradeIns, eq(counterTradeIns.tradeInId, request.id))).toBe(1);
      expect(credit.amountSatang).toBe(bahtToSatang(settlementAmountThb(request)));
      const rows = await db.select().from(salePayments).where(eq(salePayments.saleId, credit.saleId));
      const sale = sold.find((row) => row.id === credit.saleId)!;
      expect(sale).toMatchObject({ kind: 'retail', status: 'sold', customerName: request.fullName });
      expect(rows.map((row) => row.method).sort()).toEqual(['tradeIn', sale.paymentMethod].sort());
      expect(await db.$count(warehouseItems, eq(warehouseItems.tradeInId, request.id))).toBe(1);
      const steps = await db
        .select({ to: workflowHistory.toState })
        .from(workflowHistory)
        .where(sql`${workflowHistory.entity} = 'tradeIn' and ${workflowHistory.entityId} = ${request.id}`)
        .orderBy(workflowHistory.createdAt, workflowHistory.id);
      expect(steps.map((step) => step.to)).toEqual(['new', 'booked', 'received', 'inspected', 'settled']);
    }
    const invoice = documents.find((document) => document.type === 'taxInvoice')!;
    expect(isValidThaiTaxId(invoice.buyerTaxId ?? '')).toBe(true);
    expect(new Set(documents.map((document) => document.number)).size).toBe(documents.length);
    // Deliveries of shipped sales in every state (decision 030); the delivered one signed on screen.
    const shipped = await db.select().from(deliveries).orderBy(deliveries.id);
    const ofSales = shipped.filter((delivery) => delivery.saleId !== null);
    expect(ofSales.map((delivery) => delivery.status).sort()).toEqual([
      'delivered',
      'failed',
      'inTransit',
      'pendingDelivery',
      'returned',
    ]);
    for (const delivery of ofSales.filter((row) => row.status !== 'pendingDelivery'))
      expect(delivery.trackingNumber).toMatch(/^TH\d+$/);
    const signed = ofSales.find((delivery) => delivery.status === 'delivered')!;
    expect(signed.recipientName).toBeTruthy();
    const [signature] = await db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, signed.signatureFileId!));
    expect([signature?.kind, signature?.mimeType, signature?.attachedAt instanceof Date]).toEqual([
      'signature',
      'image/png',
      true,
    ]);
    // A free return shipment for every request whose customer declined the lower re-quote.
    const declined = requests.filter((request) => request.rejectionReason === REASON_CUSTOMER_DECLINED);
    expect(declined.length).toBeGreaterThan(0);
    expect(
      shipped
        .filter((delivery) => delivery.tradeInId !== null)
        .map((delivery) => delivery.tradeInId)
        .sort(),
    ).toEqual(declined.map((request) => request.id).sort());
    const saleHistory = await db.select().from(workflowHistory).where(eq(workflowHistory.entity, 'sale'));
    expect(
      saleHistory.filter((row) => row.toState === 'cancelled' || row.toState === 'returned'),
    ).toHaveLength(2);
    expect((await readCompanyProfile(db)).taxId).toBe(DEMO_COMPANY.taxId);
    // Payments, marked as the demo's: completed with their slips, waiting, and one waiting for four-eyes
    // (the rest of the money records are checked in finance-demo.test.ts).
    const demoPayments = await db.select().from(payments);
    expect(demoPayments.length).toBeGreaterThan(0);
    expect(demoPayments.every((payment) => payment.isDemo)).toBe(true);
    expect(new Set(demoPayments.map((payment) => payment.status))).toEqual(
      new Set(['pendingPayment', 'completed']),
    );
    expect(
      demoPayments.filter((payment) => payment.status === 'completed').every((payment) => payment.slipFileId),
    ).toBe(true);
    // Expenses in every category, each month, marked as the demo's.
    const spent = await db.select().from(expenses);
    expect(spent.length).toBeGreaterThan(0);
    expect(spent.every((expense) => expense.isDemo)).toBe(true);
    expect(new Set(spent.map((expense) => expense.categoryId))).toEqual(
      new Set((await db.select().from(expenseCategories)).map((category) => category.id)),
    );

    // The engineer console: a queue claimed by the demo engineer and not, inspections through the
    // engineer service with their wipe, an override with its reason, re-quotes opened by the inspection.
    const counts = await countTables(db);
    // The demo's shops' accounts (decision 023), all three states, and the demo engineer's.
    const shops = await db.select().from(dealers);
    expect(shops.every((shop) => shop.isDemo)).toBe(true);
    expect(shops.map((shop) => shop.status).sort()).toEqual([
      'approved',
      'approved',
      'approved',
      'pending',
      'suspended',
    ]);
    expect(shops.find((shop) => shop.status === 'suspended')!.statusReason).toBeTruthy();
    expect(shops.find((shop) => shop.status === 'pending')!.code).toBeNull();
    const approvedCodes = shops.filter((shop) => shop.status === 'approved').map((shop) => shop.code!);
    expect(approvedCodes.every((code) => /^[A-Z]+-[A-Z0-9]+$/.test(code))).toBe(true);
    expect(await db.$count(dealerCommissionRules)).toBeGreaterThanOrEqual(4);
    // A share of the requests carries the approved shops' codes, some assessed at the counter.
    const withCode = requests.filter((request) => request.dealerCode !== null);
    expect(withCode.length).toBeGreaterThan(REQUESTS / 8);
    expect(withCode.every((request) => approvedCodes.includes(request.dealerCode!))).toBe(true);
    expect(await db.$count(dealerRequestLinks, eq(dealerRequestLinks.channel, 'counter'))).toBeGreaterThan(0);
    // The counter's accuracy shows (decision 032): inspected counter assessments with the engineer's grade,
    // not all of them matching.
    const accuracy = await Promise.all(
      shops
        .filter((shop) => shop.status === 'approved')
        .map((shop) =>
          counterAccuracy(
            db,
            { id: shop.id, code: shop.code! },
            { start: new Date(0), end: new Date(Date.now() + 86_400_000) },
          ),
        ),
    );
    expect(accuracy.reduce((sum, shop) => sum + shop.gradeCompared, 0)).toBeGreaterThan(0);
    expect(
      accuracy.some((shop) => shop.gradeMatches !== null && shop.gradeMatches < shop.gradeCompared),
    ).toBe(true);
    // Each settled one earned its commission from the settlement event; no other request did.
    const commissions = await db.select().from(dealerCommissions);
    const settledWithCode = withCode.filter((request) => request.status === 'settled');
    expect(settledWithCode.length).toBeGreaterThan(0);
    expect(commissions.map((row) => row.tradeInId).sort()).toEqual(
      settledWithCode.map((request) => request.id).sort(),
    );
    expect(commissions.every((row) => row.commissionSatang > 0)).toBe(true);
    expect(counts.users).toBe(DEMO_SHOPS.length + 1);
    const inspectionRows = await listInspections(db);
    const received = requests.filter((request) => request.status === 'received');
    const queue = inspectionRows.filter((row) => row.closedAt === null);
    expect(queue.map((row) => row.tradeInId).sort()).toEqual(received.map((request) => request.id).sort());
    expect(queue.some((row) => row.claimedBy !== null)).toBe(true);
    expect(queue.some((row) => row.claimedBy === null)).toBe(true);
    expect(queue.some((row) => row.receivedAt.getTime() < end.getTime() - 24 * 60 * 60 * 1000)).toBe(true);
    // The demo engineer's inspections (the counter's two, the sales person's, are checked above).
    const atCounter = new Set(credits.map((credit) => credit.tradeInId));
    const inspected = inspectionRows.filter(
      (row) => row.inspectedAt !== null && !atCounter.has(row.tradeInId),
    );
    expect(inspected.length).toBeGreaterThanOrEqual(1);
    // The engineer's second inspection is an override above the offer, waiting for an admin (decision
    // 040; the default demo inspects four, this small one may inspect one): the request's inspected price
    // stays the offer meanwhile; every other inspection's price is the request's.
    const proposals = await db.select().from(priceProposals);
    const waitingProposals = proposals.filter((proposal) => proposal.status === 'pending');
    expect(waitingProposals).toHaveLength(inspected.length >= 2 ? 1 : 0);
    for (const row of inspected) {
      expect(row.wipeMethod).not.toBeNull();
      expect(row.certificateNumber).not.toBeNull();
      const request = requests.find((candidate) => candidate.id === row.tradeInId)!;
      const waits = waitingProposals.find((proposal) => proposal.tradeInId === row.tradeInId);
      expect(row.actualThb).toBe(waits ? waits.proposedThb : request.engineerActualPriceThb);
      if (waits) expect(request.engineerActualPriceThb).toBe(request.offeredThb);
    }
    // The overrides with their reasons: one below the offer (a re-quote), one above (the proposal).
    expect(inspected.filter((row) => row.overrideReason !== null)).toHaveLength(1 + waitingProposals.length);
    for (const proposal of waitingProposals) {
      const row = inspected.find((candidate) => candidate.tradeInId === proposal.tradeInId)!;
      expect([proposal.reason, proposal.proposedThb]).toEqual([row.overrideReason, row.actualThb]);
    }
    // Prices the writer's inspections found above the offer were approved by the shop's admin: paid as
    // approved, never above what the customer was told.
    for (const proposal of proposals.filter((candidate) => candidate.status === 'approved')) {
      const request = requests.find((candidate) => candidate.id === proposal.tradeInId)!;
      expect(request.engineerActualPriceThb).toBe(proposal.proposedThb);
    }
    const demoRequotes = await listRequotes(db);
    const requoted = demoRequotes.filter((requote) =>
      inspected.some((row) => row.tradeInId === requote.tradeInId),
    );
    // The override's lower price opened its re-quote (with the default 400 requests one is also accepted).
    expect(requoted.map((requote) => requote.status)).toContain('pending');
    const blocklist = await listBlocklist(db);
    expect(blocklist).toHaveLength(1);
    expect(blocklist[0]!.note).not.toBe('');
    // Priced by the quotes service, with the prices nobody followed up: a believable funnel.
    expect(first.kind === 'done' && first.summary.unusedQuotes).toBeGreaterThan(REQUESTS / 2);
    expect(counts.quotes).toBe(first.kind === 'done' && first.summary.quotes);
    // The messages its steps sent (decision 043): delivered and failed with why, on several requests, in
    // each customer's language, LINE to the chats of those who named a LINE ID; nothing left to send.
    const messages = (
      (await db.execute(sql`
        select n.trade_in_id, n.channel, n.status, n.last_error, n.locale, n.created_at, t.locale as request_locale,
          t.line_id, n.is_demo
        from notifications n join trade_ins t on t.id = n.trade_in_id`)) as unknown as {
        rows: {
          trade_in_id: number;
          channel: string;
          status: string;
          last_error: string | null;
          locale: string;
          created_at: string | Date;
          request_locale: string | null;
          line_id: string | null;
          is_demo: boolean;
        }[];
      }
    ).rows;
    expect(new Set(messages.map((row) => row.status))).toEqual(new Set(['delivered', 'failed']));
    expect(new Set(messages.map((row) => row.trade_in_id)).size).toBeGreaterThan(5);
    expect(new Set(messages.map((row) => row.channel))).toEqual(new Set(['email', 'line']));
    for (const row of messages) {
      expect(row.is_demo).toBe(true);
      expect(row.locale).toBe(row.request_locale ?? 'th');
      if (row.channel === 'line') expect(row.line_id).not.toBeNull();
      expect(row.status === 'failed').toBe(row.last_error !== null);
      expect(new Date(row.created_at).getTime()).toBeLessThan(Date.now());
    }
    expect(first.kind === 'done' && first.summary.messages).toEqual({
      delivered: messages.filter((row) => row.status === 'delivered').length,
      failed: messages.filter((row) => row.status === 'failed').length,
      requests: new Set(messages.map((row) => row.trade_in_id)).size,
    });
    expect(
      requests.filter((request) => request.quoteId === null).every((r) => r.fulfilment === 'pickup'),
    ).toBe(true);
    // Some customers paid in money gave where to be paid on the request form (decision 036); never for a
    // voucher. Their payments use those details.
    const formPayees = await db.select().from(payeeDetails).where(eq(payeeDetails.updatedBy, 'customer'));
    expect(formPayees.length).toBeGreaterThan(REQUESTS / 8);
    expect(new Set(formPayees.map((row) => row.method))).toEqual(new Set(['promptpay', 'bank']));
    for (const row of formPayees) {
      expect(['sale', 'tradeIn']).toContain(requests.find((request) => request.id === row.tradeInId)?.option);
      const [payment] = await db.select().from(payments).where(eq(payments.tradeInId, row.tradeInId));
      if (payment) expect([payment.payeeMethod, payment.accountName]).toEqual([row.method, row.accountName]);
    }
  });

  it('gives the same business when run again, replacing its own rows and photo files', async () => {
    const { db } = testDatabase;
    // The state the first write left (beforeAll; the first test only reads).
    const before = firstCounts;
    // The sales are replaced too; their documents take the next numbers (numbers are never reused).
    const salesOf = async () =>
      (await db.select().from(sales).orderBy(sales.soldAt, sales.id)).map((sale) => [
        sale.kind,
        sale.status,
        sale.customerName,
        sale.soldAt.getTime(),
      ]);
    const salesBefore = await salesOf();
    const documentsBefore = await db.$count(saleDocuments);
    const expensesBefore = await db.$count(expenses);
    const requests = await listRequests(db);

    const second = await seedDemoBusiness(db, run);

    expect(second.kind === 'done' && second.replaced).toBe(REQUESTS + DEMO_EXCHANGES);
    expect(await countTables(db)).toEqual(before);
    expect(second.kind === 'done' && second.summary).toEqual(first.kind === 'done' && first.summary);
    const again = await listRequests(db);
    const story = (rows: typeof requests) =>
      rows.map((r) => [
        r.reference,
        r.status,
        r.fullName,
        r.phone,
        r.deviceDescription,
        r.createdAt.getTime(),
      ]);
    expect(story(again)).toEqual(story(requests));
    expect(await run.files.list('photos')).toHaveLength(before.photos);
    // The stored files of the first run's rows (slips, delivery signatures) are gone from the store too:
    // each file left is a row's.
    const storedKeys = async (kind: 'signature' | 'slip') =>
      (await db.select().from(storedFiles).where(eq(storedFiles.kind, kind)))
        .map((row) => row.storageKey)
        .sort();
    for (const [kind, folder] of [
      ['signature', 'signatures'],
      ['slip', 'slips'],
    ] as const) {
      const keys = await storedKeys(kind);
      expect(keys.length, kind).toBeGreaterThan(0);
      expect((await run.files.list(folder)).map((file) => file.key).sort(), kind).toEqual(keys);
    }
    expect(await db.$count(dealers)).toBe(DEMO_SHOPS.length);

    expect(before.users).toBe(DEMO_SHOPS.length + 1);
    expect([before.inspections > 0, before.blocklist]).toEqual([true, 1]);
    // Ten planned, the walk-ins of the same stock on the same days, and two paid with vouchers (decision 044).
    expect(salesBefore.length).toBeGreaterThan(12);
    expect(await salesOf()).toEqual(salesBefore);
    expect(await db.$count(saleDocuments)).toBe(documentsBefore);
    expect(before.vouchers).toBeGreaterThan(1);
    expect(await db.$count(expenses)).toBe(expensesBefore);
  });

  it('refuses a database with real requests, writing nothing, and adds beside them with --force', async () => {
    const { db } = testDatabase;
    // Beside the business written before (the demo's rows are not real requests).
    const real = await createRequest(db, { status: 'new' });
    const before = await countTables(db);

    const refused = await seedDemoBusiness(db, options());

    expect(refused).toEqual({ kind: 'refused', realRequests: 1 });
    expect(await countTables(db)).toEqual(before);

    const forced = await seedDemoBusiness(db, options({ force: true, requests: 20 }));

    expect(forced.kind).toBe('done');
    const requests = await listRequests(db);
    // The 20 planned, the counter's two for the exchange sales, and the real one.
    expect(requests).toHaveLength(20 + DEMO_EXCHANGES + 1);
    expect(requests.find((request) => request.id === real.id)).toEqual(real);
    expect((await countTables(db)).users).toBe(DEMO_SHOPS.length + 1);
  });
});

const root = path.resolve(import.meta.dirname, '../..');

function runSeedCli(args: string[], env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'src/server/db/seed-cli.ts'), ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the seed command', () => {
  it('exits non-zero with a clear message on a database with real requests, and on a wrong option', async () => {
    const cwd = makeTempDir('tradein-demo-cli-');
    dirs.push(cwd);
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const database = databaseUrl
      ? await createTestDatabase()
      : await openDatabase({ dataDir: path.join(cwd, 'data') });
    try {
      if (databaseUrl) await resetDatabase(database);
      else await database.migrate();
      await createRequest(database.db, { status: 'new' });
      const before = await countTables(database.db);
      if (!databaseUrl) await database.close();

      // The wrong option is answered before the command opens any database: the two run side by side.
      const [refused, wrong] = await Promise.all([
        runSeedCli(['--demo'], { DATABASE_URL: databaseUrl ?? '' }, cwd),
        runSeedCli(['--demo', '--requests', 'many'], {}, cwd),
      ]);

      expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('Refused')]);
      expect(refused.stderr).toContain('--force');
      expect([wrong.code, wrong.stderr]).toEqual([2, expect.stringContaining('--requests must be')]);
      const after = databaseUrl ? database : await openDatabase({ dataDir: path.join(cwd, 'data') });
      expect(await countTables(after.db)).toEqual(before);
      expect(existsSync(path.join(cwd, 'data', 'photos'))).toBe(false);
      if (!databaseUrl) await after.close();
    } finally {
      await database.close();
    }
  }, 180_000);
});
