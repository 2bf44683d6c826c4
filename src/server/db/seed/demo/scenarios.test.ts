import { describe, expect, it } from 'vitest';
import { decideTransition } from '#core/workflow/decide-transition.ts';
import { REQUOTE_MACHINE } from '#core/workflow/requote-machine.ts';
import { TRADE_IN_MACHINE, type TTradeInFacts } from '#core/workflow/trade-in-machine.ts';
import type { TEvidence, TWorkflowActor } from '#core/workflow/workflow-types.ts';
import { TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { createRandom } from './random.ts';
import { chooseScenario, SCENARIO_NAMES, SCENARIOS, whoTakes, type TStepKind } from './scenarios.ts';

const actorOf = (who: ReturnType<typeof whoTakes>): TWorkflowActor =>
  who === 'customer' ? { kind: 'customer' } : { kind: 'staff', roles: [who] };

/** Where a story leaves the request and its re-quote, each step judged by the workflow's own table. */
function replay(steps: readonly TStepKind[], fulfilment: 'store' | 'pickup') {
  let status = 'new';
  let requote: TTradeInFacts['requote'] = null;
  const move = (
    machine: typeof TRADE_IN_MACHINE | typeof REQUOTE_MACHINE,
    from: string | null,
    to: string,
    who: TWorkflowActor,
    evidence: TEvidence = {},
  ) => {
    const verdict = decideTransition(machine, {
      from,
      to,
      actor: who,
      facts: { fulfilment, requote },
      evidence,
    });
    expect([from, to, verdict]).toEqual([from, to, { ok: true }]);
  };
  steps.forEach((kind, position) => {
    const who = actorOf(whoTakes(kind, position, fulfilment));
    const to = {
      book: 'booked',
      receive: 'received',
      inspect: 'inspected',
      inspectLower: 'inspected',
      settle: 'settled',
      reject: 'rejected',
      decline: 'rejected',
      accept: null,
    }[kind];
    if (to) {
      const evidence =
        kind === 'reject' || kind === 'decline'
          ? { reason: 'why' }
          : kind.startsWith('inspect')
            ? { actualPriceThb: 100 }
            : {};
      move(TRADE_IN_MACHINE, status, to, who, evidence);
      status = to;
    }
    if (kind === 'inspectLower') {
      move(REQUOTE_MACHINE, null, 'pending', who);
      requote = 'pending';
    }
    if (kind === 'accept' || kind === 'decline') {
      const answer = kind === 'accept' ? 'accepted' : 'declined';
      move(REQUOTE_MACHINE, 'pending', answer, who);
      requote = answer;
    }
  });
  return { status, requote };
}

describe('the demo stories', () => {
  it('are each allowed by the workflow, step by step, with the actor the demo uses, for either hand-over', () => {
    const ends = new Set<string>();
    for (const name of SCENARIO_NAMES) {
      for (const fulfilment of ['store', 'pickup'] as const) {
        const end = replay(SCENARIOS[name].steps, fulfilment);
        ends.add(`${end.status}/${end.requote ?? '-'}`);
        const final = end.status === 'settled' || end.status === 'rejected';
        expect([name, final]).toEqual([name, !SCENARIOS[name].open]);
      }
    }
    expect(new Set([...ends].map((end) => end.split('/')[0]))).toEqual(new Set(TRADE_IN_STATUSES));
    for (const requote of ['pending', 'accepted', 'declined']) {
      expect(
        [...ends].some((end) => end.endsWith(`/${requote}`)),
        requote,
      ).toBe(true);
    }
  });

  it('covers every story with both hand-overs in the first requests, then draws by weight', () => {
    const random = createRandom(1);
    const first = Array.from({ length: SCENARIO_NAMES.length * 2 }, (_, index) =>
      chooseScenario(random, index),
    );
    expect(new Set(first.map((choice) => `${choice.scenario}/${choice.fulfilment}`)).size).toBe(
      SCENARIO_NAMES.length * 2,
    );
    expect(new Set(first.slice(0, 2).map((choice) => choice.fulfilment))).toEqual(
      new Set(['store', 'pickup']),
    );
    const later = Array.from({ length: 2000 }, (_, index) => chooseScenario(random, 100 + index));
    const settled = later.filter((choice) => choice.scenario === 'settled').length / later.length;
    expect(settled).toBeGreaterThan(0.6);
    expect(settled).toBeLessThan(0.76);
    // Beyond the covering requests every story ends; where it stands today is the timeline's cut.
    expect(later.every((choice) => !SCENARIOS[choice.scenario].open)).toBe(true);
  });
});
