import { describe, expect, it } from 'vitest';
import { ROLES, type TRole } from '../roles.ts';
import { decideTransition } from './decide-transition.ts';
import { MACHINES, WORKFLOW_ENTITIES, type TWorkflowEntity } from './machines.ts';
import type { TDealerFacts } from './dealer-machine.ts';
import type { TTradeInFacts } from './trade-in-machine.ts';
import {
  EVIDENCE_KEYS,
  type TActorKey,
  type TAnyMachine,
  type TEvidence,
  type TEvidenceKey,
  type TWorkflowActor,
} from './workflow-types.ts';

/**
 * The tables written out again by hand, as the product decisions state them, so that a change to a
 * machine that nobody meant shows here. Admin is listed wherever admin may act (the machines imply it
 * for staff steps; this list does not rely on that).
 */
interface TExpected<TFacts = undefined> {
  from: string | null;
  to: string;
  who: readonly TActorKey[];
  evidence?: readonly TEvidenceKey[];
  if?: (facts: TFacts) => boolean;
}

const STAFF = (...roles: TRole[]) => [...roles, 'admin'] as const;
const reason = ['reason'] as const;
const pickup = (facts: TTradeInFacts) => facts.fulfilment === 'pickup';
const store = (facts: TTradeInFacts) => facts.fulfilment === 'store';
const atCounter = (facts: TTradeInFacts) => facts.salesCounter;

const EXPECTED: {
  [E in TWorkflowEntity]: readonly TExpected<
    E extends 'tradeIn' ? TTradeInFacts : E extends 'dealer' ? TDealerFacts : undefined
  >[];
} = {
  tradeIn: [
    { from: null, to: 'new', who: ['customer', 'dealer', 'system'] },
    { from: 'new', to: 'booked', who: STAFF('logistics', 'sales') },
    {
      from: 'booked',
      to: 'received',
      who: STAFF('logistics'),
      evidence: ['signature', 'handoverPhoto'],
      if: pickup,
    },
    { from: 'booked', to: 'received', who: STAFF('logistics', 'warehouse', 'engineer'), if: store },
    { from: 'booked', to: 'received', who: ['admin'] },
    { from: 'received', to: 'inspected', who: STAFF('engineer'), evidence: ['actualPriceThb'] },
    { from: 'received', to: 'inspected', who: ['admin'] },
    {
      from: 'inspected',
      to: 'settled',
      who: [...STAFF('finance'), 'system'],
      if: (facts) =>
        (facts.requote === null || facts.requote === 'accepted') && facts.priceProposal !== 'pending',
    },
    // Old for new at the sales counter (decision 044).
    { from: 'booked', to: 'received', who: ['sales'], if: atCounter },
    { from: 'received', to: 'inspected', who: ['sales'], evidence: ['actualPriceThb'], if: atCounter },
    {
      from: 'inspected',
      to: 'settled',
      who: STAFF('sales'),
      if: (facts) =>
        facts.salesCounter &&
        (facts.requote === null || facts.requote === 'accepted') &&
        facts.priceProposal !== 'pending',
    },
    { from: 'received', to: 'rejected', who: ['sales'], evidence: reason, if: atCounter },
    { from: 'inspected', to: 'rejected', who: ['sales'], evidence: reason, if: atCounter },
    { from: 'new', to: 'rejected', who: STAFF('logistics', 'sales'), evidence: reason },
    { from: 'booked', to: 'rejected', who: STAFF('logistics', 'sales'), evidence: reason },
    { from: 'received', to: 'rejected', who: STAFF('engineer'), evidence: reason },
    { from: 'inspected', to: 'rejected', who: STAFF('engineer'), evidence: reason },
    {
      from: 'inspected',
      to: 'rejected',
      who: ['customer'],
      evidence: reason,
      if: (facts) => facts.requote === 'pending',
    },
  ],
  requote: [
    { from: null, to: 'pending', who: STAFF('engineer', 'sales') },
    { from: 'pending', to: 'accepted', who: ['customer'] },
    { from: 'pending', to: 'declined', who: ['customer'] },
    { from: 'pending', to: 'accepted', who: ['admin'], evidence: reason },
    { from: 'pending', to: 'declined', who: ['admin'], evidence: reason },
  ],
  priceProposal: [
    { from: null, to: 'pending', who: STAFF('engineer', 'sales') },
    { from: 'pending', to: 'approved', who: ['admin'] },
    { from: 'pending', to: 'refused', who: ['admin'], evidence: reason },
  ],
  warehouseItem: [
    { from: null, to: 'pending', who: ['system'] },
    { from: 'pending', to: 'available', who: STAFF('warehouse'), evidence: ['location'] },
    { from: 'available', to: 'sold', who: STAFF('sales') },
    { from: 'sold', to: 'returned', who: STAFF('sales'), evidence: reason },
    { from: 'returned', to: 'available', who: STAFF('warehouse'), evidence: ['location'] },
    { from: 'returned', to: 'writtenOff', who: STAFF('warehouse'), evidence: reason },
    { from: 'pending', to: 'writtenOff', who: ['admin'], evidence: reason },
    { from: 'available', to: 'writtenOff', who: ['admin'], evidence: reason },
  ],
  sale: [
    { from: null, to: 'sold', who: STAFF('sales') },
    { from: 'sold', to: 'returned', who: STAFF('sales'), evidence: reason },
    { from: 'sold', to: 'cancelled', who: STAFF('sales'), evidence: reason },
  ],
  delivery: [
    { from: null, to: 'pendingDelivery', who: [...STAFF('sales'), 'system'] },
    { from: 'pendingDelivery', to: 'inTransit', who: STAFF('logistics'), evidence: ['trackingNumber'] },
    { from: 'inTransit', to: 'delivered', who: STAFF('logistics'), evidence: ['signature', 'recipientName'] },
    { from: 'inTransit', to: 'failed', who: STAFF('logistics'), evidence: reason },
    { from: 'failed', to: 'inTransit', who: STAFF('logistics'), evidence: ['trackingNumber'] },
    { from: 'failed', to: 'returned', who: STAFF('logistics'), evidence: reason },
  ],
  payment: [
    { from: null, to: 'pendingPayment', who: [...STAFF('finance'), 'system'] },
    { from: 'pendingPayment', to: 'completed', who: STAFF('finance'), evidence: ['slip'] },
    { from: 'completed', to: 'reversed', who: STAFF('finance'), evidence: reason },
  ],
  voucher: [
    { from: null, to: 'requested', who: STAFF('finance', 'sales') },
    { from: 'requested', to: 'active', who: STAFF('finance', 'sales') },
    { from: 'requested', to: 'cancelled', who: STAFF('finance'), evidence: reason },
    { from: 'active', to: 'used', who: STAFF('sales') },
    { from: 'used', to: 'active', who: STAFF('sales') },
    { from: 'active', to: 'expired', who: ['system'] },
    { from: 'active', to: 'cancelled', who: STAFF('finance'), evidence: reason },
  ],
  dealer: [
    { from: null, to: 'pending', who: ['dealer'] },
    { from: 'pending', to: 'approved', who: ['admin'], if: (facts) => facts.hasCode },
    { from: 'pending', to: 'rejected', who: ['admin'], evidence: reason },
    { from: 'rejected', to: 'pending', who: ['dealer'] },
    { from: 'approved', to: 'suspended', who: ['admin'], evidence: reason },
    { from: 'suspended', to: 'approved', who: ['admin'] },
  ],
};

