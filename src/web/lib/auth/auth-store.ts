import { useSyncExternalStore } from 'react';
import type { TAuthEvent, TSession } from '#core/contracts/auth.ts';

/**
 * The session as every page sees it (decision 008, Web). This module is part of the landing page, so it
 * stays tiny: state, events and the local hint. The client that talks to /api/auth (refresh, sign-in,
 * cross-tab coordination) is loaded only when a session may exist (`loadAuthClient`).
 */

/** `loading` until the first answer about the session (the INITIAL_SESSION event) has come. */
export type TAuthStatus = 'loading' | 'signedIn' | 'signedOut';
export interface TAuthState {
  readonly status: TAuthStatus;
  readonly session: TSession | null;
}
export type TAuthListener = (event: TAuthEvent, session: TSession | null) => void;

export function createAuthStore() {
  let state: TAuthState = { status: 'loading', session: null };
  const listeners = new Set<TAuthListener>();
  const watchers = new Set<() => void>();
  return {
    get: (): TAuthState => state,
    /** Sets the session and tells everyone listening what happened. */
    emit(event: TAuthEvent, session: TSession | null): void {
      state = { status: session ? 'signedIn' : 'signedOut', session };
      for (const watcher of watchers) watcher();
      for (const listener of [...listeners]) {
        try {
          listener(event, session);
        } catch (error) {
          console.error(error); // one broken listener must not keep the others from hearing
        }
      }
    },
    /**
     * Calls `listener` with every auth event. Once the first session is known, a new listener first hears
     * INITIAL_SESSION with the current session (as a hosted auth client does).
     */
    onAuthStateChange(listener: TAuthListener): { unsubscribe: () => void } {
      listeners.add(listener);
      if (state.status !== 'loading') {
        queueMicrotask(() => {
          if (listeners.has(listener)) listener('INITIAL_SESSION', state.session);
        });
      }
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    /** For useSyncExternalStore: called after every change of the state. */
    watch(watcher: () => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
export type TAuthStore = ReturnType<typeof createAuthStore>;

/** `'1'` while this browser holds a session (no secret): only then does a page ask /api/auth/refresh. */
export const SESSION_HINT_KEY = 'tradein.session';

export function readSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: the visitor signs in again after a reload
  }
}

export function writeSessionHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the session still works in this page.
  }
}

export const authStore = createAuthStore();
export const onAuthStateChange = authStore.onAuthStateChange;

/** The session state; re-renders the caller when it changes. */
export function useAuthState(): TAuthState {
  return useSyncExternalStore(authStore.watch, authStore.get);
}
