import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../src/server/db/client.ts';
import { tradeIns, workflowHistory } from '../../../src/server/db/schema/index.ts';
import { seedRequote, seedTradeInHistory } from '../../support/workflow-factories.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Test-only set-up, written straight to the database of a server the test started itself: the request
 * went through booking, reception and inspection, and the engineer's price is below the offer, so the
 * customer must answer on the tracking page. No production endpoint exists for this, on purpose.
 */
export async function setLowerRequote(
  db: TDb,
  reference: string,
  prices: { offerThb: number; actualPriceThb: number },
): Promise<void> {
  if (prices.actualPriceThb >= prices.offerThb) throw new Error('A re-quote to answer is below the offer');
  const [row] = await db.select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.reference, reference));
  if (!row) throw new Error(`No trade-in ${reference}`);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tradeIns)
      .set({
        status: 'inspected',
        systemPriceThb: prices.offerThb,
        offeredThb: prices.offerThb,
        engineerActualPriceThb: prices.actualPriceThb,
        createdAt: new Date(now - 20 * HOUR_MS),
        version: sql`${tradeIns.version} + 1`,
        updatedAt: new Date(now),
      })
      .where(eq(tradeIns.id, row.id))
      .returning();
    // The request (and its first history row) is dated before the steps that follow it.
    await tx
      .update(workflowHistory)
      .set({ createdAt: new Date(now - 20 * HOUR_MS) })
      .where(and(eq(workflowHistory.entity, 'tradeIn'), eq(workflowHistory.entityId, row.id)));
    const steps = [
      ['new', 'booked', 'logistics confirmed the slot'],
      ['booked', 'received', 'courier delivered the device'],
      ['received', 'inspected', 'screen replaced before, battery 79%'],
    ] as const;
    await seedTradeInHistory(
      tx,
      row.id,
      steps.map(([from, to, note], index) => ({
        from,
        to,
        actor: 'e2e-setup',
        note,
        at: new Date(now - (steps.length - index) * 5 * HOUR_MS),
      })),
    );
    await seedRequote(tx, updated!);
  });
}
