import { describe, expect, it } from 'vitest';
import { bangkokDayStart } from '#core/bangkok-time.ts';
import { createRandom } from './random.ts';
import { SCENARIO_NAMES, SCENARIOS } from './scenarios.ts';
import { bangkokHourOf, planTimeline } from './timeline.ts';

const END = bangkokDayStart('2026-11-26');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the demo timeline', () => {
  it('orders every story in time, within the 90 days before today began, staff steps in working hours', () => {
    const random = createRandom('timeline');
    for (let round = 0; round < 40; round += 1) {
      for (const name of SCENARIO_NAMES) {
        for (const fulfilment of ['store', 'pickup'] as const) {
          const { steps, open } = SCENARIOS[name];
          const timeline = planTimeline(random, { steps, fulfilment, open, end: END, days: 90 });
          const times = [timeline.createdAt, ...timeline.stepTimes].map((at) => at.getTime());
          expect(timeline.stepTimes).toHaveLength(steps.length);
          times.slice(1).forEach((time, index) => expect(time).toBeGreaterThan(times[index]!));
          expect(times.at(-1)!).toBeLessThan(END.getTime());
          expect(times[0]!).toBeGreaterThanOrEqual(END.getTime() - 90 * DAY_MS);
          if (open) expect(times[0]!).toBeGreaterThan(END.getTime() - 12 * DAY_MS);
          steps.forEach((kind, index) => {
            const hour = bangkokHourOf(timeline.stepTimes[index]!);
            const customer = kind === 'accept' || kind === 'decline';
            expect([kind, hour >= (customer ? 7 : 9) && hour < (customer ? 23 : 20)]).toEqual([kind, true]);
          });
        }
      }
    }
  });

  it('cuts a story lived from any day at the end of the period: the request waits where it got to', () => {
    const random = createRandom('cut');
    let cut = 0;
    for (let round = 0; round < 500; round += 1) {
      const { steps } = SCENARIOS.settledAfterRequote;
      const timeline = planTimeline(random, {
        steps,
        fulfilment: 'pickup',
        open: false,
        end: END,
        days: 90,
        cut: true,
      });
      const times = [timeline.createdAt, ...timeline.stepTimes].map((at) => at.getTime());
      times.slice(1).forEach((time, index) => expect(time).toBeGreaterThan(times[index]!));
      expect(times.at(-1)!).toBeLessThan(END.getTime());
      expect(times[0]!).toBeGreaterThanOrEqual(END.getTime() - 90 * DAY_MS);
      if (timeline.stepTimes.length < steps.length) cut += 1;
    }
    // A few days' worth of 90: some, not most.
    expect(cut).toBeGreaterThan(5);
    expect(cut).toBeLessThan(100);
  });

  it('gives the same times for the same draws', () => {
    const input = {
      steps: SCENARIOS.settled.steps,
      fulfilment: 'store',
      open: false,
      end: END,
      days: 90,
    } as const;
    expect(planTimeline(createRandom(3), input)).toEqual(planTimeline(createRandom(3), input));
  });
});
