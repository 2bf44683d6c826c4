import { asc, eq } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { tradeIns, tradeInStatusHistory } from '#server/db/schema/index.ts';

/** Read-side helpers so the tracking tests hold no SQL. */
export async function findTradeIn(db: TDb, id: number) {
  const [row] = await db.select().from(tradeIns).where(eq(tradeIns.id, id));
  if (!row) throw new Error(`No trade-in ${id}`);
  return row;
}

export function listHistory(db: TDb, tradeInId: number) {
  return db
    .select({
      fromStatus: tradeInStatusHistory.fromStatus,
      toStatus: tradeInStatusHistory.toStatus,
      actor: tradeInStatusHistory.actor,
      note: tradeInStatusHistory.note,
    })
    .from(tradeInStatusHistory)
    .where(eq(tradeInStatusHistory.tradeInId, tradeInId))
    .orderBy(asc(tradeInStatusHistory.createdAt), asc(tradeInStatusHistory.id));
}
