import { describe, expect, it } from 'vitest';
import type { TAnswersInput } from './contracts/quotes.ts';
import { checkAnswers, computeOffer, computeRequestTotal, type TOffer } from './pricing.ts';
import type { TCategoryKey } from './constants.ts';
import type { TProvinceKey } from './provinces.ts';
import { DEFAULT_QUESTIONNAIRE, questionnaireFor, withBrandIds } from './questionnaire-mapping.ts';

const APPLE = 1;
const SAMSUNG = 2;
const DEFAULTS = withBrandIds(
  DEFAULT_QUESTIONNAIRE,
  new Map([
    ['apple', APPLE],
    ['samsung', SAMSUNG],
  ]),
);
/** The seeded questionnaire of a device of the category (an Apple one unless said). */
const seeded = (category: TCategoryKey, brandId = APPLE) => questionnaireFor(DEFAULTS, category, brandId);

/** A phone in perfect condition. */
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

describe('computeRequestTotal', () => {
  const offer: TOffer = computeOffer({
    basePrices: { excellent: 12_340, good: 10_000, fair: 8_000, broken: 3_000 },
    adjustments: [],
    answers: PERFECT,
    voucherUpliftPercent: 5,
  });
  const total = (
    option: 'tradeIn' | 'sale' | 'voucher',
    province: TProvinceKey,
    from: Pick<TOffer, 'lines' | 'offerThb' | 'voucherOfferThb'> = offer,
  ) =>
    computeRequestTotal({ offer: from, option, province, voucherUpliftPercent: 5, provincialBonusThb: 300 });

  it('is the offer for a trade-in in Bangkok, with the lines of the quote', () => {
    expect(total('tradeIn', 'bangkok')).toEqual({ lines: offer.lines, totalThb: 12_340 });
    expect(total('sale', 'bangkok').totalThb).toBe(12_340);
  });

  it('adds the voucher uplift as its own line when the voucher is chosen', () => {
    const result = total('voucher', 'bangkok');

    expect(result.lines.at(-1)).toEqual({
      kind: 'voucherUplift',
      labelKey: 'pricing.line.voucherUplift',
      percent: 5,
      amountThb: 610,
    });
    expect(result.totalThb).toBe(12_950);
  });

  it('adds the provincial bonus outside Bangkok as its own line', () => {
    const result = total('sale', 'chiang-mai');

    expect(result.lines.at(-1)).toEqual({
      kind: 'bonus',
      labelKey: 'pricing.line.provincialBonus',
      amountThb: 300,
    });
    expect(result.totalThb).toBe(12_640);
  });

  it('adds both for a voucher outside Bangkok, uplift first', () => {
    const result = total('voucher', 'khon-kaen');

    expect(result.lines.slice(-2).map((line) => line.kind)).toEqual(['voucherUplift', 'bonus']);
    expect(result.totalThb).toBe(12_950 + 300);
  });

  it('gives no bonus in Bangkok', () => {
    expect(total('tradeIn', 'bangkok').lines.some((line) => line.kind === 'bonus')).toBe(false);
  });

  it('gives no bonus (and no uplift line) when the offer is 0', () => {
    const nothing = { lines: [], offerThb: 0, voucherOfferThb: 0 };

    expect(total('voucher', 'chiang-mai', nothing)).toEqual({ lines: [], totalThb: 0 });
  });

  it('gives no bonus when it is set to 0', () => {
    const result = computeRequestTotal({
      offer,
      option: 'sale',
      province: 'krabi',
      voucherUpliftPercent: 5,
      provincialBonusThb: 0,
    });

    expect(result.totalThb).toBe(12_340);
  });

  it('does not change the lines of the quote it was given', () => {
    const before = structuredClone(offer.lines);

    total('voucher', 'chiang-mai');

    expect(offer.lines).toEqual(before);
  });
});

