import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAdminRequestSort } from '#core/contracts/admin-requests.ts';
import type { TRequestSearch } from '#core/request-search.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TDb } from '../../db/client.ts';
import {
  afterKey,
  exactTimestamp,
  keyOf,
  keySelection,
  orderByKey,
  type TDirection,
  type TKeyPart,
  type TKeyValues,
} from '../../db/keyset.ts';
import { brands, requotes, stores, tradeIns, tradeInStatusRank } from '../../db/schema/index.ts';

/** Filters as the repository applies them: the search already classified, days already instants. */
export interface TRequestConditions {
  statuses?: readonly TTradeInStatus[] | undefined;
  /** Inclusive lower bound. */
  createdFrom?: Date | undefined;
  /** Exclusive upper bound. */
  createdBefore?: Date | undefined;
  category?: string | undefined;
  brandId?: number | undefined;
  fulfilment?: 'store' | 'pickup' | undefined;
  option?: 'tradeIn' | 'sale' | 'voucher' | undefined;
  province?: string | undefined;
  dealerCode?: string | undefined;
  search?: TRequestSearch | undefined;
}

const createdAtPart: TKeyPart = {
  order: sql`${tradeIns.createdAt}`,
  value: exactTimestamp(tradeIns.createdAt),
  kind: 'timestamp',
};
const idPart: TKeyPart = { order: sql`${tradeIns.id}`, value: sql`${tradeIns.id}`, kind: 'integer' };
const offerOrder = sql`coalesce(${tradeIns.offeredThb}, -1)`;
const statusOrder = tradeInStatusRank(tradeIns.status);

/** Every sort is (key…, id), all in one direction, each served by an index (schema/trade-ins.ts). */
export const SORT_KEYS: Record<TAdminRequestSort, readonly TKeyPart[]> = {
  createdAt: [createdAtPart, idPart],
  offeredThb: [{ order: offerOrder, value: offerOrder, kind: 'integer' }, idPart],
  status: [{ order: statusOrder, value: statusOrder, kind: 'integer' }, createdAtPart, idPart],
  reference: [{ order: sql`${tradeIns.reference}`, value: sql`${tradeIns.reference}`, kind: 'text' }, idPart],
};

