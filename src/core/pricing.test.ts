import { describe, expect, it } from 'vitest';
import type { TAnswersInput } from './contracts/quotes.ts';
import { computeOffer, gradeFor, type TAdjustmentRule, type TBasePrices } from './pricing.ts';
import { FUNCTIONAL_ISSUES, type TGrade } from './questionnaire.ts';

/** A phone in perfect condition; each case changes only what it is about. */
const PERFECT: TAnswersInput = {
  modelType: 'th',
  warranty: 'over4Months',
  body: 'noScratch',
  screen: 'noScratch',
  display: 'normal',
  battery: 'over80',
  accessories: 'completeBox',
  functional: [],
};
const answers = (changes: Partial<TAnswersInput> = {}): TAnswersInput => ({ ...PERFECT, ...changes });

const PRICES: TBasePrices = { excellent: 20_000, good: 17_600, fair: 14_400, broken: 6_000 };

const offerFor = (
  changes: Partial<TAnswersInput>,
  adjustments: TAdjustmentRule[] = [],
  basePrices: TBasePrices = PRICES,
  voucherUpliftPercent = 5,
) => computeOffer({ basePrices, adjustments, answers: answers(changes), voucherUpliftPercent });

describe('gradeFor', () => {
  it.each<[string, Partial<TAnswersInput>, TGrade]>([
    ['nothing wrong', {}, 'excellent'],
    ['body cracked or broken', { body: 'crackedBroken' }, 'broken'],
    ['screen cracked', { screen: 'cracked' }, 'broken'],
    ['screen broken', { screen: 'broken' }, 'broken'],
    ['no display', { display: 'noDisplay' }, 'broken'],
    ['body scratch or dent', { body: 'scratchDent' }, 'fair'],
    ['display bright spots', { display: 'brightSpots' }, 'fair'],
    ['display dead pixels', { display: 'deadPixels' }, 'fair'],
    ['battery under 80%', { battery: 'under80' }, 'fair'],
    ['two functional issues', { functional: ['sound', 'camera'] }, 'fair'],
    ['every functional issue', { functional: [...FUNCTIONAL_ISSUES] }, 'fair'],
    ['minor scratch on the body', { body: 'minorScratch' }, 'good'],
    ['minor scratch on the screen', { screen: 'minorScratch' }, 'good'],
    ['one functional issue', { functional: ['speaker'] }, 'good'],
    ['back cover bent (an adjustment, not a grade)', { body: 'backCoverBent' }, 'excellent'],
    [
      'no box, international, warranty expired',
      { accessories: 'noBox', modelType: 'international', warranty: 'expired' },
      'excellent',
    ],
    [
      'broken wins over fair and good',
      { screen: 'cracked', battery: 'under80', functional: ['sound'] },
      'broken',
    ],
    ['fair wins over good', { screen: 'minorScratch', display: 'deadPixels' }, 'fair'],
  ])('%s → %s', (_label, changes, grade) => {
    expect(gradeFor(answers(changes))).toBe(grade);
  });

  it('grades answers of a category that asks fewer questions', () => {
    expect(
      gradeFor({ warranty: 'expired', body: 'minorScratch', accessories: 'noBox', functional: [] }),
    ).toBe('good');
    expect(gradeFor({ functional: [] })).toBe('excellent');
  });
});

