import { useState, type ReactNode } from 'react';
import type { TQuote } from '#core/contracts/quotes.ts';
import { Spinner } from '../../components/spinner.tsx';
import { formatAmount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { createQuote } from './api/quotes.ts';
import { useQuote } from './option-quote.ts';
import { quoteRequest } from './wizard-answers.ts';
import type { TWizardState, TWizardStep } from './wizard-state.ts';

export interface TStepProps {
  state: TWizardState;
  update: (patch: Partial<TWizardState>) => void;
  goTo: (step: TWizardStep) => void;
}

/** "12,340 บาท" / "12,340 THB". */
export function Amount({ value, className }: { value: number; className?: string }) {
  const { t, i18n } = useTranslation();
  return <span className={className}>{t('common.thb', { amount: formatAmount(value, i18n.language) })}</span>;
}

export const backButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50';

/**
 * Shows `children` with the quote once it is loaded; a spinner meanwhile; and when the price is gone
 * (expired, or never made) explains it and offers to price the same answers again.
 */
export function QuoteGate({ step, children }: { step: TStepProps; children: (quote: TQuote) => ReactNode }) {
  const { t } = useTranslation();
  const { load, retry } = useQuote(step.state.quoteId);
  if (load.status === 'ready') return <>{children(load.quote)}</>;
  if (load.status === 'loading') {
    return (
      <div className="flex justify-center py-16" role="status">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p>{t(load.messageKey)}</p>
        <button
          type="button"
          onClick={retry}
          className="mt-3 rounded-xl bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800"
        >
          {t('option.tryAgain')}
        </button>
      </div>
    );
  }
  return <QuoteExpired step={step} missing={load.status === 'missing'} />;
}

/**
 * Prices the same device and answers again (POST /api/quotes) and shows the new offer; when that is
 * not possible the customer goes back to the answers, which are kept.
 */
export function useReprice({ state, update, goTo }: TStepProps) {
  const [busy, setBusy] = useState(false);
  const reprice = async () => {
    const request = quoteRequest(state);
    if (request) {
      setBusy(true);
      try {
        const quote = await createQuote(request);
        update({ quoteId: quote.id });
        goTo('offer');
        return;
      } catch {
        // fall through: the condition step shows what the server objects to
      } finally {
        setBusy(false);
      }
    }
    update({ quoteId: undefined });
    goTo('condition');
  };
  return { busy, reprice };
}

export function QuoteExpired({ step, missing = false }: { step: TStepProps; missing?: boolean }) {
  const { t } = useTranslation();
  const { busy, reprice } = useReprice(step);
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-bold">{t(missing ? 'option.quoteMissingTitle' : 'option.quoteExpiredTitle')}</p>
      <p className="mt-1">{t(missing ? 'option.quoteMissingText' : 'option.quoteExpiredText')}</p>
      <RepriceButton busy={busy} onClick={() => void reprice()} />
    </div>
  );
}

export function RepriceButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-bold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
    >
      {busy && <ButtonSpinner />}
      {t('option.reprice')}
    </button>
  );
}

export function ButtonSpinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
