import { useSyncExternalStore } from 'react';

/**
 * Navigation for what is drawn before React Router has loaded (decision 047, "The landing page without
 * React Router"): the header, the footer, the landing page, the estimate form and the chat. The landing
 * page paints without the router; the router and every other page load after it (or at once when the
 * address is another page). Until then a link to the landing page itself only moves in its history (an
 * anchor scrolls), and a link to any other page hands over to the router (`startApp`). Once the router
 * is mounted, it is told every navigation, so these links behave as React Router's.
 */

export interface TNavigateOptions {
  replace?: boolean;
  /** Keeps the scroll position (a change of ?lang=). */
  preventScrollReset?: boolean;
}
export type TNavigate = (to: string, options?: TNavigateOptions) => void;

/** The path the landing page is drawn at without the router. */
export const LANDING_PATH = '/';

let routerNavigate: TNavigate | null = null;
let appStarter: (() => void) | null = null;
// In a browser; a module imported without one (a unit test of a link's text) starts at the landing page.
const inBrowser = typeof window !== 'undefined';
let pathname = inBrowser ? location.pathname : LANDING_PATH;
const listeners = new Set<() => void>();

function setPathname(next: string): void {
  if (next === pathname) return;
  pathname = next;
  for (const listener of listeners) listener();
}

/** Called by main.tsx: what mounts the router (its chunk may still be loading). */
export function onStartApp(start: () => void): void {
  appStarter = start;
}

/** Called by the router's bridge: from now on every navigation is the router's. */
export function connectRouter(navigate: TNavigate | null): void {
  routerNavigate = navigate;
}

/** Called by the router's bridge when its location changes. */
export function routerMoved(next: string): void {
  setPathname(next);
}

/** Goes to `to` (a path with optional ?search and #hash) by the router, or, before it has loaded, by hand. */
export function navigate(to: string, options: TNavigateOptions = {}): void {
  if (routerNavigate) {
    routerNavigate(to, options);
    return;
  }
  const url = new URL(to, location.href);
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) history.replaceState(history.state, '', href);
  else history.pushState(null, '', href);
  setPathname(url.pathname);
  if (url.pathname !== LANDING_PATH) {
    appStarter?.();
    return;
  }
  if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
}

/** The path being shown (the router's once it is mounted). */
export function usePathname(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pathname,
  );
}

// Back or forward to another page before the router has loaded: it loads and draws that page.
if (inBrowser) {
  addEventListener('popstate', () => {
    if (routerNavigate) return;
    setPathname(location.pathname);
    if (location.pathname !== LANDING_PATH) appStarter?.();
  });
}
