import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { photos, stores, tradeInConsents, tradeIns, workflowHistory } from '#server/db/schema/index.ts';

/** Read-side helpers for the submission tests, so the tests hold no SQL. */
export async function listTradeIns(db: TDb) {
  return db.select().from(tradeIns).orderBy(asc(tradeIns.id));
}

export async function findTradeInByReference(db: TDb, reference: string) {
  const [row] = await db.select().from(tradeIns).where(eq(tradeIns.reference, reference));
  return row;
}

export async function listConsents(db: TDb, tradeInId?: number) {
  return db
    .select()
    .from(tradeInConsents)
    .where(tradeInId === undefined ? undefined : eq(tradeInConsents.tradeInId, tradeInId))
    .orderBy(asc(tradeInConsents.id));
}

/** Requests' status history (the workflow's, decision 016), as its rows were named before. */
export async function listHistory(db: TDb, tradeInId?: number) {
  const rows = await db
    .select()
    .from(workflowHistory)
    .where(
      and(
        eq(workflowHistory.entity, 'tradeIn'),
        tradeInId === undefined ? undefined : eq(workflowHistory.entityId, tradeInId),
      ),
    )
    .orderBy(asc(workflowHistory.id));
  return rows.map((row) => ({
    ...row,
    tradeInId: row.entityId,
    fromStatus: row.fromState,
    toStatus: row.toState,
    actor: row.actorLabel,
  }));
}

export async function listPhotos(db: TDb, ids?: string[]) {
  return db
    .select()
    .from(photos)
    .where(ids === undefined ? undefined : inArray(photos.id, ids))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function countSubmissionRows(db: TDb) {
  return {
    tradeIns: await db.$count(tradeIns),
    consents: await db.$count(tradeInConsents),
    history: await db.$count(workflowHistory, eq(workflowHistory.entity, 'tradeIn')),
  };
}

/** Staff removing a store. */
export async function deleteStore(db: TDb, id: number): Promise<void> {
  await db.delete(stores).where(eq(stores.id, id));
}

/** Another request taking a photo. */
export async function attachPhoto(db: TDb, photoId: string, tradeInId: number): Promise<void> {
  await db.update(photos).set({ tradeInId }).where(eq(photos.id, photoId));
}
