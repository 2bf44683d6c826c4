import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TLocale } from '#core/constants.ts';
import { PICKUP_TIME_SLOTS } from '#core/trade-in-lifecycle.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { receiptPdfUrl } from '../../../lib/receipt-storage.ts';
import type { TPickupConfirmation } from '../pickup-storage.ts';
import { SLOT_NAME_KEYS } from './pickup-details-section.tsx';

/** After submitting: the reference, the booked day and window, and where to follow the request. */
export function PickupConfirmation({
  confirmation,
  onNewRequest,
}: {
  confirmation: TPickupConfirmation;
  onNewRequest: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  const slotIndex = PICKUP_TIME_SLOTS.indexOf(confirmation.timeSlot);
  const trackPath = `/track?ref=${encodeURIComponent(confirmation.reference)}`;

  // The panel replaces the form: move focus (and a screen reader) to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  async function copyReference() {
    try {
      await navigator.clipboard.writeText(confirmation.reference);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions): the reference is on screen to copy by hand.
    }
  }

  return (
    <section
      aria-labelledby="pickup-done-title"
      className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-900/5 sm:p-8"
      data-testid="pickup-confirmation"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7 fill-none stroke-brand-700"
            strokeWidth="3"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2
          id="pickup-done-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none"
        >
          {t('pickup.done.title')}
        </h2>
      </div>
      <p className="mt-3 text-slate-700">{t('pickup.done.text')}</p>

      <div className="mt-5 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
        <p className="text-sm font-semibold text-brand-800">{t('pickup.done.reference')}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p
            className="font-mono text-2xl font-bold tracking-wider text-slate-900"
            data-testid="pickup-reference"
          >
            {confirmation.reference}
          </p>
          <button
            type="button"
            onClick={() => void copyReference()}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-white"
          >
            {copied ? t('pickup.done.copied') : t('pickup.done.copy')}
          </button>
        </div>
        <p className="mt-2 text-sm text-slate-700">{t('pickup.done.keepReference')}</p>
      </div>

      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('pickup.done.date')}</dt>
          <dd className="font-semibold">{formatDate(confirmation.date, locale, { weekday: true })}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('pickup.done.slot')}</dt>
          <dd className="font-semibold">
            {t(SLOT_NAME_KEYS[slotIndex] ?? '')} {confirmation.timeSlot.replace('-', '–')}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-slate-600">{t('pickup.done.device')}</dt>
          <dd className="font-semibold">{confirmation.device}</dd>
        </div>
      </dl>

      <h3 className="mt-6 font-bold">{t('pickup.done.nextTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        <li>{t('pickup.done.next1')}</li>
        <li>{t('pickup.done.next2')}</li>
        <li>{t('pickup.done.next3')}</li>
      </ol>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link
          to={trackPath}
          className="flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3.5 text-center font-bold text-white hover:bg-brand-700"
        >
          {t('pickup.done.track')}
        </Link>
        <a
          href={receiptPdfUrl(confirmation.reference, confirmation.receiptToken, locale)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center justify-center gap-2 rounded-xl px-5 py-3.5 text-center font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50"
        >
          {t('pickup.done.pdf')}
          <span className="sr-only"> {t('header.newTab')}</span>
        </a>
      </div>
      <button
        type="button"
        onClick={onNewRequest}
        className="mt-4 w-full rounded-xl px-4 py-3 font-semibold text-slate-700 underline-offset-4 hover:underline"
      >
        {t('pickup.done.another')}
      </button>
    </section>
  );
}
