import type { TReportSummary } from '#core/contracts/reports.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { reportFormatters } from '../report-labels.ts';

/** The period's headline figures, each a term and its value (a description list for screen readers). */
export function KpiCards({ report }: { report: TReportSummary }) {
  const { t, i18n } = useTranslation();
  const format = reportFormatters(t, i18n.language);
  const { funnel, offerVsActual } = report;
  const cards = [
    {
      key: 'requests',
      value: format.count(funnel.requests),
      note: t('reports.kpi.quotesNote', { count: format.count(funnel.quotes) }),
    },
    { key: 'quoteToRequest', value: format.share(funnel.quoteToRequest) },
    {
      key: 'settled',
      value: format.count(funnel.settled),
      note: t('reports.kpi.ofRequests', { share: format.share(funnel.requestToSettled) }),
    },
    {
      key: 'averageOffer',
      value: format.thb(offerVsActual.averageOfferThb),
      note: t('reports.kpi.inspectedNote', { count: format.count(offerVsActual.inspected) }),
    },
    { key: 'averageActual', value: format.thb(offerVsActual.averageActualThb) },
    {
      key: 'lowered',
      value: format.share(offerVsActual.loweredShare),
      note: t('reports.kpi.loweredNote', { count: format.count(offerVsActual.lowered) }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6" data-testid="report-kpis">
      {cards.map((card) => (
        <div key={card.key} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-semibold text-slate-600">{t(`reports.kpi.${card.key}`)}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">{card.value}</dd>
          {card.note && <dd className="mt-0.5 text-xs text-slate-600">{card.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
