import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner.tsx';
import { canAccess, homePathFor, secondFactorOwed, signInLink, type TAccess } from '../lib/auth/access.ts';
import { useAuthState } from '../lib/auth/auth-store.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';

/**
 * A page for signed-in staff or dealers (spec §6): a spinner while the session is checked, "Please login
 * first" with the right sign-in page (coming back here afterwards), "Access denied" for the wrong role,
 * or the way to the second factor a session still owes (decision 008).
 * UX only: the server refuses every call the person may not make.
 */
export function RequireAuth({
  access,
  pageName,
  children,
}: {
  access: TAccess;
  pageName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { status, session } = useAuthState();
  const { pathname, search, hash } = useLocation();
  if (status === 'loading') return <PageSpinner label={t('common.loading')} />;
  if (!session) {
    return (
      <GuardMessage
        testId="guard-login"
        title={t('guard.loginRequired')}
        text={t('guard.loginRequiredText', { page: pageName })}
        action={{
          to: signInLink(access.kind, `${pathname}${search}${hash}`),
          label: t(access.kind === 'dealer' ? 'guard.signInDealer' : 'guard.signInStaff'),
        }}
      />
    );
  }
  if (!canAccess(session.user, access)) {
    const home = homePathFor(session.user);
    return (
      <GuardMessage
        testId="guard-denied"
        title={t('guard.accessDenied')}
        text={t('guard.accessDeniedText', { page: pageName })}
        action={{ to: home, label: t(home === '/' ? 'common.backHome' : 'guard.toYourPage') }}
      />
    );
  }
  if (secondFactorOwed(session)) {
    return (
      <GuardMessage
        testId="guard-factor"
        title={t('guard.factorRequired')}
        text={t('guard.factorRequiredText', { page: pageName })}
        action={{
          to: signInLink('staff', `${pathname}${search}${hash}`),
          label: t('guard.toVerification'),
        }}
      />
    );
  }
  return children;
}

function GuardMessage({
  testId,
  title,
  text,
  action,
}: {
  testId: string;
  title: string;
  text: string;
  action: { to: string; label: string };
}) {
  const { t } = useTranslation();
  usePageMeta(t('meta.pageTitle', { page: title }));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24" data-testid={testId}>
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-current">
          <path d="M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Z" />
        </svg>
      </div>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{text}</p>
      <Link
        to={action.to}
        className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {action.label}
      </Link>
    </section>
  );
}
