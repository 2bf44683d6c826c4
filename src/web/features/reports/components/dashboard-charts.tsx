import { modelTitle } from '#core/device-name.ts';
import type { ReactNode } from 'react';
import type { TReportSummary } from '#core/contracts/reports.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { BarList, type TBar } from '../charts/bar-list.tsx';
import { ColumnChart } from '../charts/column-chart.tsx';
import { ShareRing } from '../charts/share-ring.tsx';
import { formatShortDay } from '../report-format.ts';
import { answerLabel, reportFormatters } from '../report-labels.ts';

/** How many answers the dashboard shows (the table on /reports lists them all). */
const TOP_ANSWERS = 6;

function ChartCard({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`chart-${id}`}
      className={`grid grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 ${wide ? 'lg:col-span-2' : ''}`}
      data-testid={`chart-${id}`}
    >
      <h2 id={`chart-${id}`} className="text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The dashboard's charts, all drawn from one summary (this module is /dashboard's chunk only). */
export function DashboardCharts({ report }: { report: TReportSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'th';
  const format = reportFormatters(t, language);
  const { funnel, offerVsActual } = report;
  const day = (date: string) => formatDate(date, language);

  const busiest = report.perDay.reduce(
    (best, row) => (row.requests > best.requests ? row : best),
    report.perDay[0]!,
  );
  const statusBars: TBar[] = report.perStatus.map((row) => ({
    key: row.status,
    label: t(`admin.statuses.${row.status}`),
    value: row.requests,
    display: format.count(row.requests),
    tone: row.status === 'rejected' ? 'muted' : 'brand',
  }));
  const funnelBars: TBar[] = [
    {
      key: 'quotes',
      label: t('reports.steps.quotes'),
      value: funnel.quotes,
      display: format.count(funnel.quotes),
    },
    {
      key: 'requests',
      label: t('reports.steps.requests'),
      value: funnel.requests,
      display: format.count(funnel.requests),
      note: t('reports.ofQuotes', { share: format.share(funnel.quoteToRequest) }),
    },
    {
      key: 'settled',
      label: t('reports.steps.settled'),
      value: funnel.settled,
      display: format.count(funnel.settled),
      note: t('reports.ofRequests', { share: format.share(funnel.requestToSettled) }),
    },
  ];
  const priceBars: TBar[] = [
    {
      key: 'offer',
      label: t('reports.kpi.averageOffer'),
      value: offerVsActual.averageOfferThb ?? 0,
      display: format.thb(offerVsActual.averageOfferThb),
    },
    {
      key: 'actual',
      label: t('reports.kpi.averageActual'),
      value: offerVsActual.averageActualThb ?? 0,
      display: format.thb(offerVsActual.averageActualThb),
      tone: 'accent',
    },
  ];
  const answers = report.byQuestion.filter((row) => row.lowered > 0).slice(0, TOP_ANSWERS);
  const answerBars: TBar[] = answers.map((row) => ({
    key: `${row.question}.${row.option}`,
    label: answerLabel(t, row),
    value: row.loweredShare ?? 0,
    display: format.share(row.loweredShare),
    note: t('reports.answerNote', {
      lowered: format.count(row.lowered),
      inspected: format.count(row.inspected),
      amount: format.thb(row.averageLoweredByThb),
    }),
    tone: 'accent',
  }));
  const modelBars: TBar[] = report.topModels.map((row) => ({
    key: String(row.modelId),
    label: modelTitle(row.brandName, row.modelName),
    value: row.requests,
    display: format.count(row.requests),
    note: t('reports.averageOfferNote', { amount: format.thb(row.averageOfferThb) }),
  }));
  const list = (bars: TBar[]) => bars.map((bar) => `${bar.label} ${bar.display}`).join(', ');

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
      <ChartCard id="perDay" title={t('reports.tables.perDay')} wide>
        <ColumnChart
          columns={report.perDay.map((row) => ({
            label: formatShortDay(row.date, language),
            value: row.requests,
            title: `${day(row.date)}: ${format.count(row.requests)}`,
          }))}
          maxLabel={t('reports.maxPerDay', { count: format.count(busiest.requests) })}
          summary={t('reports.summaries.perDay', {
            total: format.count(funnel.requests),
            from: day(report.period.from),
            to: day(report.period.to),
            max: format.count(busiest.requests),
            day: day(busiest.date),
          })}
        />
      </ChartCard>
      <ChartCard id="perStatus" title={t('reports.tables.perStatus')}>
        <BarList bars={statusBars} summary={`${t('reports.tables.perStatus')}: ${list(statusBars)}`} />
      </ChartCard>
      <ChartCard id="funnel" title={t('reports.tables.funnel')}>
        <BarList bars={funnelBars} summary={`${t('reports.tables.funnel')}: ${list(funnelBars)}`} />
      </ChartCard>
      <ChartCard id="offerVsActual" title={t('reports.tables.offerVsActual')}>
        {offerVsActual.inspected === 0 ? (
          <p className="text-sm text-slate-700">{t('reports.noInspected')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <ShareRing
              share={offerVsActual.loweredShare ?? 0}
              display={format.share(offerVsActual.loweredShare)}
              summary={t('reports.summaries.lowered', {
                share: format.share(offerVsActual.loweredShare),
                inspected: format.count(offerVsActual.inspected),
                amount: format.thb(offerVsActual.averageLoweredByThb),
              })}
            />
            <div className="min-w-48 flex-1">
              <BarList bars={priceBars} summary={list(priceBars)} />
              <p className="mt-2 text-xs text-slate-600">
                {t('reports.loweredNote', {
                  lowered: format.count(offerVsActual.lowered),
                  inspected: format.count(offerVsActual.inspected),
                  amount: format.thb(offerVsActual.averageLoweredByThb),
                })}
              </p>
            </div>
          </div>
        )}
      </ChartCard>
      <ChartCard id="byQuestion" title={t('reports.tables.byQuestion')}>
        {answerBars.length === 0 ? (
          <p className="text-sm text-slate-700">{t('reports.noLowered')}</p>
        ) : (
          <BarList bars={answerBars} summary={`${t('reports.tables.byQuestion')}: ${list(answerBars)}`} />
        )}
      </ChartCard>
      <ChartCard id="topModels" title={t('reports.tables.topModels')} wide>
        {modelBars.length === 0 ? (
          <p className="text-sm text-slate-700">{t('reports.noModels')}</p>
        ) : (
          <BarList bars={modelBars} summary={`${t('reports.tables.topModels')}: ${list(modelBars)}`} />
        )}
      </ChartCard>
    </div>
  );
}
