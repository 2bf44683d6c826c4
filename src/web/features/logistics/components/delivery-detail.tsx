import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { carrierNameIn, type TDeliveryDetail } from '#core/contracts/logistics.ts';
import { type TDeliveryState } from '#core/workflow/delivery-machine.ts';
import { AuthImage } from '../../../components/console/auth-image.tsx';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { fetchStoredFile } from '../../../components/console/file-upload-field.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';
import { openPdf } from '../../../lib/file-download.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { fetchProofOfDelivery, getDelivery, logisticsKeys } from '../api/logistics-api.ts';
import { DeliveryBadge, ReturnBadge, useDateTime } from './delivery-parts.tsx';
import { Arrow } from '../../../components/arrow.tsx';
import { FactsSection } from './delivery-facts.tsx';
import { StepDialog } from './delivery-step-dialog.tsx';

const STEP_TONE: Record<TDeliveryState, keyof typeof buttonClass> = {
  pendingDelivery: 'secondary',
  inTransit: 'primary',
  delivered: 'primary',
  failed: 'danger',
  returned: 'danger',
};

/** A delivery: who and where, carrier and tracking, notes, the steps it may take, signature and history. */
export function DeliveryDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const delivery = useQuery({ queryKey: logisticsKeys.delivery(id), queryFn: () => getDelivery(id) });
  const [step, setStep] = useState<TDeliveryState | null>(null);
  const date = useDateTime();

  return (
    <div className="grid gap-4">
      <div>
        <button type="button" className={buttonClass.secondary} onClick={onBack}>
          <Arrow direction="left" /> {t('logisticsConsole.detail.back')}
        </button>
      </div>
      {delivery.isPending ? (
        <SkeletonRows rows={4} />
      ) : delivery.isError ? (
        <ErrorBox messageKey={errorKey(delivery.error)} onRetry={() => void delivery.refetch()} />
      ) : (
        <>
          <section className={`${panelClass} grid gap-2 p-4`}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-bold">
                {t('logisticsConsole.detail.title', {
                  number: delivery.data.documentNumber ?? `#${delivery.data.id}`,
                })}
              </h2>
              <DeliveryBadge status={delivery.data.status} />
              <ReturnBadge delivery={delivery.data} />
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-600">{t('logisticsConsole.deliveries.customer')}</dt>
              <dd>{delivery.data.customerName}</dd>
              <dt className="text-slate-600">{t('logisticsConsole.detail.address')}</dt>
              <dd>{delivery.data.address}</dd>
              <dt className="text-slate-600">{t('logisticsConsole.detail.phone')}</dt>
              <dd>
                <a className="underline" href={`tel:${delivery.data.phone}`}>
                  {delivery.data.phone}
                </a>
              </dd>
              <dt className="text-slate-600">{t('logisticsConsole.deliveries.items')}</dt>
              <dd>{delivery.data.items.join(', ')}</dd>
              <dt className="text-slate-600">{t('logisticsConsole.detail.tracking')}</dt>
              <dd>
                {delivery.data.trackingNumber ? (
                  <>
                    <span className="font-mono">{delivery.data.trackingNumber}</span>
                    {delivery.data.trackingUrl && (
                      <>
                        {' · '}
                        <a
                          className="font-semibold text-brand-700 underline"
                          href={delivery.data.trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t('logisticsConsole.detail.trackingLink', {
                            carrier: carrierNameIn(delivery.data, i18n.language) ?? '',
                          })}
                        </a>
                      </>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </dd>
            </dl>
            {delivery.data.next.length > 0 && (
              <div className="flex flex-wrap gap-2 pt-2">
                {delivery.data.next.map((to) => (
                  <button
                    key={to}
                    type="button"
                    className={buttonClass[STEP_TONE[to]]}
                    onClick={() => setStep(to)}
                  >
                    {t(`logisticsConsole.steps.${to}`)}
                  </button>
                ))}
              </div>
            )}
          </section>
          <FactsSection key={delivery.data.version} delivery={delivery.data} />
          {delivery.data.status === 'delivered' && <ProofSection delivery={delivery.data} />}
          <section className={`${panelClass} p-4`}>
            <h3 className="mb-2 font-semibold">{t('logisticsConsole.detail.history')}</h3>
            <ol className="grid gap-1 text-sm">
              {delivery.data.history.map((entry, index) => (
                <li key={index}>
                  <span className="text-slate-600 tabular-nums">{date(entry.at)}</span> ·{' '}
                  {t(`logisticsConsole.status.${entry.to}`)} · {actorLabel(t, entry.by)}
                  {entry.evidence.trackingNumber ? ` — ${String(entry.evidence.trackingNumber)}` : ''}
                  {entry.evidence.reason ? ` — ${String(entry.evidence.reason)}` : ''}
                  {entry.note ? ` — ${entry.note}` : ''}
                </li>
              ))}
            </ol>
          </section>
          {step && <StepDialog delivery={delivery.data} to={step} onClose={() => setStep(null)} />}
        </>
      )}
    </div>
  );
}

/** Who signed, when, the signature, and the proof of delivery in Thai or English. */
function ProofSection({ delivery }: { delivery: TDeliveryDetail }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const date = useDateTime();
  const download = (lang: 'th' | 'en') =>
    openPdf(
      fetchProofOfDelivery(delivery.id, lang),
      `pod-${delivery.documentNumber ?? delivery.id}-${lang}.pdf`,
    ).catch((error: unknown) => toast.fail(error));
  return (
    <section className={`${panelClass} grid gap-2 p-4`}>
      <h3 className="font-semibold">{t('logisticsConsole.detail.proof')}</h3>
      <p className="text-sm">
        {t('logisticsConsole.detail.signedBy', {
          name: delivery.recipientName ?? '—',
          time: delivery.deliveredAt ? date(delivery.deliveredAt) : '—',
        })}
      </p>
      {delivery.signatureFileId && (
        <AuthImage
          source={delivery.signatureFileId}
          load={fetchStoredFile}
          alt={t('logisticsConsole.detail.signature')}
          className="h-32 w-full max-w-sm rounded-lg bg-white object-contain ring-1 ring-slate-200"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.secondary} onClick={() => void download('th')}>
          {t('logisticsConsole.detail.podTh')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => void download('en')}>
          {t('logisticsConsole.detail.podEn')}
        </button>
      </div>
    </section>
  );
}
