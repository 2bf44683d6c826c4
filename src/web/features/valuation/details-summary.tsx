import type { TQuote } from '#core/contracts/quotes.ts';
import type { TStore } from '#core/contracts/trade-ins.ts';
import { computeRequestTotal } from '#core/pricing.ts';
import { HandoverSummary, PriceSummaryLines, SummaryRow } from '../../components/request-summary.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { deviceName } from './option-step.tsx';
import type { TWizardState, TWizardStep } from './wizard-state.ts';

export function requestTotal(quote: TQuote, state: TWizardState) {
  return computeRequestTotal({
    offer: quote,
    option: state.option ?? 'sale',
    province: state.province ?? 'bangkok',
    voucherUpliftPercent: quote.voucherUpliftPercent,
    provincialBonusThb: quote.provincialBonusThb,
  });
}

/** Everything chosen so far, checked once more before sending, each part with a way back to change it. */
export function DetailsSummary({
  quote,
  state,
  store,
  goTo,
}: {
  quote: TQuote;
  state: TWizardState;
  store: TStore | undefined;
  goTo: (step: TWizardStep) => void;
}) {
  const { t } = useTranslation();
  const { lines, totalThb } = requestTotal(quote, state);
  return (
    <SectionCard titleId="summary-title" title={t('details.summary.title')}>
      <dl className="mt-3 divide-y divide-slate-100">
        <SummaryRow term={t('details.summary.device')}>
          {deviceName(quote)}
          <span className="block text-sm text-slate-600">
            {t('details.summary.grade', { grade: t(`grades.${quote.grade}`) })}
          </span>
        </SummaryRow>
        <SummaryRow term={t('details.summary.offer')}>
          <PriceSummaryLines lines={lines} totalThb={totalThb} />
        </SummaryRow>
        <SummaryRow term={t('details.summary.option')} onChange={() => goTo('option')}>
          {state.option ? t(`option.${state.option}.title`) : '—'}
        </SummaryRow>
        <SummaryRow term={t('details.summary.fulfilment')} onChange={() => goTo('fulfilment')}>
          <HandoverSummary
            method={state.fulfilment}
            store={store && { name: store.name, address: store.address }}
            pickup={state.pickup}
            province={state.province}
          />
        </SummaryRow>
      </dl>
    </SectionCard>
  );
}
