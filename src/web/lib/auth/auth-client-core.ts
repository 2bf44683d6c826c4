import type { z } from 'zod';
import type { TSignedInEndpoint } from '#core/api/endpoints.ts';
import type { TAcceptInvitationRequest } from '#core/contracts/invitations.ts';
import type {
  TAuthEvent,
  TEnrollFactorResponse,
  TSession,
  TSignInRequest,
  TSignInResponse,
  TSignUpRequest,
  TUser,
  ZMfaVerifyRequestSchema,
  ZRecoverRequestSchema,
  ZRefreshResponseSchema,
} from '#core/contracts/auth.ts';
import { ApiError, callEndpoint, networkError, type TCallArgs, type TCallResult } from '../api.ts';
import { writeSessionHint, type TAuthState, type TAuthStore } from './auth-store.ts';
import { isRefreshDue, isRetryableRefreshStatus, refreshDelayMs, retryDelays } from './refresh-policy.ts';

/**
 * The auth client's workings (decision 008, Web): talks to /api/auth, keeps the access token in memory only,
 * refreshes it 60 s before it expires, retries a refresh only when the server was not reached or a proxy
 * answered 502/503/504 (200 ms, doubling), and coordinates the browser's tabs: one refresh at a time
 * (Web Locks) and every new session or sign-out shared (BroadcastChannel). `auth-client.ts` holds the page's one instance.
 */

export const REFRESH_LOCK_NAME = 'tradein-auth-refresh';
export const AUTH_CHANNEL_NAME = 'tradein-auth';
/** After a refresh gave up while the token is still good: try again this much later. */
export const RETRY_LATER_MS = 15_000;
/** A token closer than this to its expiry is refreshed before a request instead of sent. */
const SEND_MARGIN_MS = 5_000;

type TMfaVerifyRequest = z.input<typeof ZMfaVerifyRequestSchema>;
type TRecoverRequest = z.input<typeof ZRecoverRequestSchema>;
type TRefreshResponse = z.infer<typeof ZRefreshResponseSchema>;

/** What one tab tells the others: the session it now holds (null: signed out), why, and how long it lasts. */
export interface TAuthMessage {
  event: TAuthEvent;
  session: TSession | null;
  /** Milliseconds the access token is good for, counted by the sending tab. */
  leftMs?: number;
}

/** The part of BroadcastChannel the client uses (a stand-in in tests). */
export interface TAuthChannel {
  postMessage(message: TAuthMessage): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The part of the Web Locks API the client uses. */
export interface TLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TAuthClientOptions {
  store: TAuthStore;
  fetch?: typeof fetch;
  /** Web Locks; without them (old browsers) each tab refreshes on its own, which the server's grace allows. */
  locks?: TLocks | null;
  channel?: TAuthChannel | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  writeHint?: (present: boolean) => void;
}

/**
 * The event this tab reports when its session becomes `session` because of `event` (its own refresh or
 * another tab's message): the first answer is INITIAL_SESSION; a session appearing is a sign-in, the same
 * user's new token a refresh; nothing changing reports nothing (null).
 */
export function localAuthEvent(
  previous: TAuthState,
  event: TAuthEvent,
  session: TSession | null,
): TAuthEvent | null {
  if (previous.status === 'loading') return 'INITIAL_SESSION';
  if (!session) return previous.session ? 'SIGNED_OUT' : null;
  const routine = event === 'INITIAL_SESSION' || event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN';
  if (!previous.session || previous.session.user.id !== session.user.id) {
    return routine ? 'SIGNED_IN' : event;
  }
  return routine ? 'TOKEN_REFRESHED' : event;
}

function openChannel(): TAuthChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
}

function browserLocks(): TLocks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

