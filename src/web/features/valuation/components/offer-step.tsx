import { useEffect, useState, type ReactNode } from 'react';
import type { TQuote } from '#core/contracts/quotes.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useQuote } from '../api/quotes.ts';
import { useWizard } from '../wizard-context.ts';
import { formatLongDay, formatThb } from '../../../lib/format.ts';
import { DeviceSummary } from './device-summary.tsx';
import { prefetchLaterSteps } from './later-steps.tsx';
import { PriceLines } from './price-lines.tsx';
import { LoadingBlock, StepActions, secondaryButtonClass, textButtonClass } from './wizard-ui.tsx';

/** Step 4: the server's offer in big type, the grade, every line of the price, the voucher and the bonus. */
export function OfferStep() {
  const { t } = useTranslation();
  const { state, update, goTo } = useWizard();
  const [attempt, setAttempt] = useState(0);
  const quote = useQuote(state.quoteId, attempt);
  // When the offer opened: a price lock that has ended is not shown as a valid price. (Rendered ahead,
  // the step is there before its quote exists, so a quote it gets is younger than this.)
  const [openedAt] = useState(() => Date.now());
  useEffect(prefetchLaterSteps, []);
  const changeAnswers = (
    <button
      type="button"
      className={`${secondaryButtonClass} whitespace-nowrap`}
      onClick={() => goTo('condition')}
    >
      {t('wizard.offer.changeAnswers')}
    </button>
  );

  // Rendered ahead on the condition step, before "See my price": the offer without its figures, so the
  // tap that brings the price fills them in rather than building the whole step.
  if (state.quoteId === undefined) {
    return <OfferView quote={null} secondary={changeAnswers} onContinue={() => goTo('option')} />;
  }
  if (quote.status === 'loading') return <LoadingBlock label={t('common.loading')} />;
  const expired = quote.status === 'ready' && Date.parse(quote.quote.validUntil) < openedAt;
  if (quote.status === 'error' || expired) {
    const gone = expired || (quote.status === 'error' && quote.notFound);
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {t(quote.status === 'error' ? quote.messageKey : 'errors.quote.expired')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {gone ? (
            // Without the quote the offer is out of reach: the wizard returns to the answers, kept, for a new price.
            <button
              type="button"
              className={`${secondaryButtonClass} bg-white`}
              onClick={() => update((current) => ({ ...current, quoteId: undefined }))}
            >
              {t('wizard.offer.newPrice')}
            </button>
          ) : (
            <>
              <button type="button" className={textButtonClass} onClick={() => setAttempt((n) => n + 1)}>
                {t('estimate.retry')}
              </button>
              {changeAnswers}
            </>
          )}
        </div>
      </div>
    );
  }

  if (quote.status !== 'ready') return null;
  return <OfferView quote={quote.quote} secondary={changeAnswers} onContinue={() => goTo('option')} />;
}

/**
 * The offer; without a quote (rendered ahead, not shown) the same elements with no figures, and no
 * device summary: the condition step shown meanwhile has that one, and pages say it once.
 */
function OfferView(props: { quote: TQuote | null; secondary: ReactNode; onContinue: () => void }) {
  const { quote, secondary, onContinue } = props;
  const { t } = useTranslation();
  return (
    <>
      {quote && <DeviceSummary />}
      <OfferCard quote={quote} />
      <section
        aria-labelledby="price-lines-title"
        className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id="price-lines-title" className="text-lg font-bold">
          {t('wizard.offer.linesTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('wizard.offer.linesLead')}</p>
        <div className="mt-2">
          <PriceLines quote={quote} />
        </div>
      </section>
      <Extras quote={quote} />
      <StepActions primaryLabel={t('wizard.continue')} onPrimary={onContinue} secondary={secondary} />
    </>
  );
}

function OfferCard({ quote }: { quote: TQuote | null }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="offer-amount-label"
      className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-6 text-center text-white shadow-lg sm:py-8"
    >
      <p id="offer-amount-label" className="font-semibold text-brand-100">
        {t('wizard.offer.amountLabel')}
      </p>
      <p
        className="mt-1 text-5xl font-extrabold tracking-tight tabular-nums sm:text-6xl"
        data-testid="offer-amount"
      >
        {quote && formatThb(t, quote.offerThb, i18n.language)}
      </p>
      <p className="mt-3 inline-flex flex-wrap items-center justify-center gap-2">
        <span className="rounded-full bg-white px-3 py-1 text-sm font-bold text-brand-800">
          {quote && t('wizard.offer.grade', { grade: t(`grades.${quote.grade}`) })}
        </span>
        <span className="text-sm text-brand-100">{quote && t(`wizard.offer.gradeHint.${quote.grade}`)}</span>
      </p>
      <p className="mt-4 flex items-center justify-center gap-1.5 text-sm font-medium text-white">
        <ClockIcon />
        {quote && t('wizard.offer.heldUntil', { date: formatLongDay(quote.validUntil, i18n.language) })}
      </p>
    </section>
  );
}

function Extras({ quote }: { quote: TQuote | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!quote) {
    return (
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-accent-300/30 p-4 ring-1 ring-accent-400/60" />
      </div>
    );
  }
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl bg-accent-300/30 p-4 ring-1 ring-accent-400/60">
        <p className="font-bold text-slate-900">
          {t('wizard.offer.voucherTitle', { amount: formatThb(t, quote.voucherOfferThb, locale) })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('wizard.offer.voucherText', {
            percent: quote.voucherUpliftPercent,
            uplift: formatThb(t, quote.voucherOfferThb - quote.offerThb, locale),
          })}
        </p>
      </div>
      {quote.provincialBonusThb > 0 && (
        <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <p className="font-bold text-slate-900">
            {t('wizard.offer.bonusTitle', { amount: formatThb(t, quote.provincialBonusThb, locale) })}
          </p>
          <p className="mt-1 text-sm text-slate-700">{t('wizard.offer.bonusText')}</p>
        </div>
      )}
    </div>
  );
}

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.8 4v3.7l2.8 1.7a.8.8 0 1 1-.8 1.4L9.6 11a.8.8 0 0 1-.4-.7V6a.8.8 0 0 1 1.6 0Z" />
    </svg>
  );
}
