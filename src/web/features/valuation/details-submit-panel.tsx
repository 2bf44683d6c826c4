import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { isDetailsField, stepForPath } from './details-request.ts';
import { ButtonSpinner, RepriceButton, backButtonClass } from './option-step-frame.tsx';
import type { TSubmitState } from './submit-trade-in.ts';
import type { TWizardStep } from './wizard-state.ts';

/** The send button and what happened to the last attempt, with the way forward for each case. */
export function DetailsSubmitPanel({
  submitState,
  earlierErrors,
  waitForPhotos,
  payeeUnsaved,
  onRetry,
  onReprice,
  repricing,
  goTo,
  onBack,
}: {
  submitState: TSubmitState;
  /** Problems with choices made on earlier steps (the details step has no field for them). */
  earlierErrors: { path: string; messageKey: string }[];
  waitForPhotos: boolean;
  /** Payment details typed and not saved: the request waits for them. */
  payeeUnsaved: boolean;
  onRetry: () => void;
  onReprice: () => void;
  repricing: boolean;
  goTo: (step: TWizardStep) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const sending = submitState.kind === 'sending';
  // The server's refusals of earlier choices (a store that closed, a photo that expired) join the list.
  const refusedElsewhere =
    submitState.kind === 'refused'
      ? submitState.details.filter((detail) => !isDetailsField(detail.path))
      : [];
  const elsewhere = [...earlierErrors, ...refusedElsewhere];
  return (
    <div className="grid gap-3">
      <div aria-live="polite" role="status">
        {sending && <p className="text-sm text-slate-700">{t('details.sendingStatus')}</p>}
        {waitForPhotos && !sending && (
          <p className="text-sm font-medium text-amber-900">{t('details.waitForPhotos')}</p>
        )}
      </div>

      {payeeUnsaved && <Problem text={t('details.payeeUnsaved')} />}
      {submitState.kind === 'network' && (
        <Problem
          text={t('details.networkError')}
          action={
            <ActionButton onClick={onRetry} primary>
              {t('details.tryAgain')}
            </ActionButton>
          }
        />
      )}
      {submitState.kind === 'expired' && (
        <Problem
          title={t('option.quoteExpiredTitle')}
          text={t('option.quoteExpiredText')}
          action={<RepriceButton busy={repricing} onClick={onReprice} />}
        />
      )}
      {submitState.kind === 'refused' && refusedElsewhere.length === 0 && (
        <Problem text={t(submitState.details.length > 0 ? 'details.checkFields' : submitState.messageKey)} />
      )}
      {elsewhere.length > 0 && (
        <Problem
          text={t('details.earlierInvalid')}
          action={
            <ul className="grid gap-1">
              {elsewhere.map(({ path, messageKey }) => {
                const step = stepForPath(path);
                return (
                  <li key={path} className="flex flex-wrap items-center gap-x-2">
                    <span>{t(messageKey)}</span>
                    {step !== 'details' && (
                      <ActionButton onClick={() => goTo(step)}>{t('details.summary.change')}</ActionButton>
                    )}
                  </li>
                );
              })}
            </ul>
          }
        />
      )}

      <button
        type="submit"
        disabled={sending}
        className="flex min-h-14 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        {sending && <ButtonSpinner />}
        {sending ? t('details.sending') : t('details.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">{t('details.submitNote')}</p>
      <div>
        <button type="button" className={backButtonClass} onClick={onBack}>
          {t('option.back')}
        </button>
      </div>
    </div>
  );
}

function Problem({ title, text, action }: { title?: string; text: string; action?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {title && <p className="font-bold">{title}</p>}
      <p>{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

function ActionButton({
  onClick,
  primary,
  children,
}: {
  onClick: () => void;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={
        primary
          ? 'rounded-xl bg-red-700 px-4 py-2.5 font-bold text-white hover:bg-red-800'
          : 'rounded-lg px-2 py-1 font-semibold text-red-900 underline underline-offset-2'
      }
    >
      {children}
    </button>
  );
}
