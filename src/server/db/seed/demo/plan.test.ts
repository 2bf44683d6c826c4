import { describe, expect, it } from 'vitest';
import { bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { isReference } from '#core/reference.ts';
import type { TDemoModel } from './devices.ts';
import { DEFAULT_QUESTIONNAIRE, questionnaireFor, withBrandIds } from '#core/questionnaire-mapping.ts';
import { DEMO_RETURNING_CUSTOMER, RETURNING_EVERY } from './names.ts';
import { planDemoBusiness, type TPlanInput } from './plan.ts';

const prices = new Map(
  ['excellent', 'good', 'fair', 'broken'].flatMap((grade, rank) => [
    [`128:${grade}`, 20000 - rank * 5000],
    [`256:${grade}`, 23000 - rank * 5000],
  ]),
);
const SEEDED = withBrandIds(
  DEFAULT_QUESTIONNAIRE,
  new Map([
    ['apple', 1],
    ['samsung', 2],
  ]),
);
const models: TDemoModel[] = (['phone', 'tablet', 'notebook', 'gadget', 'printer', 'other'] as const).map(
  (category, index) => ({
    id: index + 1,
    name: `${category} ${index}`,
    brandName: index % 2 ? 'Samsung' : 'Apple',
    category,
    questionnaire: questionnaireFor(SEEDED, category, index % 2 ? 2 : 1),
    releaseYear: 2022,
    storageOptions: [128, 256],
    basePrices: prices,
  }),
);
const input: TPlanInput = {
  seed: 'test',
  count: 120,
  today: '2026-11-26',
  days: 90,
  models,
  stores: [
    { id: 1, province: 'bangkok' },
    { id: 2, province: 'chiang-mai' },
  ],
};

describe('the demo plan', () => {
  it('is the same for the same seed, day and catalogue, and another for another seed', () => {
    const plan = planDemoBusiness(input);
    expect(planDemoBusiness(input)).toEqual(plan);
    expect(planDemoBusiness({ ...input, seed: 'other' }).map((r) => r.reference)).not.toEqual(
      plan.map((r) => r.reference),
    );
  });

  it('gives every request its own reference dated on its day, avoiding the real ones, oldest first', () => {
    const first = planDemoBusiness(input);
    const taken = new Set([first[5]!.reference]);
    const plan = planDemoBusiness({ ...input, takenReferences: taken });
    expect(new Set(plan.map((request) => request.reference)).size).toBe(plan.length);
    expect(plan.some((request) => taken.has(request.reference))).toBe(false);
    for (const request of plan) {
      expect(isReference(request.reference)).toBe(true);
      expect(request.reference.slice(4, 10)).toBe(
        bangkokDate(request.createdAt).slice(2).replaceAll('-', ''),
      );
    }
    const times = plan.map((request) => request.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThan(bangkokDayStart(input.today).getTime());
  });

  it('hands over at a store in its province, or picks up on the day the courier took the device', () => {
    for (const request of planDemoBusiness(input)) {
      if (request.fulfilment === 'store') {
        expect(request.storeId).not.toBeNull();
        expect(request.province).toBe(request.storeId === 1 ? 'bangkok' : 'chiang-mai');
        expect(request.pickup).toBeNull();
        continue;
      }
      expect(request.storeId).toBeNull();
      const received = request.steps.find((step) => step.kind === 'receive');
      if (received) expect(request.pickup?.date).toBe(bangkokDate(received.at));
      else expect(request.pickup!.date > bangkokDate(request.createdAt)).toBe(true);
    }
  });

  it('prices every request but the pick-ups asked for without a valuation, which never get a re-quote', () => {
    const plan = planDemoBusiness({ ...input, count: 400 });
    const unpriced = plan.filter((request) => request.quotedAt === null);
    expect(unpriced.length).toBeGreaterThan(0);
    for (const request of unpriced) {
      expect([request.fulfilment, request.option, request.freeText !== null]).toEqual(['pickup', null, true]);
      expect(request.steps.some((step) => step.kind === 'inspectLower')).toBe(false);
    }
    for (const request of plan.filter((each) => each.quotedAt !== null)) {
      expect(request.quotedAt!.getTime()).toBeLessThan(request.createdAt.getTime());
    }
  });

  it('has one customer who came back with several requests in different states (decision 038)', () => {
    const plan = planDemoBusiness({ ...input, count: 200 });
    const hers = plan.filter((request) => request.customer.phone === DEMO_RETURNING_CUSTOMER.phone);
    expect(hers).toHaveLength(200 / RETURNING_EVERY);
    expect(new Set(hers.map((request) => request.steps.at(-1)?.kind)).size).toBeGreaterThan(1);
    expect(plan.filter((request) => request.customer.fullName === DEMO_RETURNING_CUSTOMER.fullName)).toEqual(
      hers,
    );
  });
});
