import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { createBatcher } from '../../db/batcher.ts';
import type { TDb } from '../../db/client.ts';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import type { TPayee } from '#core/finance/payee.ts';
import { models, payeeDetails, photos, tradeInConsents, tradeIns } from '../../db/schema/index.ts';
import { assertMayCreate } from '../workflow/create-record.ts';
import { CUSTOMER_ACTOR } from '../workflow/workflow-actor.ts';
import { creationStepsSql } from '../workflow/workflow.repository.ts';

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
  /** Where the customer is paid, given on the form (decision 036); stored in payee_details. */
  payee: TPayee | null;
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

/** A request to store with what goes with it. */
interface TRequestToInsert {
  values: TNewTradeIn;
  marketingOptIn: boolean;
  /** The privacy notice the consents were given under. */
  noticeVersion: string;
  payee: TPayee | null;
}

/** A customer's submission creates a request in this state, as the workflow's table allows. */
const NEW_REQUEST_STATE = assertMayCreate('tradeIn', CUSTOMER_ACTOR);

/**
 * The requests, each with its two consent records (PDPA granted; marketing as chosen), its payee details
 * when the form gave them, and its creation recorded by the workflow (history row and event), in one statement: the later inserts read the new ids from the first (data-modifying
 * CTEs), and the foreign keys are checked when the statement ends. A reference already taken is
 * skipped (`on conflict do nothing`) and absent from the result.
 */
async function insertRequests(
  executor: TDb,
  requests: readonly TRequestToInsert[],
): Promise<Map<string, TSubmittedTradeIn>> {
  const insert = executor
    .insert(tradeIns)
    .values(
      requests.map(({ values }) => ({
        ...values,
        // The model's brand, copied so the admin list filters by brand without a join.
        brandId:
          values.brandId ??
          (values.modelId == null
            ? null
            : sql`(select ${models.brandId} from ${models} where ${models.id} = ${values.modelId})`),
      })),
    )
    .onConflictDoNothing({ target: tradeIns.reference })
    .returning(submittedColumns);
  // Per stored reference, the consents of the first request carrying it (the row that was stored).
  const firstByReference = new Map<string, TRequestToInsert>();
  for (const request of requests) {
    if (!firstByReference.has(request.values.reference))
      firstByReference.set(request.values.reference, request);
  }
  const consents = JSON.stringify(
    [...firstByReference.values()].map((request) => ({
      reference: request.values.reference,
      marketing: request.marketingOptIn,
      notice_version: request.noticeVersion,
    })),
  );
  const payees = JSON.stringify(
    [...firstByReference.values()].flatMap(({ values, payee }) =>
      payee
        ? [
            {
              reference: values.reference,
              method: payee.method,
              prompt_pay_id: payee.promptPayId,
              bank_code: payee.bankCode,
              account_number: payee.accountNumber,
              account_name: payee.accountName,
            },
          ]
        : [],
    ),
  );
  const result = (await executor.execute(sql`
    with inserted as (${insert.getSQL()}),
    consents as (
      insert into ${tradeInConsents} (trade_in_id, kind, granted, notice_version)
      select inserted.id, consent.kind, consent.granted, given.notice_version
      from inserted
      join jsonb_to_recordset(${consents}::jsonb) as given (reference text, marketing boolean, notice_version text)
        on given.reference = inserted.reference
      cross join lateral (values ('pdpa', true), ('marketing', given.marketing)) as consent (kind, granted)
    ),
    payees as (
      insert into ${payeeDetails} (trade_in_id, method, prompt_pay_id, bank_code, account_number, account_name, updated_by)
      select inserted.id, given.method, given.prompt_pay_id, given.bank_code, given.account_number,
        given.account_name, 'customer'
      from inserted
      join jsonb_to_recordset(${payees}::jsonb) as given (reference text, method text, prompt_pay_id text,
        bank_code text, account_number text, account_name text)
        on given.reference = inserted.reference
    ),
    ${creationStepsSql('tradeIn', 'inserted', NEW_REQUEST_STATE, CUSTOMER_ACTOR)}
    select id, reference, status, offered_thb, price_lines, content_hash,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from inserted`)) as unknown as { rows: TInsertedRow[] };
  return new Map(
    result.rows.map((row) => [
      row.reference,
      {
        id: row.id,
        reference: row.reference,
        status: row.status,
        offeredThb: row.offered_thb,
        priceLines: row.price_lines,
        contentHash: row.content_hash,
        createdAt: new Date(row.created_at),
      },
    ]),
  );
}

