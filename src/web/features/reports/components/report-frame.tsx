import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { TReportSummary } from '#core/contracts/reports.ts';
import { ErrorBox } from '../../../components/console-ui.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { getReportSummary } from '../api/reports-api.ts';
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
  const { t } = useTranslation();
  const { period } = useReportPeriod();
  const { result, reload } = useAsync(`${period.from}|${period.to}`, () =>
    getReportSummary(period.from, period.to),
  );
  // The other view opens on the same period (and language).
  const { search } = useLocation();

  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-3 pt-6 pb-12 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Link to={{ pathname: other.to, search }} className="text-sm font-semibold text-brand-700 underline">
          {other.label}
        </Link>
      </div>
      <PeriodPicker />
      {result.state === 'failed' ? (
        <ErrorBox messageKey={result.messageKey} onRetry={reload} />
      ) : result.state === 'loading' ? (
        <div
          role="status"
          className="flex items-center gap-3 py-16 text-slate-700"
          data-testid="report-loading"
        >
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
      )}
    </div>
  );
}
