import { endpointUrl } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { receiptPdfUrl } from '../../lib/receipt-storage.ts';

export function lineShareUrl(text: string): string {
  return `https://line.me/R/share?text=${encodeURIComponent(text)}`;
}

/** "Save as PDF" and "Share via LINE", both in a new tab, and the QR code of the tracking link. */
export function ShareActions({
  reference,
  receiptToken,
  trackingUrl,
}: {
  reference: string;
  receiptToken: string;
  trackingUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const newTab = <span className="sr-only"> {t('header.newTab')}</span>;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:grid-cols-2">
        <a
          href={receiptPdfUrl(reference, receiptToken, i18n.language)}
          target="_blank"
          rel="noopener"
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 font-bold text-white hover:bg-brand-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 fill-none stroke-current"
            strokeWidth="1.8"
          >
            <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
          </svg>
          {t('success.savePdf')}
          {newTab}
        </a>
        <a
          href={lineShareUrl(t('success.shareText', { reference, url: trackingUrl }))}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-line px-4 py-3 font-bold text-white hover:brightness-95"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
            <path d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s5.9-3.5 8-6C21.4 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8Z" />
          </svg>
          {t('success.shareLine')}
          {newTab}
        </a>
      </div>
      <figure className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <img
          src={endpointUrl('GET /api/trade-ins/:reference/qr.svg', { params: { reference } })}
          alt={t('success.qrAlt', { reference })}
          width={128}
          height={128}
          className="h-32 w-32 shrink-0"
        />
        <figcaption className="min-w-0 text-sm text-slate-700">
          <span className="block font-semibold text-slate-900">{t('success.qrTitle')}</span>
          {t('success.qrText')}
          <span className="mt-1 block font-mono text-xs break-all text-slate-600">{trackingUrl}</span>
        </figcaption>
      </figure>
    </div>
  );
}