/** A failed insert's error as a result, or undefined when it is not one the caller can act on. */
function resultOfError(error: unknown): TCreateResult | undefined {
  if (error instanceof Rollback) return error.result;
  if (isPgError(error, PG_UNIQUE_VIOLATION, 'trade_ins_reference_unique')) return { kind: 'referenceTaken' };
  if (isPgError(error, PG_FOREIGN_KEY_VIOLATION, 'trade_ins_store_id_stores_id_fk'))
    return { kind: 'storeGone' };
  if (isPgError(error, PG_FOREIGN_KEY_VIOLATION, 'trade_ins_quote_id_quotes_id_fk'))
    return { kind: 'quoteGone' };
  return undefined;
}

export function createTradeInsRepository(db: TDb) {
  const findByReferences = db
    .select(submittedColumns)
    .from(tradeIns)
    .where(sql`${tradeIns.reference} = any(${sql.placeholder('references')}::text[])`)
    .prepare('trade_ins_find_by_references');
  /** Every submission starts with this lookup: concurrent ones share one prepared statement's run. */
  const findByReference = createBatcher(async (references: string[]) => {
    const rows = await findByReferences.execute({ references });
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    return references.map((reference) => byReference.get(reference));
  });

  /**
   * Requests without photos submitted at the same moment go in one statement. When that statement
   * fails (a quote or store deleted meanwhile), each is stored on its own so only the culprit fails.
   */
  const insertPlain = createBatcher(async (requests: TRequestToInsert[]): Promise<TCreateResult[]> => {
    // Two requests of one batch may carry the same reference: the row stored is the first one's.
    const toResults = (stored: Map<string, TSubmittedTradeIn>) => {
      const claimed = new Set<string>();
      return requests.map((request): TCreateResult => {
        const { reference } = request.values;
        const tradeIn = stored.get(reference);
        if (!tradeIn || claimed.has(reference)) return { kind: 'referenceTaken' };
        claimed.add(reference);
        return { kind: 'created', tradeIn };
      });
    };
    try {
      return toResults(await insertRequests(db, requests));
    } catch (error) {
      if (requests.length === 1) throw error;
      return Promise.all(
        requests.map(async (request) => {
          try {
            return toResults(await insertRequests(db, [request]))[0]!;
          } catch (single) {
            const result = resultOfError(single);
            if (result) return result;
            throw single;
          }
        }),
      );
    }
  });

  return {
    findByReference(reference: string): Promise<TSubmittedTradeIn | undefined> {
      return findByReference(reference);
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
     * pending). Without photos this is one statement, atomic by itself, shared with the requests
     * submitted at the same moment; with photos, or when an earlier copy of the submission must be
     * looked for under a lock, a transaction. Nothing is left half-written.
     */
    async create(values: TNewTradeIn, options: TCreateOptions): Promise<TCreateResult> {
      try {
        if (options.photoIds.length === 0 && !options.checkContentHash) {
          return await insertPlain({
            values,
            marketingOptIn: options.marketingOptIn,
            noticeVersion: options.noticeVersion,
            payee: options.payee,
          });
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
          const request = {
            values,
            marketingOptIn: options.marketingOptIn,
            noticeVersion: options.noticeVersion,
            payee: options.payee,
          };
          const tradeIn = (await insertRequests(tx, [request])).get(values.reference);
          if (!tradeIn) throw new Rollback({ kind: 'referenceTaken' });
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
        const result = resultOfError(error);
        if (result) return result;
        throw error;
      }
    },
  };
}

export type TTradeInsRepository = ReturnType<typeof createTradeInsRepository>;
