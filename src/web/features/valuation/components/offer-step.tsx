import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TCreateQuoteRequest, TQuotePreview } from '#core/contracts/quotes.ts';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { createQuote, useQuote } from '../api/quotes.ts';
import { usePreview } from '../quote-preview.ts';
import { quoteRequest, withoutQuote, withQuote } from '../wizard-answers.ts';
import { useWizard } from '../wizard-context.ts';
import { useWizardChannel } from '../wizard-channel.ts';
import { formatDate, formatThb } from '../../../lib/format.ts';
import { DeviceSummary } from './device-summary.tsx';
import { prefetchLaterSteps } from './later-steps.tsx';
import { PriceLines } from './price-lines.tsx';
import { PriceMessages } from './price-messages.tsx';
import { LoadingBlock, StepActions, secondaryButtonClass, textButtonClass } from './wizard-ui.tsx';

/**
 * Step 4: the server's offer in big type, the grade, every line of the price, the voucher and the bonus.
 * Rendered ahead on the condition step with the preview of the answers (quote-preview.ts), if any; opened
 * on that preview, it stores the quote and then shows the stored one (the same figures).
 */
export function OfferStep() {
  const { t } = useTranslation();
  const { state, update, goTo } = useWizard();
  const [attempt, setAttempt] = useState(0);
  const quote = useQuote(state.quoteId, attempt);
  const request = state.quoteId === undefined ? quoteRequest(state) : null;
  const preview = usePreview(request);
  const storage = useQuoteStorage(state.quotePending ? request : null, attempt);
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
  const problem = (messageKey: string, gone: boolean, secondary: ReactNode = changeAnswers) => (
    <QuoteProblem
      messageKey={messageKey}
      secondary={secondary}
      onRetry={gone ? undefined : () => setAttempt((n) => n + 1)}
      // Without the quote the offer is out of reach: the wizard returns to the answers, kept, for a new price.
      onNewPrice={gone ? () => update(withoutQuote) : undefined}
    />
  );

  if (state.quoteId === undefined) {
    // Not shown yet (rendered ahead): the figures of the preview, or none until it comes.
    if (!state.quotePending) {
      return (
        <OfferView
          quote={preview}
          shown={false}
          secondary={changeAnswers}
          onContinue={() => goTo('option')}
        />
      );
    }
    const failed = storage.status === 'error' ? storage : null;
    // Refused (the model was withdrawn meanwhile): that price is gone; otherwise it stays on screen.
    if (failed && (failed.refused || !preview)) return problem(failed.messageKey, failed.refused);
    if (!preview) return <LoadingBlock label={t('common.loading')} />;
    return (
      <OfferView
        quote={preview}
        shown
        secondary={changeAnswers}
        // The offer's own "Change answers" is right below: the notice does not repeat it.
        notice={failed && problem(failed.messageKey, false, null)}
        onContinue={
          // (`storage`, not `failed`: TypeScript narrows `storage` to the one with `whenStored` below.)
          storage.status === 'error'
            ? () => setAttempt((n) => n + 1)
            : // The quote is on its way (the option step needs its id): the button waits for it.
              () => storage.whenStored().then((stored) => stored && goTo('option'))
        }
      />
    );
  }
  if (quote.status === 'loading') return <LoadingBlock label={t('common.loading')} />;
  const expired = quote.status === 'ready' && Date.parse(quote.quote.validUntil) < openedAt;
  if (quote.status === 'error' || expired) {
    const gone = expired || (quote.status === 'error' && quote.notFound);
    return problem(quote.status === 'error' ? quote.messageKey : 'errors.quote.expired', gone);
  }

  if (quote.status !== 'ready') return null;
  return (
    <OfferView
      quote={quote.quote}
      quoteId={state.quoteId}
      shown
      secondary={changeAnswers}
      onContinue={() => goTo('option')}
    />
  );
}

type TQuoteStorage =
  | { status: 'storing'; whenStored: () => Promise<boolean> }
  /** `refused`: the server will not price these answers any more (400): they need a new price. */
  | { status: 'error'; messageKey: string; refused: boolean };

