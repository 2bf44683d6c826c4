import type { TMachine } from './workflow-types.ts';

/**
 * A lower re-quote (product decisions, step 3): opened by the inspection when the actual price is below
 * the offer, answered by the customer on /track (or on the counter's screen, old for new: decision 044,
 * where a sales person may have inspected it). Admin may record an answer given another way (a phone
 * call), with the reason saying so.
 */
export const REQUOTE_STATES = ['pending', 'accepted', 'declined'] as const;
export type TRequoteState = (typeof REQUOTE_STATES)[number];

export const REQUOTE_MACHINE: TMachine<TRequoteState> = {
  states: REQUOTE_STATES,
  final: ['accepted', 'declined'],
  rules: [
    { from: null, to: 'pending', by: ['engineer', 'sales'] },
    { from: 'pending', to: 'accepted', by: ['customer'] },
    { from: 'pending', to: 'declined', by: ['customer'] },
    { from: 'pending', to: 'accepted', by: ['admin'], evidence: ['reason'] },
    { from: 'pending', to: 'declined', by: ['admin'], evidence: ['reason'] },
  ],
  conditions: {},
};
