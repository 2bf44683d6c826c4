import { bangkokDate, bangkokDayStart, bangkokYear } from '#core/bangkok-time.ts';
import { pickDevice, type TDemoDevice, type TDemoModel } from './devices.ts';
import { createRandom } from './random.ts';

/**
 * Prices customers looked at and did not follow up: most "See my price" clicks never become a request.
 * The quote purge deletes unused quotes a while after their lock ends (7 + QUOTE_PURGE_GRACE_DAYS = 37
 * days by default), so the demo makes them only for its last 35 days, as a running shop would have them.
 */
export const ABANDONED_QUOTE_DAYS = 35;
/** Unused quotes per request over those days: about one valuation in three becomes a request. */
const ABANDONED_PER_REQUEST = 2;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface TAbandonedQuotePlan {
  at: Date;
  device: TDemoDevice;
}

/** The unused quotes, on the days the requests came in (so their rhythm is the shop's), oldest first. */
export function planAbandonedQuotes(input: {
  seed: string;
  today: string;
  requestTimes: readonly Date[];
  models: readonly TDemoModel[];
}): TAbandonedQuotePlan[] {
  const end = bangkokDayStart(input.today);
  const since = end.getTime() - ABANDONED_QUOTE_DAYS * DAY_MS;
  const days = input.requestTimes.filter((at) => at.getTime() >= since).map((at) => bangkokDate(at));
  const quotes = Array.from({ length: days.length * ABANDONED_PER_REQUEST }, (_, index) => {
    const random = createRandom(`${input.seed}:quote:${index}`);
    const day = bangkokDayStart(random.pick(days)).getTime();
    const drawn = new Date(day + random.between(7, 23) * HOUR_MS);
    // Today's requests are not in the demo, so neither are today's prices.
    const at = drawn < end ? drawn : new Date(drawn.getTime() - DAY_MS);
    return { at, device: pickDevice(random, input.models, { maxYear: bangkokYear(at) }) };
  });
  return quotes.sort((a, b) => a.at.getTime() - b.at.getTime());
}
