import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { panelClass } from '../../../components/console/console-styles.ts';
import { SkeletonRows } from '../../../components/console/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime, formatSatangThb, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { dealerKeys, getRequest } from '../api.ts';

/** /dealer/{reference}: one of the shop's requests — its timeline as /track shows it, plus the commission. */
export function DealerRequest({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const { language: locale } = useLanguage();
  const detail = useQuery({ queryKey: dealerKeys.request(reference), queryFn: () => getRequest(reference) });
  if (detail.isPending) return <SkeletonRows />;
  if (detail.isError) {
    const key = detail.error instanceof ApiError ? detail.error.messageKey : 'errors.internal';
    return (
      <div data-testid="dealer-request-error">
        <h1 className="text-2xl font-bold">
          {key === 'errors.auth.accessDenied' ? t('guard.accessDenied') : t(key)}
        </h1>
        <Link className="mt-3 inline-block text-brand-700 underline" to="/dealer">
          {t('dealerArea.back')}
        </Link>
      </div>
    );
  }
  const request = detail.data;
  return (
    <div className="space-y-4" data-testid="dealer-request">
      <Link className="text-sm text-brand-700 underline" to="/dealer">
        {t('dealerArea.back')}
      </Link>
      <h1 className="font-mono text-2xl font-bold">{request.reference}</h1>
      <section className={`${panelClass} p-3 text-sm`}>
        <p className="font-semibold">{request.device}</p>
        <p>
          {t(`status.${request.status}`)} · {t(`dealerArea.channel.${request.channel}`)}
        </p>
        <p>
          {t('dealerArea.offer')}: {request.offerThb === null ? '—' : formatThb(t, request.offerThb, locale)}
        </p>
        {request.actualPriceThb !== null && (
          <p>
            {t('dealerArea.actual')}: {formatThb(t, request.actualPriceThb, locale)}
          </p>
        )}
        {request.settledThb !== null && (
          <p>
            {t('dealerArea.totals.settled')}: {formatThb(t, request.settledThb, locale)}
          </p>
        )}
        {request.rejectionReason && <p>{request.rejectionReason}</p>}
        <p data-testid="dealer-request-commission">
          {t('dealerArea.totals.commission')}:{' '}
          {request.commission ? formatSatangThb(t, request.commission.satang) : '—'}
        </p>
      </section>
      <ol className={`${panelClass} space-y-1 p-3 text-sm`} aria-label={t('dealerArea.timeline')}>
        {request.timeline.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <span className="font-semibold">{t(`status.${step.status}`)}</span> ·{' '}
            {formatDateTime(step.at, locale)}
          </li>
        ))}
      </ol>
    </div>
  );
}
