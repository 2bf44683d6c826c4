import { asc, inArray } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import {
  auditLog,
  brands,
  imeiBlocklist,
  inspections,
  photos,
  quotes,
  requotes,
  salePayments,
  tradeIns,
  users,
  voucherMovements,
  vouchers,
  warehouseItems,
  workflowHistory,
} from '#server/db/schema/index.ts';

/** Read-side helpers for the demo business's tests, so they hold no SQL. */
export function listRequests(db: TDb) {
  return db.select().from(tradeIns).orderBy(asc(tradeIns.id));
}

export function listRequotes(db: TDb) {
  return db.select().from(requotes).orderBy(asc(requotes.tradeInId));
}

export function listPhotos(db: TDb) {
  return db.select().from(photos).orderBy(asc(photos.tradeInId), asc(photos.position));
}

export function listItems(db: TDb) {
  return db.select().from(warehouseItems).orderBy(asc(warehouseItems.tradeInId));
}

/** The history of trade-ins and re-quotes, as timelines read it (time, then id). */
export function listRequestHistory(db: TDb) {
  return db
    .select()
    .from(workflowHistory)
    .where(inArray(workflowHistory.entity, ['tradeIn', 'requote']))
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.id));
}

/** Row counts of every table the demo writes (and of accounts, which it must not). */
export async function countTables(db: TDb) {
  return {
    tradeIns: await db.$count(tradeIns),
    history: await db.$count(workflowHistory),
    photos: await db.$count(photos),
    requotes: await db.$count(requotes),
    items: await db.$count(warehouseItems),
    quotes: await db.$count(quotes),
    audit: await db.$count(auditLog),
    brands: await db.$count(brands),
    users: await db.$count(users),
    inspections: await db.$count(inspections),
    blocklist: await db.$count(imeiBlocklist),
    vouchers: await db.$count(vouchers),
    voucherMovements: await db.$count(voucherMovements),
    salePayments: await db.$count(salePayments),
  };
}

export function listInspections(db: TDb) {
  return db.select().from(inspections).orderBy(asc(inspections.tradeInId));
}

export function listBlocklist(db: TDb) {
  return db.select().from(imeiBlocklist).orderBy(asc(imeiBlocklist.id));
}
