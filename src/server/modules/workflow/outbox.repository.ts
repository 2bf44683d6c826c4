import { and, asc, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema/index.ts';

/**
 * The clean-up after a personal-data erasure (decision 049): recorded in the erasure's transaction like
 * any event, but worked by its own worker (`personal-data/erasure-cleanup.ts`), outside a transaction
 * (VACUUM cannot run in one). The outbox worker leaves it alone.
 */
export const ERASURE_CLEANUP_TOPIC = 'personalData.erased';

export interface TOutboxEvent {
  id: number;
  topic: string;
  entity: string;
  entityId: number;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Up to `limit` events due now, oldest first, locked for this transaction. Rows another instance has
 * locked are skipped, not waited for: each event is worked by one instance at a time.
 */
export function claimDueEvents(tx: TTx, limit: number, maxAttempts: number): Promise<TOutboxEvent[]> {
  return tx
    .select({
      id: outboxEvents.id,
      topic: outboxEvents.topic,
      entity: outboxEvents.entity,
      entityId: outboxEvents.entityId,
      payload: outboxEvents.payload,
      attempts: outboxEvents.attempts,
    })
    .from(outboxEvents)
    .where(
      and(
        isNull(outboxEvents.processedAt),
        ne(outboxEvents.topic, ERASURE_CLEANUP_TOPIC),
        lte(outboxEvents.availableAt, sql`now()`),
        lt(outboxEvents.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markProcessed(tx: TTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(outboxEvents)
    .set({ processedAt: sql`now()`, lastError: null })
    .where(inArray(outboxEvents.id, [...ids]));
}

/** A failed attempt: counted, its error kept, and the event put off by `delaySeconds`. */
export async function markFailed(tx: TTx, id: number, error: string, delaySeconds: number): Promise<void> {
  await tx
    .update(outboxEvents)
    .set({
      attempts: sql`${outboxEvents.attempts} + 1`,
      lastError: error.slice(0, 2000),
      availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(sql`${outboxEvents.id} = ${id}`);
}
