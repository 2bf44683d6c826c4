import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { TReportSummary } from '#core/contracts/reports.ts';
import { useQuery } from '@tanstack/react-query';
import { ConsolePage } from '../../../components/console/console-page.tsx';
import { ErrorBox } from '../../../components/console/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorKey } from '../../../lib/api.ts';
import { getReportSummary } from '../api/reports-api.ts';
import { reportKeys } from '../api/report-keys.ts';
import { isEmptyReport } from '../report-labels.ts';
import { useReportPeriod } from '../use-report-period.ts';
import { PeriodPicker } from './period-picker.tsx';

/**
 * What /dashboard and /reports share: the title, the link to the other view (keeping the period),
 * the period picker, and the report's loading, error and empty states; `children` draws a report.
 */
export function ReportFrame({
  title,
  other,
  children,
}: {
  title: string;
  other: { to: string; label: string };
  children: (report: TReportSummary) => ReactNode;
}) {
  // The other view opens on the same period (and language).
  const { search } = useLocation();
  return (
    <ConsolePage
      title={title}
      actions={
        <Link to={{ pathname: other.to, search }} className="text-sm font-semibold text-brand-700 underline">
          {other.label}
        </Link>
      }
    >
      <PeriodPicker />
      <PeriodReport>{children}</PeriodReport>
    </ConsolePage>
  );
}

/** The period's report (from the URL), with its loading, error and empty states. */
function PeriodReport({ children }: { children: (report: TReportSummary) => ReactNode }) {
  const { t } = useTranslation();
  const { period } = useReportPeriod();
  const result = useQuery({
    queryKey: reportKeys.summary(period.from, period.to),
    queryFn: () => getReportSummary(period.from, period.to),
  });
  return result.isError ? (
    <ErrorBox messageKey={errorKey(result.error)} onRetry={() => void result.refetch()} />
  ) : result.isPending ? (
    <div role="status" className="flex items-center gap-3 py-16 text-slate-700" data-testid="report-loading">
      <Spinner className="h-8 w-8" />
      {t('reports.loading')}
    </div>
  ) : isEmptyReport(result.data) ? (
    <div
      className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center"
      data-testid="report-empty"
    >
      <h2 className="text-lg font-bold">{t('reports.emptyTitle')}</h2>
      <p className="mt-2 text-slate-700">{t('reports.emptyText')}</p>
    </div>
  ) : (
    children(result.data)
  );
}
