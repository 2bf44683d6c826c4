import type { TCategoryKey } from './constants.ts';

/**
 * The device questionnaire of spec §3. Option keys are stable identifiers stored with every quote;
 * labels live in the web catalogues under `questionnaire.<question>.<option>`.
 */
export const QUESTION_OPTIONS = {
  modelType: ['th', 'zp', 'international'],
  warranty: ['over4Months', 'under4Months', 'expired'],
  body: ['noScratch', 'minorScratch', 'scratchDent', 'crackedBroken', 'backCoverBent'],
  screen: ['noScratch', 'minorScratch', 'cracked', 'broken'],
  display: ['normal', 'brightSpots', 'deadPixels', 'noDisplay'],
  battery: ['over80', 'under80'],
  accessories: ['completeBox', 'incomplete', 'noBox'],
} as const;

/** Multi-select; an empty list means "none". */
export const FUNCTIONAL_ISSUES = [
  'sound',
  'connectivity',
  'power',
  'calls',
  'biometrics',
  'homeButton',
  'speaker',
  'camera',
  'sensor',
  'buttons',
] as const;

export type TSingleQuestion = keyof typeof QUESTION_OPTIONS;
export type TQuestion = TSingleQuestion | 'functional';
export type TFunctionalIssue = (typeof FUNCTIONAL_ISSUES)[number];
export type TOption<Q extends TSingleQuestion> = (typeof QUESTION_OPTIONS)[Q][number];

export type TAnswers = {
  [Q in TSingleQuestion]?: TOption<Q>;
} & { functional: TFunctionalIssue[] };

export const GRADES = ['excellent', 'good', 'fair', 'broken'] as const;
export type TGrade = (typeof GRADES)[number];

/** Every question in the order the questionnaire asks them. */
export const QUESTION_ORDER: readonly TQuestion[] = [
  'modelType',
  'warranty',
  'body',
  'screen',
  'display',
  'battery',
  'accessories',
  'functional',
];

/** The options of a question, in their order (the functional issues for `functional`). */
export function optionsOfQuestion(question: TQuestion): readonly string[] {
  return question === 'functional' ? FUNCTIONAL_ISSUES : QUESTION_OPTIONS[question];
}

/**
 * The default questions of each category (a printer has no battery or "ZP" model type). What a device
 * is asked is the admin-editable mapping of questionnaire-mapping.ts, seeded from these tables.
 */
export const QUESTIONS_BY_CATEGORY: Record<TCategoryKey, readonly TQuestion[]> = {
  phone: ['modelType', 'warranty', 'body', 'screen', 'display', 'battery', 'accessories', 'functional'],
  tablet: ['modelType', 'warranty', 'body', 'screen', 'display', 'battery', 'accessories', 'functional'],
  notebook: ['warranty', 'body', 'screen', 'display', 'battery', 'accessories', 'functional'],
  gadget: ['warranty', 'body', 'screen', 'display', 'battery', 'accessories', 'functional'],
  printer: ['warranty', 'body', 'accessories', 'functional'],
  other: ['warranty', 'body', 'screen', 'display', 'battery', 'accessories', 'functional'],
};

/** The default functional issues of a category (a notebook has no "calls" or "home button"). */
export const FUNCTIONAL_ISSUES_BY_CATEGORY: Record<TCategoryKey, readonly TFunctionalIssue[]> = {
  phone: FUNCTIONAL_ISSUES,
  tablet: FUNCTIONAL_ISSUES,
  notebook: ['sound', 'connectivity', 'power', 'biometrics', 'speaker', 'camera', 'sensor', 'buttons'],
  // Watches, earbuds, consoles, drones: no fingerprint or face unlock; a camera only where the brand makes one.
  gadget: ['sound', 'connectivity', 'power', 'speaker', 'camera', 'sensor', 'buttons'],
  printer: ['connectivity', 'power', 'sensor', 'buttons'],
  other: ['sound', 'connectivity', 'power', 'speaker', 'camera', 'sensor', 'buttons'],
};
