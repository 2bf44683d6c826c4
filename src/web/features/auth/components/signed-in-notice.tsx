import { Link } from 'react-router';
import type { TSession } from '#core/contracts/auth.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { needsFactor, TwoFactorPanel } from './two-factor-panel.tsx';

/**
 * Opening a sign-in page while signed in: who is signed in and the way on; for staff, their two-step
 * verification (which comes first when their role requires it and they have no authenticator yet).
 */
export function SignedInNotice({ session, target }: { session: TSession; target: string }) {
  const { t } = useTranslation();
  const blocked = needsFactor(session.user);
  return (
    <div className="grid gap-5" data-testid="signed-in-notice">
      <div className="grid gap-4 text-center">
        <p className="text-lg">{t('auth.alreadySignedIn', { name: session.user.displayName })}</p>
        {!blocked && (
          <Link
            to={target}
            className="rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700"
          >
            {t('auth.continue')}
          </Link>
        )}
      </div>
      {session.user.kind === 'staff' && <TwoFactorPanel session={session} />}
    </div>
  );
}
