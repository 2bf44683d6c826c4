import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import { createRecord } from '../workflow/create-record.ts';
import type { TOutboxHandler } from '../workflow/outbox-worker.ts';
import { SYSTEM_ACTOR } from '../workflow/workflow-actor.ts';
import { findReturnSource, insertReturnShipment } from './logistics.repository.ts';

/**
 * `tradeIn.rejected` with the reason "customer declined re-quote" → a free return shipment of the device
 * to its customer (product decisions, step 3; decision 030): a delivery of the same machine, pending,
 * to the pick-up address (or, for a store drop-off, the store's, where the customer collects it).
 * Worked by the outbox after the decline committed; a re-delivered event finds the shipment and stops.
 */
export const returnDeclinedDevice: TOutboxHandler = async (tx, event) => {
  const source = await findReturnSource(tx, event.entityId);
  if (!source || source.rejectionReason !== REASON_CUSTOMER_DECLINED || source.deliveryId !== null) return;
  await createRecord(tx, {
    entity: 'delivery',
    actor: SYSTEM_ACTOR,
    insert: (inner) =>
      insertReturnShipment(inner, {
        tradeInId: event.entityId,
        address: source.pickupAddress ?? source.storeAddress ?? '',
        phone: source.phone,
      }),
  });
};
