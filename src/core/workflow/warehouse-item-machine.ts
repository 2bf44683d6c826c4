import type { TMachine } from './workflow-types.ts';

/**
 * A device in stock (product decisions, steps 4–6): created pending by settlement, received onto a shelf
 * (its location is the evidence), sold, and returned within warranty; written off when lost or beyond sale.
 */
export const WAREHOUSE_ITEM_STATES = ['pending', 'available', 'sold', 'returned', 'writtenOff'] as const;
export type TWarehouseItemState = (typeof WAREHOUSE_ITEM_STATES)[number];

export const WAREHOUSE_ITEM_MACHINE: TMachine<TWarehouseItemState> = {
  states: WAREHOUSE_ITEM_STATES,
  final: ['writtenOff'],
  rules: [
    { from: null, to: 'pending', by: ['system'] },
    { from: 'pending', to: 'available', by: ['warehouse'], evidence: ['location'] },
    { from: 'available', to: 'sold', by: ['sales'] },
    { from: 'sold', to: 'returned', by: ['sales'], evidence: ['reason'] },
    { from: 'returned', to: 'available', by: ['warehouse'], evidence: ['location'] },
    { from: 'returned', to: 'writtenOff', by: ['warehouse'], evidence: ['reason'] },
    { from: 'pending', to: 'writtenOff', by: ['admin'], evidence: ['reason'] },
    { from: 'available', to: 'writtenOff', by: ['admin'], evidence: ['reason'] },
  ],
  conditions: {},
};
