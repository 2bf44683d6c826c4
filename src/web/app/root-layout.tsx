import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CONSOLES, STAFF_PAGES } from '#core/roles.ts';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { PageSpinner } from '../components/spinner.tsx';
import { ChatLauncher } from '../features/chat/chat-launcher.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

/** Header, page and footer for every public page; a spinner while a lazy page loads. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  useScrollOnNavigate(pathname, hash);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <PageErrorBoundary key={pathname}>
          {/* Keyed by path: a new boundary shows its spinner even when the navigation is a transition. */}
          <Suspense key={pathname} fallback={<PageSpinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      {/* The assistant is for customers: on staff pages it would only cover the work (tables, forms). */}
      {!isStaffPage(pathname) && (
        <div id="chat-slot">
          <ChatLauncher />
        </div>
      )}
    </div>
  );
}

const STAFF_PATHS: readonly string[] = [...CONSOLES.map((console) => console.path), ...STAFF_PAGES];

function isStaffPage(pathname: string): boolean {
  return STAFF_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/** New page: start at the top, or at the anchor the link names (#faq). */
function useScrollOnNavigate(pathname: string, hash: string) {
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}
