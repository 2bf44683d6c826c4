import type { TDealerProfile } from '#core/contracts/auth.ts';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';

const TONE: Record<TDealerProfile['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-brand-50 text-brand-900 ring-brand-200',
  suspended: 'bg-red-50 text-red-900 ring-red-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
};

/** Rejection came with the dealer network (decision 023): its words live in the dealer area's namespace. */
const statusKey = (status: TDealerProfile['status']) =>
  status === 'rejected' ? 'dealerArea.setup.rejected' : `dealerSetup.status.${status}`;

/** Where the shop stands: waiting for an admin, approved with its dealer code, or suspended. */
export function DealerStatus({ profile }: { profile: TDealerProfile }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="dealer-status-title"
      data-testid="dealer-status"
      className={`rounded-2xl p-5 ring-1 ${TONE[profile.status]}`}
    >
      <h2 id="dealer-status-title" className="text-sm font-semibold tracking-wide uppercase">
        {t('dealerSetup.status.title')}
      </h2>
      <p className="mt-1 text-xl font-bold">{t(statusKey(profile.status))}</p>
      <p className="mt-1">{t(`${statusKey(profile.status)}Text`)}</p>
      {profile.statusReason && (
        <p className="mt-2" data-testid="dealer-status-reason">
          {t('dealerArea.setup.reason')} {profile.statusReason}
        </p>
      )}
      {profile.code && (
        <p className="mt-3">
          {t('dealerSetup.status.code')}{' '}
          <strong className="font-mono text-lg tracking-wider" data-testid="dealer-code">
            {profile.code}
          </strong>
        </p>
      )}
      {profile.status === 'approved' && (
        <Link
          to="/dealer"
          className="mt-4 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700"
        >
          {t('dealerArea.setup.open')}
        </Link>
      )}
    </section>
  );
}
