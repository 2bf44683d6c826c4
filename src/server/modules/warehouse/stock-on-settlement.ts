import { createRecord } from '../workflow/create-record.ts';
import type { TOutboxHandler } from '../workflow/outbox-worker.ts';
import { SYSTEM_ACTOR } from '../workflow/workflow-actor.ts';
import { findItemIdByTradeIn, insertItemForTradeIn } from './warehouse-items.repository.ts';

/**
 * `tradeIn.settled` → a pending warehouse item (product decisions, step 4). Worked by the outbox in the
 * transaction that marks the event done; the check keeps a re-delivered event harmless all the same.
 */
export const stockSettledTradeIn: TOutboxHandler = async (tx, event) => {
  if ((await findItemIdByTradeIn(tx, event.entityId)) !== undefined) return;
  await createRecord(tx, {
    entity: 'warehouseItem',
    actor: SYSTEM_ACTOR,
    insert: (inner) => insertItemForTradeIn(inner, event.entityId),
  });
};
