import { PRICE_ROUNDING_THB } from './constants.ts';
import type { TAnswersInput, TPriceLine } from './contracts/quotes.ts';
import type { TProvinceKey } from './provinces.ts';
import { CAPITAL_PROVINCE } from './provinces.ts';
import { offeredOptions, type TDeviceQuestionnaire } from './questionnaire-mapping.ts';
import { QUESTION_OPTIONS, type TGrade, type TQuestion, type TSingleQuestion } from './questionnaire.ts';
import type { TTradeInOption } from './trade-in-lifecycle.ts';

/**
 * The pricing engine (product decisions, "Pricing model"): pure functions, integer THB only.
 * The server computes every quote with them; the web only shows the lines it is given.
 */

export interface TAdjustmentRule {
  question: TQuestion;
  option: string;
  kind: 'fixed' | 'percent';
  /** THB for fixed, whole percent for percent; negative lowers the price. */
  value: number;
}

export type TBasePrices = Record<TGrade, number>;

/** Grade rules, most severe first (product decisions 2). */
export function gradeFor(answers: TAnswersInput): TGrade {
  const issues = answers.functional.length;
  if (
    answers.body === 'crackedBroken' ||
    answers.screen === 'cracked' ||
    answers.screen === 'broken' ||
    answers.display === 'noDisplay'
  ) {
    return 'broken';
  }
  if (
    answers.body === 'scratchDent' ||
    answers.display === 'brightSpots' ||
    answers.display === 'deadPixels' ||
    answers.battery === 'under80' ||
    issues >= 2
  ) {
    return 'fair';
  }
  if (answers.body === 'minorScratch' || answers.screen === 'minorScratch' || issues === 1) return 'good';
  return 'excellent';
}

export interface TAnswerProblem {
  question: TQuestion;
  messageKey:
    | 'errors.quote.answerMissing'
    | 'errors.quote.answerNotApplicable'
    | 'errors.quote.answerInvalid'
    | 'questionnaireAdmin.errors.optionNotOffered';
}

/**
 * Answers checked against the device's questionnaire (questionnaire-mapping.ts): every question it asks
 * answered, none it does not ask, and only the options (and functional issues) it offers.
 */
export function checkAnswers(questionnaire: TDeviceQuestionnaire, answers: TAnswersInput): TAnswerProblem[] {
  const problems: TAnswerProblem[] = [];
  for (const question of Object.keys(QUESTION_OPTIONS) as TSingleQuestion[]) {
    const answer = answers[question];
    const options = offeredOptions(questionnaire, question);
    if (options.length > 0 && answer === undefined)
      problems.push({ question, messageKey: 'errors.quote.answerMissing' });
    else if (options.length === 0 && answer !== undefined)
      problems.push({ question, messageKey: 'errors.quote.answerNotApplicable' });
    else if (answer !== undefined && !options.includes(answer))
      problems.push({ question, messageKey: 'questionnaireAdmin.errors.optionNotOffered' });
  }
  const issues = offeredOptions(questionnaire, 'functional');
  if (answers.functional.some((issue) => !issues.includes(issue))) {
    problems.push({
      question: 'functional',
      messageKey:
        issues.length === 0
          ? 'errors.quote.answerNotApplicable'
          : 'questionnaireAdmin.errors.optionNotOffered',
    });
  }
  return problems;
}

/** Rounds toward zero so a percentage never adds or removes more than it says. */
function percentOf(amount: number, percent: number): number {
  return Math.trunc((amount * percent) / 100);
}

function roundDown(amount: number): number {
  return Math.floor(amount / PRICE_ROUNDING_THB) * PRICE_ROUNDING_THB;
}

function selectedOptions(answers: TAnswersInput): { question: TQuestion; option: string }[] {
  const selected: { question: TQuestion; option: string }[] = [];
  for (const question of Object.keys(QUESTION_OPTIONS) as TSingleQuestion[]) {
    const option = answers[question];
    if (option !== undefined) selected.push({ question, option });
  }
  for (const issue of answers.functional) selected.push({ question: 'functional', option: issue });
  return selected;
}

export interface TOffer {
  grade: TGrade;
  lines: TPriceLine[];
  offerThb: number;
  voucherOfferThb: number;
}

/**
 * Base price for the grade, then one line per matching adjustment (each functional issue separately),
 * then a floor at zero and rounding down to a multiple of 10 THB, each shown as its own line.
 */
export function computeOffer(input: {
  basePrices: TBasePrices;
  adjustments: readonly TAdjustmentRule[];
  answers: TAnswersInput;
  voucherUpliftPercent: number;
}): TOffer {
  const grade = gradeFor(input.answers);
  const base = input.basePrices[grade];
  const lines: TPriceLine[] = [{ kind: 'base', labelKey: 'pricing.line.base', grade, amountThb: base }];
  let total = base;
  for (const { question, option } of selectedOptions(input.answers)) {
    const rule = input.adjustments.find(
      (candidate) => candidate.question === question && candidate.option === option,
    );
    if (!rule || rule.value === 0) continue;
    const amount = rule.kind === 'fixed' ? rule.value : percentOf(base, rule.value);
    if (amount === 0) continue;
    lines.push({
      kind: 'adjustment',
      labelKey: `questionnaire.${question}.options.${option}`,
      question,
      option,
      ...(rule.kind === 'percent' ? { percent: rule.value } : {}),
      amountThb: amount,
    });
    total += amount;
  }
  if (total < 0) {
    lines.push({ kind: 'floor', labelKey: 'pricing.line.floor', amountThb: -total });
    total = 0;
  }
  const rounded = roundDown(total);
  if (rounded !== total) {
    lines.push({ kind: 'rounding', labelKey: 'pricing.line.rounding', amountThb: rounded - total });
  }
  return {
    grade,
    lines,
    offerThb: rounded,
    voucherOfferThb: roundDown(rounded + percentOf(rounded, input.voucherUpliftPercent)),
  };
}

/**
 * What a request is worth: the offer, the voucher uplift when the voucher is chosen, and the
 * provincial bonus outside Bangkok (when the offer is above zero) — each as its own line after the quote's lines.
 */
export function computeRequestTotal(input: {
  offer: Pick<TOffer, 'lines' | 'offerThb' | 'voucherOfferThb'>;
  option: TTradeInOption;
  province: TProvinceKey;
  voucherUpliftPercent: number;
  provincialBonusThb: number;
}): { lines: TPriceLine[]; totalThb: number } {
  const lines = [...input.offer.lines];
  let total = input.offer.offerThb;
  if (input.option === 'voucher' && input.offer.voucherOfferThb > total) {
    const uplift = input.offer.voucherOfferThb - total;
    lines.push({
      kind: 'voucherUplift',
      labelKey: 'pricing.line.voucherUplift',
      percent: input.voucherUpliftPercent,
      amountThb: uplift,
    });
    total += uplift;
  }
  // The bonus tops up a price; a device worth nothing does not earn it.
  if (input.province !== CAPITAL_PROVINCE && input.provincialBonusThb > 0 && input.offer.offerThb > 0) {
    lines.push({
      kind: 'bonus',
      labelKey: 'pricing.line.provincialBonus',
      amountThb: input.provincialBonusThb,
    });
    total += input.provincialBonusThb;
  }
  return { lines, totalThb: total };
}