const ACTORS: { key: TActorKey; actor: TWorkflowActor }[] = [
  ...ROLES.map((role) => ({ key: role, actor: { kind: 'staff', roles: [role] } as TWorkflowActor })),
  { key: 'customer', actor: { kind: 'customer' } },
  { key: 'dealer', actor: { kind: 'dealer' } },
  { key: 'system', actor: { kind: 'system' } },
];

const TRADE_IN_FACTS: TTradeInFacts[] = (['store', 'pickup'] as const).flatMap((fulfilment) =>
  ([null, 'pending', 'accepted', 'declined'] as const).flatMap((requote) =>
    [false, true].flatMap((salesCounter) =>
      ([null, 'pending', 'approved', 'refused'] as const).map((priceProposal) => ({
        fulfilment,
        requote,
        salesCounter,
        priceProposal,
      })),
    ),
  ),
);
const DEALER_FACTS: TDealerFacts[] = [{ hasCode: true }, { hasCode: false }];
const factsOf = (entity: TWorkflowEntity): unknown[] =>
  entity === 'tradeIn' ? TRADE_IN_FACTS : entity === 'dealer' ? DEALER_FACTS : [undefined];

const ALL_EVIDENCE: TEvidence = Object.fromEntries(
  EVIDENCE_KEYS.map((key) => [key, key === 'actualPriceThb' ? 12_000 : `${key}-given`]),
);

/** What the hand-written table says of one attempt. */
function expectedVerdict(
  entity: TWorkflowEntity,
  from: string | null,
  to: string,
  key: TActorKey,
  facts: unknown,
) {
  const table = EXPECTED[entity] as readonly TExpected<unknown>[];
  const steps = table.filter((row) => row.from === from && row.to === to);
  const mine = steps.filter((row) => row.who.includes(key));
  const holding = mine.filter((row) => !row.if || row.if(facts));
  return { steps, mine, holding };
}