describe('checkAnswers', () => {
  const printer: TAnswersInput = {
    warranty: 'expired',
    body: 'noScratch',
    accessories: 'noBox',
    functional: [],
  };
  const notebook: TAnswersInput = { ...PERFECT, modelType: undefined };
  const withoutModelType = { ...PERFECT } as Partial<TAnswersInput>;
  delete withoutModelType.modelType;

  it.each<[string, TCategoryKey, TAnswersInput]>([
    ['a phone', 'phone', PERFECT],
    ['a tablet', 'tablet', PERFECT],
    ['a notebook', 'notebook', notebook],
    ['a gadget', 'gadget', notebook],
    ['other', 'other', notebook],
    ['a printer', 'printer', printer],
    [
      'a printer with its issues',
      'printer',
      { ...printer, functional: ['connectivity', 'power', 'sensor', 'buttons'] },
    ],
    [
      'a notebook with its issues',
      'notebook',
      { ...notebook, functional: ['sound', 'biometrics', 'camera'] },
    ],
  ])('accepts complete answers for %s', (_label, category, given) => {
    expect(checkAnswers(seeded(category), given)).toEqual([]);
  });

  it.each<[string, TCategoryKey, Partial<TAnswersInput>, { question: string; messageKey: string }[]]>([
    [
      'phone without model type',
      'phone',
      withoutModelType,
      [{ question: 'modelType', messageKey: 'errors.quote.answerMissing' }],
    ],
    [
      'tablet without battery',
      'tablet',
      { ...PERFECT, battery: undefined },
      [{ question: 'battery', messageKey: 'errors.quote.answerMissing' }],
    ],
    [
      'notebook without screen and display',
      'notebook',
      { ...notebook, screen: undefined, display: undefined },
      [
        { question: 'screen', messageKey: 'errors.quote.answerMissing' },
        { question: 'display', messageKey: 'errors.quote.answerMissing' },
      ],
    ],
    [
      'printer without warranty',
      'printer',
      { ...printer, warranty: undefined },
      [{ question: 'warranty', messageKey: 'errors.quote.answerMissing' }],
    ],
    [
      'notebook with a model type',
      'notebook',
      { ...notebook, modelType: 'zp' },
      [{ question: 'modelType', messageKey: 'errors.quote.answerNotApplicable' }],
    ],
    [
      'gadget with a model type',
      'gadget',
      { ...notebook, modelType: 'th' },
      [{ question: 'modelType', messageKey: 'errors.quote.answerNotApplicable' }],
    ],
    [
      'printer with a battery',
      'printer',
      { ...printer, battery: 'over80' },
      [{ question: 'battery', messageKey: 'errors.quote.answerNotApplicable' }],
    ],
    [
      'printer with screen and display',
      'printer',
      { ...printer, screen: 'noScratch', display: 'normal' },
      [
        { question: 'screen', messageKey: 'errors.quote.answerNotApplicable' },
        { question: 'display', messageKey: 'errors.quote.answerNotApplicable' },
      ],
    ],
    [
      'notebook with "calls"',
      'notebook',
      { ...notebook, functional: ['calls'] },
      [{ question: 'functional', messageKey: 'questionnaireAdmin.errors.optionNotOffered' }],
    ],
    [
      'gadget with "home button"',
      'gadget',
      { ...notebook, functional: ['sound', 'homeButton'] },
      [{ question: 'functional', messageKey: 'questionnaireAdmin.errors.optionNotOffered' }],
    ],
    [
      'printer with "camera"',
      'printer',
      { ...printer, functional: ['camera'] },
      [{ question: 'functional', messageKey: 'questionnaireAdmin.errors.optionNotOffered' }],
    ],
    [
      'other with "biometrics"',
      'other',
      { ...notebook, functional: ['biometrics'] },
      [{ question: 'functional', messageKey: 'questionnaireAdmin.errors.optionNotOffered' }],
    ],
    [
      'printer missing one and with one too many',
      'printer',
      { ...printer, body: undefined, battery: 'under80' },
      [
        { question: 'body', messageKey: 'errors.quote.answerMissing' },
        { question: 'battery', messageKey: 'errors.quote.answerNotApplicable' },
      ],
    ],
  ])('reports %s', (_label, category, given, problems) => {
    expect(checkAnswers(seeded(category), given as TAnswersInput)).toEqual(problems);
  });

  it('refuses the iPhone-only "Model ZP" for a Samsung phone, and accepts it for an Apple one', () => {
    const zp: TAnswersInput = { ...PERFECT, modelType: 'zp' };
    expect(checkAnswers(seeded('phone', APPLE), zp)).toEqual([]);
    expect(checkAnswers(seeded('phone', SAMSUNG), zp)).toEqual([
      { question: 'modelType', messageKey: 'questionnaireAdmin.errors.optionNotOffered' },
    ]);
    expect(checkAnswers(seeded('phone', SAMSUNG), { ...PERFECT, modelType: 'international' })).toEqual([]);
  });

  it('refuses a functional issue the device is not offered, naming the question', () => {
    expect(
      checkAnswers(seeded('gadget', SAMSUNG), { ...PERFECT, modelType: undefined, functional: ['camera'] }),
    ).toEqual([{ question: 'functional', messageKey: 'questionnaireAdmin.errors.optionNotOffered' }]);
  });
});
