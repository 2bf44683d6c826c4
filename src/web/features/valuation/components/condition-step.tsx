import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { TCreateQuoteRequest, TQuote } from '#core/contracts/quotes.ts';
import type { TFunctionalIssue, TQuestion, TSingleQuestion } from '#core/questionnaire.ts';
import { askedQuestions, type TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeviceQuestionnaire } from '../api/catalogue.ts';
import { createQuote } from '../api/quotes.ts';
import { warmFormats } from '../format.ts';
import { previewFor, usePreviewRequest } from '../quote-preview.ts';
import {
  quoteRequest,
  unansweredQuestions,
  withAnswer,
  withIssues,
  withQuestionnaire,
  withQuote,
} from '../wizard-answers.ts';
import { useWizard } from '../wizard-context.ts';
import { ChangeDeviceButton } from './change-device-button.tsx';
import { DeviceSummary } from './device-summary.tsx';
import { FunctionalIssues } from './functional-issues.tsx';
import { QuestionGroup } from './question-group.tsx';
import { LoadingBlock, StepActions, secondaryButtonClass, textButtonClass } from './wizard-ui.tsx';

/** Enough to fill a phone screen; the rest are rendered in the next, interruptible pass. */
const FIRST_PAINT_QUESTIONS = 2;

type TProblem = { kind: 'unanswered' } | { kind: 'server'; messageKey: string; questions: TQuestion[] };

/**
 * Step 3: every question the device is asked (its category and brand in the questionnaire mapping,
 * decision 026), then "See my price": the offer opens at once on the price the server gave for these
 * answers meanwhile (quote-preview.ts), or else once the server has priced them.
 */
export function ConditionStep() {
  const { t } = useTranslation();
  const { state } = useWizard();
  const [attempt, setAttempt] = useState(0);
  const questionnaire = useDeviceQuestionnaire(state.category, state.brandId, attempt);
  if (questionnaire.status === 'ready') return <ConditionQuestions questionnaire={questionnaire.data} />;
  return (
    <>
      <DeviceSummary action={<ChangeDeviceButton />} askYear={state.skipped.includes('model')} />
      {questionnaire.status === 'error' ? (
        <p className="flex flex-wrap items-center gap-2 text-red-700" role="status">
          {t(questionnaire.messageKey)}
          <button type="button" className={textButtonClass} onClick={() => setAttempt((n) => n + 1)}>
            {t('estimate.retry')}
          </button>
        </p>
      ) : (
        <LoadingBlock label={t('common.loading')} />
      )}
    </>
  );
}

