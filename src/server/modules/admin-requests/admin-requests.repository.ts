import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAdminRequestSort } from '#core/contracts/admin-requests.ts';
import type { TRequestSearch } from '#core/request-search.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TDb } from '../../db/client.ts';
import {
  auditLog,
  brands,
  photos,
  quotes,
  stores,
  tradeInConsents,
  tradeIns,
  tradeInStatusHistory,
  tradeInStatusRank,
  users,
} from '../../db/schema/index.ts';

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

/** A keyset position: the sort key's values of the last row seen, its id last. */
export type TKeyValues = readonly (string | number)[];

interface TKeyPart {
  /** What the rows are ordered by (the same expression as the index that serves it). */
  order: SQL;
  /** The value carried in the cursor, exact (timestamps with their microseconds, as text). */
  value: SQL;
  kind: 'timestamp' | 'integer' | 'text';
}

/** created_at with its microseconds: a JavaScript Date would drop them and the keyset would skip rows. */
const createdAtText = sql<string>`to_char(${tradeIns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const createdAtPart: TKeyPart = {
  order: sql`${tradeIns.createdAt}`,
  value: createdAtText,
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

function keyParam(part: TKeyPart, value: string | number): SQL {
  if (part.kind === 'timestamp') return sql`${value}::timestamptz`;
  if (part.kind === 'integer') return sql`${value}::integer`;
  return sql`${value}::text`;
}

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
  after?: { sort: TAdminRequestSort; dir: 'asc' | 'desc'; key: TKeyValues },
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
  if (after) {
    const keyParts = SORT_KEYS[after.sort];
    const columns = sql.join(
      keyParts.map((part) => part.order),
      sql`, `,
    );
    const values = sql.join(
      keyParts.map((part, index) => keyParam(part, after.key[index]!)),
      sql`, `,
    );
    // A row comparison: one range on the sort's index, however many rows came before.
    parts.push(after.dir === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function orderOf(sort: TAdminRequestSort, dir: 'asc' | 'desc'): SQL[] {
  return SORT_KEYS[sort].map((part) => (dir === 'desc' ? desc(part.order) : asc(part.order)));
}

/** The sort key's values of a row, as selected under `key0`, `key1`, … */
function keySelection(sort: TAdminRequestSort): Record<string, SQL> {
  return Object.fromEntries(SORT_KEYS[sort].map((part, index) => [`key${index}`, part.value]));
}

export interface TListParams {
  conditions: TRequestConditions;
  sort: TAdminRequestSort;
  dir: 'asc' | 'desc';
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

/** A read of the CSV export (see exportChunk). */
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
  { header: 'requote_decision', value: sql`${tradeIns.requoteDecision}` },
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
const EXPORT_SORT: TAdminRequestSort = 'createdAt';
const EXPORT_ORDER = sql`${tradeIns.createdAt} desc, ${tradeIns.id} desc`;

export interface TRequestForChange {
  id: number;
  reference: string;
  status: TTradeInStatus;
  version: number;
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
  requoteDecision: string | null;
  adminNotes: string | null;
}

/** Who acts: the signed-in staff member (null before accounts exist, e.g. a script). */
export interface TActor {
  userId: string | null;
  ip?: string | undefined;
}

/** The history's `actor`: the staff member's email (or phone), their id without either, else 'staff'. */
const actorLabel = (actor: TActor) =>
  actor.userId
    ? sql`coalesce((select coalesce(${users.email}, ${users.phone}) from ${users} where ${users.id} = ${actor.userId}::uuid), ${actor.userId})`
    : sql`'staff'`;

export const AUDIT_TRADE_IN_STATUS = 'TRADE_IN_STATUS_CHANGED';
export const AUDIT_TRADE_IN_NOTES = 'TRADE_IN_NOTES_CHANGED';
export const AUDIT_TARGET_TRADE_IN = 'tradeIn';

export function createAdminRequestsRepository(db: TDb) {
  return {
    async list(params: TListParams): Promise<TListRow[]> {
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
          ...keySelection(params.sort),
        })
        .from(tradeIns)
        .where(
          whereOf(
            params.conditions,
            params.after ? { sort: params.sort, dir: params.dir, key: params.after } : undefined,
          ),
        )
        .orderBy(...orderOf(params.sort, params.dir))
        .limit(params.limit);
      const keyCount = SORT_KEYS[params.sort].length;
      return rows.map((row) => {
        const record = row as unknown as Record<string, unknown>;
        const key = Array.from({ length: keyCount }, (_, index) => record[`key${index}`] as string | number);
        return { ...row, key } as TListRow;
      });
    },

    /**
     * Up to `limit` rows of the export after `after` (newest first), as PostgreSQL writes them: JSON
     * texts of `pieceRows` rows each, every row an array of its EXPORT_COLUMNS cells as text. The
     * driver reads one value per piece instead of 37 per row; a large read keeps the per-query cost
     * low while small pieces stay ordinary young-generation strings, which a scavenge frees (a large
     * string waits for a full collection). The count and the last row's key (where the next read
     * starts) come with them.
     */
    async exportChunk(
      conditions: TRequestConditions,
      after: TKeyValues | undefined,
      limit: number,
      pieceRows: number,
    ): Promise<TExportChunk> {
      const cells = sql.join(
        EXPORT_COLUMNS.map((column) => column.value),
        sql`, `,
      );
      const where = whereOf(conditions, after ? { sort: EXPORT_SORT, dir: 'desc', key: after } : undefined);
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
    },

    async findRequest(reference: string) {
      const [row] = await db
        .select({
          request: tradeIns,
          brandName: brands.name,
          storeNameTh: stores.nameTh,
          storeNameEn: stores.nameEn,
        })
        .from(tradeIns)
        .leftJoin(brands, eq(brands.id, tradeIns.brandId))
        .leftJoin(stores, eq(stores.id, tradeIns.storeId))
        .where(eq(tradeIns.reference, reference));
      return row;
    },

    /** What goes with a request on its page: the stored quote, photos, consents and history. */
    async findRelated(tradeInId: number, quoteId: string | null) {
      const [quoteRows, photoRows, consentRows, historyRows] = await Promise.all([
        quoteId ? db.select().from(quotes).where(eq(quotes.id, quoteId)) : Promise.resolve([]),
        db
          .select({
            id: photos.id,
            width: photos.width,
            height: photos.height,
            bytes: photos.bytes,
          })
          .from(photos)
          .where(eq(photos.tradeInId, tradeInId))
          .orderBy(asc(photos.position), asc(photos.createdAt)),
        db
          .select({
            kind: tradeInConsents.kind,
            granted: tradeInConsents.granted,
            noticeVersion: tradeInConsents.noticeVersion,
            recordedAt: tradeInConsents.recordedAt,
          })
          .from(tradeInConsents)
          .where(eq(tradeInConsents.tradeInId, tradeInId))
          .orderBy(asc(tradeInConsents.id)),
        db
          .select({
            fromStatus: tradeInStatusHistory.fromStatus,
            toStatus: tradeInStatusHistory.toStatus,
            actor: tradeInStatusHistory.actor,
            note: tradeInStatusHistory.note,
            createdAt: tradeInStatusHistory.createdAt,
          })
          .from(tradeInStatusHistory)
          .where(eq(tradeInStatusHistory.tradeInId, tradeInId))
          .orderBy(asc(tradeInStatusHistory.createdAt), asc(tradeInStatusHistory.id)),
      ]);
      return { quote: quoteRows[0], photos: photoRows, consents: consentRows, history: historyRows };
    },

    /** The stored file of one of the request's photos. */
    async findPhotoFile(reference: string, photoId: string) {
      const [row] = await db
        .select({ fileName: photos.fileName, mimeType: photos.mimeType })
        .from(photos)
        .innerJoin(tradeIns, eq(tradeIns.id, photos.tradeInId))
        .where(and(eq(tradeIns.reference, reference), eq(photos.id, photoId)));
      return row;
    },

    async findForChange(reference: string): Promise<TRequestForChange | undefined> {
      const [row] = await db
        .select({
          id: tradeIns.id,
          reference: tradeIns.reference,
          status: tradeIns.status,
          version: tradeIns.version,
          offeredThb: tradeIns.offeredThb,
          engineerActualPriceThb: tradeIns.engineerActualPriceThb,
          requoteDecision: tradeIns.requoteDecision,
          adminNotes: tradeIns.adminNotes,
        })
        .from(tradeIns)
        .where(eq(tradeIns.reference, reference));
      return row;
    },

    /**
     * Moves the request from `request.status` to `to`, only while it is still at `request.version`
     * (optimistic concurrency), with its history entry and audit row, in one transaction. Returns the
     * new version, or undefined when someone else changed the request first.
     */
    async changeStatus(input: {
      request: TRequestForChange;
      to: TTradeInStatus;
      reason: string | undefined;
      actor: TActor;
    }): Promise<number | undefined> {
      const { request, to, reason, actor } = input;
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(tradeIns)
          .set({
            status: to,
            ...(to === 'rejected' ? { rejectionReason: reason ?? null } : {}),
            version: sql`${tradeIns.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(tradeIns.id, request.id),
              eq(tradeIns.version, request.version),
              eq(tradeIns.status, request.status),
            ),
          )
          .returning({ version: tradeIns.version });
        if (!updated) return undefined;
        await tx.insert(tradeInStatusHistory).values({
          tradeInId: request.id,
          fromStatus: request.status,
          toStatus: to,
          actor: actorLabel(actor),
          note: reason ?? null,
        });
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          action: AUDIT_TRADE_IN_STATUS,
          targetType: AUDIT_TARGET_TRADE_IN,
          targetId: request.reference,
          ip: actor.ip ?? null,
          at: sql`now()`,
          details: {
            before: { status: request.status, version: request.version },
            after: { status: to, version: updated.version, ...(reason ? { reason } : {}) },
          },
        });
        return updated.version;
      });
    },

    /** Replaces the admin notes while the request is at `request.version`; audited. */
    async updateNotes(input: {
      request: TRequestForChange;
      adminNotes: string | null;
      actor: TActor;
    }): Promise<number | undefined> {
      const { request, adminNotes, actor } = input;
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(tradeIns)
          .set({ adminNotes, version: sql`${tradeIns.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(tradeIns.id, request.id), eq(tradeIns.version, request.version)))
          .returning({ version: tradeIns.version });
        if (!updated) return undefined;
        await tx.insert(auditLog).values({
          actorUserId: actor.userId,
          action: AUDIT_TRADE_IN_NOTES,
          targetType: AUDIT_TARGET_TRADE_IN,
          targetId: request.reference,
          ip: actor.ip ?? null,
          at: sql`now()`,
          details: {
            before: { adminNotes: request.adminNotes, version: request.version },
            after: { adminNotes, version: updated.version },
          },
        });
        return updated.version;
      });
    },

    /**
     * Who made the request's latest change and when, for the conflict message: the request's
     * updated_at and the staff member of the audit row written in that same transaction (the change
     * may also be the customer's, on the tracking page: then there is none). Reads the audit log's
     * time index from that moment on only.
     */
    async latestChange(reference: string): Promise<{ at: Date; by: string | null } | undefined> {
      const [request] = await db
        .select({ updatedAt: tradeIns.updatedAt })
        .from(tradeIns)
        .where(eq(tradeIns.reference, reference));
      if (!request) return undefined;
      const [entry] = await db
        .select({ email: users.email, phone: users.phone, displayName: users.displayName })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          and(
            gte(auditLog.at, request.updatedAt),
            eq(auditLog.targetType, AUDIT_TARGET_TRADE_IN),
            eq(auditLog.targetId, reference),
            inArray(auditLog.action, [AUDIT_TRADE_IN_STATUS, AUDIT_TRADE_IN_NOTES]),
          ),
        )
        .orderBy(desc(auditLog.at))
        .limit(1);
      const by = entry ? (entry.email ?? entry.phone ?? entry.displayName ?? 'staff') : null;
      return { at: request.updatedAt, by };
    },
  };
}

export type TAdminRequestsRepository = ReturnType<typeof createAdminRequestsRepository>;
