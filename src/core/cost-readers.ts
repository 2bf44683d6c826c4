import { hasAnyRole, type TRole } from './roles.ts';

/**
 * Who sees what stock cost (issue 19, issue 28 item 3): finance and account; admin always does. Every
 * answer that carries an item's cost (what was paid for it, the offer and inspected price it was bought
 * at, the slip of the payment) leaves it out for everyone else; the answer's `showsCost` says which.
 */
export const COST_READERS = ['finance', 'account'] as const satisfies readonly TRole[];

export const mayReadCost = (roles: readonly TRole[]): boolean => hasAnyRole(roles, COST_READERS);

/** A history step's evidence that tells what was paid: the inspected price and the payment's slip. */
export const COST_EVIDENCE_KEYS = ['actualPriceThb', 'slip'] as const;

/** The step's evidence without what tells the cost, for a caller who may not see it. */
export function evidenceFor<T extends Record<string, unknown>>(evidence: T, showsCost: boolean): T {
  if (showsCost) return evidence;
  const kept = { ...evidence };
  for (const key of COST_EVIDENCE_KEYS) delete kept[key];
  return kept;
}
