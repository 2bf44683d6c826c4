import { useEffect, useRef, type ReactNode } from 'react';
import type { TLocale } from '#core/constants.ts';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { StatusTimeline } from './status-timeline.tsx';

const STATUS_BADGE: Record<TTracking['status'], string> = {
  new: 'bg-sky-100 text-sky-900',
  booked: 'bg-indigo-100 text-indigo-900',
  received: 'bg-amber-100 text-amber-900',
  inspected: 'bg-violet-100 text-violet-900',
  settled: 'bg-brand-100 text-brand-800',
  rejected: 'bg-red-100 text-red-800',
};

/**
 * One request as the customer may see it: device, status and what it means, prices, the timeline. A new
 * result takes the focus on its heading unless `focusHeading` is false (something in `decision` takes it).
 */
export function TrackingResult({
  tracking,
  decision,
  focusHeading = true,
}: {
  tracking: TTracking;
  decision?: ReactNode;
  focusHeading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thb = (amount: number) => t('common.thb', { amount: formatAmount(amount, locale) });

  // A new result: take the focus there, so a screen reader (and a phone's viewport) follows.
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new result's focus, chosen when it arrives
  }, [tracking.reference]);

  const explanation = tracking.decisionRequired
    ? t('track.statusText.decision')
    : t(`status.${tracking.status}Hint`);
  const reason =
    tracking.rejectionReason === REASON_CUSTOMER_DECLINED
      ? t('track.reason.customerDeclined')
      : tracking.rejectionReason;

  return (
    <section aria-labelledby="track-result-title" className="grid gap-5" data-testid="track-result">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <p className="text-sm font-semibold text-slate-600">{t('track.reference')}</p>
        <h2
          id="track-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-mono text-2xl font-bold tracking-wider focus:outline-none"
        >
          {tracking.reference}
        </h2>
        <p className="mt-1 text-lg font-semibold text-slate-900">{tracking.device}</p>
        <p className="text-sm text-slate-600">
          {t(`track.fulfilment.${tracking.fulfilment}`)}
          {tracking.option && ` · ${t(`track.option.${tracking.option}`)}`}
        </p>

        <div className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="text-sm font-semibold text-slate-600">{t('track.currentStatus')}</p>
          <p className="mt-1">
            <span
              className={`inline-block rounded-full px-3 py-1 font-bold ${STATUS_BADGE[tracking.status]}`}
              data-testid="track-status"
              data-status={tracking.status}
            >
              {t(`status.${tracking.status}`)}
            </span>
          </p>
          <p className="mt-2 text-slate-800">{explanation}</p>
          {tracking.status === 'rejected' && reason && (
            <p className="mt-2 text-slate-800">
              <span className="font-semibold">{t('track.reasonLabel')}</span> {reason}
            </p>
          )}
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t('track.offer')}</dt>
            <dd className="text-lg font-bold tabular-nums">
              {tracking.offerThb === null ? (
                <span className="text-base font-semibold text-slate-700">
                  {t('track.offerAfterInspection')}
                </span>
              ) : (
                thb(tracking.offerThb)
              )}
            </dd>
          </div>
          <div className="rounded-xl p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{t('track.actualPrice')}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="track-actual-price">
              {tracking.actualPriceThb === null ? (
                <span className="text-base font-semibold text-slate-700">{t('track.notInspectedYet')}</span>
              ) : (
                thb(tracking.actualPriceThb)
              )}
            </dd>
          </div>
        </dl>
      </div>

      {decision}

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <h3 className="mb-4 text-lg font-bold">{t('track.timelineTitle')}</h3>
        <StatusTimeline tracking={tracking} />
      </div>
    </section>
  );
}
