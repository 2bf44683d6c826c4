import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TMfaChallenge, TSession } from '#core/contracts/auth.ts';
import { verifyMfa } from '../../../lib/auth/auth-client.ts';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAfterSignIn } from '../use-after-sign-in.ts';
import { AuthLayout, CardSpinner } from './auth-layout.tsx';
import { MfaStep } from './mfa-step.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const TABS = ['signIn', 'signUp'] as const;
type TTab = (typeof TABS)[number];

/**
 * /dealer/auth: partner shops sign in, or create an account (`?tab=signUp`), which leads to the shop
 * profile at /dealer/setup. Dealers have no second factor.
 */
export function DealerAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TTab = searchParams.get('tab') === 'signUp' ? 'signUp' : 'signIn';
  const { status, session } = useAuthState();
  const { target, go } = useAfterSignIn();
  const [done, setDone] = useState(false);
  // Dealers have no second factor today; should an account have one, the same code step follows.
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  const tabRefs = useRef<Record<TTab, HTMLButtonElement | null>>({ signIn: null, signUp: null });

  function chooseTab(next: TTab, focus = false) {
    setSearchParams(
      (params) => {
        if (next === 'signUp') params.set('tab', next);
        else params.delete('tab');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  }

  /** Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern). */
  function onTabKey(event: KeyboardEvent) {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    chooseTab(TABS[next] ?? 'signIn', true);
  }

  function signedIn(next: TSession) {
    setDone(true);
    go(next.user);
  }

  function signedUp() {
    setDone(true);
    navigate('/dealer/setup', { replace: true });
  }

  let body;
  if (status === 'loading' || done) {
    body = <CardSpinner label={t('common.loading')} />;
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
    body = (
      <>
        <div
          role="tablist"
          aria-label={t('pages.dealerAuth')}
          className="mb-5 grid grid-cols-2 rounded-xl bg-slate-100 p-1"
        >
          {TABS.map((name) => {
            const selected = name === tab;
            return (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element;
                }}
                type="button"
                role="tab"
                id={`dealer-tab-${name}`}
                aria-selected={selected}
                aria-controls={`dealer-panel-${name}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => chooseTab(name)}
                onKeyDown={onTabKey}
                className={`min-h-11 rounded-lg px-3 text-sm font-bold transition ${
                  selected ? 'bg-white text-brand-800 shadow' : 'text-slate-700 hover:text-slate-900'
                }`}
              >
                {t(`auth.dealer.${name}`)}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={`dealer-panel-${tab}`} aria-labelledby={`dealer-tab-${tab}`}>
          {tab === 'signIn' ? (
            <SignInForm audience="dealer" onSignedIn={signedIn} onChallenge={setChallenge} />
          ) : (
            <SignUpForm onSignedUp={signedUp} />
          )}
        </div>
      </>
    );
  }

  return (
    <AuthLayout
      eyebrow={t('auth.dealer.eyebrow')}
      title={t('pages.dealerAuth')}
      lead={t('auth.dealer.lead')}
      footer={
        <p>
          {t('auth.dealer.staffQuestion')}{' '}
          <Link to="/auth" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('pages.auth')}
          </Link>
        </p>
      }
    >
      {body}
    </AuthLayout>
  );
}
