import type * as AuthClientModule from './auth-client.ts';
import { authStore, readSessionHint, SESSION_HINT_KEY } from './auth-store.ts';

// Starting the session at page load, and the auth client's chunk loaded when a page needs it (the landing
// page's first paint does without it).
type TAuthClientModule = typeof AuthClientModule;
let client: Promise<TAuthClientModule> | undefined;
/** The auth client's chunk (refresh, sign-in, sign-out, authFetch), loaded once. */
export function loadAuthClient(): Promise<TAuthClientModule> {
  client ??= import('./auth-client.ts');
  return client;
}

function initializeClient(): void {
  loadAuthClient()
    .then((module) => module.initializeAuth())
    .catch(() => {
      // The chunk did not load (offline): signed out for this page; the hint stays for the next one.
      if (authStore.get().status === 'loading') authStore.emit('INITIAL_SESSION', null);
    });
}

/**
 * At start: anonymous visitors (no hint) are signed out at once, without a request; a browser that had a
 * session loads the client, which refreshes it. A sign-in in another tab sets the hint, which wakes a
 * tab that has not loaded the client yet (one that has hears it on the BroadcastChannel).
 */
export function startAuth(): void {
  if (readSessionHint()) initializeClient();
  else authStore.emit('INITIAL_SESSION', null);
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === '1' && !client) initializeClient();
  });
}
