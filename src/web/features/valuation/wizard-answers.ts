import { STORAGE_NOT_APPLICABLE, type TCategoryKey } from '#core/constants.ts';
import type { TModel } from '#core/contracts/catalogue.ts';
import type { TAnswersInput, TCreateQuoteRequest } from '#core/contracts/quotes.ts';
import type { TFunctionalIssue, TQuestion, TSingleQuestion } from '#core/questionnaire.ts';
import { askedQuestions, offeredOptions, type TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import { emptyWizardState, type TWizardState } from './wizard-state.ts';

/**
 * Every change the steps make to the wizard state. Any change to the device or to an answer drops the
 * quote: the price on screen must always be the server's price for exactly these answers.
 */

/** A fresh wizard. `functional` starts unanswered (undefined), so "none of these" is a choice the customer makes. */
export function newWizardState(reference: string): TWizardState {
  return { ...emptyWizardState(reference), answers: {} };
}

/**
 * Only the questions the device is asked, and only answers it is offered (decision 026): switching to a
 * printer drops "battery", switching from an iPhone to a Samsung drops "Model ZP".
 */
export function pruneAnswers(
  questionnaire: TDeviceQuestionnaire,
  answers: Partial<TAnswersInput>,
): Partial<TAnswersInput> {
  const pruned: Partial<TAnswersInput> = {};
  for (const [question, value] of Object.entries(answers) as [TQuestion, unknown][]) {
    if (value === undefined) continue;
    const options = offeredOptions(questionnaire, question);
    if (question === 'functional') {
      if (options.length === 0) continue;
      pruned.functional = (value as TFunctionalIssue[]).filter((issue) => options.includes(issue));
    } else if (options.includes(value as string)) {
      (pruned as Record<string, unknown>)[question] = value;
    }
  }
  return pruned;
}

/** The state with only the answers the device's questionnaire takes; the same state when nothing goes. */
export function withQuestionnaire(state: TWizardState, questionnaire: TDeviceQuestionnaire): TWizardState {
  const answers = pruneAnswers(questionnaire, state.answers);
  if (JSON.stringify(answers) === JSON.stringify(state.answers)) return state;
  return withoutQuote({ ...state, answers });
}

/** Without the quote (a change of device or answers, or a quote the server no longer has). */
export function withoutQuote(state: TWizardState): TWizardState {
  const next = { ...state };
  delete next.quoteId;
  delete next.quotePending;
  return next;
}

/** With the stored quote `quoteId` for the answers (and no longer waiting for it). */
export function withQuote(state: TWizardState, quoteId: string): TWizardState {
  return { ...withoutQuote(state), quoteId };
}

export function withCategory(state: TWizardState, category: TCategoryKey): TWizardState {
  if (state.category === category) return state;
  const next = withoutQuote({ ...state, category });
  delete next.brandId;
  delete next.modelId;
  delete next.storageGb;
  delete next.year;
  return next;
}

export function withBrand(state: TWizardState, brandId: number): TWizardState {
  if (state.brandId === brandId) return state;
  const next = withoutQuote({ ...state, brandId });
  delete next.modelId;
  delete next.storageGb;
  delete next.year;
  return next;
}

/** A model brings its category, its release year as the purchase year, and its only storage size if it has one. */
export function withModel(state: TWizardState, model: TModel): TWizardState {
  if (state.modelId === model.id) return state;
  const next = withoutQuote({
    ...state,
    modelId: model.id,
    category: model.category,
    year: model.releaseYear,
  });
  delete next.storageGb;
  if (model.storageOptions.length === 1) next.storageGb = model.storageOptions[0];
  return next;
}

export function withStorage(state: TWizardState, storageGb: number): TWizardState {
  return state.storageGb === storageGb ? state : withoutQuote({ ...state, storageGb });
}

export function withYear(state: TWizardState, year: number): TWizardState {
  return state.year === year ? state : withoutQuote({ ...state, year });
}

export function withAnswer(state: TWizardState, question: TSingleQuestion, option: string): TWizardState {
  if (state.answers[question] === option) return state;
  return withoutQuote({ ...state, answers: { ...state.answers, [question]: option } });
}

/** The functional issues; an empty list is the explicit "none of these", undefined takes the answer back. */
export function withIssues(
  state: TWizardState,
  issues: readonly TFunctionalIssue[] | undefined,
): TWizardState {
  const answers = { ...state.answers };
  if (issues === undefined) delete answers.functional;
  else answers.functional = [...issues];
  return withoutQuote({ ...state, answers });
}

/** The questions of the device still without an answer, in the order they are asked. */
export function unansweredQuestions(
  questionnaire: TDeviceQuestionnaire,
  answers: Partial<TAnswersInput>,
): TQuestion[] {
  return askedQuestions(questionnaire).filter((question) => answers[question] === undefined);
}

/**
 * The body of POST /api/quotes, once the device is complete. The answers are the state's: the condition
 * step keeps them to the device's questionnaire (withQuestionnaire), and the server checks them.
 */
export function quoteRequest(state: TWizardState): TCreateQuoteRequest | null {
  const { modelId, storageGb, year, category } = state;
  if (modelId === undefined || storageGb === undefined || year === undefined || category === undefined) {
    return null;
  }
  return {
    modelId,
    storageGb,
    year,
    answers: { ...state.answers, functional: state.answers.functional ?? [] },
  };
}

/** The landing form's choice (`?brand=&model=&storage=`), as numbers; null when any is missing or malformed. */
export function parseLandingChoice(
  params: URLSearchParams,
): { brandId: number; modelId: number; storageGb: number } | null {
  const read = (name: string, min: number) => {
    const raw = params.get(name);
    if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
    const value = Number(raw);
    return value >= min ? value : null;
  };
  const brandId = read('brand', 1);
  const modelId = read('model', 1);
  const storageGb = read('storage', STORAGE_NOT_APPLICABLE);
  return brandId === null || modelId === null || storageGb === null ? null : { brandId, modelId, storageGb };
}

/**
 * The wizard after the landing form, when its choice checks out against the catalogue: the model belongs
 * to the brand and offers that storage. Device and model steps are then skipped (they can be revisited).
 */
export function stateFromLandingChoice(
  reference: string,
  choice: { brandId: number; modelId: number; storageGb: number },
  models: readonly TModel[],
): TWizardState | null {
  const model = models.find((candidate) => candidate.id === choice.modelId);
  if (!model || model.brandId !== choice.brandId || !model.storageOptions.includes(choice.storageGb))
    return null;
  return {
    ...newWizardState(reference),
    category: model.category,
    brandId: choice.brandId,
    modelId: model.id,
    storageGb: choice.storageGb,
    year: model.releaseYear,
    skipped: ['device', 'model'],
  };
}