/**
 * Stores the quote of `request` (POST /api/quotes) when the offer opened on its preview (null: nothing to
 * store); the wizard then keeps its id. `whenStored()` settles with whether it was.
 */
function useQuoteStorage(request: TCreateQuoteRequest | null, attempt: number): TQuoteStorage {
  const { update } = useWizard();
  const key = request && JSON.stringify(request);
  const [failure, setFailure] = useState<{ key: string; messageKey: string; refused: boolean } | null>(null);
  const stored = useRef<Promise<boolean>>(Promise.resolve(false));
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // Once the offer has painted: the request costs the phone a few milliseconds the tap need not wait for.
    // (Cancelled meanwhile, the aborted signal stops it before it is sent.)
    stored.current = new Promise<void>((resolve) => {
      afterNextPaint(resolve);
    })
      .then(() => createQuote(JSON.parse(key) as TCreateQuoteRequest, controller.signal))
      .then(
        (quote) => {
          // Kept only for the answers it was asked for (they cannot change on the offer, but a tab can).
          update((current) =>
            current.quotePending && JSON.stringify(quoteRequest(current)) === key
              ? withQuote(current, quote.id)
              : current,
          );
          return true;
        },
        (error: unknown) => {
          if (controller.signal.aborted) return false;
          const apiError = error instanceof ApiError ? error : null;
          setFailure({
            key: `${key}#${attempt}`,
            messageKey: apiError?.messageKey ?? 'errors.internal',
            refused: apiError?.status === 400,
          });
          return false;
        },
      );
    return () => controller.abort();
  }, [key, attempt, update]);
  if (failure !== null && failure.key === `${key}#${attempt}`) return { status: 'error', ...failure };
  return { status: 'storing', whenStored: () => stored.current };
}

function QuoteProblem(props: {
  messageKey: string;
  secondary: ReactNode;
  onRetry: (() => void) | undefined;
  onNewPrice: (() => void) | undefined;
}) {
  const { messageKey, secondary, onRetry, onNewPrice } = props;
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t(messageKey)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onNewPrice && (
          <button type="button" className={`${secondaryButtonClass} bg-white`} onClick={onNewPrice}>
            {t('wizard.offer.newPrice')}
          </button>
        )}
        {onRetry && (
          <>
            <button type="button" className={textButtonClass} onClick={onRetry}>
              {t('estimate.retry')}
            </button>
            {secondary}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The offer; without a quote (rendered ahead before its preview came) the same elements with no figures.
 * Not `shown` (rendered ahead), no device summary: the condition step shown meanwhile has that one, and
 * pages say it once.
 */
function OfferView(props: {
  quote: TQuotePreview | null;
  /** A stored quote's id: its price may be e-mailed (not while the offer shows only a preview). */
  quoteId?: string | undefined;
  shown: boolean;
  secondary: ReactNode;
  /** Said above the buttons (the quote could not be stored). */
  notice?: ReactNode;
  onContinue: () => void | Promise<unknown>;
}) {
  const { quote, quoteId, shown, secondary, notice, onContinue } = props;
  const { t } = useTranslation();
  return (
    <>
      {shown && <DeviceSummary />}
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
      {quoteId && <PriceMessages quoteId={quoteId} />}
      {notice && <div className="mt-6">{notice}</div>}
      <StepActions primaryLabel={t('wizard.continue')} onPrimary={onContinue} secondary={secondary} />
    </>
  );
}

function OfferCard({ quote }: { quote: TQuotePreview | null }) {
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
        {quote && t('wizard.offer.heldUntil', { date: formatDate(quote.validUntil, i18n.language) })}
      </p>
    </section>
  );
}

function Extras({ quote }: { quote: TQuotePreview | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // At the sales counter the value goes toward the sale (the trade-in option): no voucher to advertise.
  const atSalesCounter = useWizardChannel().kind === 'sales';
  if (!quote) {
    return (
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-accent-300/30 p-4 ring-1 ring-accent-400/60" />
      </div>
    );
  }
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      {!atSalesCounter && (
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
      )}
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
