import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  afterKey,
  decodeCursor,
  exactTimestamp,
  keySelection,
  orderByKey,
  pageOf,
  type TKeyPart,
} from '../../db/keyset.ts';
import { brands, inspections, stores, tradeIns, users } from '../../db/schema/index.ts';

export interface TQueueConditions {
  category?: string | undefined;
  brandId?: number | undefined;
  storeId?: number | undefined;
  claim?: { mine: string } | 'unclaimed' | undefined;
  search?: { kind: 'reference' | 'imeiSerial'; value: string } | undefined;
}

/** Oldest first: (received_at, id), served by inspections_queue_idx (or the claimer's index). */
export const QUEUE_KEY: readonly TKeyPart[] = [
  { order: sql`${inspections.receivedAt}`, value: exactTimestamp(inspections.receivedAt), kind: 'timestamp' },
  { order: sql`${inspections.tradeInId}`, value: sql`${inspections.tradeInId}`, kind: 'integer' },
];
const QUEUE_SORT = 'receivedAt';

export const decodeQueueCursor = (cursor: string) => decodeCursor(cursor, QUEUE_SORT, 'asc', QUEUE_KEY);

function whereOf(conditions: TQueueConditions, after: readonly (string | number)[] | undefined): SQL {
  const parts: SQL[] = [isNull(inspections.closedAt), eq(tradeIns.status, 'received')];
  if (conditions.category) parts.push(eq(tradeIns.category, conditions.category));
  if (conditions.brandId) parts.push(eq(tradeIns.brandId, conditions.brandId));
  if (conditions.storeId) parts.push(eq(tradeIns.storeId, conditions.storeId));
  if (conditions.claim === 'unclaimed') parts.push(isNull(inspections.claimedBy));
  else if (conditions.claim) parts.push(sql`${inspections.claimedBy} = ${conditions.claim.mine}::uuid`);
  const search = conditions.search;
  if (search?.kind === 'reference') parts.push(eq(tradeIns.reference, search.value));
  else if (search) {
    // Two indexed lookups: the IMEI the customer typed, or the one the engineer checked. Evaluated once
    // (an array, not a semi-join) so the few matches are fetched by key instead of the queue being walked.
    parts.push(
      sql`${inspections.tradeInId} = any(array(select ${tradeIns.id} from ${tradeIns} where ${tradeIns.imeiSerial} = ${search.value}
        union select ${inspections.tradeInId} from ${inspections} where ${inspections.imei} = ${search.value}))`,
    );
  }
  if (after) parts.push(afterKey(QUEUE_KEY, 'asc', after));
  return and(...parts)!;
}

/** One page of the queue and the next page's cursor. */
export async function findQueuePage(
  db: TDb,
  conditions: TQueueConditions,
  after: readonly (string | number)[] | undefined,
  pageSize: number,
) {
  const rows = await db
    .select({
      reference: tradeIns.reference,
      device: tradeIns.deviceDescription,
      category: tradeIns.category,
      brandName: brands.name,
      storeNameTh: stores.nameTh,
      storeNameEn: stores.nameEn,
      fulfilment: tradeIns.fulfilment,
      imeiSerial: tradeIns.imeiSerial,
      offeredThb: tradeIns.offeredThb,
      receivedAt: inspections.receivedAt,
      claimedBy: inspections.claimedBy,
      claimedAt: inspections.claimedAt,
      claimer: sql<string | null>`coalesce(${users.email}, ${users.phone})`,
      ...keySelection(QUEUE_KEY),
    })
    .from(inspections)
    .innerJoin(tradeIns, eq(tradeIns.id, inspections.tradeInId))
    .leftJoin(brands, eq(brands.id, tradeIns.brandId))
    .leftJoin(stores, eq(stores.id, tradeIns.storeId))
    .leftJoin(users, eq(users.id, inspections.claimedBy))
    .where(whereOf(conditions, after))
    .orderBy(...orderByKey(QUEUE_KEY, 'asc'))
    .limit(pageSize + 1);
  return pageOf(rows, pageSize, QUEUE_SORT, 'asc', QUEUE_KEY);
}
