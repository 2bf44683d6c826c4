import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ZCreateTradeInRequestSchema } from '#core/contracts/trade-ins.ts';
import { isValidImei } from '#core/imei.ts';
import { SATANG_PER_BAHT } from '#core/money.ts';
import { generateReference } from '#core/reference.ts';
import type { TDb, TTx } from '../../client.ts';
import { outboxEvents, tradeInConsents, tradeIns, workflowHistory } from '../../schema/index.ts';
import { createEngineerService } from '../../../modules/engineer/engineer.service.ts';
import { createQuotesRepository } from '../../../modules/quotes/quotes.repository.ts';
import { createQuotesService } from '../../../modules/quotes/quotes.service.ts';
import { createCounterTradeInsService } from '../../../modules/sales/counter-trade-ins.ts';
import { recordSaleInTx, type TSalesActor } from '../../../modules/sales/sales.service.ts';
import { createStoresRepository } from '../../../modules/stores/stores.repository.ts';
import { createStoresService } from '../../../modules/stores/stores.service.ts';
import { createTradeInsRepository } from '../../../modules/trade-ins/trade-ins.repository.ts';
import { createTradeInsService } from '../../../modules/trade-ins/trade-ins.service.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';
import { listActiveStores, markDemoQuotes } from './demo.repository.ts';
import type { TDemoDevice } from './devices.ts';
import { listDemoStock } from './sales.ts';

/** How many old-for-new sales the demo shows (issue 32 item 6). */
export const DEMO_EXCHANGES = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SALES: TSalesActor = { userId: null, roles: ['sales'] };

/** The demo's exchange customers: who traded their phone in, and how they paid the rest. */
const CUSTOMERS = [
  { fullName: 'ประเสริฐ ทองดี', phone: '083-456-7890', method: 'cash', daysAgo: 3 },
  { fullName: 'วิภาวรรณ ศรีสุข', phone: '084-567-8901', method: 'card', daysAgo: 6 },
] as const;

/** Bytes from the demo's seed: the same references and numbers on every run. */
function seeded(label: string) {
  let counter = 0;
  return (size: number) => {
    const bytes = new Uint8Array(size);
    for (let filled = 0; filled < size;) {
      const block = createHash('sha256').update(`${label}:${counter++}`).digest();
      bytes.set(block.subarray(0, size - filled), filled);
      filled += Math.min(block.length, size - filled);
    }
    return bytes;
  };
}