describe('computeOffer', () => {
  it('is the base price of the grade with one base line when nothing adjusts it', () => {
    expect(offerFor({ body: 'scratchDent' })).toEqual({
      grade: 'fair',
      lines: [{ kind: 'base', labelKey: 'pricing.line.base', grade: 'fair', amountThb: 14_400 }],
      offerThb: 14_400,
      voucherOfferThb: 15_120,
    });
  });

  it.each<[string, Partial<TAnswersInput>, TAdjustmentRule, number]>([
    [
      'fixed deduction',
      { modelType: 'zp' },
      { question: 'modelType', option: 'zp', kind: 'fixed', value: -1_500 },
      -1_500,
    ],
    [
      'fixed addition',
      { warranty: 'over4Months' },
      { question: 'warranty', option: 'over4Months', kind: 'fixed', value: 500 },
      500,
    ],
    [
      'percent deduction',
      { modelType: 'international' },
      { question: 'modelType', option: 'international', kind: 'percent', value: -10 },
      -2_000,
    ],
    [
      'percent addition',
      { accessories: 'completeBox' },
      { question: 'accessories', option: 'completeBox', kind: 'percent', value: 2 },
      400,
    ],
    [
      'back cover bent',
      { body: 'backCoverBent' },
      { question: 'body', option: 'backCoverBent', kind: 'percent', value: -8 },
      -1_600,
    ],
  ])('applies a %s as its own line', (_label, changes, rule, amount) => {
    const offer = offerFor(changes, [rule]);

    expect(offer.lines[1]).toEqual({
      kind: 'adjustment',
      labelKey: `questionnaire.${rule.question}.options.${rule.option}`,
      question: rule.question,
      option: rule.option,
      ...(rule.kind === 'percent' ? { percent: rule.value } : {}),
      amountThb: amount,
    });
    expect(offer.lines).toHaveLength(2);
    expect(offer.offerThb).toBe(20_000 + amount);
  });

  it('takes a percentage of the base price of the grade, not of the running total', () => {
    const offer = offerFor({ functional: ['sound'], modelType: 'international' }, [
      { question: 'modelType', option: 'international', kind: 'percent', value: -10 },
      { question: 'functional', option: 'sound', kind: 'percent', value: -10 },
    ]);

    expect(offer.grade).toBe('good');
    expect(offer.lines.map((line) => line.amountThb)).toEqual([17_600, -1_760, -1_760]);
    expect(offer.offerThb).toBe(14_080);
  });

  it('gives each functional issue its own line', () => {
    const rules: TAdjustmentRule[] = [
      { question: 'functional', option: 'sound', kind: 'percent', value: -6 },
      { question: 'functional', option: 'power', kind: 'percent', value: -15 },
      { question: 'functional', option: 'calls', kind: 'fixed', value: -1_000 },
    ];

    const offer = offerFor({ functional: ['sound', 'power', 'calls'] }, rules);

    expect(offer.grade).toBe('fair');
    expect(offer.lines.filter((line) => line.kind === 'adjustment')).toEqual([
      {
        kind: 'adjustment',
        labelKey: 'questionnaire.functional.options.sound',
        question: 'functional',
        option: 'sound',
        percent: -6,
        amountThb: -864,
      },
      {
        kind: 'adjustment',
        labelKey: 'questionnaire.functional.options.power',
        question: 'functional',
        option: 'power',
        percent: -15,
        amountThb: -2_160,
      },
      {
        kind: 'adjustment',
        labelKey: 'questionnaire.functional.options.calls',
        question: 'functional',
        option: 'calls',
        amountThb: -1_000,
      },
    ]);
    expect(offer.offerThb).toBe(10_370); // 10 376 rounded down
  });

  it('ignores rules for options not chosen and rules worth nothing', () => {
    const offer = offerFor({}, [
      { question: 'modelType', option: 'zp', kind: 'percent', value: -5 },
      { question: 'modelType', option: 'th', kind: 'percent', value: 0 },
      { question: 'warranty', option: 'over4Months', kind: 'fixed', value: 0 },
      { question: 'functional', option: 'sound', kind: 'percent', value: -6 },
    ]);

    expect(offer.lines).toEqual([
      { kind: 'base', labelKey: 'pricing.line.base', grade: 'excellent', amountThb: 20_000 },
    ]);
  });

  it.each<[string, number, number, number]>([
    ['a deduction toward zero', 1_234, -5, -61], // −61.7
    ['an addition toward zero', 1_234, 3, 37], // 37.02
    ['a deduction of a small base', 99, -6, -5], // −5.94
  ])('truncates %s', (_label, base, percent, amount) => {
    const offer = offerFor(
      { modelType: 'zp' },
      [{ question: 'modelType', option: 'zp', kind: 'percent', value: percent }],
      {
        ...PRICES,
        excellent: base,
      },
    );

    expect(offer.lines[1]?.amountThb).toBe(amount);
  });

  it('drops a percentage line that truncates to nothing', () => {
    const offer = offerFor(
      { modelType: 'zp' },
      [{ question: 'modelType', option: 'zp', kind: 'percent', value: -5 }],
      {
        ...PRICES,
        excellent: 19,
      },
    );

    expect(offer.lines.map((line) => line.kind)).toEqual(['base', 'rounding']);
  });

  it('never goes below zero, showing the floor as its own line', () => {
    const offer = offerFor({ body: 'crackedBroken', functional: ['power'] }, [
      { question: 'functional', option: 'power', kind: 'fixed', value: -7_250 },
    ]);

    expect(offer.lines).toEqual([
      { kind: 'base', labelKey: 'pricing.line.base', grade: 'broken', amountThb: 6_000 },
      {
        kind: 'adjustment',
        labelKey: 'questionnaire.functional.options.power',
        question: 'functional',
        option: 'power',
        amountThb: -7_250,
      },
      { kind: 'floor', labelKey: 'pricing.line.floor', amountThb: 1_250 },
    ]);
    expect(offer.offerThb).toBe(0);
    expect(offer.voucherOfferThb).toBe(0);
  });

  it('adds no floor line at exactly zero', () => {
    const offer = offerFor({ modelType: 'zp' }, [
      { question: 'modelType', option: 'zp', kind: 'fixed', value: -20_000 },
    ]);

    expect(offer.lines.map((line) => line.kind)).toEqual(['base', 'adjustment']);
    expect(offer.offerThb).toBe(0);
  });

  it('rounds down to a multiple of 10 THB, showing the rounding as its own line', () => {
    const offer = offerFor(
      { warranty: 'expired' },
      [{ question: 'warranty', option: 'expired', kind: 'percent', value: -3 }],
      {
        ...PRICES,
        excellent: 12_345,
      },
    );

    expect(offer.lines).toEqual([
      { kind: 'base', labelKey: 'pricing.line.base', grade: 'excellent', amountThb: 12_345 },
      {
        kind: 'adjustment',
        labelKey: 'questionnaire.warranty.options.expired',
        question: 'warranty',
        option: 'expired',
        percent: -3,
        amountThb: -370,
      },
      { kind: 'rounding', labelKey: 'pricing.line.rounding', amountThb: -5 },
    ]);
    expect(offer.offerThb).toBe(11_970);
  });

  it('makes the lines add up to the offer', () => {
    const rules: TAdjustmentRule[] = [
      { question: 'modelType', option: 'zp', kind: 'percent', value: -5 },
      { question: 'accessories', option: 'noBox', kind: 'fixed', value: -333 },
      { question: 'functional', option: 'camera', kind: 'percent', value: -6 },
    ];
    const offer = offerFor({ modelType: 'zp', accessories: 'noBox', functional: ['camera'] }, rules, {
      ...PRICES,
      good: 17_777,
    });

    expect(offer.lines.reduce((sum, line) => sum + line.amountThb, 0)).toBe(offer.offerThb);
    expect(offer.offerThb % 10).toBe(0);
  });

  it.each<[number, number, number]>([
    [20_000, 5, 21_000],
    [12_340, 5, 12_950], // 12 957 rounded down
    [10, 5, 10], // the uplift truncates to 0
    [20_000, 0, 20_000],
  ])('voucher offer for %i THB at %i%% is %i THB (rounded down to 10)', (base, percent, voucher) => {
    expect(offerFor({}, [], { ...PRICES, excellent: base }, percent).voucherOfferThb).toBe(voucher);
  });
});
