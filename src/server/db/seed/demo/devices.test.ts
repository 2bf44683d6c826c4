import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { isValidImei, isValidSerial } from '#core/imei.ts';
import { checkAnswers, gradeFor } from '#core/pricing.ts';
import { GRADES } from '#core/questionnaire.ts';
import {
  DEFAULT_QUESTIONNAIRE,
  offeredOptions,
  questionnaireFor,
  withBrandIds,
} from '#core/questionnaire-mapping.ts';
import { answersFor, makeImei, makeSerial, pickDevice, type TDemoModel } from './devices.ts';
import { createRandom } from './random.ts';

const SEEDED = withBrandIds(
  DEFAULT_QUESTIONNAIRE,
  new Map([
    ['apple', 1],
    ['samsung', 2],
  ]),
);

const model = (id: number, overrides: Partial<TDemoModel> = {}): TDemoModel => ({
  id,
  name: `Model ${id}`,
  brandName: 'Apple',
  category: 'phone',
  questionnaire: questionnaireFor(SEEDED, 'phone', 1),
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
    for (const brandId of [1, 2]) {
      for (const category of CATEGORY_KEYS) {
        const questionnaire = questionnaireFor(SEEDED, category, brandId);
        for (const grade of GRADES) {
          for (let index = 0; index < 20; index += 1) {
            const answers = answersFor(random, questionnaire, grade);
            expect(checkAnswers(questionnaire, answers)).toEqual([]);
            expect([category, gradeFor(answers)]).toEqual([category, grade]);
          }
        }
      }
    }
  });

  it('gives a Samsung phone no "Model ZP", which only Apple phones are offered', () => {
    const random = createRandom('zp');
    const samsung = questionnaireFor(SEEDED, 'phone', 2);
    expect(offeredOptions(samsung, 'modelType')).not.toContain('zp');
    for (let index = 0; index < 200; index += 1) {
      expect(answersFor(random, samsung, 'excellent').modelType).not.toBe('zp');
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
