import { useState } from 'react';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { Baht } from '../../../components/baht.tsx';
import { VoucherStatusBadge } from '../../../components/voucher-lookup.tsx';
import { publicApi } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The customer's vouchers on /track (decision 044): what is left on each and until when, and its PDF with
 * the QR code the shop's counter scans.
 */
export function TrackVouchers({
  vouchers,
  reference,
  phone,
}: {
  vouchers: NonNullable<TTracking['vouchers']>;
  reference: string;
  phone: string;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (vouchers.length === 0) return null;
  async function download(code: string) {
    setBusy(code);
    setFailed(false);
    try {
      const blob = (await publicApi('POST /api/track/voucher', { body: { reference, phone, code } })) as Blob;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${code}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }
  return (
    <section
      aria-labelledby="track-vouchers-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
      data-testid="track-vouchers"
    >
      <h3 id="track-vouchers-title" className="text-lg font-bold">
        {t('track.vouchers.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('track.vouchers.text')}</p>
      <ul className="mt-3 grid gap-3">
        {vouchers.map((voucher) => (
          <li key={voucher.code} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-sm font-semibold break-all">{voucher.code}</span>
              <VoucherStatusBadge status={voucher.status} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-3">
              <div>
                <dt className="text-sm text-slate-600">{t('vouchers.balance')}</dt>
                <dd className="text-xl font-bold" data-testid="track-voucher-balance">
                  <Baht satang={voucher.balanceSatang} />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('vouchers.validUntil')}</dt>
                <dd className="font-semibold" data-testid="track-voucher-valid-until">
                  {formatDate(voucher.validUntil, i18n.language)}
                </dd>
              </div>
            </dl>
            <p className="mt-1 text-sm text-slate-600">
              {t('vouchers.amount')} <Baht satang={voucher.amountSatang} />
            </p>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void download(voucher.code)}
              className="mt-3 rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t('track.vouchers.download')}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {t('errors.internal')}
        </p>
      ) : null}
    </section>
  );
}
