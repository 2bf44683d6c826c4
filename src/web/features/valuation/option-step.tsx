import type { ReactNode } from 'react';
import type { TQuote } from '#core/contracts/quotes.ts';
import { formatStorage } from '#core/storage.ts';
import type { TTradeInOption } from '#core/trade-in-lifecycle.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Amount, QuoteGate, backButtonClass, type TStepProps } from './option-step-frame.tsx';
import { useWizardChannel } from './wizard-channel.ts';

export type { TStepProps } from './option-step-frame.tsx';

/** The offer as a device name: "Apple iPhone 15 128 GB". */
export function deviceName(quote: TQuote): string {
  const storage = formatStorage(quote.storageGb);
  const model = quote.modelName.startsWith(quote.brandName)
    ? quote.modelName
    : `${quote.brandName} ${quote.modelName}`;
  return storage ? `${model} ${storage}` : model;
}

/**
 * After the offer: how the customer takes the value. Choosing a card continues to the hand-over step.
 * At the sales counter (old for new) the value goes toward the sale being made: the trade-in option
 * only (the API refuses the others there), and a line says why the voucher's extra is not offered.
 */
export function OptionStep(props: TStepProps) {
  const { state, update, goTo } = props;
  const { t, i18n } = useTranslation();
  const atSalesCounter = useWizardChannel().kind === 'sales';
  const choose = (option: TTradeInOption) => {
    update({ option });
    goTo('fulfilment');
  };
  return (
    <QuoteGate step={props}>
      {(quote) => (
        <>
          <p className="mb-4 text-sm font-medium text-slate-700">
            {t('option.lead', {
              device: deviceName(quote),
              date: formatDateTime(quote.validUntil, i18n.language),
            })}
          </p>
          <ul className="grid gap-3">
            <OptionCard
              option="tradeIn"
              chosen={state.option === 'tradeIn'}
              amount={quote.offerThb}
              icon={<SwapIcon />}
              onChoose={choose}
            />
            {!atSalesCounter && (
              <>
                <OptionCard
                  option="sale"
                  chosen={state.option === 'sale'}
                  amount={quote.offerThb}
                  icon={<CashIcon />}
                  onChoose={choose}
                />
                <OptionCard
                  option="voucher"
                  chosen={state.option === 'voucher'}
                  amount={quote.voucherOfferThb}
                  badge={t('option.voucher.uplift', { percent: quote.voucherUpliftPercent })}
                  icon={<TicketIcon />}
                  onChoose={choose}
                />
              </>
            )}
          </ul>
          <p
            className="mt-4 text-sm text-slate-600"
            data-testid={atSalesCounter ? 'counter-option-note' : undefined}
          >
            {atSalesCounter
              ? t('salesConsole.counter.optionNote', { percent: quote.voucherUpliftPercent })
              : t('option.note')}
          </p>
          <div className="mt-6">
            <button type="button" className={backButtonClass} onClick={() => goTo('offer')}>
              {t('option.backToOffer')}
            </button>
          </div>
        </>
      )}
    </QuoteGate>
  );
}

function OptionCard({
  option,
  chosen,
  amount,
  badge,
  icon,
  onChoose,
}: {
  option: TTradeInOption;
  chosen: boolean;
  amount: number;
  badge?: string;
  icon: ReactNode;
  onChoose: (option: TTradeInOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(option)}
        aria-describedby={`option-${option}-text`}
        className={`group flex w-full items-start gap-4 rounded-2xl border-2 bg-white p-4 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md sm:p-5 ${
          chosen ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200'
        }`}
      >
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-lg font-bold text-slate-900">{t(`option.${option}.title`)}</span>
            {chosen && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('option.chosen')}
              </span>
            )}
          </span>
          <span className="mt-1 flex flex-wrap items-baseline gap-2">
            <Amount value={amount} className="text-2xl font-extrabold text-brand-700" />
            {badge && (
              <span className="rounded-full bg-accent-300 px-2 py-0.5 text-sm font-bold text-slate-900">
                {badge}
              </span>
            )}
          </span>
          <span id={`option-${option}-text`} className="mt-1 block text-sm text-slate-600">
            {t(`option.${option}.text`)}
          </span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="mt-3 h-5 w-5 shrink-0 fill-slate-400 group-hover:fill-brand-700"
        >
          <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}

const iconClass = 'h-6 w-6 fill-none stroke-current';

function SwapIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} strokeWidth="1.8">
      <path d="M7 4 3 8l4 4M3 8h13a4 4 0 0 1 4 4M17 20l4-4-4-4m4 4H8a4 4 0 0 1-4-4" />
    </svg>
  );
}

function CashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} strokeWidth="1.8">
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.8" />
      <path d="M6 9.5v5M18 9.5v5" />
    </svg>
  );
}

function TicketIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} strokeWidth="1.8">
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </svg>
  );
}
