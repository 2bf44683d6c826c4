import { LineUpdatesCard } from '../../components/line-updates-card.tsx';
import { Link } from 'react-router';
import { isReference } from '#core/reference.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { loadReceipt } from '../../lib/receipt-storage.ts';
import { ReferenceCard } from './success-reference.tsx';
import { ShareActions } from './success-share.tsx';
import { NextSteps, SuccessSummary } from './success-summary.tsx';

function trackPath(reference: string): string {
  return `/track?ref=${encodeURIComponent(reference)}`;
}

/**
 * After a submission: the reference, the PDF, LINE sharing, the QR code, a summary and what comes next.
 * Opened without this tab's receipt (a shared link, another device) it shows the reference and the
 * tracking link only: the receipt token and the details never leave the tab that sent the request.
 */
export function SuccessPage({ reference }: { reference: string | null }) {
  const { t } = useTranslation();
  if (!reference || !isReference(reference)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('success.unknownTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('success.unknownText')}</p>
        <Link
          to="/track"
          className="mt-6 inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {t('success.track')}
        </Link>
      </section>
    );
  }
  const stored = loadReceipt(reference);
  const trackingUrl = stored?.receipt.trackingUrl ?? `${location.origin}${trackPath(reference)}`;
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-5 px-4 pt-6 pb-12 sm:pt-10">
      <header className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-8 w-8 fill-none stroke-current"
            strokeWidth="2.4"
          >
            {/* A tick only where this tab saw the request go through; a shared link gets a neutral mark. */}
            {stored ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M9 4 7 20M17 4l-2 16M4 9h16M3 15h16" />}
          </svg>
        </span>
        <h1 className="mt-3 text-2xl font-bold sm:text-3xl">
          {stored ? t('success.title') : t('success.titleNoReceipt')}
        </h1>
        <p className="mt-2 text-slate-600">{stored ? t('success.lead') : t('success.leadNoReceipt')}</p>
      </header>

      <ReferenceCard reference={reference} />
      {stored?.receipt.referenceChanged && (
        <p
          role="note"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {t('success.referenceChanged', { old: stored.submittedReference, reference })}
        </p>
      )}

      {stored ? (
        <>
          <ShareActions
            reference={reference}
            receiptToken={stored.receipt.receiptToken}
            trackingUrl={trackingUrl}
          />
          <LineUpdatesCard reference={reference} />
          <SuccessSummary stored={stored} />
          <NextSteps stored={stored} />
        </>
      ) : (
        <p className="text-center text-sm break-all text-slate-700">{trackingUrl}</p>
      )}

      <Link
        to={trackPath(reference)}
        className="flex min-h-12 items-center justify-center rounded-xl px-4 py-3 font-bold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50"
      >
        {t('success.track')}
      </Link>
    </section>
  );
}
