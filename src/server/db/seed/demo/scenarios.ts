import type { TFulfilmentMethod } from '#core/trade-in-lifecycle.ts';
import type { TRandom } from './random.ts';

/**
 * The stories a demo request can tell: the steps it has gone through so far, in the order staff and the
 * customer took them. Open stories stop in a state that still waits for someone; final ones end settled
 * or rejected. Together they reach every state of the trade-in and re-quote machines.
 */
export type TStepKind =
  | 'book'
  | 'receive'
  /** Inspected at the offer (or a little above it, which does not raise it). */
  | 'inspect'
  /** Inspected below the offer: opens a re-quote for the customer. */
  | 'inspectLower'
  | 'accept'
  | 'decline'
  | 'settle'
  | 'reject';

export const SCENARIOS = {
  waitingForBooking: { open: true, steps: [] },
  booked: { open: true, steps: ['book'] },
  received: { open: true, steps: ['book', 'receive'] },
  inspected: { open: true, steps: ['book', 'receive', 'inspect'] },
  requotePending: { open: true, steps: ['book', 'receive', 'inspectLower'] },
  requoteAccepted: { open: true, steps: ['book', 'receive', 'inspectLower', 'accept'] },
  settled: { open: false, steps: ['book', 'receive', 'inspect', 'settle'] },
  settledAfterRequote: { open: false, steps: ['book', 'receive', 'inspectLower', 'accept', 'settle'] },
  rejectedNew: { open: false, steps: ['reject'] },
  rejectedBooked: { open: false, steps: ['book', 'reject'] },
  rejectedReceived: { open: false, steps: ['book', 'receive', 'reject'] },
  rejectedInspected: { open: false, steps: ['book', 'receive', 'inspect', 'reject'] },
  requoteDeclined: { open: false, steps: ['book', 'receive', 'inspectLower', 'decline'] },
} as const satisfies Record<string, { open: boolean; steps: readonly TStepKind[] }>;

export type TScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as TScenarioName[];

/**
 * How the stories of a shop that has run for a while end (percent of requests). Open stories get no
 * weight: a request drawn by weight lives its whole story, and the part after today is cut off, so the
 * latest requests wait in whatever state they have reached (see planTimeline).
 */
const ENDING_WEIGHTS: Record<TScenarioName, number> = {
  waitingForBooking: 0,
  booked: 0,
  received: 0,
  inspected: 0,
  requotePending: 0,
  requoteAccepted: 0,
  settled: 66,
  settledAfterRequote: 13,
  rejectedNew: 5,
  rejectedBooked: 4,
  rejectedReceived: 3,
  rejectedInspected: 1,
  requoteDeclined: 5,
};

/** Whether a story has an inspection below the offer (it needs a priced device). */
export const lowersPrice = (name: TScenarioName) =>
  (SCENARIOS[name].steps as readonly TStepKind[]).includes('inspectLower');

export interface TScenarioChoice {
  scenario: TScenarioName;
  fulfilment: TFulfilmentMethod;
}

/** The first requests tell every story with each hand-over, so that even a small demo shows every state. */
export const COVERING_REQUESTS = SCENARIO_NAMES.length * 2;

/** The story of the request at `index`: the covering ones in turn, the rest drawn by how stories end. */
export function chooseScenario(random: TRandom, index: number): TScenarioChoice {
  if (index < COVERING_REQUESTS) {
    const story = index % SCENARIO_NAMES.length;
    const round = Math.floor(index / SCENARIO_NAMES.length);
    return {
      scenario: SCENARIO_NAMES[story]!,
      // Alternating in the first round (both hand-overs early), the other hand-over in the second.
      fulfilment: (story + round) % 2 === 0 ? 'store' : 'pickup',
    };
  }
  return {
    scenario: random.weighted(SCENARIO_NAMES.map((name) => [name, ENDING_WEIGHTS[name]] as const)),
    // Store drop-off is somewhat more common than a courier pick-up.
    fulfilment: random.chance(0.6) ? 'store' : 'pickup',
  };
}

export type TDemoActor = 'customer' | 'sales' | 'logistics' | 'warehouse' | 'engineer' | 'finance' | 'admin';

/**
 * Who takes a step in the shop: sales books store visits and logistics pick-ups; a store's stock room
 * takes in a dropped-off device; a courier's hand-over is recorded as admin does (it needs a signature
 * and a photo that nothing stores yet); engineers inspect and reject devices; finance settles; the
 * customer answers a re-quote. `position` is the step's place in its story.
 */
export function whoTakes(kind: TStepKind, position: number, fulfilment: TFulfilmentMethod): TDemoActor {
  switch (kind) {
    case 'book':
      return fulfilment === 'store' ? 'sales' : 'logistics';
    case 'receive':
      return fulfilment === 'store' ? 'warehouse' : 'admin';
    case 'inspect':
    case 'inspectLower':
      return 'engineer';
    case 'accept':
    case 'decline':
      return 'customer';
    case 'settle':
      return 'finance';
    case 'reject':
      return position >= 2 ? 'engineer' : fulfilment === 'store' ? 'sales' : 'logistics';
  }
}
