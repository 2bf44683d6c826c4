import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TDealerProfile } from '#core/contracts/auth.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { reloadUser } from '../../../lib/auth/auth-client.ts';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { loadDealerProfile } from '../api/dealer-profile.ts';
import { DealerProfileForm } from './dealer-profile-form.tsx';
import { DealerStatus } from './dealer-status.tsx';

type TLoad =
  | { state: 'loading' }
  | { state: 'failed'; messageKey: string }
  | { state: 'ready'; profile: TDealerProfile | null };

/** /dealer/setup: a dealer's shop profile (GET/PUT /api/dealer/profile) and where its approval stands. */
export function DealerSetupPage() {
  const { t } = useTranslation();
  // A dealer without a shop yet (the session says so) gets the empty form without asking the server.
  const hasShop = useAuthState().session?.user.dealerStatus != null;
  const [load, setLoad] = useState<TLoad>(hasShop ? { state: 'loading' } : { state: 'ready', profile: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasShop) return;
    let current = true;
    loadDealerProfile().then(
      (profile) => current && setLoad({ state: 'ready', profile }),
      (error: unknown) =>
        current &&
        setLoad({
          state: 'failed',
          messageKey: error instanceof ApiError ? error.messageKey : 'errors.internal',
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt, hasShop]);

  function onSaved(profile: TDealerProfile) {
    setLoad({ state: 'ready', profile });
    // The user's dealer status changed (USER_UPDATED); the page works on even if this read fails.
    reloadUser().catch(() => undefined);
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 pt-8 pb-14 sm:pt-12">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700">{t('dealerSetup.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold">{t('pages.dealerSetup')}</h1>
        <p className="mt-2 text-lg text-slate-600">{t('dealerSetup.lead')}</p>
      </div>
      {load.state === 'loading' && (
        <div className="flex justify-center py-10" role="status">
          <Spinner />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      )}
      {load.state === 'failed' && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-medium">{t(load.messageKey)}</p>
          <button
            type="button"
            onClick={() => {
              setLoad({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
            className="mt-3 rounded-xl bg-white px-4 py-2 font-semibold ring-1 ring-red-300 hover:bg-red-100"
          >
            {t('estimate.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          {load.profile && <DealerStatus profile={load.profile} />}
          <DealerProfileForm profile={load.profile} onSaved={onSaved} />
          {load.profile?.status === 'approved' && (
            <Link
              to="/dealer"
              className="justify-self-start rounded-xl px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50"
            >
              {t('dealerSetup.toDealerArea')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
