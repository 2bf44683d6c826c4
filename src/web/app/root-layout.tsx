import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../components/spinner.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { connectRouter, routerMoved } from '../lib/navigation.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

/**
 * The page inside the site's frame (app/site-frame.tsx, drawn outside the router): a spinner while a lazy
 * page loads, a reload offer if it fails. It also hands every navigation of the frame's links to the
 * router and tells the frame where the router is (lib/navigation.ts).
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    connectRouter((to, options) => void navigate(to, options));
    return () => connectRouter(null);
  }, [navigate]);
  useLayoutEffect(() => routerMoved(pathname), [pathname]);
  useScrollOnNavigate(pathname, hash);
  return (
    <PageErrorBoundary key={pathname}>
      {/* Keyed by path: a new boundary shows its spinner even when the navigation is a transition. */}
      <Suspense key={pathname} fallback={<PageSpinner label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
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
