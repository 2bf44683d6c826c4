import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { isValidImei, isValidSerial } from '#core/imei.ts';
import { checkAnswers, gradeFor } from '#core/pricing.ts';
import { GRADES } from '#core/questionnaire.ts';
import { answersFor, makeImei, makeSerial, pickDevice, type TDemoModel } from './devices.ts';
import { createRandom } from './random.ts';

const model = (id: number, overrides: Partial<TDemoModel> = {}): TDemoModel => ({
  id,
  name: `Model ${id}`,
  brandName: 'Apple',
  category: 'phone',
  releaseYear: 2023,
  storageOptions: [128, 256],
  basePrices: new Map([
    ['128:excellent', 20000],
    ['128:good', 18000],
    ['128:fair', 12000],
    ['128:broken', 4000],
  ]),
  ...overrides,
});

describe('demo devices', () => {
  it('answers the questionnaire of each category so that the pricing engine finds the intended grade', () => {
    const random = createRandom('answers');
    for (const category of CATEGORY_KEYS) {
      for (const grade of GRADES) {
        for (let index = 0; index < 20; index += 1) {
          const answers = answersFor(random, category, grade);
          expect(checkAnswers(category, answers)).toEqual([]);
          expect([category, gradeFor(answers)]).toEqual([category, grade]);
        }
      }
    }
  });

  it('makes valid IMEIs and serials', () => {
    const random = createRandom('ids');
    for (let index = 0; index < 200; index += 1) {
      expect(isValidImei(makeImei(random))).toBe(true);
      expect(isValidSerial(makeSerial(random))).toBe(true);
    }
  });

  it('picks only priced storage sizes of released models, above a minimum when asked', () => {
    const random = createRandom('pick');
    const models = [
      model(1),
      model(2, { releaseYear: 2030 }),
      model(3, { category: 'notebook', basePrices: new Map() }),
    ];
    for (let index = 0; index < 100; index += 1) {
      const device = pickDevice(random, models, { maxYear: 2026, minimumThb: 5000 });
      expect(device.model.id).toBe(1);
      expect(device.storageGb).toBe(128);
      expect(device.basePriceThb).toBeGreaterThanOrEqual(5000);
      expect(device.year).toBeGreaterThanOrEqual(2023);
      expect(device.year).toBeLessThanOrEqual(2025);
      expect(gradeFor(device.answers)).toBe(device.grade);
    }
    expect(() => pickDevice(random, [], { maxYear: 2026 })).toThrow(/seed it first/);
  });
});
