import { addDays, bangkokDate, bangkokDayStart, bangkokYear } from '#core/bangkok-time.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import {
  PICKUP_TIME_SLOTS,
  type TFulfilmentMethod,
  type TPickupTimeSlot,
  type TTradeInOption,
} from '#core/trade-in-lifecycle.ts';
import { describeFreely, pickDevice, type TDemoDevice, type TDemoModel } from './devices.ts';
import { DEMO_RETURNING_CUSTOMER, makeCustomer, RETURNING_EVERY, type TDemoCustomer } from './names.ts';
import { DEVICE_COLOURS, PHOTO_VIEWS, type TPhotoFormat, type TPhotoSpec } from './photos.ts';
import { makeAddress, pickProvince } from './places.ts';
import { createRandom, type TRandom } from './random.ts';
import {
  chooseScenario,
  COVERING_REQUESTS,
  lowersPrice,
  SCENARIOS,
  type TScenarioName,
  type TStepKind,
} from './scenarios.ts';
import { bangkokHourOf, planTimeline } from './timeline.ts';
import { stepWords } from './words.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export interface TDemoStep {
  kind: TStepKind;
  at: Date;
  note: string | null;
  /** A rejection's reason. */
  reason: string | null;
  /** An inspection's actual price as a share of the offer (below 1 opens a re-quote). */
  priceFactor: number | null;
}

export interface TDemoRequestPlan {
  reference: string;
  scenario: TScenarioName;
  fulfilment: TFulfilmentMethod;
  createdAt: Date;
  /** When the customer got the price; null for a pick-up asked for without a valuation. */
  quotedAt: Date | null;
  device: TDemoDevice;
  /** The customer's own words for the device, without a valuation. */
  freeText: string | null;
  /** What staff find the device worth when it came without a valuation. */
  estimateThb: number;
  option: TTradeInOption | null;
  province: TProvinceKey;
  storeId: number | null;
  pickup: { address: string; date: string; timeSlot: TPickupTimeSlot } | null;
  customer: TDemoCustomer;
  marketingOptIn: boolean;
  remarks: string | null;
  photos: { spec: TPhotoSpec; format: TPhotoFormat }[];
  steps: TDemoStep[];
}

export interface TDemoStore {
  id: number;
  province: TProvinceKey;
}

export interface TPlanInput {
  /** The generator's seed: the same seed, count, day and catalogue give the same business. */
  seed: string;
  count: number;
  /** Today in Bangkok (YYYY-MM-DD): the business's records end when it began. */
  today: string;
  days: number;
  models: readonly TDemoModel[];
  stores: readonly TDemoStore[];
  /** References already in use by real requests: the demo's never clash with them. */
  takenReferences?: ReadonlySet<string>;
}

function makeReference(random: TRandom, createdAt: Date, taken: Set<string>): string {
  const [year, month, day] = bangkokDate(createdAt).split('-') as [string, string, string];
  for (;;) {
    let suffix = '';
    for (let index = 0; index < 4; index += 1) suffix += random.pick([...REFERENCE_ALPHABET]);
    const reference = `TRD-${year.slice(2)}${month}${day}-${suffix}`;
    if (!taken.has(reference)) {
      taken.add(reference);
      return reference;
    }
  }
}

function slotAt(at: Date): TPickupTimeSlot {
  const hour = bangkokHourOf(at);
  return hour < 12 ? PICKUP_TIME_SLOTS[0] : hour < 15 ? PICKUP_TIME_SLOTS[1] : PICKUP_TIME_SLOTS[2];
}

function planPhotos(random: TRandom, device: TDemoDevice, withoutValuation: boolean) {
  const count = withoutValuation ? random.int(1, 2) : random.chance(0.75) ? random.int(1, 3) : 0;
  const colour = random.pick(DEVICE_COLOURS);
  const surface = random.int(0, 2);
  return PHOTO_VIEWS.slice(0, count).map((view) => ({
    spec: { category: device.model.category, view, colour, grade: device.grade, surface },
    format: random.chance(0.7) ? ('jpeg' as const) : ('webp' as const),
  }));
}

