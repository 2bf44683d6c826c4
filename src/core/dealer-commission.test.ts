import { describe, expect, it } from 'vitest';
import { commissionRuleFor, commissionSatang, type TCommissionRule } from './dealer-commission.ts';

const rules: TCommissionRule[] = [
  { category: '*', kind: 'percent', percentBp: 250, fixedThb: 0 },
  { category: 'notebook', kind: 'fixed', percentBp: 0, fixedThb: 300 },
];

describe('dealer commission', () => {
  it('takes the category’s own rule before the rule for every category', () => {
    expect(commissionRuleFor(rules, 'notebook')?.kind).toBe('fixed');
    expect(commissionRuleFor(rules, 'phone')?.kind).toBe('percent');
    expect(commissionRuleFor(rules.slice(1), 'phone')).toBeUndefined();
  });

  it('computes a percentage of the settled price in satang, rounded half up, and a fixed amount per device', () => {
    expect(commissionSatang(rules[0], 12_345)).toBe(30_863); // 308.625 baht → 308.63
    expect(commissionSatang(rules[0], 10_000)).toBe(25_000);
    expect(commissionSatang(rules[1], 55_000)).toBe(30_000);
    expect(commissionSatang(undefined, 10_000)).toBe(0);
  });
});
