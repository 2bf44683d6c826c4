import { addDays, bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import type { TFulfilmentMethod } from '#core/trade-in-lifecycle.ts';
import type { TRandom } from './random.ts';
import type { TStepKind } from './scenarios.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The hour of the day in Bangkok (0–23.99…). */
export function bangkokHourOf(at: Date): number {
  const local = new Date(at.getTime() + 7 * HOUR_MS);
  return local.getUTCHours() + local.getUTCMinutes() / 60;
}

/** When customers submit requests: through the day, busiest at lunch and in the evening. */
const SUBMISSION_HOURS: readonly (readonly [number, number])[] = [
  [7, 1],
  [8, 2],
  [9, 3],
  [10, 5],
  [11, 6],
  [12, 7],
  [13, 6],
  [14, 5],
  [15, 5],
  [16, 5],
  [17, 5],
  [18, 6],
  [19, 7],
  [20, 7],
  [21, 5],
  [22, 3],
];

/** Hours within which each kind of step is taken (Bangkok): staff at work, counters open, customers awake. */
function hoursOf(kind: TStepKind, fulfilment: TFulfilmentMethod): readonly [number, number] {
  if (kind === 'accept' || kind === 'decline') return [7, 23];
  if (kind === 'receive' && fulfilment === 'store') return [10, 20];
  return [9, 18];
}

/** How long after the previous step each step is taken, in hours (before moving it into working hours). */
function delayHours(random: TRandom, kind: TStepKind, fulfilment: TFulfilmentMethod, index: number): number {
  switch (kind) {
    case 'book':
      return random.between(0.3, 20);
    case 'receive':
      // A courier comes on a later day; a customer walks into a store when it suits them.
      return fulfilment === 'pickup' ? random.between(18, 60) : random.between(3, 72);
    case 'inspect':
    case 'inspectLower':
      return random.between(1, 30);
    case 'accept':
    case 'decline':
      return random.between(0.5, 36);
    case 'settle':
      return random.between(0.5, 26);
    case 'reject':
      // Unreachable customers are given up on after a while; a device's problem shows at once.
      if (index === 0) return random.between(4, 48);
      if (index === 1) return random.between(24, 96);
      return random.between(1, 24);
  }
}

/** `at`, or the next moment within [from, to) o'clock in Bangkok (a few minutes into the hour). */
function intoHours(random: TRandom, at: Date, [from, to]: readonly [number, number]): Date {
  const hour = bangkokHourOf(at);
  if (hour >= from && hour < to) return at;
  const day = hour < from ? bangkokDate(at) : addDays(bangkokDate(at), 1);
  // Not all at the stroke of the hour: the morning's work spreads over its first hours.
  return new Date(bangkokDayStart(day).getTime() + from * HOUR_MS + random.int(1, 150) * 60_000);
}

export interface TTimelineInput {
  steps: readonly TStepKind[];
  fulfilment: TFulfilmentMethod;
  /** Open stories still wait for someone: they happened in the last days. */
  open: boolean;
  /** The moment the business's records end (the start of today in Bangkok): every step is before it. */
  end: Date;
  /** How many days the business has run. */
  days: number;
  /**
   * Live the story from any day of the period and cut off what would come after `end` (the request waits
   * where it got to); otherwise the whole story is kept, moved back by whole days when it would end late.
   */
  cut?: boolean;
}

export interface TTimeline {
  createdAt: Date;
  /** One time per step, each later than the one before. */
  stepTimes: Date[];
}

/**
 * When a request was submitted and when each of its steps was taken (those taken before `end`). Stories
 * spread over the whole period, a little denser towards the end (a growing business); open ones sit in the
 * last days. A story that would end after `end` is cut there, or moved back by whole days (which keeps
 * every time of day).
 */
export function planTimeline(random: TRandom, input: TTimelineInput): TTimeline {
  const { steps, fulfilment, end, days } = input;
  let ageDays: number;
  if (!input.open) {
    const share = random.chance(0.75) ? random.next() : Math.sqrt(random.next());
    ageDays = input.cut ? Math.max(0.02, days * (1 - share)) : 0.5 + (days - 1) * (1 - share);
  } else if (steps.length === 0) ageDays = random.between(0.05, 1.2);
  else ageDays = random.between(0.3, 4.5);
  const day = bangkokDate(new Date(end.getTime() - ageDays * DAY_MS));
  const hour = random.weighted(SUBMISSION_HOURS);
  let createdAt = new Date(bangkokDayStart(day).getTime() + hour * HOUR_MS + random.int(0, 59) * 60_000);
  if (createdAt >= end) createdAt = new Date(createdAt.getTime() - DAY_MS);

  const stepTimes: Date[] = [];
  let previous = createdAt;
  steps.forEach((kind, index) => {
    const delayMinutes = Math.max(1, Math.round(delayHours(random, kind, fulfilment, index) * 60));
    const planned = new Date(previous.getTime() + delayMinutes * 60_000);
    previous = intoHours(random, planned, hoursOf(kind, fulfilment));
    stepTimes.push(previous);
  });
  const last = stepTimes.at(-1) ?? createdAt;
  if (last < end) return { createdAt, stepTimes };
  if (input.cut) return { createdAt, stepTimes: stepTimes.filter((at) => at < end) };
  const back = Math.ceil((last.getTime() - end.getTime() + 1) / DAY_MS) * DAY_MS;
  const earlier = (at: Date) => new Date(at.getTime() - back);
  return { createdAt: earlier(createdAt), stepTimes: stepTimes.map(earlier) };
}