function ConditionQuestions({ questionnaire }: { questionnaire: TDeviceQuestionnaire }) {
  const { t, i18n } = useTranslation();
  const { state, update, goTo } = useWizard();
  const [problem, setProblem] = useState<TProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const problemId = useId();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const onAnswer = useCallback(
    (question: TSingleQuestion, option: string) => update((current) => withAnswer(current, question, option)),
    [update],
  );
  const onIssues = useCallback(
    (issues: TFunctionalIssue[] | undefined) => update((current) => withIssues(current, issues)),
    [update],
  );

  // Answers this device is not asked (another device's "Model ZP", a printer's "battery") are dropped.
  useEffect(() => update((current) => withQuestionnaire(current, questionnaire)), [questionnaire, update]);
  const category = state.category ?? 'other';
  const questions = askedQuestions(questionnaire);
  // The first questions paint at once; the rest follow in a background render right after.
  const shownCount = useDeferredValue(questions.length, FIRST_PAINT_QUESTIONS);
  const unanswered = unansweredQuestions(questionnaire, state.answers);
  const fitting = withQuestionnaire(state, questionnaire) === state;
  // Once everything is answered the list of missing questions has nothing left to say.
  const shownProblem = problem?.kind === 'unanswered' && unanswered.length === 0 ? null : problem;
  const flagged = new Set<TQuestion>(
    problem?.kind === 'server' ? problem.questions : problem?.kind === 'unanswered' ? unanswered : [],
  );
  const landscape = category === 'notebook' || category === 'printer';

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  // The offer's number and date formatters, made while the customer answers rather than on "See my price".
  useEffect(() => warmFormats(i18n.language), [i18n.language]);
  usePreviewRequest(unanswered.length === 0 && fitting && !state.quoteId ? quoteRequest(state) : null);

  /** A promise while the server prices the answers (the button is busy meanwhile). */
  function onSeePrice(): Promise<void> | undefined {
    if (unanswered.length > 0) {
      setProblem({ kind: 'unanswered' });
      return;
    }
    // Nothing changed since the last quote (any change clears it): show it again.
    if (state.quoteId) {
      goTo('offer');
      return;
    }
    const request = quoteRequest(state);
    if (!request) return;
    setProblem(null);
    // Priced already: the offer, rendered ahead with these figures, opens now and stores the quote.
    if (previewFor(request)) {
      update((current) => ({ ...current, quotePending: true }));
      goTo('offer');
      return;
    }
    return priceAnswers(request);
  }

  async function priceAnswers(request: TCreateQuoteRequest) {
    let quote: TQuote;
    try {
      quote = await createQuote(request);
    } catch (error) {
      setProblem(serverProblem(error));
      return;
    }
    // An answer changed while the price was on its way: that quote is for other answers.
    if (JSON.stringify(quoteRequest(latest.current)) !== JSON.stringify(request)) return;
    // One render: the offer replaces this step (its button is busy until then).
    update((current) => withQuote(current, quote.id));
    goTo('offer');
  }

  function focusQuestion(question: TQuestion) {
    const group = document.getElementById(`question-${question}`);
    group?.scrollIntoView({ block: 'start' });
    group?.querySelector('input')?.focus({ preventScroll: true });
  }

  return (
    <>
      <DeviceSummary action={<ChangeDeviceButton />} askYear={state.skipped.includes('model')} />

      {shownProblem && (
        // Not a live region: it changes with every answer. Focus moves to it, so it is read once.
        <section
          ref={problemRef}
          tabIndex={-1}
          aria-labelledby={problemId}
          className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          {shownProblem.kind === 'unanswered' ? (
            <>
              <p id={problemId} className="font-bold">
                {t('wizard.condition.missingTitle', { count: unanswered.length })}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {unanswered.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      className={`${secondaryButtonClass} bg-white text-sm`}
                      onClick={() => focusQuestion(question)}
                    >
                      {t(`questionnaire.${question}.title`)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p id={problemId} role="alert" className="font-semibold">
              {t(shownProblem.messageKey)}
            </p>
          )}
        </section>
      )}

      <div className="grid gap-5">
        {questionnaire
          .slice(0, shownCount)
          .map(({ question, options }, index) =>
            question === 'functional' ? (
              <FunctionalIssues
                key={question}
                issues={options as readonly TFunctionalIssue[]}
                value={state.answers.functional}
                onChange={onIssues}
                number={index + 1}
                flagged={flagged.has(question)}
              />
            ) : (
              <QuestionGroup
                key={question}
                question={question}
                options={options}
                value={state.answers[question]}
                onAnswer={onAnswer}
                number={index + 1}
                flagged={flagged.has(question)}
                landscape={landscape}
              />
            ),
          )}
      </div>

      <StepActions
        primaryLabel={t('wizard.condition.seePrice')}
        busyLabel={t('wizard.condition.pricing')}
        onPrimary={onSeePrice}
        status={<AnsweredMeter answered={questions.length - unanswered.length} total={questions.length} />}
      />
    </>
  );
}

function AnsweredMeter({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="mb-2 flex items-center gap-3 text-sm text-slate-700">
      <span aria-live="polite" className="shrink-0 font-semibold">
        {t('wizard.condition.answeredCount', { answered, total })}
      </span>
      <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200">
        <span
          className="block h-full rounded-full bg-brand-600"
          style={{ width: `${(answered / total) * 100}%` }}
        />
      </span>
    </div>
  );
}

/** The server's message in the customer's language, and the questions it refused (`answers.<question>`). */
function serverProblem(error: unknown): TProblem {
  const questions =
    error instanceof ApiError
      ? error.details
          .map((detail) => /^answers\.(\w+)/.exec(detail.path)?.[1])
          .filter((question): question is TQuestion => question !== undefined)
      : [];
  const messageKey = error instanceof ApiError ? error.messageKey : 'errors.internal';
  return { kind: 'server', messageKey, questions };
}
