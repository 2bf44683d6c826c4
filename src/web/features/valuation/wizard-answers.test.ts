import { describe, expect, it } from 'vitest';
import type { TModel } from '#core/contracts/catalogue.ts';
import { DEFAULT_QUESTIONNAIRE, questionnaireFor, withBrandIds } from '#core/questionnaire-mapping.ts';
import {
  newWizardState,
  parseLandingChoice,
  pruneAnswers,
  quoteRequest,
  stateFromLandingChoice,
  unansweredQuestions,
  withAnswer,
  withBrand,
  withCategory,
  withIssues,
  withModel,
  withQuestionnaire,
  withStorage,
} from './wizard-answers.ts';

const SEEDED = withBrandIds(
  DEFAULT_QUESTIONNAIRE,
  new Map([
    ['apple', 1],
    ['samsung', 2],
    ['canon', 21],
  ]),
);
const PRINTER = questionnaireFor(SEEDED, 'printer', 21);

const REF = 'TRD-261122-AB12';
const model = (overrides: Partial<TModel>): TModel => ({
  id: 13,
  slug: 'apple-iphone-15',
  name: 'iPhone 15',
  brandId: 1,
  category: 'phone',
  storageOptions: [128, 256, 512],
  releaseYear: 2023,
  isActive: true,
  sortOrder: 10,
  ...overrides,
});
const printer = model({
  id: 196,
  brandId: 21,
  name: 'PIXMA G3020',
  category: 'printer',
  storageOptions: [0],
  releaseYear: 2021,
});

describe('wizard answers', () => {
  it('starts with every question unanswered, "functional" included', () => {
    const state = newWizardState(REF);
    expect(state.answers).toEqual({});
    expect(unansweredQuestions(PRINTER, state.answers)).toEqual([
      'warranty',
      'body',
      'accessories',
      'functional',
    ]);
    expect(unansweredQuestions(PRINTER, withIssues(state, []).answers)).not.toContain('functional');
  });

  it('a model brings its category and release year, and its only storage size', () => {
    const state = withModel(withBrand(withCategory(newWizardState(REF), 'phone'), 1), model({}));
    expect(state).toMatchObject({ category: 'phone', modelId: 13, year: 2023 });
    expect(state.storageGb).toBeUndefined();
    expect(withModel(state, printer)).toMatchObject({ category: 'printer', storageGb: 0, year: 2021 });
  });

  it('any change to the device or an answer drops the quote', () => {
    const quoted = { ...withStorage(withModel(newWizardState(REF), model({})), 128), quoteId: 'q' };
    expect(withAnswer(quoted, 'body', 'noScratch').quoteId).toBeUndefined();
    const pending = { ...quoted, quoteId: undefined, quotePending: true };
    expect(withAnswer(pending, 'body', 'noScratch')).not.toHaveProperty('quotePending');
    expect(withIssues(quoted, ['camera']).quoteId).toBeUndefined();
    expect(withStorage(quoted, 256).quoteId).toBeUndefined();
    expect(withCategory(quoted, 'tablet')).not.toHaveProperty('modelId');
    // The same choice again changes nothing.
    expect(withStorage(quoted, 128)).toBe(quoted);
  });

  it('keeps only the questions and issues the device is asked', () => {
    expect(
      pruneAnswers(PRINTER, { battery: 'over80', body: 'noScratch', functional: ['camera', 'power'] }),
    ).toEqual({ body: 'noScratch', functional: ['power'] });
  });

  it('drops "Model ZP" when an iPhone is changed for a Samsung, and keeps a state that fits as it is', () => {
    const iphone = withAnswer(withModel(newWizardState(REF), model({})), 'modelType', 'zp');
    expect(withQuestionnaire(iphone, questionnaireFor(SEEDED, 'phone', 1))).toBe(iphone);
    const samsung = withModel(withBrand(iphone, 2), model({ id: 40, brandId: 2, name: 'Galaxy S24' }));
    const fitted = withQuestionnaire(samsung, questionnaireFor(SEEDED, 'phone', 2));
    expect(fitted.answers).not.toHaveProperty('modelType');
    expect(unansweredQuestions(questionnaireFor(SEEDED, 'phone', 2), fitted.answers)).toContain('modelType');
  });

  it('builds the quote request, "none" when no issue was ticked', () => {
    let state = withModel(newWizardState(REF), printer);
    state = withQuestionnaire(
      withAnswer(withAnswer(state, 'warranty', 'expired'), 'battery', 'over80'),
      PRINTER,
    );
    expect(quoteRequest(state)).toEqual({
      modelId: 196,
      storageGb: 0,
      year: 2021,
      answers: { warranty: 'expired', functional: [] },
    });
    expect(quoteRequest(newWizardState(REF))).toBeNull();
  });

  it('reads the landing choice and checks it against the catalogue', () => {
    const params = new URLSearchParams('brand=1&model=13&storage=256&ref=' + REF);
    const choice = parseLandingChoice(params);
    expect(choice).toEqual({ brandId: 1, modelId: 13, storageGb: 256 });
    expect(parseLandingChoice(new URLSearchParams('brand=1&model=x&storage=256'))).toBeNull();
    expect(parseLandingChoice(new URLSearchParams('brand=0&model=13&storage=256'))).toBeNull();
    if (!choice) return;
    expect(stateFromLandingChoice(REF, choice, [model({})])).toMatchObject({
      category: 'phone',
      year: 2023,
      skipped: ['device', 'model'],
    });
    expect(stateFromLandingChoice(REF, { ...choice, storageGb: 64 }, [model({})])).toBeNull();
    expect(stateFromLandingChoice(REF, { ...choice, brandId: 2 }, [model({})])).toBeNull();
    expect(stateFromLandingChoice(REF, { ...choice, modelId: 14 }, [model({})])).toBeNull();
  });
});
