import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TDocumentListQuery, TInventoryQuery } from '#core/contracts/sales.ts';
import { readItemScan } from '#core/warehouse/item-code.ts';
import type { TExecutor, TTx } from '../../db/client.ts';
import {
  deliveries,
  saleDocuments,
  saleItems,
  sales,
  salesMargins,
  warehouseAvailableSince,
  warehouseItems,
} from '../../db/schema/index.ts';

export type TSaleRow = typeof sales.$inferSelect;
export type TSaleItemRow = typeof saleItems.$inferSelect;
export type TSaleDocumentRow = typeof saleDocuments.$inferSelect;
export type TWarehouseItemRow = typeof warehouseItems.$inferSelect;

/**
 * When each item last became available, for "days in stock" (kept by the history's trigger, migration
 * 0034); its creation otherwise. The default order reads warehouse_items_status_available_since_idx.
 */
const availableSince = warehouseAvailableSince(warehouseItems);

function inventoryWhere(query: TInventoryQuery): SQL | undefined {
  const conditions: SQL[] = [eq(warehouseItems.status, 'available')];
  if (query.grade) conditions.push(eq(warehouseItems.grade, query.grade));
  if (query.vatScheme) conditions.push(eq(warehouseItems.vatScheme, query.vatScheme));
  if (query.q) {
    // A label's code (WH-000123) or its QR link names the item; anything else is words or an IMEI.
    const scan = readItemScan(query.q);
    if (scan.kind === 'item') conditions.push(eq(warehouseItems.id, scan.id));
    else {
      const like = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      const imei = `%${scan.value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      conditions.push(
        or(ilike(warehouseItems.deviceDescription, like), ilike(warehouseItems.imeiSerial, imei))!,
      );
    }
  }
  return and(...conditions);
}

export async function listInventory(executor: TExecutor, query: TInventoryQuery) {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const direction = query.dir === 'asc' ? asc : desc;
  const order =
    query.sort === 'model'
      ? [direction(warehouseItems.deviceDescription), asc(warehouseItems.id)]
      : query.sort === 'price'
        ? [direction(warehouseItems.costSatang), asc(warehouseItems.id)]
        : // Most days in stock first when descending: the oldest arrival first.
          [query.dir === 'asc' ? desc(availableSince) : asc(availableSince), asc(warehouseItems.id)];
  const rows = await executor
    .select({
      id: warehouseItems.id,
      description: warehouseItems.deviceDescription,
      category: warehouseItems.category,
      storageGb: warehouseItems.storageGb,
      grade: warehouseItems.grade,
      imeiSerial: warehouseItems.imeiSerial,
      location: warehouseItems.location,
      costSatang: warehouseItems.costSatang,
      vatScheme: warehouseItems.vatScheme,
      availableSince,
    })
    .from(warehouseItems)
    .where(inventoryWhere(query))
    .orderBy(...order)
    .limit(query.pageSize + 1)
    .offset(offset);
  const more = rows.length > query.pageSize;
  return { rows: rows.slice(0, query.pageSize), nextCursor: more ? String(offset + query.pageSize) : null };
}

export async function readMargins(executor: TExecutor): Promise<{ grade: string; marginPercent: number }[]> {
  return executor.select().from(salesMargins).orderBy(asc(salesMargins.grade));
}

export async function replaceMargins(
  tx: TTx,
  margins: readonly { grade: string; marginPercent: number }[],
): Promise<void> {
  await tx.delete(salesMargins);
  if (margins.length > 0) await tx.insert(salesMargins).values([...margins]);
}

/** The items to sell, locked until the sale's transaction ends. */
export async function lockItems(tx: TTx, ids: readonly number[]): Promise<TWarehouseItemRow[]> {
  return tx
    .select()
    .from(warehouseItems)
    .where(inArray(warehouseItems.id, [...ids]))
    .orderBy(asc(warehouseItems.id))
    .for('update');
}

export async function insertSale(tx: TTx, values: typeof sales.$inferInsert): Promise<number> {
  const [row] = await tx.insert(sales).values(values).returning({ id: sales.id });
  return row!.id;
}

export async function insertSaleItems(tx: TTx, values: (typeof saleItems.$inferInsert)[]): Promise<void> {
  await tx.insert(saleItems).values(values);
}

export async function insertDocument(tx: TTx, values: typeof saleDocuments.$inferInsert): Promise<number> {
  const [row] = await tx.insert(saleDocuments).values(values).returning({ id: saleDocuments.id });
  return row!.id;
}

export async function insertDelivery(tx: TTx, values: typeof deliveries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(deliveries).values(values).returning({ id: deliveries.id });
  return row!.id;
}

export async function findSale(executor: TExecutor, id: number): Promise<TSaleRow | undefined> {
  const [row] = await executor.select().from(sales).where(eq(sales.id, id));
  return row;
}

export async function findSaleLines(executor: TExecutor, saleId: number) {
  return executor
    .select({ line: saleItems, itemStatus: warehouseItems.status })
    .from(saleItems)
    .innerJoin(warehouseItems, eq(warehouseItems.id, saleItems.warehouseItemId))
    .where(eq(saleItems.saleId, saleId))
    .orderBy(asc(saleItems.id));
}

export async function findSaleDocuments(executor: TExecutor, saleId: number): Promise<TSaleDocumentRow[]> {
  return executor
    .select()
    .from(saleDocuments)
    .where(eq(saleDocuments.saleId, saleId))
    .orderBy(asc(saleDocuments.id));
}

export async function findDeliveryOfSale(executor: TExecutor, saleId: number) {
  const [row] = await executor
    .select({ id: deliveries.id, status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.saleId, saleId));
  return row;
}

export async function findDocument(executor: TExecutor, id: number): Promise<TSaleDocumentRow | undefined> {
  const [row] = await executor.select().from(saleDocuments).where(eq(saleDocuments.id, id));
  return row;
}

/** Counts a print and gives the count before it: 0 for the original, then copies. */
export async function countPrint(executor: TExecutor, id: number): Promise<number> {
  const [row] = await executor
    .update(saleDocuments)
    .set({ printCount: sql`least(${saleDocuments.printCount} + 1, 32000)` })
    .where(eq(saleDocuments.id, id))
    .returning({ printCount: saleDocuments.printCount });
  return (row?.printCount ?? 1) - 1;
}

export async function markDocumentsCancelled(tx: TTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(saleDocuments)
    .set({ cancelledAt: at })
    .where(inArray(saleDocuments.id, [...ids]));
}

export async function markLinesReturned(
  tx: TTx,
  lineIds: readonly number[],
  creditNoteId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(saleItems)
    .set({ returnedAt: at, creditNoteId })
    .where(inArray(saleItems.id, [...lineIds]));
}

export async function listDocuments(executor: TExecutor, query: TDocumentListQuery) {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(saleDocuments.type, query.type));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(or(ilike(saleDocuments.number, like), ilike(saleDocuments.buyerName, like))!);
  }
  const reversed = sql<
    string | null
  >`(select d2.number from ${saleDocuments} d2 where d2.id = ${saleDocuments.reversesId})`;
  const rows = await executor
    .select({ document: saleDocuments, reversesNumber: reversed })
    .from(saleDocuments)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(saleDocuments.issuedAt), desc(saleDocuments.id))
    .limit(query.pageSize + 1)
    .offset(offset);
  const more = rows.length > query.pageSize;
  return { rows: rows.slice(0, query.pageSize), nextCursor: more ? String(offset + query.pageSize) : null };
}

export async function documentNumbersByIds(executor: TExecutor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await executor
    .select({ id: saleDocuments.id, number: saleDocuments.number })
    .from(saleDocuments)
    .where(and(inArray(saleDocuments.id, [...ids]), isNotNull(saleDocuments.number)));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** A returned item put back on a shelf: where it is now (the step's evidence says so too). */
export async function setItemLocation(tx: TTx, id: number, location: string): Promise<void> {
  await tx.update(warehouseItems).set({ location }).where(eq(warehouseItems.id, id));
}