/** `like` matches its pattern characters literally after this. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function searchCondition(search: TRequestSearch): SQL {
  switch (search.kind) {
    case 'reference':
      return sql`${tradeIns.reference} = ${search.value}`;
    case 'email':
      return sql`lower(${tradeIns.email}) = ${search.value}`;
    case 'phone':
      return sql`${tradeIns.phone} = ${search.value}`;
    case 'imeiSerial':
      return sql`${tradeIns.imeiSerial} = ${search.value}`;
    case 'name':
      // A constant prefix: the planner turns it into a range on trade_ins_name_prefix_idx.
      return sql`lower(${tradeIns.fullName}) like ${`${escapeLike(search.value)}%`}`;
  }
}

function whereOf(
  conditions: TRequestConditions,
  after?: { sort: TAdminRequestSort; dir: TDirection; key: TKeyValues },
) {
  const parts: SQL[] = [];
  const { statuses } = conditions;
  if (statuses?.length === 1) parts.push(eq(tradeIns.status, statuses[0]!));
  else if (statuses && statuses.length > 1) parts.push(inArray(tradeIns.status, [...statuses]));
  if (conditions.createdFrom) parts.push(gte(tradeIns.createdAt, conditions.createdFrom));
  if (conditions.createdBefore) parts.push(lt(tradeIns.createdAt, conditions.createdBefore));
  if (conditions.category) parts.push(eq(tradeIns.category, conditions.category));
  if (conditions.brandId !== undefined) parts.push(eq(tradeIns.brandId, conditions.brandId));
  if (conditions.fulfilment) parts.push(eq(tradeIns.fulfilment, conditions.fulfilment));
  if (conditions.option) parts.push(eq(tradeIns.option, conditions.option));
  if (conditions.province) parts.push(eq(tradeIns.province, conditions.province));
  if (conditions.dealerCode) parts.push(eq(tradeIns.dealerCode, conditions.dealerCode));
  if (conditions.search) parts.push(searchCondition(conditions.search));
  if (after) parts.push(afterKey(SORT_KEYS[after.sort], after.dir, after.key));
  return parts.length > 0 ? and(...parts) : undefined;
}

export interface TListParams {
  conditions: TRequestConditions;
  sort: TAdminRequestSort;
  dir: TDirection;
  after?: TKeyValues | undefined;
  limit: number;
}

export interface TListRow {
  reference: string;
  createdAt: Date;
  status: TTradeInStatus;
  fullName: string;
  phone: string;
  deviceDescription: string;
  offeredThb: number | null;
  option: 'tradeIn' | 'sale' | 'voucher' | null;
  fulfilment: 'store' | 'pickup';
  province: string;
  dealerCode: string | null;
  key: (string | number)[];
}

export async function listRequestRows(db: TDb, params: TListParams): Promise<TListRow[]> {
  const parts = SORT_KEYS[params.sort];
  const rows = await db
    .select({
      reference: tradeIns.reference,
      createdAt: tradeIns.createdAt,
      status: tradeIns.status,
      fullName: tradeIns.fullName,
      phone: tradeIns.phone,
      deviceDescription: tradeIns.deviceDescription,
      offeredThb: tradeIns.offeredThb,
      option: tradeIns.option,
      fulfilment: tradeIns.fulfilment,
      province: tradeIns.province,
      dealerCode: tradeIns.dealerCode,
      ...keySelection(parts),
    })
    .from(tradeIns)
    .where(
      whereOf(
        params.conditions,
        params.after ? { sort: params.sort, dir: params.dir, key: params.after } : undefined,
      ),
    )
    .orderBy(...orderByKey(parts, params.dir))
    .limit(params.limit);
  return rows.map((row) => ({ ...(row as unknown as TListRow), key: keyOf(row, parts) }));
}

/** A read of the CSV export (see readExportChunk). */
export interface TExportChunk {
  /** JSON texts in order, each an array of rows, each an array of the EXPORT_COLUMNS cells (text or null). */
  pieces: string[];
  count: number;
  /** The last row's sort key: where the next read starts. */
  lastKey: TKeyValues | undefined;
}

/**
 * Bangkok local time for people reading the export (UTC+7 all year; no time zone data needed), to the
 * second: the timestamp's ISO text (PostgreSQL's default DateStyle), cut before the fraction; half the
 * cost of to_char.
 */
const bangkokText = (column: AnyPgColumn) => sql`left((${column} at time zone interval '+07:00')::text, 19)`;

