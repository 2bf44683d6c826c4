import { authStore } from './auth-store.ts';
import { createAuthClient } from './auth-client-core.ts';

/**
 * The page's auth client (decision 008, Web), loaded lazily: by the landing page only when the browser
 * had a session (`loadAuthClient`), and with the sign-in, setup and console pages.
 */
const client = createAuthClient({ store: authStore });
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') client.onVisible();
  });
}

export const initializeAuth = client.initialize;
export const refreshSession = client.refreshSession;
export const authFetch = client.authFetch;
export const signedInApi = client.signedInApi;
export const signIn = client.signIn;
export const verifyMfa = client.verifyMfa;
export const signUp = client.signUp;
export const recover = client.recover;
export const acceptInvitation = client.acceptInvitation;
export const signOut = client.signOut;
export const reloadUser = client.reloadUser;
export const enrollFactor = client.enrollFactor;
export const verifyFactor = client.verifyFactor;
export const removeFactor = client.removeFactor;
