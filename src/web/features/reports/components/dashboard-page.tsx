import { useTranslation } from '../../../lib/i18n.ts';
import { DashboardCharts } from './dashboard-charts.tsx';
import { KpiCards } from './kpi-cards.tsx';
import { OverdueWork } from './overdue-work.tsx';
import { ReportFrame } from './report-frame.tsx';

/** /dashboard: the period's headline figures and charts. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <ReportFrame title={t('pages.dashboard')} other={{ to: '/reports', label: t('reports.seeTables') }}>
      {(report) => (
        <>
          <OverdueWork />
          <KpiCards report={report} />
          <DashboardCharts report={report} />
        </>
      )}
    </ReportFrame>
  );
}