/** A well-formed IMEI (its Luhn digit right) from the seed's bytes. */
function demoImei(label: string): string {
  const digits = [...seeded(label)(14)].map((byte) => String(byte % 10)).join('');
  const body = `35${digits.slice(2)}`;
  for (let check = 0; check < 10; check += 1) if (isValidImei(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit');
}

/**
 * The demo's two exchange (old-for-new) sales (issue 32 item 6, decision 044), made as the sales counter
 * makes them and through the same services: the customer's valuation at the counter (the quotes service
 * and POST /api/sales/trade-ins's service, consent given on the screen) — a request of its own, taken in
 * at once —, the sales person's inspection with the engineer's checklist, then the sale with the
 * trade-in as a credit and money for the rest (the request settled "credited to sale"; the outbox stocks
 * the device). Each happens at its own moment of the demo's past; the requests are the demo's (deleted
 * with it on the next run). Returns the sales made.
 */
export async function seedDemoExchanges(
  db: TDb,
  input: { seed: string; dayStart: Date; devices: readonly TDemoDevice[] },
): Promise<number> {
  const workflow = createWorkflow({ db });
  let clock = input.dayStart;
  // Each reading a second on: the steps of one visit follow each other (the history is in order).
  const now = () => {
    clock = new Date(clock.getTime() + 1000);
    return clock;
  };
  const quotes = createQuotesService(createQuotesRepository(db), { now });
  const tradeInsService = createTradeInsService({
    repository: createTradeInsRepository(db),
    quotes,
    stores: createStoresService(createStoresRepository(db)),
    publicUrl: 'https://demo.invalid',
    now,
  });
  const engineer = createEngineerService({ db, workflow, targetHours: 24, now });
  const counter = createCounterTradeInsService({
    db,
    workflow,
    submit: (body) => tradeInsService.createTradeIn(body),
    inspect: (reference, body, actor, options) => engineer.inspect(reference, body, actor, options),
    describe: async (reference, actor) => {
      const request = await engineer.getRequest(reference, actor);
      return { questionnaire: request.questionnaire, customerAnswers: request.customerAnswers };
    },
    now,
  });
  const [store] = (await listActiveStores(db)).sort((a, b) => a.id - b.id);
  if (!store) return 0;
  // Phones, the cheapest first: the phone bought is dearer than the one traded in.
  const devices = input.devices
    .filter((device) => device.model.category === 'phone' && device.basePriceThb > 0)
    .sort((a, b) => a.basePriceThb - b.basePriceThb || a.model.id - b.model.id);
  const stock = (await listDemoStock(db)).sort((a, b) => b.costSatang - a.costSatang || a.id - b.id);

  let made = 0;
  for (const [index, customer] of CUSTOMERS.entries()) {
    const device = devices[index];
    if (!device) break;
    // Mid-morning in Bangkok, some days before the demo's today.
    const at = new Date(input.dayStart.getTime() - customer.daysAgo * DAY_MS + 10 * HOUR_MS);
    clock = at;
    const quote = await quotes.createQuote({
      modelId: device.model.id,
      storageGb: device.storageGb,
      year: device.year,
      answers: device.answers,
    });
    await markDemoQuotes(db, [quote.id]);
    // The body the counter's screen sends, read by the endpoint's own contract.
    const receipt = await counter.submit(
      ZCreateTradeInRequestSchema.parse({
        reference: generateReference(at, seeded(`${input.seed}:exchange:${index}`)),
        quoteId: quote.id,
        option: 'tradeIn',
        fulfilment: 'store',
        storeId: store.id,
        province: store.province,
        fullName: customer.fullName,
        phone: customer.phone,
        pdpaConsent: true,
        marketingOptIn: false,
        locale: 'th',
      }),
      SALES,
    );
    const [row] = await db
      .update(tradeIns)
      .set({ isDemo: true })
      .where(eq(tradeIns.reference, receipt.reference))
      .returning({ id: tradeIns.id });
    // The request's creation is dated when the customer made it, as the demo's other requests are.
    await backdateCreation(db, row!.id, at);

    // The sales person inspects it with the customer twenty minutes later: as the customer described it.
    clock = new Date(at.getTime() + 20 * 60_000);
    const waiting = await counter.view(receipt.reference, SALES);
    const inspected = await counter.inspect(
      receipt.reference,
      {
        version: waiting.version,
        answers: device.answers,
        imei: demoImei(`${input.seed}:exchange-imei:${index}`),
        activationLockOff: true,
        cloudLockOff: true,
        evidencePhotoIds: [],
        wipe: { method: 'factoryReset', at: new Date(clock.getTime() - 5 * 60_000).toISOString() },
      },
      SALES,
    );
    if (!inspected.creditable) continue;

    // A phone from the shelf, dearer than the credit, in stock before the visit.
    const saleAt = new Date(clock.getTime() + 30 * 60_000);
    const priceThb = (costSatang: number) =>
      Math.ceil((costSatang * 1.2) / (SATANG_PER_BAHT * 100)) * 100 - 10;
    const item = stock.find(
      (candidate) =>
        candidate.availableAt.getTime() < at.getTime() &&
        priceThb(candidate.costSatang) * SATANG_PER_BAHT > inspected.creditSatang,
    );
    if (!item) continue;
    stock.splice(stock.indexOf(item), 1);
    await workflow.transaction((tx: TTx) =>
      recordSaleInTx(
        tx,
        {
          kind: 'retail',
          customerName: customer.fullName,
          customerContact: customer.phone,
          items: [{ itemId: item.id, priceThb: priceThb(item.costSatang) }],
          paymentMethod: customer.method,
          handover: 'counter',
          documentType: 'abbreviatedTaxInvoice',
          tradeInReference: receipt.reference,
        },
        SALES,
        { at: saleAt },
      ),
    );
    made += 1;
  }
  clock = input.dayStart;
  return made;
}

/** The creation step (row, history, event, consents) at `at`: the counter's service stamps the real time. */
async function backdateCreation(db: TDb, tradeInId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(tradeIns).set({ createdAt: at, updatedAt: at }).where(eq(tradeIns.id, tradeInId));
    await tx
      .update(workflowHistory)
      .set({ createdAt: at })
      .where(
        and(
          eq(workflowHistory.entity, 'tradeIn'),
          eq(workflowHistory.entityId, tradeInId),
          eq(workflowHistory.toState, 'new'),
        ),
      );
    await tx
      .update(outboxEvents)
      .set({ createdAt: at })
      .where(
        and(
          eq(outboxEvents.entity, 'tradeIn'),
          eq(outboxEvents.entityId, tradeInId),
          eq(outboxEvents.topic, 'tradeIn.new'),
        ),
      );
    await tx.update(tradeInConsents).set({ recordedAt: at }).where(eq(tradeInConsents.tradeInId, tradeInId));
  });
}
