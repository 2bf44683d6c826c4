import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { PeriodFilter, usePeriodParams } from '../../../components/console/period-filter.tsx';
import { ErrorBox, SkeletonRows, EmptyState } from '../../../components/console/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatSatangThb, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  dealerKeys,
  downloadPoster,
  downloadStatement,
  getProfile,
  getRequests,
  getSummary,
} from '../api.ts';
import { ShopSuspended } from './shop-suspended.tsx';

/** /dealer and /dealer-dashboard: the shop's own totals, commission, accuracy and requests. */
export function DealerDashboard() {
  const { t } = useTranslation();
  const { language: locale } = useLanguage();
  const [{ from, to }, setPeriod] = usePeriodParams();
  const profile = useQuery({ queryKey: dealerKeys.profile(), queryFn: getProfile });
  const approved =
    profile.data && (profile.data.status === 'approved' || profile.data.status === 'suspended');
  const summary = useQuery({
    queryKey: dealerKeys.summary(from, to),
    queryFn: () => getSummary({ ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    enabled: Boolean(approved),
  });
  const requests = useQuery({
    queryKey: dealerKeys.requests('', ''),
    queryFn: () => getRequests({}),
    enabled: Boolean(approved),
  });

  if (profile.isPending) return <SkeletonRows />;
  if (profile.isError)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('dealerArea.title')}</h1>
        <EmptyState>
          <Link className="text-brand-700 underline" to="/dealer/setup">
            {t('dealerArea.setUpFirst')}
          </Link>
        </EmptyState>
      </div>
    );
  const shop = profile.data;
  if (!approved || !shop.code)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('dealerArea.title')}</h1>
        <EmptyState title={t('dealerArea.notApprovedTitle')}>
          {t('dealerArea.errors.notApproved')}{' '}
          <Link className="text-brand-700 underline" to="/dealer/setup">
            {t('dealerArea.profileLink')}
          </Link>
        </EmptyState>
      </div>
    );
  const code = shop.code;
  return (
    <div className="space-y-4" data-testid="dealer-dashboard">
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{shop.shopName}</h1>
        <code className="font-mono font-semibold" data-testid="dealer-code">
          {code}
        </code>
        {shop.status === 'suspended' && (
          <span className="rounded bg-red-100 px-2 text-sm text-red-900">{t('dealerArea.suspended')}</span>
        )}
      </header>
      {shop.status === 'suspended' && <ShopSuspended reason={shop.statusReason} />}
      {shop.status === 'approved' && (
        <nav className="flex flex-wrap gap-2">
          <Link className={buttonClass.primary} to={`/assess/${code}`}>
            {t('dealerArea.assess')}
          </Link>
          <Link className={buttonClass.secondary} to="/dealer/scan">
            {t('dealerArea.scan')}
          </Link>
          <button type="button" className={buttonClass.secondary} onClick={() => void downloadPoster(code)}>
            {t('dealerArea.poster')}
          </button>
        </nav>
      )}
      <section className={`${panelClass} p-3`}>
        <PeriodFilter period={{ from, to }} onChange={setPeriod} />
        {summary.isPending ? (
          <SkeletonRows rows={2} />
        ) : summary.isError ? (
          <ErrorBox
            messageKey={summary.error instanceof ApiError ? summary.error.messageKey : 'errors.internal'}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="dealer-totals">
              {[
                ['count', String(summary.data.totals.count)],
                ['offered', formatThb(t, summary.data.totals.offeredThb, locale)],
                ['settled', formatThb(t, summary.data.totals.settledThb, locale)],
                ['commission', formatSatangThb(t, summary.data.totals.commissionSatang)],
              ].map(([key, value]) => (
                <div key={key} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-600">{t(`dealerArea.totals.${key}`)}</dt>
                  <dd className="text-lg font-bold" data-testid={`total-${key}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {summary.data.byStatus.map((row) => (
                <li key={row.status} className="rounded bg-slate-100 px-2">
                  {t(`status.${row.status}`)}: {row.count}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm" data-testid="dealer-accuracy">
              {t('dealerArea.accuracy', {
                inspected: summary.data.accuracy.inspected,
                difference:
                  summary.data.accuracy.averagePriceDifferenceThb === null
                    ? '—'
                    : formatThb(t, summary.data.accuracy.averagePriceDifferenceThb, locale),
              })}{' '}
              {summary.data.accuracy.gradeMatches === null
                ? t('dealerArea.gradeNotYet')
                : t('dealerArea.gradeMatches', {
                    matches: summary.data.accuracy.gradeMatches,
                    compared: summary.data.accuracy.gradeCompared,
                  })}
            </p>
            <h2 className="mt-3 font-semibold">{t('dealerArea.commissionByMonth')}</h2>
            <table className="mt-1 w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-slate-600">
                  <th className="py-1 font-medium">{t('dealerArea.month')}</th>
                  <th className="font-medium">{t('dealerArea.settledRequests')}</th>
                  <th className="text-right font-medium">{t('dealerArea.totals.commission')}</th>
                  <th className="text-right font-medium">{t('dealerArea.statement')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.data.commissionByMonth.map((month) => (
                  <tr key={month.month} className="border-t border-slate-100">
                    <td className="py-1">{month.month}</td>
                    <td>{month.requests}</td>
                    <td className="text-right">{formatSatangThb(t, month.commissionSatang)}</td>
                    <td className="text-right">
                      <button
                        type="button"
                        className="text-brand-700 underline"
                        onClick={() => void downloadStatement('pdf', month.month, code)}
                      >
                        PDF
                      </button>{' '}
                      <button
                        type="button"
                        className="text-brand-700 underline"
                        onClick={() => void downloadStatement('csv', month.month, code)}
                      >
                        CSV
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section className={`${panelClass} p-3`}>
        <h2 className="font-semibold">{t('dealerArea.requests')}</h2>
        {requests.isPending ? (
          <SkeletonRows />
        ) : requests.isError ? (
          <ErrorBox messageKey="errors.internal" onRetry={() => void requests.refetch()} />
        ) : requests.data.items.length === 0 ? (
          <EmptyState>{t('dealerArea.noRequests')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {requests.data.items.map((item) => (
              <li key={item.reference} className="py-2">
                <Link className="flex flex-wrap gap-x-3 text-sm" to={`/dealer/${item.reference}`}>
                  <span className="font-mono font-semibold text-brand-700">{item.reference}</span>
                  <span>{t(`status.${item.status}`)}</span>
                  <span className="min-w-0 basis-full truncate sm:basis-0 sm:flex-1">{item.device}</span>
                  <span>{item.customer}</span>
                  <span>{t(`dealerArea.channel.${item.channel}`)}</span>
                  <span>{item.offeredThb === null ? '—' : formatThb(t, item.offeredThb, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
