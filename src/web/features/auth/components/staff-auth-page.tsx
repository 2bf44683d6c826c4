import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TMfaChallenge, TSession } from '#core/contracts/auth.ts';
import { verifyMfa } from '../../../lib/auth/auth-client.ts';
import { secondFactorOwed } from '../../../lib/auth/access.ts';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAfterSignIn } from '../use-after-sign-in.ts';
import { AuthLayout, CardSpinner } from './auth-layout.tsx';
import { InvitationForm } from './invitation-form.tsx';
import { MfaStep } from './mfa-step.tsx';
import { RecoveryForm } from './recovery-form.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';
import { SignInForm } from './sign-in-form.tsx';

/**
 * /auth: staff sign-in (email or phone + password), the code step for accounts with a second factor, and
 * `?recovery=<token>` for a new password from an admin's one-time link, `?invitation=<token>` for a
 * staff invitation (decision 024).
 */
export function StaffAuthPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const recoveryToken = searchParams.get('recovery');
  const invitationToken = searchParams.get('invitation');
  const { status, session } = useAuthState();
  const { target, go } = useAfterSignIn();
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  // Once this page signed someone in it only navigates away: the notice must not flash first.
  const [done, setDone] = useState(false);

  function signedIn(next: TSession) {
    // The one-time link is spent: the address no longer offers its form.
    if (recoveryToken || invitationToken) {
      setSearchParams(
        (params) => {
          params.delete('recovery');
          params.delete('invitation');
          return params;
        },
        { replace: true },
      );
    }
    // A code still owed (after a recovery) or an authenticator the role requires: that comes first, here.
    if (secondFactorOwed(next)) return;
    setDone(true);
    go(next.user);
  }

  let body;
  if (status === 'loading' || done) {
    body = <CardSpinner label={t('common.loading')} />;
  } else if (recoveryToken) {
    body = <RecoveryForm token={recoveryToken} onSignedIn={signedIn} />;
  } else if (invitationToken) {
    body = <InvitationForm token={invitationToken} onSignedIn={signedIn} />;
  } else if (session) {
    body = <SignedInNotice session={session} target={target(session.user)} />;
  } else if (challenge) {
    body = (
      <MfaStep
        factors={challenge.factors}
        verify={(factorId, code) => verifyMfa({ challengeToken: challenge.challengeToken, factorId, code })}
        onSignedIn={signedIn}
        onBack={() => setChallenge(null)}
      />
    );
  } else {
    body = <SignInForm audience="staff" onSignedIn={signedIn} onChallenge={setChallenge} />;
  }

  // An invitation reads as one: its own heading, and no sign-in footer ("Forgot your password?").
  if (invitationToken && !done)
    return (
      <AuthLayout
        eyebrow={t('invitations.page.eyebrow')}
        title={t('invitations.page.title')}
        lead={t('invitations.page.lead')}
      >
        {body}
      </AuthLayout>
    );
  return (
    <AuthLayout
      eyebrow={t('auth.staff.eyebrow')}
      title={t('pages.auth')}
      lead={t('auth.staff.lead')}
      footer={
        <>
          <p>{t('auth.staff.forgot')}</p>
          <p>
            {t('auth.staff.dealerQuestion')}{' '}
            <Link to="/dealer/auth" className="font-semibold text-brand-800 underline underline-offset-2">
              {t('pages.dealerAuth')}
            </Link>
          </p>
        </>
      }
    >
      {body}
    </AuthLayout>
  );
}
