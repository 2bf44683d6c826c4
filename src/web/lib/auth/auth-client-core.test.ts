import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAuthEvent, TSession } from '#core/contracts/auth.ts';
import { ApiError } from '../api.ts';
import {
  createAuthClient,
  localAuthEvent,
  REFRESH_LOCK_NAME,
  type TAuthChannel,
  type TAuthClientOptions,
  type TAuthMessage,
  type TLocks,
} from './auth-client-core.ts';
import { createAuthStore } from './auth-store.ts';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const MINUTE = 60_000;
let tokens = 0;

function session(overrides: { userId?: string; expiresInSeconds?: number } = {}): TSession {
  tokens += 1;
  const expiresIn = overrides.expiresInSeconds ?? 15 * 60;
  return {
    accessToken: `token-${tokens}`,
    tokenType: 'bearer',
    expiresIn,
    expiresAt: Math.floor(Date.now() / 1000) + expiresIn,
    aal: 'aal1',
    user: {
      id: overrides.userId ?? '00000000-0000-4000-8000-000000000001',
      kind: 'staff',
      email: 'somchai@example.com',
      phone: null,
      displayName: 'Somchai',
      roles: ['engineer'],
      factors: [],
      mfaRequired: false,
      dealerStatus: null,
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const errorBody = (status: number, messageKey: string) =>
  json({ error: { code: 'UNAUTHORIZED', messageKey, message: messageKey } }, status);

type THandler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** fetch that answers from `handler` and records every call. */
function fakeFetch(handler: THandler) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    calls.push({ path, init });
    return handler(path, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** BroadcastChannel stand-ins joined in one bus: a message reaches every other member, later. */
function channelBus() {
  const members: TAuthChannel[] = [];
  return () => {
    const member: TAuthChannel = {
      onmessage: null,
      postMessage(message: TAuthMessage) {
        for (const other of members) {
          if (other !== member) queueMicrotask(() => other.onmessage?.({ data: message } as MessageEvent));
        }
      },
    };
    members.push(member);
    return member;
  };
}

/** One Web Lock shared by the "tabs": tasks run one after another. */
function sharedLocks() {
  const names: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const locks: TLocks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return { locks, names };
}

function setup(handler: THandler, options: Partial<TAuthClientOptions> = {}) {
  const store = options.store ?? createAuthStore();
  const events: { event: TAuthEvent; token: string | null }[] = [];
  store.onAuthStateChange((event, current) => events.push({ event, token: current?.accessToken ?? null }));
  const { fetch, calls } = fakeFetch(handler);
  const waits: number[] = [];
  const hints: boolean[] = [];
  const client = createAuthClient({
    store,
    fetch,
    locks: null,
    channel: null,
    sleep: async (ms) => void waits.push(ms),
    writeHint: (present) => void hints.push(present),
    ...options,
  });
  return { client, store, events, calls, waits, hints };
}

const refreshCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/auth/refresh');

/** Lets queued promise callbacks run (the fake timers leave microtasks alone). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('initial session', () => {
  it('refreshes once and reports INITIAL_SESSION with the session', async () => {
    const first = session();
    const { client, store, events, calls, hints } = setup(() => json({ session: first }));
    await expect(client.initialize()).resolves.toEqual(first);
    await client.initialize();
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(store.get()).toEqual({ status: 'signedIn', session: first });
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: first.accessToken }]);
    expect(hints).toEqual([true]);
  });

  it('calls the cookie endpoint with the cookie and a JSON body', async () => {
    const { client, calls } = setup(() => json({ session: null }));
    await client.initialize();
    const [call] = calls;
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('reports INITIAL_SESSION without a session and clears the hint when the server has none', async () => {
    const { client, store, events, hints } = setup(() => json({ session: null }));
    await expect(client.initialize()).resolves.toBeNull();
    expect(store.get().status).toBe('signedOut');
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: null }]);
    expect(hints).toEqual([false]);
  });

  it('keeps the hint when the server could not be reached (a later page tries again)', async () => {
    const { client, store, events, hints, waits, calls } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.initialize()).resolves.toBeNull();
    expect(refreshCalls(calls)).toHaveLength(5);
    expect(waits).toEqual([200, 400, 800, 1600]);
    expect(store.get().status).toBe('signedOut');
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: null }]);
    expect(hints).toEqual([]);
  });
});

describe('refresh retries', () => {
  it('retries 502, 503 and 504 with the doubling backoff, then takes the session', async () => {
    const answers = [errorBody(502, 'x'), errorBody(503, 'x'), errorBody(504, 'x')];
    const next = session();
    const { client, waits, calls } = setup(() => answers.shift() ?? json({ session: next }));
    await expect(client.initialize()).resolves.toEqual(next);
    expect(refreshCalls(calls)).toHaveLength(4);
    expect(waits).toEqual([200, 400, 800]);
  });

  it('does not retry an answer such as 500 or 429', async () => {
    for (const status of [500, 429, 400]) {
      const { client, waits, calls } = setup(() => errorBody(status, 'errors.internal'));
      await expect(client.initialize()).resolves.toBeNull();
      expect(refreshCalls(calls), `${status}`).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it('tries again later, while the token is still good, after giving up', async () => {
    const first = session();
    let fail = true;
    const next = session();
    const { client, store, calls } = setup(() =>
      fail ? errorBody(500, 'errors.internal') : json({ session: next }),
    );
    store.emit('SIGNED_IN', first);
    await expect(client.refreshSession()).rejects.toBeInstanceOf(ApiError);
    expect(store.get().session).toEqual(first);
    fail = false;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(refreshCalls(calls)).toHaveLength(2);
    expect(store.get().session).toEqual(next);
  });
});

describe('scheduled refresh', () => {
  it('refreshes 60 s before expiry and reports TOKEN_REFRESHED, then schedules the next one', async () => {
    const first = session();
    const tokens = [first, session(), session()];
    let served = 0;
    const { client, events, calls } = setup(() => {
      const next = tokens[served] ?? null;
      served += 1;
      return json({ session: next === null ? null : { ...next, expiresAt: Date.now() / 1000 + 900 } });
    });
    await client.initialize();
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(refreshCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(refreshCalls(calls)).toHaveLength(3);
    expect(events.map((entry) => entry.event)).toEqual([
      'INITIAL_SESSION',
      'TOKEN_REFRESHED',
      'TOKEN_REFRESHED',
    ]);
  });

  it('counts the life of a token from its arrival: a browser clock an hour off changes nothing', async () => {
    const skewed = () => ({ ...session(), expiresAt: Math.floor(Date.now() / 1000) - 3600 });
    const { client, calls } = setup(() => json({ session: skewed() }));
    await client.initialize();
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(refreshCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(2);
  });

  it('refreshes a short token (the end of a session) no sooner than half its time left', async () => {
    const { client, calls } = setup(() => json({ session: session({ expiresInSeconds: 40 }) }));
    await client.initialize();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(refreshCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(calls)).toHaveLength(2);
  });

  it('reports SIGNED_OUT when the server ended the session', async () => {
    let answer: TSession | null = session();
    const { client, events, hints } = setup(() => json({ session: answer }));
    await client.initialize();
    answer = null;
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(events.map((entry) => entry.event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(hints).toEqual([true, false]);
  });

  it('stops the timer after sign-out', async () => {
    const { client, calls } = setup((path) =>
      path === '/api/auth/sign-out' ? new Response(null, { status: 204 }) : json({ session: session() }),
    );
    await client.initialize();
    await client.signOut();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refreshCalls(calls)).toHaveLength(1);
  });
});

describe('events of the other calls', () => {
  it('sign-in with a session: SIGNED_IN; with a challenge: nothing yet, then MFA_CHALLENGE_VERIFIED', async () => {
    const signedIn = session();
    const verified = session();
    const challenge = { mfaRequired: true, challengeToken: 'c', factors: [] };
    let nextSignIn: unknown = signedIn;
    const { client, events, calls } = setup((path) => {
      if (path === '/api/auth/sign-in') return json(nextSignIn);
      if (path === '/api/auth/mfa/verify') return json(verified);
      return new Response(null, { status: 204 });
    });
    await client.signIn({ audience: 'staff', identifier: 'a@example.com', password: 'p' });
    await client.signOut();
    nextSignIn = challenge;
    await expect(
      client.signIn({ audience: 'staff', identifier: 'a@example.com', password: 'p' }),
    ).resolves.toEqual(challenge);
    await client.verifyMfa({ challengeToken: 'c', factorId: 'f', code: '123456' });
    expect(events.map((entry) => entry.event)).toEqual(['SIGNED_IN', 'SIGNED_OUT', 'MFA_CHALLENGE_VERIFIED']);
    expect(calls.every((call) => call.init.credentials === 'same-origin')).toBe(true);
  });

  it('recovery: PASSWORD_RECOVERY; sign-up: SIGNED_IN; the user read again: USER_UPDATED', async () => {
    const recovered = session();
    const { client, events } = setup((path) => {
      if (path === '/api/auth/recover') return json(recovered);
      if (path === '/api/auth/sign-up') return json(session(), 201);
      if (path === '/api/auth/user') return json({ ...recovered.user, displayName: 'Somchai J.' });
      return new Response(null, { status: 204 });
    });
    await client.recover({ token: 't', password: 'a long new password' });
    await client.reloadUser();
    await client.signOut();
    await client.signUp({ email: 'shop@example.com', password: 'a long new password', displayName: 'Shop' });
    expect(events.map((entry) => entry.event)).toEqual([
      'PASSWORD_RECOVERY',
      'USER_UPDATED',
      'SIGNED_OUT',
      'SIGNED_IN',
    ]);
  });

  it('enrolling a factor: MFA_CHALLENGE_VERIFIED once its code is right; removing it: USER_UPDATED', async () => {
    const signedIn = session();
    const raised = { ...session(), aal: 'aal2' as const };
    const { client, events, calls } = setup((path, init) => {
      if (path === '/api/auth/sign-in') return json(signedIn);
      if (path === '/api/auth/factors')
        return json({ factor: {}, secret: 'S', otpauthUrl: 'o', qrSvg: '<svg/>' }, 201);
      if (path === '/api/auth/factors/f1/verify') return json(raised);
      if (path === '/api/auth/factors/f1' && init.method === 'DELETE')
        return new Response(null, { status: 204 });
      if (path === '/api/auth/user') return json(raised.user);
      return errorBody(404, 'errors.notFound');
    });
    await client.signIn({ audience: 'staff', identifier: 'a@example.com', password: 'p' });
    await expect(client.enrollFactor('Pixel 7')).resolves.toMatchObject({ secret: 'S' });
    await client.verifyFactor('f1', '123456');
    await client.removeFactor('f1');
    expect(events.map((entry) => entry.event)).toEqual([
      'SIGNED_IN',
      'MFA_CHALLENGE_VERIFIED',
      'USER_UPDATED',
    ]);
    const verify = calls.find((call) => call.path === '/api/auth/factors/f1/verify');
    expect(new Headers(verify?.init.headers).get('Authorization')).toBe(`Bearer ${signedIn.accessToken}`);
  });

  it('a failed sign-out throws and keeps the session', async () => {
    const { client, store, events } = setup((path) =>
      path === '/api/auth/sign-out' ? errorBody(503, 'errors.internal') : json(session()),
    );
    await client.signIn({ audience: 'staff', identifier: 'a@example.com', password: 'p' });
    await expect(client.signOut()).rejects.toMatchObject({ status: 503 });
    expect(store.get().status).toBe('signedIn');
    expect(events.map((entry) => entry.event)).toEqual(['SIGNED_IN']);
  });

  it('a refused sign-in carries the message key and the wait', async () => {
    const { client } = setup(
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'RATE_LIMITED', messageKey: 'errors.auth.tooManyAttempts', message: 'x' },
          }),
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
    );
    await expect(
      client.signIn({ audience: 'staff', identifier: 'a@example.com', password: 'p' }),
    ).rejects.toMatchObject({
      status: 429,
      messageKey: 'errors.auth.tooManyAttempts',
      retryAfterSeconds: 120,
    });
  });
});

describe('signedInApi', () => {
  it('calls an endpoint by key with the access token and gives back its typed answer', async () => {
    const first = session();
    const { client, calls } = setup((path) =>
      path === '/api/auth/refresh' ? json({ session: first }) : json({ users: [] }),
    );
    await client.initialize();
    const answer = await client.signedInApi('GET /api/admin/users', { query: { email: 'nok' } });
    expect(answer.users).toEqual([]);
    const call = calls.find((entry) => entry.path === '/api/admin/users?email=nok');
    expect(new Headers(call?.init.headers).get('Authorization')).toBe(`Bearer ${first.accessToken}`);
    // @ts-expect-error: a public endpoint is not the signed-in fetcher's
    await client.signedInApi('GET /api/brands').catch(() => undefined);
  });

  it("throws the server's refusal as an ApiError with its field details", async () => {
    const { client } = setup((path) =>
      path === '/api/auth/refresh'
        ? json({ session: session() })
        : json(
            {
              error: {
                code: 'VALIDATION',
                messageKey: 'errors.auth.roleInvalid',
                message: 'bad',
                details: [{ path: 'roles.0', messageKey: 'errors.auth.roleInvalid' }],
              },
            },
            400,
          ),
    );
    await client.initialize();
    const error = await client
      .signedInApi('PUT /api/admin/users/:id/roles', { params: { id: 'u1' }, body: { roles: [] } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, details: [{ path: 'roles.0' }] });
  });
});

describe('authFetch', () => {
  it('sends the access token', async () => {
    const first = session();
    const { client, calls } = setup((path) =>
      path === '/api/auth/refresh' ? json({ session: first }) : json({}),
    );
    await client.initialize();
    await client.authFetch('/api/dealer/profile');
    const call = calls.find((entry) => entry.path === '/api/dealer/profile');
    expect(new Headers(call?.init.headers).get('Authorization')).toBe(`Bearer ${first.accessToken}`);
  });

  it('on a 401 refreshes once and sends the request once more', async () => {
    const first = session();
    const second = session();
    let refreshes = 0;
    const { client, calls } = setup((path, init) => {
      if (path === '/api/auth/refresh') {
        refreshes += 1;
        return json({ session: refreshes === 1 ? first : second });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === `Bearer ${second.accessToken}`
        ? json({ ok: true })
        : errorBody(401, 'errors.auth.loginRequired');
    });
    await client.initialize();
    const response = await client.authFetch('/api/auth/user', { method: 'PUT', body: '{}' });
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/auth/refresh',
      '/api/auth/user',
      '/api/auth/refresh',
      '/api/auth/user',
    ]);
  });

  it('gives the 401 back when the refresh finds no session (and reports SIGNED_OUT)', async () => {
    let refreshes = 0;
    const { client, events } = setup((path) => {
      if (path === '/api/auth/refresh') {
        refreshes += 1;
        return json({ session: refreshes === 1 ? session() : null });
      }
      return errorBody(401, 'errors.auth.loginRequired');
    });
    await client.initialize();
    const response = await client.authFetch('/api/auth/user');
    expect(response.status).toBe(401);
    expect(events.map((entry) => entry.event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('refreshes a token about to expire before sending it', async () => {
    const { client, calls } = setup((path) =>
      path === '/api/auth/refresh' ? json({ session: session({ expiresInSeconds: 3 }) }) : json({}),
    );
    await client.initialize();
    await client.authFetch('/api/auth/user');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/auth/refresh',
      '/api/auth/refresh',
      '/api/auth/user',
    ]);
  });
});

describe('tabs', () => {
  it('share one refresh: the other tab takes the new session from the channel', async () => {
    const bus = channelBus();
    const { locks, names } = sharedLocks();
    const first = session();
    const next = session();
    const server = fakeFetch(() => json({ session: next }));
    const tabs = [createAuthStore(), createAuthStore()].map((store) => {
      const events: TAuthEvent[] = [];
      store.onAuthStateChange((event) => events.push(event));
      const client = createAuthClient({
        store,
        fetch: server.fetch,
        locks,
        channel: bus(),
        writeHint: () => undefined,
      });
      store.emit('INITIAL_SESSION', first);
      return { store, client, events };
    });
    // Both tabs' timers come due together; the second waits for the lock and finds the token renewed.
    await Promise.all(tabs.map((tab) => tab.client.refreshSession()));
    await settle();
    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect(names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    for (const tab of tabs) {
      expect(tab.store.get().session).toEqual(next);
      expect(tab.events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    }
  });

  it('a sign-in and a sign-out in one tab reach the others', async () => {
    const bus = channelBus();
    const signedIn = session();
    const server = fakeFetch((path) =>
      path === '/api/auth/sign-out' ? new Response(null, { status: 204 }) : json(signedIn),
    );
    const [one, two] = [createAuthStore(), createAuthStore()].map((store) => {
      store.emit('INITIAL_SESSION', null);
      return {
        store,
        client: createAuthClient({
          store,
          fetch: server.fetch,
          locks: null,
          channel: bus(),
          writeHint: () => undefined,
        }),
      };
    });
    if (!one || !two) throw new Error('two tabs');
    const heard: TAuthEvent[] = [];
    two.store.onAuthStateChange((event) => heard.push(event));
    await settle();
    await one.client.signIn({ audience: 'staff', identifier: 'a@example.com', password: 'p' });
    await settle();
    expect(two.store.get().session).toEqual(signedIn);
    await one.client.signOut();
    await settle();
    expect(two.store.get().status).toBe('signedOut');
    expect(heard).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });
});

describe('localAuthEvent', () => {
  const signedOut = { status: 'signedOut', session: null } as const;
  it('names what changed for this tab', () => {
    const current = session();
    const signedIn = { status: 'signedIn', session: current } as const;
    expect(localAuthEvent({ status: 'loading', session: null }, 'SIGNED_IN', current)).toBe(
      'INITIAL_SESSION',
    );
    expect(localAuthEvent(signedOut, 'TOKEN_REFRESHED', current)).toBe('SIGNED_IN');
    expect(localAuthEvent(signedOut, 'PASSWORD_RECOVERY', current)).toBe('PASSWORD_RECOVERY');
    expect(localAuthEvent(signedIn, 'INITIAL_SESSION', session())).toBe('TOKEN_REFRESHED');
    expect(localAuthEvent(signedIn, 'USER_UPDATED', session())).toBe('USER_UPDATED');
    expect(
      localAuthEvent(signedIn, 'SIGNED_IN', session({ userId: '00000000-0000-4000-8000-000000000002' })),
    ).toBe('SIGNED_IN');
    expect(localAuthEvent(signedIn, 'SIGNED_OUT', null)).toBe('SIGNED_OUT');
    expect(localAuthEvent(signedOut, 'SIGNED_OUT', null)).toBeNull();
  });
});
