import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { outboxEvents, payments, storedFiles } from '../../db/schema/index.ts';
import { ERASURE_CLEANUP_TOPIC } from '../workflow/outbox.repository.ts';

/**
 * The tables an erasure rewrites or deletes rows of (personal-data.repository.ts `eraseRows`,
 * notifications/personal-data-messages.repository.ts `eraseMessageRows`), and the slip's file row the clean-up
 * changes: each is rewritten by `VACUUM FULL` after the erasure (decision 049).
 */
export const ERASED_TABLES = [
  'trade_ins',
  'payee_details',
  'payments',
  'deliveries',
  'workflow_history',
  'audit_log',
  'stored_files',
  'photos',
  'line_links',
  'notifications',
  'notification_subscriptions',
] as const;

/** What an erasure leaves to do after its commit: files to delete, slips to make again. */
export interface TErasureCleanupPayload {
  /** Customers' photos, by file name in the photo store. */
  photoFiles: string[];
  /** Signatures and hand-over photos, by storage key. */
  evidenceKeys: string[];
  /** Completed payments' slips: the file's id and the key it had when the erasure committed. */
  slips: { fileId: string; storageKey: string; paymentId: number }[];
}

export interface TErasureCleanupEvent {
  id: number;
  attempts: number;
  payload: TErasureCleanupPayload;
}

/** In the erasure's transaction: the clean-up, as an outbox event its own worker takes (decision 049). */
export async function recordErasureCleanup(
  tx: TExecutor,
  entityId: number,
  payload: TErasureCleanupPayload,
): Promise<void> {
  await tx.insert(outboxEvents).values({
    topic: ERASURE_CLEANUP_TOPIC,
    entity: 'personalData',
    entityId,
    payload: payload as unknown as Record<string, unknown>,
  });
}

/** The completed payments' slips of the erased requests' payments, with their current keys. */
export async function slipsOf(
  tx: TExecutor,
  paymentIds: readonly number[],
): Promise<TErasureCleanupPayload['slips']> {
  if (paymentIds.length === 0) return [];
  return tx
    .select({ fileId: storedFiles.id, storageKey: storedFiles.storageKey, paymentId: payments.id })
    .from(payments)
    .innerJoin(storedFiles, eq(storedFiles.id, payments.slipFileId))
    .where(inArray(payments.id, [...paymentIds]));
}

/** Clean-ups due now (every one, oldest first): a failed one waits longer each time, and is never dropped. */
export async function dueCleanups(db: TDb): Promise<TErasureCleanupEvent[]> {
  const rows = await db
    .select({ id: outboxEvents.id, attempts: outboxEvents.attempts, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.topic, ERASURE_CLEANUP_TOPIC),
        isNull(outboxEvents.processedAt),
        lte(outboxEvents.availableAt, sql`now()`),
      ),
    )
    .orderBy(asc(outboxEvents.id));
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    payload: {
      photoFiles: [],
      evidenceKeys: [],
      slips: [],
      ...(row.payload as Partial<TErasureCleanupPayload>),
    },
  }));
}

/** The payment as its kept record says it (already masked by the erasure) and the slip's file row. */
export async function slipRecord(db: TDb, paymentId: number, fileId: string) {
  const [row] = await db
    .select({
      reference: payments.reference,
      amountSatang: payments.amountSatang,
      paidOn: payments.paidOn,
      bankCode: payments.bankCode,
      bankReference: payments.bankReference,
      accountName: payments.accountName,
      promptPayId: payments.promptPayId,
      accountNumber: payments.accountNumber,
      storageKey: storedFiles.storageKey,
      mimeType: storedFiles.mimeType,
    })
    .from(payments)
    .innerJoin(storedFiles, eq(storedFiles.id, fileId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The slip's row names its remade file. */
export async function replaceSlipFile(
  db: TDb,
  fileId: string,
  file: { storageKey: string; mimeType: string; bytes: number; width: number; height: number },
): Promise<void> {
  await db.update(storedFiles).set(file).where(eq(storedFiles.id, fileId));
}

export async function markCleaned(db: TDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEvents)
    .set({ processedAt: sql`now()`, lastError: null })
    .where(inArray(outboxEvents.id, [...ids]));
}

export async function markCleanupFailed(
  db: TDb,
  id: number,
  error: string,
  delaySeconds: number,
): Promise<void> {
  await db
    .update(outboxEvents)
    .set({
      attempts: sql`${outboxEvents.attempts} + 1`,
      lastError: error.slice(0, 2000),
      availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(eq(outboxEvents.id, id));
}
