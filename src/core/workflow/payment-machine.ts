import type { TMachine } from './workflow-types.ts';

/**
 * Money paid to a customer (spec §4 Finance: pending payment, completed). Completing needs the transfer
 * slip; completed money is never deleted or edited: a reversal corrects it, with a reason.
 */
export const PAYMENT_STATES = ['pendingPayment', 'completed', 'reversed'] as const;
export type TPaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_MACHINE: TMachine<TPaymentState> = {
  states: PAYMENT_STATES,
  final: ['reversed'],
  rules: [
    { from: null, to: 'pendingPayment', by: ['finance', 'system'] },
    { from: 'pendingPayment', to: 'completed', by: ['finance'], evidence: ['slip'] },
    { from: 'completed', to: 'reversed', by: ['finance'], evidence: ['reason'] },
  ],
  conditions: {},
};
