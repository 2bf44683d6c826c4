import { HandoverSummary, PriceSummaryLines, SummaryRow } from '../../components/request-summary.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import type { TStoredReceipt } from '../../lib/receipt-storage.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** What was sent: device, offer lines and total, the option and the hand-over. */
export function SuccessSummary({ stored }: { stored: TStoredReceipt }) {
  const { t } = useTranslation();
  const { receipt, summary } = stored;
  return (
    <SectionCard titleId="success-summary" title={t('success.summaryTitle')}>
      <dl className="mt-2 divide-y divide-slate-100">
        <SummaryRow term={t('details.summary.device')}>{summary.device}</SummaryRow>
        <SummaryRow term={t('details.summary.offer')}>
          <PriceSummaryLines lines={receipt.lines} totalThb={receipt.offerThb} />
        </SummaryRow>
        <SummaryRow term={t('details.summary.option')}>{t(`option.${summary.option}.title`)}</SummaryRow>
        <SummaryRow term={t('details.summary.fulfilment')}>
          <HandoverSummary
            method={summary.fulfilment}
            store={summary.store}
            pickup={summary.pickup}
            province={summary.province}
          />
        </SummaryRow>
        <SummaryRow term={t('success.photos')}>
          {t('success.photoCount', { count: summary.photoCount })}
        </SummaryRow>
      </dl>
    </SectionCard>
  );
}

/** What happens after sending, for the hand-over and the option chosen. */
export function NextSteps({ stored }: { stored: TStoredReceipt | null }) {
  const { t } = useTranslation();
  const fulfilment = stored?.summary.fulfilment ?? 'store';
  const option = stored?.summary.option ?? 'sale';
  const items = [
    t(`success.next.confirm.${fulfilment}`),
    t(`success.next.handover.${fulfilment}`),
    t('success.next.inspect'),
    t(`success.next.pay.${option}`),
  ];
  return (
    <SectionCard titleId="success-next" title={t('success.nextTitle')}>
      <ol className="mt-3 grid gap-3">
        {items.map((text, index) => (
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
