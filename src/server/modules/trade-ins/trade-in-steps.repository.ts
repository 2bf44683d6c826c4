import { eq } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';
import { requotes, tradeIns } from '../../db/schema/index.ts';

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
