import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { TPayee } from '#core/finance/payee.ts';
import { PROVINCE_KEYS, type TProvinceKey } from '#core/provinces.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb, TExecutor, TTx } from '../../client.ts';
import { deleteDemoEngineerRows } from './inspections.ts';
import {
  auditLog,
  models,
  outboxEvents,
  payeeDetails,
  photos,
  quotes,
  requotes,
  stores,
  tradeInConsents,
  tradeIns,
  users,
  warehouseItems,
  workflowHistory,
} from '../../schema/index.ts';
import { deleteDemoDealers } from './dealers.ts';

import { deleteDemoSales } from './sales.ts';
import { deleteDemoReturnShipments } from './deliveries.ts';
import { deleteDemoFinance } from './finance.ts';

/** The demo's queries (decision 020): what it reads to decide, and the rows it replaces. */
export type TNewDemoTradeIn = Omit<
  typeof tradeIns.$inferInsert,
  'id' | 'status' | 'version' | 'engineerActualPriceThb' | 'isDemo'
>;

export async function countRealRequests(db: TDb): Promise<number> {
  return db.$count(tradeIns, eq(tradeIns.isDemo, false));
}

export async function countUsers(db: TDb): Promise<number> {
  return db.$count(users);
}

/** The open stores a customer may drop a device at, with the province each stands in. */
export async function listActiveStores(db: TDb): Promise<{ id: number; province: TProvinceKey }[]> {
  const rows = await db
    .select({ id: stores.id, province: stores.province })
    .from(stores)
    .where(eq(stores.isActive, true));
  return rows.filter((row): row is { id: number; province: TProvinceKey } =>
    (PROVINCE_KEYS as readonly string[]).includes(row.province),
  );
}

/** References real requests use from `since` on (the demo's references carry its own dates). */
export async function listRealReferencesSince(db: TDb, since: Date): Promise<Set<string>> {
  const rows = await db
    .select({ reference: tradeIns.reference })
    .from(tradeIns)
    .where(and(eq(tradeIns.isDemo, false), gte(tradeIns.createdAt, since)));
  return new Set(rows.map((row) => row.reference));
}

/**
 * Deletes every demo request and what hangs on it: consents, photos and the re-quote (cascade), its
 * warehouse item, the history, events and audit rows of all of them, and the quotes they were priced
 * with. Returns the photo files and the stored files' keys (slips, signatures) to remove once this has
 * committed.
 */
export async function deleteDemoRows(
  tx: TTx,
): Promise<{ requests: number; photoFiles: string[]; fileKeys: string[] }> {
  await deleteDemoDealers(tx);
  const fileKeys = await deleteDemoFinance(tx);
  await deleteDemoEngineerRows(tx);
  const requests = await tx
    .select({ id: tradeIns.id, reference: tradeIns.reference })
    .from(tradeIns)
    .where(eq(tradeIns.isDemo, true));
  if (requests.length === 0) {
    await tx.delete(quotes).where(eq(quotes.isDemo, true));
    return { requests: 0, photoFiles: [], fileKeys };
  }
  const ids = requests.map((row) => row.id);
  const references = requests.map((row) => row.reference);
  const files = await tx
    .select({ fileName: photos.fileName })
    .from(photos)
    .where(inArray(photos.tradeInId, ids));
  const items = await tx
    .select({ id: warehouseItems.id })
    .from(warehouseItems)
    .where(inArray(warehouseItems.tradeInId, ids));
  const itemIds = items.map((row) => row.id);
  const ofRecords = (entity: AnyPgColumn, entityId: AnyPgColumn) =>
    or(
      and(inArray(entity, ['tradeIn', 'requote', 'priceProposal']), inArray(entityId, ids)),
      itemIds.length > 0 ? and(eq(entity, 'warehouseItem'), inArray(entityId, itemIds)) : undefined,
    );
  await tx.delete(workflowHistory).where(ofRecords(workflowHistory.entity, workflowHistory.entityId));
  await tx.delete(outboxEvents).where(ofRecords(outboxEvents.entity, outboxEvents.entityId));
  await tx
    .delete(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, 'tradeIn'), inArray(auditLog.targetId, references)),
        itemIds.length > 0
          ? and(eq(auditLog.targetType, 'warehouseItem'), inArray(auditLog.targetId, itemIds.map(String)))
          : undefined,
      ),
    );
  fileKeys.push(...(await deleteDemoSales(tx, itemIds)));
  fileKeys.push(...(await deleteDemoReturnShipments(tx, ids)));
  if (itemIds.length > 0) await tx.delete(warehouseItems).where(inArray(warehouseItems.id, itemIds));
  await tx.delete(tradeIns).where(inArray(tradeIns.id, ids));
  // The demo's quotes: those of its requests and those nobody followed up.
  await tx.delete(quotes).where(eq(quotes.isDemo, true));
  return { requests: ids.length, photoFiles: files.map((row) => row.fileName), fileKeys };
}

