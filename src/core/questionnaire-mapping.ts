import { CATEGORY_KEYS, type TCategoryKey } from './constants.ts';
import {
  FUNCTIONAL_ISSUES_BY_CATEGORY,
  QUESTION_ORDER,
  QUESTIONS_BY_CATEGORY,
  optionsOfQuestion,
  type TQuestion,
} from './questionnaire.ts';

/**
 * Which questions and options a device is offered, by category and brand (decision 026). The mapping is a
 * list of offered options; admin edits it (Admin › Questionnaire), the database keeps it, and the server
 * and the web resolve a device's questionnaire from it with `questionnaireFor`. Labels, grades and price
 * adjustments stay keyed by the code's option keys: the mapping only chooses among them.
 */

/** One offered option: for every brand of the category, or only for the brands listed. */
export interface TQuestionnaireRule<TBrandRef = number> {
  category: TCategoryKey;
  question: TQuestion;
  option: string;
  /** Empty: every brand. Brand ids at run time; brand slugs where the mapping is stored. */
  brands: readonly TBrandRef[];
}
export type TQuestionnaireMapping = readonly TQuestionnaireRule[];

/** A question a device is asked, with the options it is offered, in the questionnaire's order. */
export interface TDeviceQuestion {
  question: TQuestion;
  options: readonly string[];
}
export type TDeviceQuestionnaire = readonly TDeviceQuestion[];

/** True for a known question and one of its options (anything else a stored row may say is ignored). */
export function isQuestionOption(question: string, option: string): question is TQuestion {
  return (
    (QUESTION_ORDER as readonly string[]).includes(question) &&
    optionsOfQuestion(question as TQuestion).includes(option)
  );
}

/**
 * The questionnaire of a device of `category` made by brand `brandId`: each question with at least one
 * option offered to it, its options in their usual order. The functional issues are a multi-select whose
 * empty answer ("none of these") is always possible.
 */
export function questionnaireFor(
  mapping: TQuestionnaireMapping,
  category: TCategoryKey,
  brandId: number,
): TDeviceQuestionnaire {
  const offered = new Map<TQuestion, Set<string>>();
  for (const rule of mapping) {
    if (rule.category !== category) continue;
    if (rule.brands.length > 0 && !rule.brands.includes(brandId)) continue;
    let options = offered.get(rule.question);
    if (!options) offered.set(rule.question, (options = new Set()));
    options.add(rule.option);
  }
  const questionnaire: TDeviceQuestion[] = [];
  for (const question of QUESTION_ORDER) {
    const options = offered.get(question);
    if (!options) continue;
    const ordered = optionsOfQuestion(question).filter((option) => options.has(option));
    if (ordered.length > 0) questionnaire.push({ question, options: ordered });
  }
  return questionnaire;
}

/** The questions of a questionnaire, in order. */
export function askedQuestions(questionnaire: TDeviceQuestionnaire): TQuestion[] {
  return questionnaire.map((entry) => entry.question);
}

/** The options a questionnaire offers for a question; empty when the question is not asked. */
export function offeredOptions(questionnaire: TDeviceQuestionnaire, question: TQuestion): readonly string[] {
  return questionnaire.find((entry) => entry.question === question)?.options ?? [];
}

/**
 * Options offered only to some brands by default: the "Model ZP" of iPhones 14–16 to Apple phones; a
 * gadget's camera to the makers of drones and cameras (a watch or earbuds have none).
 */
const DEFAULT_BRANDS: Partial<Record<`${TCategoryKey}.${TQuestion}.${string}`, readonly string[]>> = {
  'phone.modelType.zp': ['apple'],
  'gadget.functional.camera': ['dji', 'sony', 'gopro'],
};

/** Not offered by default: the ZP series is the iPhone's, not the iPad's. */
const NOT_BY_DEFAULT = new Set<string>(['tablet.modelType.zp']);

/** The seeded mapping (brands by slug): each category's default questions, with the restrictions above. */
export const DEFAULT_QUESTIONNAIRE: readonly TQuestionnaireRule<string>[] = CATEGORY_KEYS.flatMap(
  (category) =>
    QUESTIONS_BY_CATEGORY[category].flatMap((question) =>
      (question === 'functional' ? FUNCTIONAL_ISSUES_BY_CATEGORY[category] : optionsOfQuestion(question))
        .filter((option) => !NOT_BY_DEFAULT.has(`${category}.${question}.${option}`))
        .map((option) => ({
          category,
          question,
          option,
          brands: DEFAULT_BRANDS[`${category}.${question}.${option}`] ?? [],
        })),
    ),
);

/**
 * A stored mapping (brands by slug) with brand ids. A rule whose brands all no longer exist is offered to
 * nobody: it is dropped rather than becoming a rule for every brand.
 */
export function withBrandIds(
  rules: readonly TQuestionnaireRule<string>[],
  idsBySlug: ReadonlyMap<string, number>,
): TQuestionnaireRule[] {
  const resolved: TQuestionnaireRule[] = [];
  for (const rule of rules) {
    const ids = rule.brands.flatMap((slug) => {
      const id = idsBySlug.get(slug);
      return id === undefined ? [] : [id];
    });
    if (rule.brands.length > 0 && ids.length === 0) continue;
    resolved.push({ ...rule, brands: ids });
  }
  return resolved;
}

/**
 * A category's default questions with every brand's options: what a device priced before the mapping was
 * stored with its quote is checked against (its quote's price table has no questionnaire).
 */
export function categoryQuestionnaire(category: TCategoryKey): TDeviceQuestionnaire {
  return questionnaireFor(
    DEFAULT_QUESTIONNAIRE.map((rule) => ({ ...rule, brands: [] })),
    category,
    0,
  );
}
