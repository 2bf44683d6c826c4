import { and, asc, count, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_DELIVERY_STATES } from '#core/logistics/overdue.ts';
import type { TDeliveryListQuery } from '#core/contracts/logistics.ts';
import type { TExecutor, TTx } from '../../db/client.ts';
import {
  carriers,
  deliveries,
  deliveryOpenRank,
  saleDocuments,
  saleItems,
  sales,
  stores,
  tradeIns,
} from '../../db/schema/index.ts';

/** The sale's first document, or for a return shipment the trade-in request's reference. */
const documentNumber = sql<string | null>`coalesce((select ${saleDocuments.number} from ${saleDocuments}
  where ${saleDocuments.saleId} = ${deliveries.saleId} and ${saleDocuments.type} <> 'creditNote'
  order by ${saleDocuments.id} limit 1), ${tradeIns.reference})`;
const itemNames = sql<string[]>`coalesce((select array_agg(${saleItems.description} order by ${saleItems.id})
  from ${saleItems} where ${saleItems.saleId} = ${deliveries.saleId}), array[${tradeIns.deviceDescription}], '{}')`;
/** Open deliveries first (pending, failed, in transit), oldest first within each: deliveries_open_first_idx. */
const openFirst = deliveryOpenRank(deliveries.status);

function deliverySelect(executor: TExecutor) {
  return executor
    .select({
      delivery: deliveries,
      customerName: sql<string>`coalesce(${sales.customerName}, ${tradeIns.fullName}, '')`,
      carrierName: carriers.name,
      carrierNameTh: carriers.nameTh,
      carrierUrl: carriers.trackingUrl,
      documentNumber,
      items: itemNames,
    })
    .from(deliveries)
    .leftJoin(sales, eq(sales.id, deliveries.saleId))
    .leftJoin(tradeIns, eq(tradeIns.id, deliveries.tradeInId))
    .leftJoin(carriers, eq(carriers.id, deliveries.carrierId));
}
export type TDeliveryRow = Awaited<ReturnType<ReturnType<typeof deliverySelect>['execute']>>[number];

/** Open and created before `before`: overdue (core/logistics/overdue.ts says the same of one delivery). */
const overdueSince = (before: Date) =>
  and(inArray(deliveries.status, [...OPEN_DELIVERY_STATES]), lt(deliveries.createdAt, before))!;

export async function countOverdueDeliveries(executor: TExecutor, before: Date): Promise<number> {
  const [row] = await executor.select({ count: count() }).from(deliveries).where(overdueSince(before));
  return row?.count ?? 0;
}

/** `overdueBefore`: only the open deliveries created before it. */
export async function listDeliveries(executor: TExecutor, query: TDeliveryListQuery, overdueBefore?: Date) {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(deliveries.status, query.status));
  if (overdueBefore) conditions.push(overdueSince(overdueBefore));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      or(
        ilike(sales.customerName, like),
        ilike(tradeIns.fullName, like),
        ilike(deliveries.trackingNumber, like),
        ilike(deliveries.phone, like),
        // The documents' numbers are searched once, not one correlated look-up per delivery.
        sql`${deliveries.saleId} in (select ${saleDocuments.saleId} from ${saleDocuments}
          where ${saleDocuments.number} ilike ${like})`,
        ilike(tradeIns.reference, like),
      )!,
    );
  }
  const rows = await deliverySelect(executor)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(openFirst, asc(deliveries.createdAt), asc(deliveries.id))
    .limit(query.pageSize + 1)
    .offset(offset);
  const more = rows.length > query.pageSize;
  return { rows: rows.slice(0, query.pageSize), nextCursor: more ? String(offset + query.pageSize) : null };
}

export async function findDelivery(executor: TExecutor, id: number): Promise<TDeliveryRow | undefined> {
  const [row] = await deliverySelect(executor).where(eq(deliveries.id, id));
  return row;
}

/** The delivery of the sale that issued this document (a credit note names none). */
export async function findDeliveryByDocument(
  executor: TExecutor,
  number: string,
): Promise<TDeliveryRow | undefined> {
  const [row] = await deliverySelect(executor).where(
    sql`${deliveries.saleId} = (select ${saleDocuments.saleId} from ${saleDocuments}
      where ${saleDocuments.number} = ${number} and ${saleDocuments.type} <> 'creditNote' limit 1)`,
  );
  return row;
}

export async function writeDeliveryFacts(
  tx: TTx,
  id: number,
  facts: Partial<
    Pick<
      typeof deliveries.$inferInsert,
      'carrierId' | 'trackingNumber' | 'recipientName' | 'signatureFileId' | 'deliveredAt' | 'notes'
    >
  >,
): Promise<void> {
  if (Object.keys(facts).length === 0) return;
  await tx.update(deliveries).set(facts).where(eq(deliveries.id, id));
}

/** Changes the carrier or notes at the version given; false when the delivery is missing or moved on. */
export async function editDelivery(
  tx: TTx,
  id: number,
  version: number,
  facts: Partial<Pick<typeof deliveries.$inferInsert, 'carrierId' | 'notes'>>,
): Promise<boolean> {
  const rows = await tx
    .update(deliveries)
    .set({ ...facts, version: sql`${deliveries.version} + 1`, updatedAt: new Date() })
    .where(and(eq(deliveries.id, id), eq(deliveries.version, version)))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** What a declined request's return shipment needs: where to, whom, and whether it has one already. */
export async function findReturnSource(executor: TExecutor, tradeInId: number) {
  const [row] = await executor
    .select({
      rejectionReason: tradeIns.rejectionReason,
      pickupAddress: tradeIns.pickupAddress,
      storeAddress: sql<string | null>`${stores.nameTh} || ' — ' || ${stores.addressTh}`,
      phone: tradeIns.phone,
      deliveryId: deliveries.id,
    })
    .from(tradeIns)
    .leftJoin(stores, eq(stores.id, tradeIns.storeId))
    .leftJoin(deliveries, eq(deliveries.tradeInId, tradeIns.id))
    .where(eq(tradeIns.id, tradeInId));
  return row;
}

export async function insertReturnShipment(
  tx: TTx,
  values: { tradeInId: number; address: string; phone: string },
): Promise<number> {
  const [row] = await tx.insert(deliveries).values(values).returning({ id: deliveries.id });
  return row!.id;
}

export async function listCarriers(executor: TExecutor) {
  return executor.select().from(carriers).orderBy(asc(carriers.sortOrder), asc(carriers.id));
}

export async function carrierExists(executor: TExecutor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id));
  return row !== undefined;
}

/** Upserts by name in the given order; carriers left out are kept, inactive (deliveries name them). */
export async function replaceCarriers(
  tx: TTx,
  list: readonly { name: string; nameTh: string; trackingUrl: string; active: boolean }[],
): Promise<void> {
  await tx.update(carriers).set({ active: false });
  for (const [index, carrier] of list.entries()) {
    await tx
      .insert(carriers)
      .values({ ...carrier, sortOrder: index })
      .onConflictDoUpdate({
        target: carriers.name,
        set: {
          nameTh: carrier.nameTh,
          trackingUrl: carrier.trackingUrl,
          active: carrier.active,
          sortOrder: index,
        },
      });
  }
}