/** Payee details the demo's customer gave on the request form (decision 036); deleted with the request. */
export async function insertDemoPayee(tx: TTx, tradeInId: number, payee: TPayee, at: Date): Promise<void> {
  await tx.insert(payeeDetails).values({ tradeInId, ...payee, updatedBy: 'customer', updatedAt: at });
}

/** The demo request's row (its status is the column's default: the workflow creates it). */
export async function insertDemoTradeIn(tx: TTx, values: TNewDemoTradeIn): Promise<number> {
  const [row] = await tx
    .insert(tradeIns)
    .values({
      ...values,
      // The model's brand, copied as a submission does so the admin list filters by brand without a join.
      brandId:
        values.modelId == null
          ? null
          : sql`(select ${models.brandId} from ${models} where ${models.id} = ${values.modelId})`,
      isDemo: true,
    })
    .returning({ id: tradeIns.id });
  return row!.id;
}

/** Marks quotes the quotes service stored for the demo, so the next run finds them. */
export async function markDemoQuotes(executor: TExecutor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(quotes)
    .set({ isDemo: true })
    .where(inArray(quotes.id, [...ids]));
}

/** The two consent records a submission stores: PDPA given, marketing as chosen. */
export async function insertDemoConsents(
  tx: TTx,
  tradeInId: number,
  consent: { marketing: boolean; noticeVersion: string; at: Date },
): Promise<void> {
  await tx.insert(tradeInConsents).values([
    { tradeInId, kind: 'pdpa', granted: true, noticeVersion: consent.noticeVersion, recordedAt: consent.at },
    {
      tradeInId,
      kind: 'marketing',
      granted: consent.marketing,
      noticeVersion: consent.noticeVersion,
      recordedAt: consent.at,
    },
  ]);
}

/** Attaches uploaded photos to their request in the order given, as a submission does. */
export async function attachDemoPhotos(
  tx: TTx,
  tradeInId: number,
  photoIds: readonly string[],
): Promise<void> {
  for (const [position, id] of photoIds.entries()) {
    await tx.update(photos).set({ tradeInId, position }).where(eq(photos.id, id));
  }
}

/** What the run reports: the demo's requests per status and hand-over, its re-quotes, photos and stock. */
export async function summariseDemo(db: TDb) {
  const byStatus = await db
    .select({ status: tradeIns.status, fulfilment: tradeIns.fulfilment, count: count() })
    .from(tradeIns)
    .where(eq(tradeIns.isDemo, true))
    .groupBy(tradeIns.status, tradeIns.fulfilment)
    .orderBy(tradeIns.status, tradeIns.fulfilment);
  const requoteRows = await db
    .select({ status: requotes.status, count: count() })
    .from(requotes)
    .innerJoin(tradeIns, eq(tradeIns.id, requotes.tradeInId))
    .where(eq(tradeIns.isDemo, true))
    .groupBy(requotes.status)
    .orderBy(requotes.status);
  const [photoRow] = await db
    .select({ count: count() })
    .from(photos)
    .innerJoin(tradeIns, eq(tradeIns.id, photos.tradeInId))
    .where(eq(tradeIns.isDemo, true));
  const [itemRow] = await db
    .select({ count: count() })
    .from(warehouseItems)
    .innerJoin(tradeIns, eq(tradeIns.id, warehouseItems.tradeInId))
    .where(eq(tradeIns.isDemo, true));
  const [historyRow] = await db
    .select({ count: count() })
    .from(workflowHistory)
    .where(
      and(
        eq(workflowHistory.entity, 'tradeIn'),
        sql`${workflowHistory.entityId} in (select ${tradeIns.id} from ${tradeIns} where ${tradeIns.isDemo})`,
      ),
    );
  const quoteCount = await db.$count(quotes, eq(quotes.isDemo, true));
  const unusedQuotes = await db.$count(
    quotes,
    and(
      eq(quotes.isDemo, true),
      sql`not exists (select 1 from ${tradeIns} where ${tradeIns.quoteId} = ${quotes.id})`,
    ),
  );
  const [messageRow] = (
    (await db.execute(sql`
      select count(*) filter (where status = 'delivered')::int as delivered,
        count(*) filter (where status = 'failed')::int as failed,
        count(distinct trade_in_id)::int as requests
      from notifications where is_demo`)) as unknown as {
      rows: { delivered: number; failed: number; requests: number }[];
    }
  ).rows;
  return {
    quotes: quoteCount,
    unusedQuotes,
    messages: messageRow ?? { delivered: 0, failed: 0, requests: 0 },
    byStatus,
    requotes: Object.fromEntries(requoteRows.map((row) => [row.status, row.count])),
    photos: photoRow?.count ?? 0,
    warehouseItems: itemRow?.count ?? 0,
    historyRows: historyRow?.count ?? 0,
  };
}

export type TDemoSummary = Awaited<ReturnType<typeof summariseDemo>>;
