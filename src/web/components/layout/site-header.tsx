import { lazy, Suspense, useCallback, useState } from 'react';
import { loadFullCatalogue, useTranslation } from '../../lib/i18n.ts';
import { COMPANY } from '#core/constants.ts';
import { useAuthState } from '../../lib/auth/auth-store.ts';
import { navigate } from '../../lib/navigation.ts';
import { AppLink } from '../app-link.tsx';
import type { THeaderToast } from './header-account.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

// The signed-in entries, with the texts of the pages they lead to: loaded only when a session may exist.
const loadAccount = () =>
  Promise.all([import('./header-account.tsx'), loadFullCatalogue()]).then(([module]) => module);
const AccountActions = lazy(() => loadAccount().then((m) => ({ default: m.AccountActions })));
const AccountToast = lazy(() => loadAccount().then((m) => ({ default: m.AccountToast })));

/**
 * Sticky header (spec §2 Landing page): links, language switch, phone, and the account entries: signed
 * out, Dealer and Staff; signed in, the Console side menu (staff with a role) or the dealer area, and
 * Logout. The mobile menu repeats them.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { status, session } = useAuthState();
  const [toast, setToast] = useState<THeaderToast | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  // Once a session was (maybe) here, the toast region stays, so the logout toast outlives the session.
  const [hadSession, setHadSession] = useState(false);
  if (status !== 'signedOut' && !hadSession) setHadSession(true);

  const onLoggedOut = useCallback(() => {
    setMenuOpen(false);
    setToast({ id: Date.now(), messageKey: 'headerAccount.logoutSuccess', tone: 'success' });
    navigate('/');
  }, []);
  const onLogoutFailed = useCallback(
    () => setToast({ id: Date.now(), messageKey: 'headerAccount.logoutError', tone: 'error' }),
    [],
  );
  const account = (placement: 'bar' | 'menu') => (
    <Suspense fallback={null}>
      <AccountActions
        user={session?.user ?? null}
        placement={placement}
        onLoggedOut={onLoggedOut}
        onLogoutFailed={onLogoutFailed}
      />
    </Suspense>
  );

  const links = (
    <>
      <AppLink to="/#estimate" className="nav-link">
        {t('header.sellProducts')}
      </AppLink>
      <a href={COMPANY.articlesUrl} target="_blank" rel="noopener noreferrer" className="nav-link">
        {t('header.articles')}
        <span className="sr-only"> {t('header.newTab')}</span>
      </a>
      <AppLink to="/#faq" className="nav-link">
        {t('header.faq')}
      </AppLink>
      <a href={COMPANY.aboutUrl} target="_blank" rel="noopener noreferrer" className="nav-link">
        {t('header.aboutUs')}
        <span className="sr-only"> {t('header.newTab')}</span>
      </a>
    </>
  );
  const accountButtons = (
    <>
      <AppLink
        to="/dealer/auth"
        className="rounded-full border border-brand-700 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('header.dealer')}
      </AppLink>
      <AppLink
        to="/auth"
        className="rounded-full bg-slate-900 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-slate-700"
      >
        {t('header.staff')}
      </AppLink>
    </>
  );
  const phone = (
    <a
      href={`tel:${COMPANY.phoneE164}`}
      aria-label={t('header.callUs', { phone: COMPANY.phone })}
      className="flex items-center gap-1.5 font-semibold whitespace-nowrap text-brand-800"
    >
      <PhoneIcon />
      {COMPANY.phone}
    </a>
  );

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <AppLink to="/" aria-label={t('header.homeLink')} className="shrink-0">
            <Logo />
          </AppLink>
          <nav aria-label={t('header.mainNav')} className="hidden items-center gap-1 lg:flex">
            {links}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden md:block">{phone}</span>
            <LanguageSwitch />
            <div className="hidden items-center gap-2 lg:flex">
              {status === 'signedOut' ? accountButtons : account('bar')}
            </div>
            <button
              type="button"
              className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
            </button>
          </div>
        </div>
        {menuOpen && (
          <div
            id="mobile-menu"
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg lg:hidden"
            onClick={(event) => {
              // Following any link closes the menu.
              if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
            }}
          >
            <nav aria-label={t('header.mainNav')} className="flex flex-col">
              {links}
            </nav>
            <div className="mt-3 border-t border-slate-100 pt-4">{phone}</div>
            {status === 'signedOut' ? (
              <div className="mt-4 grid grid-cols-2 gap-3">{accountButtons}</div>
            ) : (
              account('menu')
            )}
          </div>
        )}
      </header>
      {hadSession && (
        // Outside the header: its backdrop filter would make it the box a fixed toast is placed in.
        <Suspense fallback={null}>
          <AccountToast toast={toast} onDismiss={dismissToast} />
        </Suspense>
      )}
    </>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 stroke-current"
      fill="none"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
