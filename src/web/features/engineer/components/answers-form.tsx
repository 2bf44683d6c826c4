import type { TCategoryKey } from '#core/constants.ts';
import type { TEngineerRequest } from '#core/contracts/engineer.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import {
  FUNCTIONAL_ISSUES_BY_CATEGORY,
  QUESTION_OPTIONS,
  QUESTIONS_BY_CATEGORY,
  type TFunctionalIssue,
  type TSingleQuestion,
} from '#core/questionnaire.ts';
import { checkboxClass, inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const ALL_QUESTIONS = [...(Object.keys(QUESTION_OPTIONS) as TSingleQuestion[]), 'functional'] as const;

/** The questions asked and the options offered: the device's questionnaire, else the category's or all. */
function askedOf(category: TCategoryKey | null, questionnaire: TEngineerRequest['questionnaire']) {
  if (questionnaire) {
    const single = questionnaire.filter((entry) => entry.question !== 'functional');
    return {
      questions: single.map((entry) => entry.question as TSingleQuestion),
      options: (question: TSingleQuestion) =>
        single.find((entry) => entry.question === question)?.options ?? [],
      issues: (questionnaire.find((entry) => entry.question === 'functional')?.options ??
        []) as TFunctionalIssue[],
    };
  }
  return {
    questions: (category ? QUESTIONS_BY_CATEGORY[category] : ALL_QUESTIONS).filter(
      (question): question is TSingleQuestion => question !== 'functional',
    ),
    options: (question: TSingleQuestion): readonly string[] => QUESTION_OPTIONS[question],
    issues: category ? FUNCTIONAL_ISSUES_BY_CATEGORY[category] : ([] as readonly TFunctionalIssue[]),
  };
}

/**
 * The questionnaire again, as the customer's wizard asks it for this device (its questions and options
 * from the questionnaire mapping, decision 026), prefilled with the customer's answers; every answer that
 * now differs is highlighted with what the customer said.
 */
export function AnswersForm({
  category,
  questionnaire,
  customer,
  value,
  onChange,
  disabled,
}: {
  category: TCategoryKey | null;
  questionnaire: TEngineerRequest['questionnaire'];
  customer: TAnswersInput | null;
  value: TAnswersInput;
  onChange: (answers: TAnswersInput) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { questions, options, issues } = askedOf(category, questionnaire);
  const optionLabel = (question: string, option: string | undefined) =>
    option ? t(`questionnaire.${question}.options.${option}`) : '—';
  return (
    <div className="grid gap-x-3 gap-y-1 sm:grid-cols-2">
      {questions.map((question) => {
        const differs = customer !== null && customer[question] !== value[question];
        const id = `answer-${question}`;
        return (
          <div
            key={question}
            data-differs={differs || undefined}
            className={`rounded-lg px-2 py-1 ${differs ? 'bg-amber-50 ring-2 ring-amber-400' : ''}`}
          >
            <label htmlFor={id} className={labelClass}>
              {t(`questionnaire.${question}.title`)}
            </label>
            <select
              id={id}
              disabled={disabled}
              value={value[question] ?? ''}
              onChange={(event) =>
                onChange({ ...value, [question]: event.target.value || undefined } as TAnswersInput)
              }
              className={inputClass}
            >
              <option value="">—</option>
              {options(question).map((option) => (
                <option key={option} value={option}>
                  {optionLabel(question, option)}
                </option>
              ))}
            </select>
            {differs && (
              <p className="mt-1 text-xs font-semibold text-amber-900">
                {t('engineerConsole.inspect.customerSaid', {
                  answer: optionLabel(question, customer[question]),
                })}
              </p>
            )}
          </div>
        );
      })}
      {issues.length > 0 && (
        <fieldset className="rounded-lg px-2 py-1 sm:col-span-2">
          <legend className={labelClass}>{t('questionnaire.functional.title')}</legend>
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {issues.map((issue) => {
              const checked = value.functional.includes(issue);
              const differs = customer !== null && customer.functional.includes(issue) !== checked;
              return (
                <label
                  key={issue}
                  data-differs={differs || undefined}
                  className={`flex items-center gap-2 rounded px-1 text-sm ${differs ? 'bg-amber-50 ring-2 ring-amber-400' : ''}`}
                >
                  <input
                    type="checkbox"
                    className={checkboxClass}
                    disabled={disabled}
                    checked={checked}
                    onChange={() =>
                      onChange({
                        ...value,
                        functional: checked
                          ? value.functional.filter((item) => item !== issue)
                          : [...value.functional, issue],
                      })
                    }
                  />
                  {t(`questionnaire.functional.options.${issue}`)}
                  {differs && (
                    <span className="text-xs font-semibold text-amber-900">
                      (
                      {t(
                        checked ? 'engineerConsole.inspect.notReported' : 'engineerConsole.inspect.reported',
                      )}
                      )
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
