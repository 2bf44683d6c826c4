import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from './constants.ts';
import {
  DEFAULT_QUESTIONNAIRE,
  askedQuestions,
  offeredOptions,
  questionnaireFor,
  withBrandIds,
  type TQuestionnaireRule,
} from './questionnaire-mapping.ts';
import { FUNCTIONAL_ISSUES_BY_CATEGORY, QUESTIONS_BY_CATEGORY } from './questionnaire.ts';

const IDS = new Map([
  ['apple', 1],
  ['samsung', 2],
  ['epson', 3],
  ['dji', 4],
  ['garmin', 5],
]);
const DEFAULTS = withBrandIds(DEFAULT_QUESTIONNAIRE, IDS);

describe('the seeded mapping', () => {
  it('offers "Model ZP" only on Apple phones', () => {
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'phone', 1), 'modelType')).toEqual([
      'th',
      'zp',
      'international',
    ]);
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'phone', 2), 'modelType')).toEqual([
      'th',
      'international',
    ]);
    // Not an iPad either: the ZP series is the iPhone's.
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'tablet', 1), 'modelType')).toEqual([
      'th',
      'international',
    ]);
  });

  it('asks a printer no calls, battery, screen or model type', () => {
    const printer = questionnaireFor(DEFAULTS, 'printer', 3);
    expect(askedQuestions(printer)).toEqual(['warranty', 'body', 'accessories', 'functional']);
    expect(offeredOptions(printer, 'functional')).toEqual(['connectivity', 'power', 'sensor', 'buttons']);
    expect(offeredOptions(printer, 'functional')).not.toContain('calls');
  });

  it('asks a notebook no calls or home button, and a gadget no biometrics', () => {
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'notebook', 2), 'functional')).not.toContain('calls');
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'notebook', 2), 'functional')).not.toContain(
      'homeButton',
    );
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'gadget', 1), 'functional')).not.toContain('biometrics');
  });

  it('offers a gadget camera to a drone maker, not to a watch maker', () => {
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'gadget', 4), 'functional')).toContain('camera');
    expect(offeredOptions(questionnaireFor(DEFAULTS, 'gadget', 5), 'functional')).not.toContain('camera');
  });

  it.each(CATEGORY_KEYS)('asks a %s of a brand without restrictions its category questions', (category) => {
    const questionnaire = questionnaireFor(DEFAULTS, category, 99);
    expect(askedQuestions(questionnaire)).toEqual(QUESTIONS_BY_CATEGORY[category]);
    const issues = FUNCTIONAL_ISSUES_BY_CATEGORY[category].filter(
      (issue) => category !== 'gadget' || issue !== 'camera',
    );
    expect(offeredOptions(questionnaire, 'functional')).toEqual(issues);
  });
});

describe('questionnaireFor', () => {
  const rule = (
    question: TQuestionnaireRule['question'],
    option: string,
    brands: number[] = [],
  ): TQuestionnaireRule => ({ category: 'phone', question, option, brands });

  it('keeps the questionnaire order whatever the order of the rules', () => {
    const mapping = [
      rule('functional', 'camera'),
      rule('body', 'scratchDent'),
      rule('warranty', 'expired'),
      rule('body', 'noScratch'),
      rule('functional', 'sound'),
    ];
    expect(questionnaireFor(mapping, 'phone', 1)).toEqual([
      { question: 'warranty', options: ['expired'] },
      { question: 'body', options: ['noScratch', 'scratchDent'] },
      { question: 'functional', options: ['sound', 'camera'] },
    ]);
  });

  it('does not ask a question none of whose options is offered to the brand', () => {
    const mapping = [
      rule('battery', 'over80', [1]),
      rule('battery', 'under80', [1]),
      rule('body', 'noScratch'),
    ];
    expect(askedQuestions(questionnaireFor(mapping, 'phone', 1))).toEqual(['body', 'battery']);
    expect(askedQuestions(questionnaireFor(mapping, 'phone', 2))).toEqual(['body']);
  });

  it('ignores the rules of other categories', () => {
    expect(questionnaireFor([rule('body', 'noScratch')], 'tablet', 1)).toEqual([]);
  });
});

describe('withBrandIds', () => {
  it('drops a rule whose brands no longer exist instead of offering it to every brand', () => {
    const stored: TQuestionnaireRule<string>[] = [
      { category: 'phone', question: 'modelType', option: 'zp', brands: ['gone'] },
      { category: 'phone', question: 'modelType', option: 'th', brands: [] },
      { category: 'phone', question: 'modelType', option: 'international', brands: ['gone', 'samsung'] },
    ];
    expect(withBrandIds(stored, IDS)).toEqual([
      { category: 'phone', question: 'modelType', option: 'th', brands: [] },
      { category: 'phone', question: 'modelType', option: 'international', brands: [2] },
    ]);
  });
});
