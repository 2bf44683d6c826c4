import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { requotes, tradeIns } from '#server/db/schema/index.ts';
import { readHistory } from '#server/modules/workflow/workflow.repository.ts';

/** Read-side helpers so the tracking tests hold no SQL. */

/** The request's row, with the customer's answer to its re-quote (kept in `requotes` since decision 016). */
export async function findTradeIn(db: TDb, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(tradeIns),
      requoteDecision: sql<string | null>`nullif(${requotes.status}, 'pending')`,
    })
    .from(tradeIns)
    .leftJoin(requotes, eq(requotes.tradeInId, tradeIns.id))
    .where(eq(tradeIns.id, id));
  if (!row) throw new Error(`No trade-in ${id}`);
  return row;
}

export async function findRequote(db: TDb, tradeInId: number) {
  const [row] = await db.select().from(requotes).where(eq(requotes.tradeInId, tradeInId));
  return row;
}

/** The request's status history, oldest first. */
export async function listHistory(db: TDb, tradeInId: number) {
  return (await readHistory(db, 'tradeIn', [tradeInId])).map((row) => ({
    fromStatus: row.fromState,
    toStatus: row.toState,
    actor: row.actorLabel,
    note: row.note,
  }));
}

/** Its re-quote's steps, oldest first. */
export async function listRequoteHistory(db: TDb, tradeInId: number) {
  return (await readHistory(db, 'requote', [tradeInId])).map((row) => ({
    fromState: row.fromState,
    toState: row.toState,
    actor: row.actorLabel,
  }));
}
