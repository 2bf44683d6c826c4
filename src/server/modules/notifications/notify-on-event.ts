import { ERASED_NAME } from '#core/personal-data.ts';
import type { TTx } from '../../db/client.ts';
import type { TOutboxHandler } from '../workflow/outbox-worker.ts';
import type { TOutboxEvent } from '../workflow/outbox.repository.ts';
import {
  findDeliveryFacts,
  findInspectionFacts,
  findRequestFacts,
  prefetchRequestFacts,
  findSettlementFacts,
  type TRequestFacts,
} from './message-facts.repository.ts';
import type { TMessageView } from './message-view.ts';
import { insertNotifications } from './notifications.repository.ts';
import {
  localeOf,
  requestStepView,
  requoteView,
  settlementView,
  shipmentView,
  trackUrl,
} from './request-messages.ts';
import { notifyStaffOfNewRequest } from './staff-notes.ts';
import { EMAIL_SHAPE, messagesFor, type TNotifyDeps } from './write-messages.ts';

/** A request's customer: its e-mail and the LINE chats linked to it; nobody once erased. */
async function tellCustomer(
  tx: TTx,
  deps: TNotifyDeps,
  event: TOutboxEvent,
  facts: TRequestFacts,
  view: TMessageView | undefined,
): Promise<void> {
  if (!view || facts.fullName === ERASED_NAME) return;
  await insertNotifications(
    tx,
    messagesFor(
      deps,
      view,
      { email: facts.email, lineUserIds: facts.lineUserIds },
      { key: `e${event.id}`, tradeInId: facts.id, audience: 'customer', isDemo: facts.isDemo },
    ),
  );
}

async function onRequestStep(tx: TTx, deps: TNotifyDeps, event: TOutboxEvent): Promise<void> {
  const facts = await findRequestFacts(tx, event.entityId, event);
  if (!facts) return;
  const state = event.topic.split('.')[1];
  let view: TMessageView | undefined;
  if (state === 'new') {
    view = requestStepView('requestReceived', facts, deps);
    await notifyStaffOfNewRequest(tx, deps, event, facts);
  } else if (state === 'booked') {
    view = requestStepView(facts.fulfilment === 'pickup' ? 'pickupBooked' : 'visitBooked', facts, deps);
  } else if (state === 'received') {
    view = requestStepView('deviceReceived', facts, deps);
  } else if (state === 'inspected') {
    const inspection = await findInspectionFacts(tx, facts.id);
    if (inspection.requote?.status === 'pending') {
      view = requoteView(facts, deps, inspection.requote, inspection.engineerAnswers);
    } else if (!inspection.requote && !inspection.proposal) {
      // A price above the offer goes to an admin first: the customer hears once it is decided.
      view = requestStepView('offerConfirmed', facts, deps, { actualThb: inspection.inspectedThb });
    }
  } else if (state === 'settled') {
    view = settlementView(facts, deps, await findSettlementFacts(tx, facts.id));
  } else if (state === 'rejected') {
    view = requestStepView('requestRejected', facts, deps);
  }
  await tellCustomer(tx, deps, event, facts, view);
}

/**
 * An admin decided a price above the offer (decision 040): the customer is told the inspected price now
 * in force — the higher one approved, or the offer when refused — exactly what finance then pays.
 */
async function onPriceDecided(tx: TTx, deps: TNotifyDeps, event: TOutboxEvent): Promise<void> {
  const facts = await findRequestFacts(tx, event.entityId);
  if (!facts || facts.status !== 'inspected') return;
  const inspection = await findInspectionFacts(tx, facts.id);
  const view = requestStepView('offerConfirmed', facts, deps, { actualThb: inspection.inspectedThb });
  await tellCustomer(tx, deps, event, facts, view);
}

/** A shipment moved: a request's return (shipped, delivered) or a buyer's order (shipped). */
async function onDeliveryStep(tx: TTx, deps: TNotifyDeps, event: TOutboxEvent): Promise<void> {
  const delivery = await findDeliveryFacts(tx, event.entityId);
  if (!delivery) return;
  const shipped = event.topic === 'delivery.inTransit';
  if (delivery.tradeInId !== null) {
    const facts = await findRequestFacts(tx, delivery.tradeInId);
    if (!facts) return;
    const locale = localeOf(facts.locale);
    const view = shipmentView(shipped ? 'returnShipped' : 'returnDelivered', delivery, deps, {
      locale,
      reference: facts.reference,
      trackUrl: trackUrl(deps, facts.reference),
    });
    await tellCustomer(tx, deps, event, facts, view);
    return;
  }
  // A buyer gave one contact: an e-mail address is written to; a phone number has no channel here.
  if (!shipped || !delivery.buyerContact || !EMAIL_SHAPE.test(delivery.buyerContact.trim())) return;
  const reference = delivery.documentNumber ?? `#${delivery.id}`;
  const view = shipmentView('buyerShipped', delivery, deps, {
    locale: 'th',
    reference,
    trackUrl: `${deps.publicUrl}/track?mode=delivery&ref=${encodeURIComponent(reference)}`,
  });
  await insertNotifications(
    tx,
    messagesFor(
      deps,
      view,
      { email: delivery.buyerContact.trim() },
      { key: `e${event.id}`, deliveryId: delivery.id, audience: 'buyer' },
    ),
  );
}

/** Before a batch's handlers: the facts of every request event in it, in one query. */
export function prefetchForBatch(tx: TTx, events: readonly TOutboxEvent[]): Promise<void> {
  return prefetchRequestFacts(
    tx,
    events.filter((event) => event.entity === 'tradeIn'),
  );
}

/**
 * One handler per event that concerns a customer (decision 043): the messages are written in the
 * outbox's transaction, which marks the event worked, so each is written once; the sender sends them
 * after that commit.
 */
export function notificationHandlers(deps: TNotifyDeps): Record<string, TOutboxHandler> {
  const request: TOutboxHandler = (tx, event) => onRequestStep(tx, deps, event);
  const delivery: TOutboxHandler = (tx, event) => onDeliveryStep(tx, deps, event);
  const priceDecided: TOutboxHandler = (tx, event) => onPriceDecided(tx, deps, event);
  return {
    'tradeIn.new': request,
    'tradeIn.booked': request,
    'tradeIn.received': request,
    'tradeIn.inspected': request,
    'tradeIn.settled': request,
    'tradeIn.rejected': request,
    'priceProposal.approved': priceDecided,
    'priceProposal.refused': priceDecided,
    'delivery.inTransit': delivery,
    'delivery.delivered': delivery,
  };
}
