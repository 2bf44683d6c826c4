import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { photos, stores, tradeInConsents, tradeIns, tradeInStatusHistory } from '#server/db/schema/index.ts';

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

export async function listHistory(db: TDb, tradeInId?: number) {
  return db
    .select()
    .from(tradeInStatusHistory)
    .where(tradeInId === undefined ? undefined : eq(tradeInStatusHistory.tradeInId, tradeInId))
    .orderBy(asc(tradeInStatusHistory.id));
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
    history: await db.$count(tradeInStatusHistory),
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
