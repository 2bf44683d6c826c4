import { memo, type ReactNode } from 'react';
import type { TFunctionalIssue } from '#core/questionnaire.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { QuestionFrame } from './question-group.tsx';

/**
 * The functional issues the device is offered (decision 026: no "calls" for a printer), as a multi-select of chips; "none" is a choice of
 * its own that clears the others (and picking an issue clears "none"). Unanswered until one is picked.
 */
export const FunctionalIssues = memo(function FunctionalIssues(props: {
  issues: readonly TFunctionalIssue[];
  value: readonly TFunctionalIssue[] | undefined;
  /** undefined: not answered (the last chip was unticked); []: "none of these". */
  onChange: (issues: TFunctionalIssue[] | undefined) => void;
  number: number;
  flagged: boolean;
}) {
  const { issues, value, onChange, number, flagged } = props;
  const { t } = useTranslation();
  const chosen = new Set(value ?? []);
  const toggle = (issue: TFunctionalIssue, on: boolean) => {
    const next = issues.filter((candidate) => (candidate === issue ? on : chosen.has(candidate)));
    onChange(next.length > 0 ? next : undefined);
  };

  return (
    <QuestionFrame question="functional" number={number} answered={value !== undefined} flagged={flagged}>
      <div className="mt-3 flex flex-wrap gap-2">
        <Chip
          checked={value !== undefined && value.length === 0}
          onChange={(on) => onChange(on ? [] : undefined)}
          wide
        >
          {t('questionnaire.functional.options.none')}
        </Chip>
        {issues.map((issue) => (
          <Chip key={issue} checked={chosen.has(issue)} onChange={(on) => toggle(issue, on)}>
            {t(`questionnaire.functional.options.${issue}`)}
          </Chip>
        ))}
      </div>
    </QuestionFrame>
  );
});

function Chip(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { checked, onChange, children, wide } = props;
  return (
    <label
      className={`relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 py-1.5 pr-4 pl-3 text-sm font-semibold ${
        wide ? 'w-full justify-center sm:w-auto' : ''
      } ${checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500'}`}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4.5 shrink-0 accent-brand-700"
      />
      {children}
    </label>
  );
}
