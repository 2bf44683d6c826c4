import type { TMachine } from './workflow-types.ts';

/**
 * A shipment of sold goods (spec §4: pending delivery, in transit, delivered). In transit needs a tracking
 * number (spec §5 "Please enter tracking number"); delivered, the recipient's signature and name. A failed
 * attempt goes out again with a (new) tracking number, or back to the sender.
 */
export const DELIVERY_STATES = ['pendingDelivery', 'inTransit', 'delivered', 'failed', 'returned'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_MACHINE: TMachine<TDeliveryState> = {
  states: DELIVERY_STATES,
  final: ['delivered', 'returned'],
  rules: [
    { from: null, to: 'pendingDelivery', by: ['sales', 'system'] },
    { from: 'pendingDelivery', to: 'inTransit', by: ['logistics'], evidence: ['trackingNumber'] },
    {
      from: 'inTransit',
      to: 'delivered',
      by: ['logistics'],
      evidence: ['signature', 'recipientName'],
    },
    { from: 'inTransit', to: 'failed', by: ['logistics'], evidence: ['reason'] },
    { from: 'failed', to: 'inTransit', by: ['logistics'], evidence: ['trackingNumber'] },
    { from: 'failed', to: 'returned', by: ['logistics'], evidence: ['reason'] },
  ],
  conditions: {},
};