describe.each(WORKFLOW_ENTITIES)('the %s machine', (entity) => {
  const machine = MACHINES[entity] as TAnyMachine;
  const froms = [null, ...machine.states];

  it('decides every pair of states, for every actor and every fact, as the table says', () => {
    let checked = 0;
    for (const from of froms) {
      for (const to of machine.states) {
        for (const { key, actor } of ACTORS) {
          for (const facts of factsOf(entity)) {
            const { steps, mine, holding } = expectedVerdict(entity, from, to, key, facts);
            const label = `${entity}: ${from ?? '(create)'} → ${to} by ${key} with ${JSON.stringify(facts)}`;
            const full = decideTransition(machine, { from, to, actor, facts, evidence: ALL_EVIDENCE });
            if (steps.length === 0) expect(full, label).toEqual({ ok: false, code: 'notAllowed' });
            else if (mine.length === 0) expect(full, label).toEqual({ ok: false, code: 'forbidden' });
            else if (holding.length === 0)
              expect(full, label).toMatchObject({ ok: false, code: 'condition' });
            else expect(full, label).toEqual({ ok: true });

            if (holding.length > 0) {
              const bare = decideTransition(machine, { from, to, actor, facts });
              const least = Math.min(...holding.map((row) => row.evidence?.length ?? 0));
              if (least === 0) expect(bare, `${label}, no evidence`).toEqual({ ok: true });
              else {
                expect(bare, `${label}, no evidence`).toMatchObject({ ok: false, code: 'evidenceMissing' });
                const missing = (bare as { missing: string[] }).missing;
                expect(holding.map((row) => [...(row.evidence ?? [])].sort().join())).toContain(
                  [...missing].sort().join(),
                );
              }
            }
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(froms.length * machine.states.length * ACTORS.length * factsOf(entity).length);
  });

  it('reaches every state from creation, and leaves every state that is not final', () => {
    const reached = new Set<string>();
    let frontier: (string | null)[] = [null];
    while (frontier.length > 0) {
      const next = machine.rules
        .filter((rule) => frontier.includes(rule.from) && !reached.has(rule.to))
        .map((rule) => rule.to);
      next.forEach((state) => reached.add(state));
      frontier = next;
    }
    expect([...reached].sort()).toEqual([...machine.states].sort());
    for (const state of machine.states) {
      const leaves = machine.rules.some((rule) => rule.from === state);
      expect(leaves, `${entity}.${state}`).toBe(!machine.final.includes(state));
    }
  });

  it('asks a reason for every step into a rejection, a return, a write-off, a failure or a reversal', () => {
    const corrective = ['rejected', 'returned', 'writtenOff', 'failed', 'reversed', 'cancelled'];
    for (const rule of machine.rules.filter((candidate) => corrective.includes(candidate.to))) {
      expect(rule.evidence ?? [], `${entity}: ${rule.from} → ${rule.to}`).toContain('reason');
    }
  });
});

describe('decideTransition', () => {
  it('lets a staff member with several roles take a step any of them may', () => {
    const actor: TWorkflowActor = { kind: 'staff', roles: ['account', 'finance'] };
    const facts: TTradeInFacts = { fulfilment: 'store', requote: null, salesCounter: false };
    expect(decideTransition(MACHINES.tradeIn, { from: 'inspected', to: 'settled', actor, facts })).toEqual({
      ok: true,
    });
  });

  it('does not let admin take a step that is the customer’s or the system’s alone', () => {
    const admin: TWorkflowActor = { kind: 'staff', roles: ['admin'] };
    expect(
      decideTransition(MACHINES.warehouseItem, { from: null, to: 'pending', actor: admin, facts: undefined }),
    ).toEqual({ ok: false, code: 'forbidden' });
  });

  it('does not count blank text, a negative or fractional amount as evidence', () => {
    const engineer: TWorkflowActor = { kind: 'staff', roles: ['engineer'] };
    const facts: TTradeInFacts = { fulfilment: 'store', requote: null, salesCounter: false };
    for (const actualPriceThb of [-1, 1.5, Number.NaN]) {
      expect(
        decideTransition(MACHINES.tradeIn, {
          from: 'received',
          to: 'inspected',
          actor: engineer,
          facts,
          evidence: { actualPriceThb },
        }),
      ).toEqual({ ok: false, code: 'evidenceMissing', missing: ['actualPriceThb'] });
    }
    expect(
      decideTransition(MACHINES.tradeIn, {
        from: 'received',
        to: 'rejected',
        actor: engineer,
        facts,
        evidence: { reason: '   ' },
      }),
    ).toEqual({ ok: false, code: 'evidenceMissing', missing: ['reason'] });
    expect(
      decideTransition(MACHINES.tradeIn, {
        from: 'received',
        to: 'inspected',
        actor: engineer,
        facts,
        evidence: { actualPriceThb: 0 },
      }),
    ).toEqual({ ok: true });
  });

  it('names the condition that stands in the way', () => {
    const finance: TWorkflowActor = { kind: 'staff', roles: ['finance'] };
    expect(
      decideTransition(MACHINES.tradeIn, {
        from: 'inspected',
        to: 'settled',
        actor: finance,
        facts: { fulfilment: 'pickup', requote: 'pending' },
      }),
    ).toEqual({ ok: false, code: 'condition', condition: 'noOpenRequote' });
  });
});
