import { TRADE_IN_STATUSES, type TTradeInStatus } from '../trade-in-lifecycle.ts';
import { hasStep } from './decide-transition.ts';
import type { TMachine } from './workflow-types.ts';

/** What a trade-in step depends on besides its state: the hand-over and the re-quote's state, if any. */
export interface TTradeInFacts {
  fulfilment: 'store' | 'pickup';
  requote: 'pending' | 'accepted' | 'declined' | null;
  /** A price above the offer waiting for an admin (decision 040), if any: nothing settles meanwhile. */
  priceProposal?: 'pending' | 'approved' | 'refused' | null | undefined;
  /** Made at the sales counter toward a purchase (old for new, decision 044). */
  salesCounter: boolean;
}

type TTradeInCondition =
  'pickup' | 'storeDropOff' | 'noOpenRequote' | 'requotePending' | 'salesCounter' | 'creditable';

const CUSTOMER_SIDE_REJECTS = ['new', 'booked'] as const;
const DEVICE_SIDE_REJECTS = ['received', 'inspected'] as const;

/**
 * - booked: logistics confirmed the pick-up slot, or sales the store visit.
 * - received: a courier's hand-over needs the customer's signature and a photo of the device; a store
 *   counter takes the device as it is. Admin records either without them.
 * - inspected: the engineer's actual price is the evidence; admin may record inspected without one, and
 *   then the offer stands.
 * - settled: finance (or the system, when a payment completes), never while a lower re-quote waits for
 *   the customer or was declined, nor while a price above the offer waits for an admin (decision 040).
 * - rejected: always with a reason; the customer rejects by declining a lower re-quote on /track.
 * - at the sales counter (old for new, decision 044) sales also takes the device, inspects it where its
 *   role is allowed to, settles it by crediting the sale, or rejects it when the customer walks away.
 */
export const TRADE_IN_MACHINE: TMachine<TTradeInStatus, TTradeInFacts, TTradeInCondition> = {
  states: TRADE_IN_STATUSES,
  final: ['settled', 'rejected'],
  rules: [
    { from: null, to: 'new', by: ['customer', 'dealer', 'system'] },
    { from: 'new', to: 'booked', by: ['logistics', 'sales'] },
    {
      from: 'booked',
      to: 'received',
      by: ['logistics'],
      when: 'pickup',
      evidence: ['signature', 'handoverPhoto'],
    },
    { from: 'booked', to: 'received', by: ['logistics', 'warehouse', 'engineer'], when: 'storeDropOff' },
    { from: 'booked', to: 'received', by: ['admin'] },
    { from: 'received', to: 'inspected', by: ['engineer'], evidence: ['actualPriceThb'] },
    { from: 'received', to: 'inspected', by: ['admin'] },
    { from: 'inspected', to: 'settled', by: ['finance', 'system'], when: 'noOpenRequote' },
    { from: 'booked', to: 'received', by: ['sales'], when: 'salesCounter' },
    {
      from: 'received',
      to: 'inspected',
      by: ['sales'],
      evidence: ['actualPriceThb'],
      when: 'salesCounter',
    },
    { from: 'inspected', to: 'settled', by: ['sales'], when: 'creditable' },
    ...DEVICE_SIDE_REJECTS.map((from) => ({
      from,
      to: 'rejected' as const,
      by: ['sales'] as const,
      evidence: ['reason'] as const,
      when: 'salesCounter' as const,
    })),
    ...CUSTOMER_SIDE_REJECTS.map((from) => ({
      from,
      to: 'rejected' as const,
      by: ['logistics', 'sales'] as const,
      evidence: ['reason'] as const,
    })),
    ...DEVICE_SIDE_REJECTS.map((from) => ({
      from,
      to: 'rejected' as const,
      by: ['engineer'] as const,
      evidence: ['reason'] as const,
    })),
    {
      from: 'inspected',
      to: 'rejected',
      by: ['customer'],
      when: 'requotePending',
      evidence: ['reason'],
    },
  ],
  conditions: {
    pickup: (facts) => facts.fulfilment === 'pickup',
    storeDropOff: (facts) => facts.fulfilment === 'store',
    noOpenRequote: (facts) =>
      facts.requote !== 'pending' && facts.requote !== 'declined' && facts.priceProposal !== 'pending',
    requotePending: (facts) => facts.requote === 'pending',
    salesCounter: (facts) => facts.salesCounter,
    creditable: (facts) =>
      facts.salesCounter &&
      facts.requote !== 'pending' &&
      facts.requote !== 'declined' &&
      facts.priceProposal !== 'pending',
  },
};

/** Whether the lifecycle has a step from one status to the other, whoever may take it. */
export const canTransition = (from: TTradeInStatus, to: TTradeInStatus): boolean =>
  hasStep(TRADE_IN_MACHINE, from, to);
