import { StrictMode, startTransition, useSyncExternalStore, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingRoute } from './app/routes/landing.tsx';
import { PageErrorBoundary, PageLoadFailed } from './app/page-error-boundary.tsx';
import { SiteFrame } from './app/site-frame.tsx';
import { PageSpinner } from './components/spinner.tsx';
import { startAuth } from './lib/auth/auth-start.ts';
import { i18n, useTranslation } from './lib/i18n.ts';
import { LANDING_PATH, onStartApp, usePathname } from './lib/navigation.ts';
import './styles/app.css';

/**
 * The landing page paints without React Router (decision 047): this entry draws the site's frame and the
 * landing page; the router with every other page (app/app.tsx) is its own chunk, fetched once the page
 * is idle and mounted on the first navigation to another page, or at once when the address is one.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Signed out at once for a browser that never had a session; otherwise the session is refreshed.
startAuth();

/** The router's element once its chunk is here; 'failed' when it could not load (a lost connection). */
let appRouter: ReactElement | 'failed' | null = null;
let appChunk: Promise<void> | undefined;
const appListeners = new Set<() => void>();

function loadApp(): Promise<void> {
  appChunk ??= import('./app/app.tsx').then(
    (module) => {
      appRouter = <module.AppRouter />;
      for (const listener of appListeners) listener();
    },
    () => {
      appChunk = undefined;
      appRouter = 'failed';
      for (const listener of appListeners) listener();
    },
  );
  return appChunk;
}

// Another page was asked for: the router draws it once its chunk is here.
onStartApp(() => void loadApp());

function useAppRouter(): ReactElement | 'failed' | null {
  return useSyncExternalStore(
    (listener) => {
      appListeners.add(listener);
      return () => appListeners.delete(listener);
    },
    () => appRouter,
  );
}

function Site() {
  const { t } = useTranslation();
  const router = useAppRouter();
  const pathname = usePathname();
  return (
    <SiteFrame>
      {router === 'failed' ? (
        <PageLoadFailed />
      ) : router ? (
        router
      ) : pathname === LANDING_PATH ? (
        // As every page inside the router: a failure offers a reload instead of a blank page.
        <PageErrorBoundary>
          <LandingRoute />
        </PageErrorBoundary>
      ) : (
        <PageSpinner label={t('common.loading')} />
      )}
    </SiteFrame>
  );
}

if (location.pathname === LANDING_PATH) {
  // Fetched (not mounted) once the landing page is idle, so the first navigation finds it here.
  addEventListener('load', () => whenIdle(() => void prefetchApp()), { once: true });
} else {
  void loadApp();
}

/** A prefetch that fails says nothing: the landing page still works, and a navigation tries again. */
function prefetchApp(): Promise<void> {
  return import('./app/app.tsx').then(
    () => undefined,
    () => undefined,
  );
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

// English visitors wait for English's texts (a small chunk); Thai's are in this script. The first render
// is a transition, so React yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (issue 33: no long task over 50 ms at a 4× slower CPU).
void i18n.ready().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Site />
      </StrictMode>,
    ),
  );
});
