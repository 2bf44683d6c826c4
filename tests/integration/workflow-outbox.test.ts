import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/http/logger.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { moveTradeIn } from '#server/modules/trade-ins/trade-in-steps.ts';
import { createOutboxWorker, type TOutboxHandler } from '#server/modules/workflow/outbox-worker.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { useTestDatabase } from '../support/test-database.ts';
import {
  countUnprocessed,
  listEntityHistory,
  listOutbox,
  listWarehouseItems,
} from '../support/workflow-queries.ts';

const testDatabase = useTestDatabase();
const logger = createLogger('silent');
const finance = { kind: 'staff', userId: null, roles: ['finance'] } as const;

/** Settles inspected requests through the workflow, as finance would. */
async function settle(ids: readonly number[]) {
  for (const id of ids) {
    await testDatabase.db.transaction((tx) => moveTradeIn(tx, { id, to: 'settled', actor: finance }));
  }
}

async function inspectedRequests(count: number, overrides: Parameters<typeof createRequest>[1] = {}) {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(await createRequest(testDatabase.db, { status: 'inspected', ...overrides }));
  }
  return rows;
}

describe('the outbox', () => {
  it('records an event in the transaction of every step, and nothing when the step is refused', async () => {
    const { db } = testDatabase;
    const [request] = await inspectedRequests(1);
    await expect(
      db.transaction((tx) => moveTradeIn(tx, { id: request!.id, to: 'booked', actor: finance })),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await listOutbox(db)).toEqual([]);
    await settle([request!.id]);
    expect((await listOutbox(db)).map((event) => [event.topic, event.entityId, event.processedAt])).toEqual([
      ['tradeIn.settled', request!.id, null],
    ]);
  });

  it('stocks a settled request as one pending warehouse item at what the customer was paid', async () => {
    const { db } = testDatabase;
    const [plain] = await inspectedRequests(1, { offeredThb: 12_340 });
    const [requoted] = await inspectedRequests(1, {
      offeredThb: 17_600,
      engineerActualPriceThb: 15_000,
      requoteDecision: 'accepted',
    });
    await settle([plain!.id, requoted!.id]);
    const worker = createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger });
    expect(await worker.drain()).toBe(2);
    // The items' own creation is an event too; the next drain marks it (no handler).
    expect(await worker.drain()).toBe(2);
    const items = await listWarehouseItems(db);
    // Under standard VAT: the default while no admin chose the margin scheme (issue 28 item 8).
    expect(items.map((item) => [item.tradeInId, item.status, item.costSatang, item.vatScheme])).toEqual([
      [plain!.id, 'pending', 1_234_000, 'standard'],
      [requoted!.id, 'pending', 1_500_000, 'standard'],
    ]);
    const history = await listEntityHistory(db, 'warehouseItem');
    expect(history.map((row) => [row.entityId, row.fromState, row.toState, row.actorKind])).toEqual(
      items.map((item) => [item.id, null, 'pending', 'system']),
    );
    expect(await countUnprocessed(db)).toBe(0);
    // Worked again (a redelivery), nothing more is stocked.
    await db.execute(sql`update outbox_events set processed_at = null where topic = 'tradeIn.settled'`);
    await worker.drain();
    expect(await listWarehouseItems(db)).toHaveLength(2);
  });

  it('retries a failing handler later and keeps none of its writes, while the others go through', async () => {
    const { db } = testDatabase;
    const requests = await inspectedRequests(3);
    await settle(requests.map((request) => request.id));
    const failing = requests[1]!.id;
    const handler: TOutboxHandler = async (tx, event) => {
      await EVENT_HANDLERS['tradeIn.settled']!(tx, event);
      if (event.entityId === failing) throw new Error('the label printer is out of paper');
    };
    const worker = createOutboxWorker({ db, handlers: { 'tradeIn.settled': handler }, logger });
    await worker.drain();
    expect((await listWarehouseItems(db)).map((item) => item.tradeInId)).toEqual([
      requests[0]!.id,
      requests[2]!.id,
    ]);
    const [event] = (await listOutbox(db)).filter((row) => row.entityId === failing);
    expect(event).toMatchObject({
      attempts: 1,
      processedAt: null,
      lastError: 'the label printer is out of paper',
    });
    expect(event!.availableAt.getTime()).toBeGreaterThan(Date.now());

    // Due again and fixed: worked once.
    await db.execute(sql`update outbox_events set available_at = now() where id = ${event!.id}`);
    const fixed = createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger });
    await fixed.drain();
    await fixed.drain();
    expect((await listWarehouseItems(db)).map((item) => item.tradeInId).sort()).toEqual(
      requests.map((request) => request.id).sort(),
    );
    expect(await countUnprocessed(db)).toBe(0);
  });

  it('gives up on an event after the most attempts, keeping its last error for a person', async () => {
    const { db } = testDatabase;
    const [request] = await inspectedRequests(1);
    await settle([request!.id]);
    const broken: TOutboxHandler = () => Promise.reject(new Error('broken'));
    const worker = createOutboxWorker({
      db,
      handlers: { 'tradeIn.settled': broken },
      logger,
      maxAttempts: 3,
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await db.execute(sql`update outbox_events set available_at = now()`);
      await worker.drain();
    }
    expect((await listOutbox(db))[0]).toMatchObject({ attempts: 3, processedAt: null, lastError: 'broken' });
  });

  it('works each event once when several workers drain at the same time', async () => {
    const { db } = testDatabase;
    const requests = await inspectedRequests(24);
    await settle(requests.map((request) => request.id));
    const workers = Array.from({ length: 4 }, () =>
      createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger, batchSize: 3 }),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.drain()));
    const items = await listWarehouseItems(db);
    expect(items).toHaveLength(24);
    expect(new Set(items.map((item) => item.tradeInId)).size).toBe(24);
    expect(await listEntityHistory(db, 'warehouseItem')).toHaveLength(24);
    expect(await countUnprocessed(db)).toBe(0);
  });

  it('works events when started and after each nudge, and stops cleanly', async () => {
    const { db } = testDatabase;
    const requests = await inspectedRequests(2);
    await settle([requests[0]!.id]);
    const worker = createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger, pollMs: 60_000 });
    worker.start();
    await expect.poll(() => listWarehouseItems(db).then((items) => items.length)).toBe(1);
    await settle([requests[1]!.id]);
    worker.nudge();
    await expect.poll(() => listWarehouseItems(db).then((items) => items.length)).toBe(2);
    await worker.stop();
  });
});
