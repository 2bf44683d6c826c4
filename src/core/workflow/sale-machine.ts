import type { TMachine } from './workflow-types.ts';

/**
 * A sale of one item (retail) or many (wholesale). Its document keeps its number for ever: cancelling or
 * taking the goods back records a credit note (product decisions, "Money, VAT and documents").
 */
export const SALE_STATES = ['sold', 'returned', 'cancelled'] as const;
export type TSaleState = (typeof SALE_STATES)[number];

export const SALE_MACHINE: TMachine<TSaleState> = {
  states: SALE_STATES,
  final: ['returned', 'cancelled'],
  rules: [
    { from: null, to: 'sold', by: ['sales'] },
    { from: 'sold', to: 'returned', by: ['sales'], evidence: ['reason'] },
    { from: 'sold', to: 'cancelled', by: ['sales'], evidence: ['reason'] },
  ],
  conditions: {},
};
