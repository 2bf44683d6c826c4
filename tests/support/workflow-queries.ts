import { asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { outboxEvents, warehouseItems, workflowHistory } from '#server/db/schema/index.ts';

/** Read-side helpers for the workflow tests, so they hold no SQL. */
export function listOutbox(db: TDb) {
  return db.select().from(outboxEvents).orderBy(asc(outboxEvents.id));
}

export function countUnprocessed(db: TDb) {
  return db.$count(outboxEvents, isNull(outboxEvents.processedAt));
}

export function listWarehouseItems(db: TDb) {
  return db.select().from(warehouseItems).orderBy(asc(warehouseItems.id));
}

export function listEntityHistory(db: TDb, entity: string) {
  return db
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.entity, entity))
    .orderBy(asc(workflowHistory.id));
}
