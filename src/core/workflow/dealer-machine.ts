import type { TMachine } from './workflow-types.ts';

/**
 * A partner shop (product decisions: dealers; decision 023). The dealer applies by saving its shop
 * profile; an admin approves it once a dealer code is set (province prefix + short name, editable until
 * then), or rejects it with a reason, after which the dealer may apply again by saving the profile. An
 * approved shop may be suspended (with a reason) and reinstated. Only an approved shop's code works.
 */
export const DEALER_STATES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type TDealerState = (typeof DEALER_STATES)[number];

export interface TDealerFacts {
  /** Whether the shop has its dealer code yet. */
  hasCode: boolean;
}

type TDealerCondition = 'hasCode';

export const DEALER_MACHINE: TMachine<TDealerState, TDealerFacts, TDealerCondition> = {
  states: DEALER_STATES,
  final: [],
  rules: [
    { from: null, to: 'pending', by: ['dealer'] },
    { from: 'pending', to: 'approved', by: ['admin'], when: 'hasCode' },
    { from: 'pending', to: 'rejected', by: ['admin'], evidence: ['reason'] },
    { from: 'rejected', to: 'pending', by: ['dealer'] },
    { from: 'approved', to: 'suspended', by: ['admin'], evidence: ['reason'] },
    { from: 'suspended', to: 'approved', by: ['admin'] },
  ],
  conditions: { hasCode: (facts) => facts.hasCode },
};