/** The CSV's columns: header label and the value selected for it, as text (one text array per row). */
export const EXPORT_COLUMNS: readonly { header: string; value: SQL }[] = [
  { header: 'reference', value: sql`${tradeIns.reference}` },
  { header: 'created_at_bangkok', value: bangkokText(tradeIns.createdAt) },
  { header: 'updated_at_bangkok', value: bangkokText(tradeIns.updatedAt) },
  { header: 'status', value: sql`${tradeIns.status}` },
  { header: 'full_name', value: sql`${tradeIns.fullName}` },
  { header: 'phone', value: sql`${tradeIns.phone}` },
  { header: 'email', value: sql`${tradeIns.email}` },
  { header: 'line_id', value: sql`${tradeIns.lineId}` },
  { header: 'province', value: sql`${tradeIns.province}` },
  { header: 'locale', value: sql`${tradeIns.locale}` },
  { header: 'device', value: sql`${tradeIns.deviceDescription}` },
  { header: 'category', value: sql`${tradeIns.category}` },
  { header: 'brand', value: sql`${brands.name}` },
  { header: 'model_id', value: sql`${tradeIns.modelId}::text` },
  { header: 'storage_gb', value: sql`${tradeIns.storageGb}::text` },
  { header: 'year', value: sql`${tradeIns.year}::text` },
  { header: 'imei_serial', value: sql`${tradeIns.imeiSerial}` },
  { header: 'grade', value: sql`${tradeIns.grade}` },
  { header: 'system_price_thb', value: sql`${tradeIns.systemPriceThb}::text` },
  { header: 'offered_thb', value: sql`${tradeIns.offeredThb}::text` },
  { header: 'engineer_actual_price_thb', value: sql`${tradeIns.engineerActualPriceThb}::text` },
  // The customer's answer to a lower re-quote ('accepted', 'declined'), empty while none is given.
  { header: 'requote_decision', value: sql`nullif(${requotes.status}, 'pending')` },
  { header: 'option', value: sql`${tradeIns.option}` },
  { header: 'fulfilment', value: sql`${tradeIns.fulfilment}` },
  { header: 'store', value: sql`${stores.nameTh}` },
  { header: 'pickup_address', value: sql`${tradeIns.pickupAddress}` },
  { header: 'pickup_date', value: sql`${tradeIns.pickupDate}::text` },
  { header: 'pickup_time_slot', value: sql`${tradeIns.pickupTimeSlot}` },
  { header: 'preferred_product', value: sql`${tradeIns.preferredProduct}` },
  { header: 'promo_code', value: sql`${tradeIns.promoCode}` },
  { header: 'dealer_code', value: sql`${tradeIns.dealerCode}` },
  { header: 'remarks', value: sql`${tradeIns.remarks}` },
  { header: 'admin_notes', value: sql`${tradeIns.adminNotes}` },
  { header: 'rejection_reason', value: sql`${tradeIns.rejectionReason}` },
  { header: 'quote_id', value: sql`${tradeIns.quoteId}::text` },
  { header: 'price_lines', value: sql`${tradeIns.priceLines}::text` },
  { header: 'version', value: sql`${tradeIns.version}::text` },
];

/** The export reads newest first, by the (created_at, id) keyset. */
const EXPORT_ORDER = sql`${tradeIns.createdAt} desc, ${tradeIns.id} desc`;

/**
 * Up to `limit` rows of the export after `after` (newest first), as PostgreSQL writes them: JSON texts of
 * `pieceRows` rows each, every row an array of its EXPORT_COLUMNS cells as text. The driver reads one
 * value per piece instead of 37 per row; a large read keeps the per-query cost low while small pieces stay
 * ordinary young-generation strings, which a scavenge frees (a large string waits for a full
 * collection). The count and the last row's key (where the next read starts) come with them.
 */
export async function readExportChunk(
  db: TDb,
  conditions: TRequestConditions,
  after: TKeyValues | undefined,
  limit: number,
  pieceRows: number,
): Promise<TExportChunk> {
  const cells = sql.join(
    EXPORT_COLUMNS.map((column) => column.value),
    sql`, `,
  );
  const where = whereOf(conditions, after ? { sort: 'createdAt', dir: 'desc', key: after } : undefined);
  // to_json of a text array: half the cost of json_build_array's per-value type lookups.
  const result = (await db.execute(sql`
    select '[' || string_agg(t.cells, ',' order by t.created_at desc, t.id desc) || ']' as rows,
      count(*)::integer as count,
      to_char(min(t.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_created_at,
      (array_agg(t.id order by t.created_at, t.id))[1] as last_id
    from (
      select to_json(array[${cells}])::text as cells, ${tradeIns.createdAt} as created_at, ${tradeIns.id} as id,
        (row_number() over (order by ${EXPORT_ORDER}) - 1) / ${pieceRows} as piece
      from ${tradeIns}
      left join ${brands} on ${brands.id} = ${tradeIns.brandId}
      left join ${stores} on ${stores.id} = ${tradeIns.storeId}
      left join ${requotes} on ${requotes.tradeInId} = ${tradeIns.id}
      ${where ? sql`where ${where}` : sql``}
      order by ${EXPORT_ORDER}
      limit ${limit}
    ) as t
    group by t.piece
    order by t.piece`)) as unknown as {
    rows: { rows: string; count: number; last_created_at: string; last_id: number }[];
  };
  const pieces = result.rows;
  const last = pieces.at(-1);
  return {
    pieces: pieces.map((piece) => piece.rows),
    count: pieces.reduce((sum, piece) => sum + Number(piece.count), 0),
    lastKey: last ? [last.last_created_at, Number(last.last_id)] : undefined,
  };
}
