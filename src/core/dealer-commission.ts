import type { TCategoryKey } from './constants.ts';

/**
 * A dealer's commission (decision 023): per category, or for every category ('*'), either a percentage
 * of the settled price (in basis points: 250 = 2.5 %) or a fixed amount per device (whole baht).
 * Commission is money: integer satang, rounded half up once per request.
 */
export const COMMISSION_KINDS = ['percent', 'fixed'] as const;
export type TCommissionKind = (typeof COMMISSION_KINDS)[number];
export const ANY_CATEGORY = '*';
export type TCommissionCategory = TCategoryKey | typeof ANY_CATEGORY;
export const MAX_COMMISSION_BP = 5_000;
export const MAX_COMMISSION_FIXED_THB = 100_000;

export interface TCommissionRule {
  category: TCommissionCategory;
  kind: TCommissionKind;
  /** Basis points of the settled price (percent rules). */
  percentBp: number;
  /** Whole baht per device (fixed rules). */
  fixedThb: number;
}

/** The category's own rule, else the rule for every category, else none. */
export function commissionRuleFor(
  rules: readonly TCommissionRule[],
  category: string | null,
): TCommissionRule | undefined {
  return (
    rules.find((rule) => rule.category === category) ?? rules.find((rule) => rule.category === ANY_CATEGORY)
  );
}

/** The commission in satang for one settled request. */
export function commissionSatang(rule: TCommissionRule | undefined, settledThb: number): number {
  if (!rule) return 0;
  if (rule.kind === 'fixed') return rule.fixedThb * 100;
  // settledThb × bp / 10 000 baht = settledThb × bp / 100 satang, rounded half up in integers.
  return Math.floor((settledThb * rule.percentBp + 50) / 100);
}