/** A new customer, or the one who came back (decision 038); drawn either way, so no other draw shifts. */
function customerOf(random: TRandom, index: number): TDemoCustomer {
  const drawn = makeCustomer(random);
  return index % RETURNING_EVERY === 5 ? DEMO_RETURNING_CUSTOMER : drawn;
}

function planRequest(random: TRandom, index: number, input: TPlanInput): Omit<TDemoRequestPlan, 'reference'> {
  const { scenario, fulfilment } = chooseScenario(random, index);
  const story = SCENARIOS[scenario];
  const end = bangkokDayStart(input.today);
  const timeline = planTimeline(random, {
    steps: story.steps,
    fulfilment,
    open: story.open,
    end,
    days: input.days,
    cut: index >= COVERING_REQUESTS,
  });
  // The steps taken so far (a story cut off at the end of the period waits where it got to).
  const taken = story.steps.slice(0, timeline.stepTimes.length);
  const lowers = lowersPrice(scenario);
  const device = pickDevice(random, input.models, {
    maxYear: bangkokYear(timeline.createdAt),
    // A lower price needs a price to lower.
    ...(lowers ? { minimumThb: 1500 } : {}),
  });
  const withoutValuation = fulfilment === 'pickup' && !lowers && random.chance(0.1);
  const store = fulfilment === 'store' ? random.pick(input.stores) : undefined;
  const province = store ? store.province : pickProvince(random);
  const receivedAt = timeline.stepTimes[(taken as readonly TStepKind[]).indexOf('receive')];
  const steps = taken.map((kind, position): TDemoStep => {
    const words = stepWords(random, kind, position, fulfilment);
    return {
      kind,
      at: timeline.stepTimes[position]!,
      note: words.note,
      reason: words.reason,
      priceFactor:
        kind === 'inspectLower'
          ? random.between(0.75, 0.92)
          : kind === 'inspect'
            ? random.chance(0.9)
              ? 1
              : 1.03
            : null,
    };
  });
  return {
    scenario,
    fulfilment,
    createdAt: timeline.createdAt,
    quotedAt: withoutValuation ? null : new Date(timeline.createdAt.getTime() - random.int(2, 20) * 60_000),
    device,
    freeText: withoutValuation ? describeFreely(random, device) : null,
    estimateThb: Math.floor((device.basePriceThb * 0.95) / 10) * 10,
    option: withoutValuation
      ? null
      : random.weighted([
          ['tradeIn', 45],
          ['sale', 40],
          ['voucher', 15],
        ] as const),
    province,
    storeId: store?.id ?? null,
    pickup:
      fulfilment === 'pickup'
        ? {
            address: makeAddress(random, province),
            date: receivedAt
              ? bangkokDate(receivedAt)
              : addDays(bangkokDate(timeline.createdAt), random.int(1, 3)),
            timeSlot: receivedAt ? slotAt(receivedAt) : random.pick(PICKUP_TIME_SLOTS),
          }
        : null,
    customer: customerOf(random, index),
    marketingOptIn: random.chance(0.35),
    remarks: stepWords(random, 'remarks', 0, fulfilment).note,
    photos: planPhotos(random, device, withoutValuation),
    steps,
  };
}

/**
 * The whole demo business, oldest request first, from the seed alone: no clock, no Math.random. Each
 * request draws from its own generator (seed and position), so one request's draws never shift another's.
 */
export function planDemoBusiness(input: TPlanInput): TDemoRequestPlan[] {
  if (input.stores.length === 0) throw new Error('The demo business needs the seeded stores');
  const taken = new Set(input.takenReferences ?? []);
  const requests = Array.from({ length: input.count }, (_, index) => {
    const random = createRandom(`${input.seed}:${index}`);
    const planned = planRequest(random, index, input);
    return { ...planned, reference: makeReference(random, planned.createdAt, taken) };
  });
  return requests.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The oldest moment the demo may use: `days` before today began in Bangkok. */
export const demoWindowStart = (today: string, days: number) =>
  new Date(bangkokDayStart(today).getTime() - days * DAY_MS);
