import { memo, type ReactNode } from 'react';
import type { TSingleQuestion } from '#core/questionnaire.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConditionPicture } from './condition-picture.tsx';
import { ChoiceCard } from './wizard-ui.tsx';

export interface TQuestionGroupProps {
  number: number;
  /** Shown as missing (after "See my price", or when the server refused the answer). */
  flagged: boolean;
  landscape: boolean;
}

/**
 * One question of spec §3, with the options the device is offered, as a fieldset of large radio cards, each with a one-line hint. Memoised with a
 * stable `onAnswer`: answering one question re-renders that question only.
 */
export const QuestionGroup = memo(function QuestionGroup(
  props: TQuestionGroupProps & {
    question: TSingleQuestion;
    /** The options this device is offered (decision 026), in their order. */
    options: readonly string[];
    value: string | undefined;
    onAnswer: (question: TSingleQuestion, option: string) => void;
  },
) {
  const { question, options, value, onAnswer, number, flagged, landscape } = props;
  const { t } = useTranslation();
  return (
    <QuestionFrame question={question} number={number} answered={value !== undefined} flagged={flagged}>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <ChoiceCard
            key={option}
            name={question}
            checked={value === option}
            onSelect={() => onAnswer(question, option)}
            label={t(`questionnaire.${question}.options.${option}`)}
            hint={t(`questionnaire.${question}.optionHints.${option}`)}
            picture={<ConditionPicture question={question} option={option} landscape={landscape} />}
          />
        ))}
      </div>
    </QuestionFrame>
  );
});

/** The fieldset around a question: number, title, whether it is answered, and its hint. */
export function QuestionFrame(props: {
  question: string;
  number: number;
  answered: boolean;
  flagged: boolean;
  children: ReactNode;
}) {
  const { question, number, answered, flagged, children } = props;
  const { t } = useTranslation();
  const missing = flagged && !answered;
  return (
    // Off screen its content is skipped (content-visibility: auto) and it takes the height it last had, or
    // 480 px. Only the height: an intrinsic width would be the fieldset's minimum width (a fieldset is at
    // least as wide as its content), and 480 px made the page wider than a phone.
    <fieldset
      id={`question-${question}`}
      className={`min-w-0 scroll-mt-24 rounded-2xl border bg-white p-4 [contain-intrinsic-block-size:auto_480px] [content-visibility:auto] sm:p-5 ${missing ? 'border-red-400 ring-2 ring-red-100' : 'border-slate-200'}`}
    >
      {/* Floated so the legend lays out like a normal block: title left, answered badge right. */}
      <legend className="float-left w-full">
        <span className="flex items-start justify-between gap-3">
          <span className="text-lg leading-snug font-bold text-slate-900">
            <span className="mr-1.5 text-brand-700">{number}.</span>
            {t(`questionnaire.${question}.title`)}
          </span>
          <StatusBadge answered={answered} missing={missing} />
        </span>
      </legend>
      <p className="clear-both pt-1 text-sm text-slate-600">{t(`questionnaire.${question}.hint`)}</p>
      {children}
    </fieldset>
  );
}

function StatusBadge({ answered, missing }: { answered: boolean; missing: boolean }) {
  const { t } = useTranslation();
  if (answered) {
    return (
      <span className="mt-0.5 inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
        {t('wizard.condition.answered')}
      </span>
    );
  }
  return (
    <span
      className={`mt-0.5 shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${missing ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {t('wizard.condition.notAnswered')}
    </span>
  );
}
