import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';
import { inspections, requotes, tradeIns } from '../../db/schema/index.ts';

/** The facts a trade-in's steps record besides its state (the state itself is the workflow's). */
export async function recordRejectionReason(tx: TTx, id: number, reason: string): Promise<void> {
  await tx.update(tradeIns).set({ rejectionReason: reason }).where(eq(tradeIns.id, id));
}

/** Records the inspection's actual price; returns the offer it compares with. */
export async function recordActualPrice(tx: TTx, id: number, actualThb: number): Promise<number | null> {
  const [row] = await tx
    .update(tradeIns)
    .set({ engineerActualPriceThb: actualThb })
    .where(eq(tradeIns.id, id))
    .returning({ offeredThb: tradeIns.offeredThb });
  return row?.offeredThb ?? null;
}

export async function insertRequote(
  tx: TTx,
  values: { tradeInId: number; offeredThb: number; actualThb: number; createdAt?: Date; updatedAt?: Date },
): Promise<number> {
  const [row] = await tx.insert(requotes).values(values).returning({ id: requotes.tradeInId });
  return row!.id;
}

/** A received request joins the engineers' queue (issue 18). */
export async function openInspection(tx: TTx, tradeInId: number, at?: Date): Promise<void> {
  const receivedAt = at ?? sql`now()`;
  await tx
    .insert(inspections)
    .values({ tradeInId, receivedAt, ...(at ? { createdAt: at, updatedAt: at } : {}) })
    .onConflictDoUpdate({ target: inspections.tradeInId, set: { receivedAt, closedAt: null } });
}

/** The request left `received`: out of the queue. */
export async function closeInspection(tx: TTx, tradeInId: number, at?: Date): Promise<void> {
  await tx
    .update(inspections)
    .set({ closedAt: at ?? sql`now()` })
    .where(and(eq(inspections.tradeInId, tradeInId), isNull(inspections.closedAt)));
}
