import { Link } from 'react-router';
import type { TSession } from '#core/contracts/auth.ts';
import { secondFactorOwed } from '../../../lib/auth/access.ts';
import { verifyFactor } from '../../../lib/auth/auth-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { MfaStep } from './mfa-step.tsx';
import { TwoFactorPanel } from './two-factor-panel.tsx';

/**
 * Opening a sign-in page while signed in: who is signed in and the way on; for staff, their two-step
 * verification. What the session still owes comes first: a code from their authenticator (after a
 * password recovery), or the authenticator their role requires.
 */
export function SignedInNotice({ session, target }: { session: TSession; target: string }) {
  const { t } = useTranslation();
  const owed = secondFactorOwed(session);
  const verified = session.user.factors.filter((factor) => factor.status === 'verified');
  return (
    <div className="grid gap-5" data-testid="signed-in-notice">
      <div className="grid gap-4 text-center">
        <p className="text-lg">{t('auth.alreadySignedIn', { name: session.user.displayName })}</p>
        {!owed && (
          <Link
            to={target}
            className="rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700"
          >
            {t('auth.continue')}
          </Link>
        )}
      </div>
      {owed === 'verify' ? (
        <div className="border-t border-slate-200 pt-5">
          <MfaStep factors={verified} verify={verifyFactor} onSignedIn={() => undefined} />
        </div>
      ) : (
        session.user.kind === 'staff' && <TwoFactorPanel session={session} />
      )}
    </div>
  );
}
