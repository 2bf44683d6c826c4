import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TLocale } from '#core/constants.ts';
import { type TTrackedDelivery, ZTrackDeliveryRequestSchema } from '#core/contracts/logistics.ts';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { trackDelivery } from '../api/track.ts';

type TInput = z.input<typeof ZTrackDeliveryRequestSchema>;
type TValues = z.output<typeof ZTrackDeliveryRequestSchema>;

const INPUT_CLASS =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-600';

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
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TInput, unknown, TValues>({
    resolver: zodResolver(ZTrackDeliveryRequestSchema),
    defaultValues: { documentNumber: '', phone: '' },
  });
  useEffect(() => heading.current?.focus(), [result]);

  async function search(values: TValues) {
    setErrorKey(null);
    setResult(null);
    try {
      setResult(await trackDelivery(values.documentNumber, values.phone));
    } catch (error) {
      const key = error instanceof ApiError ? error.messageKey : 'errors.internal';
      setErrorKey(key === 'errors.track.notFound' ? 'track.delivery.notFound' : key);
    }
  }
  const when = (iso: string) =>
    new Date(iso).toLocaleString((i18n.language as TLocale) === 'th' ? 'th-TH' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });
  const documentError = errors.documentNumber?.message;
  const phoneError = errors.phone?.message;

  return (
    <>
      <form
        method="post"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void handleSubmit(search)(event)}
        className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-900/5 sm:p-6"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('track.delivery.formTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('track.delivery.formHint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-doc`} className="mb-1 block text-sm font-semibold text-slate-800">
              {t('track.delivery.documentLabel')}
            </label>
            <input
              id={`${id}-doc`}
              {...register('documentNumber')}
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="RCP-2026-000123"
              aria-invalid={Boolean(documentError)}
              aria-describedby={documentError ? `${id}-doc-error` : undefined}
              className={`${INPUT_CLASS} font-mono uppercase placeholder:normal-case`}
            />
            {documentError && (
              <p id={`${id}-doc-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {t(documentError)}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className="mb-1 block text-sm font-semibold text-slate-800">
              {t('track.delivery.phoneLabel')}
            </label>
            <input
              id={`${id}-phone`}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="08x-xxx-xxxx"
              aria-invalid={Boolean(phoneError)}
              aria-describedby={phoneError ? `${id}-phone-error` : undefined}
              className={INPUT_CLASS}
            />
            {phoneError && (
              <p id={`${id}-phone-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {t(phoneError)}
              </p>
            )}
          </div>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="mt-4 flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
        >
          {isSubmitting ? t('track.searching') : t('track.submit')}
        </button>
      </form>
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
              {result.carrierName ?? ''} · <span className="font-mono">{result.trackingNumber}</span>
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
