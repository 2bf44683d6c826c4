import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import type { TLocale } from '#core/constants.ts';
import {
  carrierNameIn,
  type TTrackedDelivery,
  ZTrackDeliveryRequestSchema,
} from '#core/contracts/logistics.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { trackDelivery } from '../api/track.ts';
import { TrackLookupForm } from './track-lookup-form.tsx';

type TValues = z.output<typeof ZTrackDeliveryRequestSchema>;

const BADGE: Record<TTrackedDelivery['status'], string> = {
  pendingDelivery: 'bg-sky-100 text-sky-900',
  inTransit: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-brand-100 text-brand-800',
  failed: 'bg-red-100 text-red-800',
  returned: 'bg-slate-200 text-slate-800',
};

/**
 * /track for a buyer (decision 030): the document number on the receipt or invoice and the phone the
 * goods ship to; the answer is the parcel's state, carrier and tracking link, and its steps.
 */
export function DeliveryTrack() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [result, setResult] = useState<TTrackedDelivery | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);

  async function search(values: TValues) {
    setSearching(true);
    setErrorKey(null);
    setResult(null);
    try {
      setResult(await trackDelivery(values.documentNumber, values.phone));
    } catch (error) {
      const key = error instanceof ApiError ? error.messageKey : 'errors.internal';
      setErrorKey(key === 'errors.track.notFound' ? 'track.delivery.notFound' : key);
    } finally {
      setSearching(false);
    }
  }
  const when = (iso: string) => formatDateTime(iso, i18n.language as TLocale);

  return (
    <>
      <TrackLookupForm
        schema={ZTrackDeliveryRequestSchema}
        name="documentNumber"
        label={t('track.delivery.documentLabel')}
        placeholder="RCP-2026-000123"
        title={t('track.delivery.formTitle')}
        hint={t('track.delivery.formHint')}
        busy={searching}
        onSubmit={search}
      />
      {errorKey && (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-5 font-semibold text-red-800"
        >
          {t(errorKey)}
        </div>
      )}
      {result && (
        <section
          aria-labelledby={`${id}-result`}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
          data-testid="delivery-result"
        >
          <p className="text-sm font-semibold text-slate-600">{t('track.delivery.documentLabel')}</p>
          <h2
            id={`${id}-result`}
            ref={heading}
            tabIndex={-1}
            className="font-mono text-2xl font-bold tracking-wider focus:outline-none"
          >
            {result.documentNumber}
          </h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{result.items.join(', ')}</p>
          <p className="mt-3">
            <span className={`inline-block rounded-full px-3 py-1 font-bold ${BADGE[result.status]}`}>
              {t(`track.delivery.status.${result.status}`)}
            </span>
          </p>
          {result.trackingNumber && (
            <p className="mt-3 text-sm">
              {carrierNameIn(result, i18n.language) ?? ''} ·{' '}
              <span className="font-mono">{result.trackingNumber}</span>
              {result.trackingUrl && (
                <>
                  {' · '}
                  <a
                    className="font-semibold text-brand-700 underline"
                    href={result.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('track.delivery.carrierLink')}
                  </a>
                </>
              )}
            </p>
          )}
          <ol className="mt-4 grid gap-2 border-l-2 border-brand-200 pl-4 text-sm">
            {result.timeline.map((step, index) => (
              <li key={index}>
                <span className="font-semibold">{t(`track.delivery.status.${step.status}`)}</span>{' '}
                <span className="text-slate-600 tabular-nums">{when(step.at)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
