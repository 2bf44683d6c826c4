import type { TMachine } from './workflow-types.ts';

/**
 * A price above the offer (issue 28 item 1, decision 040): an inspection that finds the device worth more
 * than the customer was offered does not raise the price by itself. It proposes the higher price, with the
 * engineer's reason; until an admin approves it the offer stands everywhere (/track, the customer's
 * messages, finance). Approved, the higher price is what the customer is told and paid; refused (with the
 * admin's reason), the offer stands. A lower price is the customer's re-quote instead (requote-machine).
 */
export const PRICE_PROPOSAL_STATES = ['pending', 'approved', 'refused'] as const;
export type TPriceProposalState = (typeof PRICE_PROPOSAL_STATES)[number];

export const PRICE_PROPOSAL_MACHINE: TMachine<TPriceProposalState> = {
  states: PRICE_PROPOSAL_STATES,
  final: ['approved', 'refused'],
  rules: [
    { from: null, to: 'pending', by: ['engineer', 'sales'] },
    { from: 'pending', to: 'approved', by: ['admin'] },
    { from: 'pending', to: 'refused', by: ['admin'], evidence: ['reason'] },
  ],
  conditions: {},
};