export function createAuthClient(options: TAuthClientOptions) {
  const store = options.store;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const channel = options.channel === undefined ? openChannel() : options.channel;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const writeHint = options.writeHint ?? writeSessionHint;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: Promise<TSession | null> | undefined;
  let initial: Promise<TSession | null> | undefined;
  /**
   * When each token expires by this browser's clock: its `expiresIn` counted from when it arrived, so a
   * browser clock that differs from the server's neither expires tokens early nor refreshes in a loop.
   */
  const expiries = new WeakMap<TSession, number>();
  const leftMs = (session: TSession) => (expiries.get(session) ?? now() + session.expiresIn * 1000) - now();

  function schedule(session: TSession | null, delayMs?: number): void {
    clearTimeout(timer);
    timer = undefined;
    if (!session) return;
    timer = setTimeout(
      () => void refreshSession().catch(() => undefined),
      delayMs ?? refreshDelayMs(leftMs(session)),
    );
  }

  /** This tab's session becomes `session`: memory, hint, timer, listeners, and (unless it came from one) the other tabs. */
  function apply(event: TAuthEvent, session: TSession | null, fromOtherTab = false, left?: number): void {
    if (session && !expiries.has(session)) expiries.set(session, now() + (left ?? session.expiresIn * 1000));
    if (!fromOtherTab) writeHint(session !== null);
    schedule(session);
    store.emit(event, session);
    if (!fromOtherTab)
      channel?.postMessage({ event, session, ...(session ? { leftMs: leftMs(session) } : {}) });
  }

  if (channel) {
    channel.onmessage = (message) => {
      const { event, session, leftMs: left } = message.data as TAuthMessage;
      const local = localAuthEvent(store.get(), event, session);
      if (local) apply(local, session, true, left);
    };
  }

  /** POST /api/auth/refresh, tried again after 200, 400, 800, 1600 ms while unreachable or 502/503/504. */
  async function requestRefresh(): Promise<TRefreshResponse> {
    const delays = retryDelays();
    for (let attempt = 0; ; attempt += 1) {
      let error: ApiError;
      try {
        return await callEndpoint(send, 'POST /api/auth/refresh');
      } catch (caught) {
        error = caught instanceof ApiError ? caught : networkError(); // includes a body that is not JSON
      }
      const delay = delays[attempt];
      if (!isRetryableRefreshStatus(error.status) || delay === undefined) throw error;
      await sleep(delay);
    }
  }

  function withLock<T>(task: () => Promise<T>): Promise<T> {
    return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
  }

  /**
   * Asks for a new access token (one request per tab at a time, one tab at a time). `seen` is the token
   * the caller found wanting: when another tab has meanwhile shared a newer one, that one is used.
   * Resolves to the session, or null when there is none (the server ended it: signed out).
   */
  function refreshSession(seen: string | null = store.get().session?.accessToken ?? null) {
    inflight ??= withLock(async () => {
      const current = store.get().session;
      if (current && current.accessToken !== seen && !isRefreshDue(leftMs(current))) {
        return current;
      }
      let answer: TRefreshResponse;
      try {
        answer = await requestRefresh();
      } catch (error) {
        giveUpForNow();
        throw error;
      }
      const event = localAuthEvent(store.get(), 'TOKEN_REFRESHED', answer.session);
      if (event) apply(event, answer.session);
      return answer.session;
    }).finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  /** The refresh failed for now: the first answer is "signed out" (the hint stays); a good token is tried again later. */
  function giveUpForNow(): void {
    const { status, session } = store.get();
    if (status === 'loading') store.emit('INITIAL_SESSION', null);
    else if (session && leftMs(session) > 0) {
      schedule(session, Math.min(RETRY_LATER_MS, leftMs(session)));
    }
  }

  /** The first session of this page (INITIAL_SESSION), asked once. */
  function initialize(): Promise<TSession | null> {
    initial ??= store.get().session
      ? Promise.resolve(store.get().session)
      : refreshSession(null).catch(() => null);
    return initial;
  }

  /** The token to send now: after the first answer, refreshed first when about to expire. */
  async function usableSession(): Promise<TSession | null> {
    if (store.get().status === 'loading') await initialize();
    const session = store.get().session;
    if (session && isRefreshDue(leftMs(session), SEND_MARGIN_MS)) {
      return refreshSession(session.accessToken).catch(() => session);
    }
    return session;
  }

  function withBearer(init: RequestInit, session: TSession | null): RequestInit {
    const headers = new Headers(init.headers);
    if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
    return { ...init, headers, credentials: 'same-origin' };
  }

  /**
   * fetch with the access token. On a 401 it refreshes once and sends the request once more (the body
   * must be a string or FormData so it can go twice). Signed out, it sends the request without a token.
   */
  async function authFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const session = await usableSession();
    const response = await send(input, withBearer(init, session));
    if (response.status !== 401 || !session) return response;
    const refreshed = await refreshSession(session.accessToken).catch(() => null);
    if (!refreshed || refreshed.accessToken === session.accessToken) return response;
    return send(input, withBearer(init, refreshed));
  }

  /** A call that needs a session (signed-in endpoints only), with the access token (authFetch). */
  function signedInApi<K extends TSignedInEndpoint>(key: K, ...args: TCallArgs<K>): TCallResult<K> {
    return callEndpoint(authFetch, key, ...args);
  }

  /** Password sign-in: a session (SIGNED_IN), or the MFA challenge the second step answers. */
  async function signIn(request: TSignInRequest): Promise<TSignInResponse> {
    const answer = await callEndpoint(send, 'POST /api/auth/sign-in', { body: request });
    if (!('mfaRequired' in answer)) apply('SIGNED_IN', answer);
    return answer;
  }

  /** The second step of a sign-in: the session comes with MFA_CHALLENGE_VERIFIED. */
  async function verifyMfa(request: TMfaVerifyRequest): Promise<TSession> {
    const session = await callEndpoint(send, 'POST /api/auth/mfa/verify', { body: request });
    apply('MFA_CHALLENGE_VERIFIED', session);
    return session;
  }

  /** Dealer self sign-up (SIGNED_IN); the shop profile follows at /dealer/setup. */
  async function signUp(request: TSignUpRequest): Promise<TSession> {
    const session = await callEndpoint(send, 'POST /api/auth/sign-up', { body: request });
    apply('SIGNED_IN', session);
    return session;
  }

  /** A new password from an admin's recovery link; signs the person in (PASSWORD_RECOVERY). */
  async function recover(request: TRecoverRequest): Promise<TSession> {
    const session = await callEndpoint(send, 'POST /api/auth/recover', { body: request });
    apply('PASSWORD_RECOVERY', session);
    return session;
  }

  /** An invitation accepted (decision 024): the new staff account is signed in (SIGNED_IN). */
  async function acceptInvitation(request: TAcceptInvitationRequest): Promise<TSession> {
    const session = await callEndpoint(send, 'POST /api/invitations/accept', { body: request });
    apply('SIGNED_IN', session);
    return session;
  }

  /** Ends the session on the server, then here and in every tab. Throws (and keeps the session) when it failed. */
  async function signOut(): Promise<void> {
    await callEndpoint(send, 'POST /api/auth/sign-out');
    apply('SIGNED_OUT', null);
  }

  /** Reads the user again (after their profile changed): USER_UPDATED. */
  async function reloadUser(): Promise<TUser | null> {
    const session = store.get().session;
    if (!session) return null;
    const user = await signedInApi('GET /api/auth/user');
    const current = store.get().session;
    if (current && current.user.id === user.id) {
      const next = { ...current, user };
      expiries.set(next, now() + leftMs(current)); // the same token: it expires when it did
      apply('USER_UPDATED', next);
    }
    return user;
  }

  /** Starts enrolling an authenticator app: its QR code and secret (shown once). */
  function enrollFactor(friendlyName: string): Promise<TEnrollFactorResponse> {
    return signedInApi('POST /api/auth/factors', { body: { friendlyName } });
  }

  /** A code from the new authenticator activates it and raises the session to aal2 (MFA_CHALLENGE_VERIFIED). */
  async function verifyFactor(factorId: string, code: string): Promise<TSession> {
    const session = await signedInApi('POST /api/auth/factors/:id/verify', {
      params: { id: factorId },
      body: { code },
    });
    apply('MFA_CHALLENGE_VERIFIED', session);
    return session;
  }

  /** Removes an authenticator (the session must be aal2), then reads the user again (USER_UPDATED). */
  async function removeFactor(factorId: string): Promise<void> {
    await signedInApi('DELETE /api/auth/factors/:id', { params: { id: factorId } });
    await reloadUser();
  }

  /** A tab coming back to the front refreshes a token that ran out while timers were throttled. */
  function onVisible(): void {
    const session = store.get().session;
    if (session && isRefreshDue(leftMs(session))) void refreshSession().catch(() => undefined);
  }

  return {
    initialize,
    refreshSession,
    authFetch,
    signedInApi,
    signIn,
    verifyMfa,
    signUp,
    recover,
    acceptInvitation,
    signOut,
    reloadUser,
    enrollFactor,
    verifyFactor,
    removeFactor,
    onVisible,
  };
}
export type TAuthClient = ReturnType<typeof createAuthClient>;
