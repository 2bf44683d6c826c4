import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { photos, tradeInConsents, tradeIns, tradeInStatusHistory } from '../../db/schema/index.ts';

const submittedColumns = {
  id: tradeIns.id,
  reference: tradeIns.reference,
  status: tradeIns.status,
  offeredThb: tradeIns.offeredThb,
  priceLines: tradeIns.priceLines,
  contentHash: tradeIns.contentHash,
  createdAt: tradeIns.createdAt,
};

/** What a receipt is made from. */
export type TSubmittedTradeIn = {
  id: number;
  reference: string;
  status: (typeof tradeIns.$inferSelect)['status'];
  offeredThb: number | null;
  priceLines: (typeof tradeIns.$inferSelect)['priceLines'];
  contentHash: string;
  createdAt: Date;
};

export type TNewTradeIn = Omit<
  typeof tradeIns.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'version' | 'engineerActualPriceThb' | 'adminNotes'
>;

export interface TCreateOptions {
  photoIds: readonly string[];
  marketingOptIn: boolean;
  noticeVersion: string;
  /** Under a lock on the content hash, look for the same submission stored under another reference first. */
  checkContentHash: boolean;
}

export type TCreateResult =
  | { kind: 'created'; tradeIn: TSubmittedTradeIn }
  | { kind: 'replay'; tradeIn: TSubmittedTradeIn }
  | { kind: 'referenceTaken' }
  | { kind: 'photosUnavailable' }
  | { kind: 'storeGone' }
  | { kind: 'quoteGone' };

/** Thrown inside the transaction to roll it back; never leaves this file. */
class Rollback extends Error {
  readonly result: TCreateResult;
  constructor(result: TCreateResult) {
    super(result.kind);
    this.result = result;
  }
}

/** Row of the statement below; snake_case as the database names the columns. */
interface TInsertedRow {
  id: number;
  reference: string;
  status: TSubmittedTradeIn['status'];
  offered_thb: number | null;
  price_lines: TSubmittedTradeIn['priceLines'];
  content_hash: string;
  created_at: string;
}

/**
 * The request, its two consent records (PDPA granted; marketing as chosen) and its first history entry
 * in one statement: the later inserts read the new id from the first (data-modifying CTEs), and the
 * foreign keys are checked when the statement ends. One round trip instead of five.
 */
async function insertRequest(
  executor: TDb,
  values: TNewTradeIn,
  options: Pick<TCreateOptions, 'marketingOptIn' | 'noticeVersion'>,
): Promise<TSubmittedTradeIn> {
  const insert = executor
    .insert(tradeIns)
    .values({ ...values, status: 'new' })
    .returning(submittedColumns);
  const result = (await executor.execute(sql`
    with inserted as (${insert.getSQL()}),
    consents as (
      insert into ${tradeInConsents} (trade_in_id, kind, granted, notice_version)
      select inserted.id, consent.kind, consent.granted, ${options.noticeVersion}
      from inserted, (values ('pdpa', true), ('marketing', ${options.marketingOptIn}::boolean)) as consent (kind, granted)
    ),
    history as (
      insert into ${tradeInStatusHistory} (trade_in_id, from_status, to_status, actor)
      select inserted.id, null, 'new', 'customer' from inserted
    )
    select id, reference, status, offered_thb, price_lines, content_hash,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from inserted`)) as unknown as { rows: TInsertedRow[] };
  const [row] = result.rows;
  if (!row) throw new Error('insert into trade_ins returned no row');
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    offeredThb: row.offered_thb,
    priceLines: row.price_lines,
    contentHash: row.content_hash,
    createdAt: new Date(row.created_at),
  };
}

/** Every submission starts with this lookup: a prepared statement, built once and planned once per connection. */
export function createTradeInsRepository(db: TDb) {
  const findByReference = db
    .select(submittedColumns)
    .from(tradeIns)
    .where(eq(tradeIns.reference, sql.placeholder('reference')))
    .prepare('trade_ins_find_by_reference');

  return {
    async findByReference(reference: string): Promise<TSubmittedTradeIn | undefined> {
      const [row] = await findByReference.execute({ reference });
      return row;
    },

    /** A request stored from the same submission (possibly under a fresh reference). Not indexed: only asked after a clash. */
    async findByContentHash(contentHash: string): Promise<TSubmittedTradeIn | undefined> {
      const [row] = await db
        .select(submittedColumns)
        .from(tradeIns)
        .where(eq(tradeIns.contentHash, contentHash))
        .limit(1);
      return row;
    },

    async replaceReceiptTokenHash(id: number, receiptTokenHash: string): Promise<void> {
      await db.update(tradeIns).set({ receiptTokenHash }).where(eq(tradeIns.id, id));
    },

    /** The ids among `ids` that are stored photos not yet attached to a request. */
    async findPendingPhotoIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: photos.id })
        .from(photos)
        .where(and(inArray(photos.id, [...ids]), isNull(photos.tradeInId)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Stores the request with its consent records, first history entry and photos (only those still
     * pending). Without photos this is one statement, atomic by itself; with photos, or when an earlier
     * copy of the submission must be looked for under a lock, a transaction. Nothing is left half-written.
     */
    async create(values: TNewTradeIn, options: TCreateOptions): Promise<TCreateResult> {
      try {
        if (options.photoIds.length === 0 && !options.checkContentHash) {
          return { kind: 'created', tradeIn: await insertRequest(db, values, options) };
        }
        return await db.transaction(async (tx) => {
          if (options.checkContentHash) {
            // Two retries of the same clashing submission must not both store it under fresh references.
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${values.contentHash}))`);
            const [earlier] = await tx
              .select(submittedColumns)
              .from(tradeIns)
              .where(eq(tradeIns.contentHash, values.contentHash))
              .limit(1);
            if (earlier) return { kind: 'replay', tradeIn: earlier } as const;
          }
          const tradeIn = await insertRequest(tx, values, options);
          if (options.photoIds.length > 0) {
            const position = sql.join(
              [
                sql`case ${photos.id}`,
                ...options.photoIds.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
                sql`end`,
              ],
              sql` `,
            );
            const claimed = await tx
              .update(photos)
              .set({ tradeInId: tradeIn.id, position })
              .where(and(inArray(photos.id, [...options.photoIds]), isNull(photos.tradeInId)))
              .returning({ id: photos.id });
            // Another request took one of them since they were checked.
            if (claimed.length !== options.photoIds.length) throw new Rollback({ kind: 'photosUnavailable' });
          }
          return { kind: 'created', tradeIn } as const;
        });
      } catch (error) {
        if (error instanceof Rollback) return error.result;
        if (isPgError(error, PG_UNIQUE_VIOLATION, 'trade_ins_reference_unique'))
          return { kind: 'referenceTaken' };
        if (isPgError(error, PG_FOREIGN_KEY_VIOLATION, 'trade_ins_store_id_stores_id_fk'))
          return { kind: 'storeGone' };
        if (isPgError(error, PG_FOREIGN_KEY_VIOLATION, 'trade_ins_quote_id_quotes_id_fk'))
          return { kind: 'quoteGone' };
        throw error;
      }
    },
  };
}

export type TTradeInsRepository = ReturnType<typeof createTradeInsRepository>;
