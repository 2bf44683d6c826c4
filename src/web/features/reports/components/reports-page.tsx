import { modelTitle } from '#core/device-name.ts';
import type { TReportSummary } from '#core/contracts/reports.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { answerLabel, reportFormatters } from '../report-labels.ts';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable } from './report-table.tsx';

/** /reports: the dashboard's figures as tables, each with its CSV download. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('pages.reports')} other={{ to: '/dashboard', label: t('reports.seeCharts') }}>
      {(report) => <ReportTables report={report} />}
    </ReportFrame>
  );
}

function ReportTables({ report }: { report: TReportSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'th';
  const format = reportFormatters(t, language);
  const column = (key: string, numeric = false) => ({ key, label: t(`reports.columns.${key}`), numeric });
  const { funnel, offerVsActual: figures, period } = report;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReportTable
        table="perDay"
        period={period}
        columns={[column('date'), column('requests', true)]}
        rows={report.perDay.map((row) => ({
          key: row.date,
          cells: [formatDate(row.date, language), format.count(row.requests)],
        }))}
      />
      <div className="grid content-start gap-4">
        <ReportTable
          table="perStatus"
          period={period}
          columns={[column('status'), column('requests', true)]}
          rows={report.perStatus.map((row) => ({
            key: row.status,
            cells: [t(`admin.statuses.${row.status}`), format.count(row.requests)],
          }))}
        />
        <ReportTable
          table="funnel"
          period={period}
          columns={[column('step'), column('count', true), column('ofPrevious', true)]}
          rows={[
            { key: 'quotes', cells: [t('reports.steps.quotes'), format.count(funnel.quotes), '–'] },
            {
              key: 'requests',
              cells: [
                t('reports.steps.requests'),
                format.count(funnel.requests),
                format.share(funnel.quoteToRequest),
              ],
            },
            {
              key: 'settled',
              cells: [
                t('reports.steps.settled'),
                format.count(funnel.settled),
                format.share(funnel.requestToSettled),
              ],
            },
          ]}
        />
        <ReportTable
          table="offerVsActual"
          period={period}
          columns={[column('figure'), column('value', true)]}
          rows={[
            ['inspected', format.count(figures.inspected)],
            ['averageOffer', format.thb(figures.averageOfferThb)],
            ['averageActual', format.thb(figures.averageActualThb)],
            ['lowered', format.count(figures.lowered)],
            ['loweredShare', format.share(figures.loweredShare)],
            ['averageLoweredBy', format.thb(figures.averageLoweredByThb)],
          ].map(([key, value]) => ({ key: key!, cells: [t(`reports.columns.${key}`), value] }))}
        />
      </div>
      <ReportTable
        table="byQuestion"
        period={period}
        columns={[
          column('answer'),
          column('inspected', true),
          column('lowered', true),
          column('loweredShare', true),
          column('averageLoweredBy', true),
        ]}
        rows={report.byQuestion.map((row) => ({
          key: `${row.question}.${row.option}`,
          cells: [
            answerLabel(t, row),
            format.count(row.inspected),
            format.count(row.lowered),
            format.share(row.loweredShare),
            format.thb(row.averageLoweredByThb),
          ],
        }))}
        empty={t('reports.noInspected')}
        wide
      />
      <ReportTable
        table="topModels"
        period={period}
        columns={[column('model'), column('requests', true), column('averageOffer', true)]}
        rows={report.topModels.map((row) => ({
          key: String(row.modelId),
          cells: [
            modelTitle(row.brandName, row.modelName),
            format.count(row.requests),
            format.thb(row.averageOfferThb),
          ],
        }))}
        empty={t('reports.noModels')}
        wide
      />
    </div>
  );
}
