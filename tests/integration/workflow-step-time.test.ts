import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, requotes, tradeIns } from '#server/db/schema/index.ts';
import { moveTradeIn } from '#server/modules/trade-ins/trade-in-steps.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { listEntityHistory } from '../support/workflow-queries.ts';

const testDatabase = useTestDatabase();
const engineer = { kind: 'staff', userId: null, roles: ['engineer'] } as const;
const LONG_AGO = new Date('2026-01-05T03:00:00.000Z');

async function readRequest(id: number) {
  const [row] = await testDatabase.db.select().from(tradeIns).where(eq(tradeIns.id, id));
  return row!;
}

describe('when a workflow step happened', () => {
  it("moves the record's last change to the step's time (it stayed at the row's creation before)", async () => {
    const { db } = testDatabase;
    const request = await createRequest(db, { status: 'received', createdAt: LONG_AGO, updatedAt: LONG_AGO });
    const before = Date.now();

    await db.transaction((tx) =>
      moveTradeIn(tx, { id: request.id, to: 'inspected', actor: engineer, actualPriceThb: 17_600 }),
    );

    const row = await readRequest(request.id);
    expect(row.status).toBe('inspected');
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.version).toBe(request.version + 1);
  });

  it('records a step of the past at its own time: history, last change, audit and the re-quote it opens', async () => {
    const { db } = testDatabase;
    const request = await createRequest(db, {
      status: 'received',
      offeredThb: 17_600,
      createdAt: LONG_AGO,
      updatedAt: LONG_AGO,
    });
    const at = new Date('2026-01-07T04:30:00.000Z');

    await db.transaction((tx) =>
      moveTradeIn(tx, { id: request.id, to: 'inspected', actor: engineer, actualPriceThb: 15_000, at }),
    );

    expect((await readRequest(request.id)).updatedAt).toEqual(at);
    const history = [
      ...(await listEntityHistory(db, 'tradeIn')),
      ...(await listEntityHistory(db, 'requote')),
    ];
    expect(history.map((row) => [row.entity, row.fromState, row.toState, row.createdAt])).toEqual([
      ['tradeIn', 'received', 'inspected', at],
      ['requote', null, 'pending', at],
    ]);
    const [requote] = await db.select().from(requotes).where(eq(requotes.tradeInId, request.id));
    expect([requote?.status, requote?.createdAt, requote?.updatedAt]).toEqual(['pending', at, at]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, request.reference));
    expect(audits.map((row) => [row.action, row.at])).toEqual([['TRADE_IN_STATUS_CHANGED', at]]);
  });
});
