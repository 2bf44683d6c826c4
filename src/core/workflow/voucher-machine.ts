import type { TMachine } from './workflow-types.ts';

/**
 * A voucher: money the company owes (issue 32, decision 044). Finance asks for it when settling a voucher
 * request, or sales when a return gives a voucher's part back; it is issued (a code made, `active`) at
 * once, or above the four-eyes limit by a second finance user (decision 040, a rule of the service). A
 * sale spends it down to nothing (`used`); a return of that sale gives its part back (`active` again).
 * Its last valid day passing takes what is left off the books (`expired`, by the system); finance may
 * cancel one with a reason.
 */
export const VOUCHER_STATES = ['requested', 'active', 'used', 'expired', 'cancelled'] as const;
export type TVoucherState = (typeof VOUCHER_STATES)[number];

export const VOUCHER_MACHINE: TMachine<TVoucherState> = {
  states: VOUCHER_STATES,
  final: ['expired', 'cancelled'],
  rules: [
    { from: null, to: 'requested', by: ['finance', 'sales'] },
    { from: 'requested', to: 'active', by: ['finance', 'sales'] },
    { from: 'requested', to: 'cancelled', by: ['finance'], evidence: ['reason'] },
    { from: 'active', to: 'used', by: ['sales'] },
    { from: 'used', to: 'active', by: ['sales'] },
    { from: 'active', to: 'expired', by: ['system'] },
    { from: 'active', to: 'cancelled', by: ['finance'], evidence: ['reason'] },
  ],
  conditions: {},
};
