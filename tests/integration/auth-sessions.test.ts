import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZRefreshResponseSchema, ZSessionSchema, ZUserSchema } from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { userRoles, users } from '#server/db/schema/index.ts';
import {
  accountChangeTold,
  createClock,
  createUser,
  findSessionRow,
  getUser,
  listAudit,
  MINUTE,
  postRefresh,
  postSignIn,
  postSignOut,
  refreshCookieOf,
  sessionIdOf,
  setCookieHeader,
  signIn,
  TEST_ORIGIN,
} from '../support/auth-factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

const testDatabase = useTestDatabase();
const clock = createClock();
let testApp: TTestApp;

beforeEach(async () => {
  clock.set(new Date('2026-11-23T03:00:00Z'));
  testApp = await createTestApp({ database: testDatabase.database, auth: { now: clock.now } });
});

async function errorKey(response: Response): Promise<string> {
  return ZErrorBodySchema.parse(await response.json()).error.messageKey;
}

async function refreshedSession(response: Response) {
  expect(response.status).toBe(200);
  return ZRefreshResponseSchema.parse(await response.json()).session;
}

describe('POST /api/auth/sign-in', () => {
  it('answers a session with a 15-minute token and sets the httpOnly, Strict refresh cookie', async () => {
    const user = await createUser(testDatabase.db, { roles: ['engineer'] });

    const { session, response, refreshToken } = await signIn(testApp.app, user);

    expect(session).toMatchObject({ tokenType: 'bearer', expiresIn: 900, aal: 'aal1' });
    expect(session.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 900);
    expect(session.user).toMatchObject({ id: user.id, kind: 'staff', roles: ['engineer'], factors: [] });
    const cookie = setCookieHeader(response)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=43200/); // 12 hours
    expect(cookie).not.toMatch(/Secure/); // PUBLIC_URL is http in tests
    expect(refreshToken).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = JSON.stringify(session);
    expect(body).not.toContain(refreshToken);
  });

  it('signs in by Thai phone number in any common spelling', async () => {
    const user = await createUser(testDatabase.db, { email: null, phone: '0812345678' });

    const response = await postSignIn(testApp.app, {
      identifier: '+66 81 234 5678',
      password: user.password,
    });

    expect(response.status).toBe(200);
    expect(ZSessionSchema.parse(await response.json()).user.phone).toBe('0812345678');
  });

  it('gives an unknown account, a wrong password, the other screen and a disabled account the same 401', async () => {
    const staff = await createUser(testDatabase.db, { roles: ['sales'] });
    const dealer = await createUser(testDatabase.db, { kind: 'dealer' });
    const disabled = await createUser(testDatabase.db, { disabled: true });

    const answers = await Promise.all([
      postSignIn(testApp.app, { identifier: 'nobody@example.com', password: staff.password }),
      postSignIn(testApp.app, { identifier: staff.email!, password: 'wrong-password-123' }),
      postSignIn(testApp.app, { identifier: staff.email!, password: staff.password, audience: 'dealer' }),
      postSignIn(testApp.app, { identifier: dealer.email!, password: dealer.password, audience: 'staff' }),
      postSignIn(testApp.app, { identifier: disabled.email!, password: disabled.password }),
    ]);

    const bodies = [];
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect(setCookieHeader(response)).toBeUndefined();
      const { error } = ZErrorBodySchema.parse(await response.json());
      const { requestId: _requestId, ...rest } = error;
      bodies.push(rest);
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ code: 'UNAUTHORIZED', messageKey: 'errors.auth.invalidCredentials' });
  });
});

describe('the access check', () => {
  it('refuses a missing, malformed or forged token with 401 "Please login first"', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken } = await signIn(testApp.app, user);
    const [header, payload] = accessToken.split('.');

    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer not-a-token' },
      { Authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl` },
      { Authorization: `Basic ${btoa('a:b')}` },
    ];
    for (const headers of attempts) {
      const response = await testApp.app.request('/api/auth/user', { headers });
      expect(response.status).toBe(401);
      expect(await errorKey(response)).toBe('errors.auth.loginRequired');
    }
    expect((await getUser(testApp.app, accessToken)).status).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createTestApp({ database: testDatabase.database, auth: { now: clock.now } });
    const user = await createUser(testDatabase.db);
    const { accessToken } = await signIn(other.app, user);

    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    expect((await getUser(other.app, accessToken)).status).toBe(200);
    await other.close();
  });

  it('applies a removed role on the very next request', async () => {
    const user = await createUser(testDatabase.db, { roles: ['admin'] });
    const { accessToken } = await signIn(testApp.app, user);
    const listUsers = () =>
      testApp.app.request('/api/admin/users', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect((await listUsers()).status).toBe(200);

    // Changed by another instance or a script: every instance hears of it (at once with PGlite).
    const told = accountChangeTold(testDatabase.database);
    await testDatabase.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    await told;

    const refused = await listUsers();
    expect(refused.status).toBe(403);
    expect(await errorKey(refused)).toBe('errors.auth.accessDenied');
    expect((await getUser(testApp.app, accessToken)).status).toBe(200); // still signed in
  });

  it('applies disabling on the very next request, whatever the token says', async () => {
    const user = await createUser(testDatabase.db, { roles: ['finance'] });
    const { accessToken, refreshToken } = await signIn(testApp.app, user);
    expect((await getUser(testApp.app, accessToken)).status).toBe(200);

    const told = accountChangeTold(testDatabase.database);
    await testDatabase.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, user.id));
    await told;

    const response = await getUser(testApp.app, accessToken);
    expect(response.status).toBe(401);
    expect(await errorKey(response)).toBe('errors.auth.loginRequired');
    expect(await refreshedSession(await postRefresh(testApp.app, refreshToken))).toBeNull();
  });

  it('moves the idle clock at most once a minute', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await signIn(testApp.app, user);
    const sessionId = sessionIdOf(refreshToken);
    const signedInAt = clock.now();

    clock.advance(30_000);
    await getUser(testApp.app, accessToken);
    expect((await findSessionRow(testDatabase.db, sessionId))?.lastSeenAt).toEqual(signedInAt);

    clock.advance(31_000);
    await getUser(testApp.app, accessToken);
    expect((await findSessionRow(testDatabase.db, sessionId))?.lastSeenAt).toEqual(clock.now());
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token along a chain; each new access token works', async () => {
    const user = await createUser(testDatabase.db);
    let { refreshToken } = await signIn(testApp.app, user);
    const seen = new Set([refreshToken]);

    for (let step = 0; step < 5; step += 1) {
      clock.advance(5 * MINUTE);
      const response = await postRefresh(testApp.app, refreshToken);
      const session = await refreshedSession(response);
      expect(session?.user.id).toBe(user.id);
      const next = refreshCookieOf(response)!;
      expect(next).toBeTruthy();
      expect(seen.has(next)).toBe(false);
      expect(sessionIdOf(next)).toBe(sessionIdOf(refreshToken)); // the same session
      seen.add(next);
      refreshToken = next;
      expect((await getUser(testApp.app, session!.accessToken)).status).toBe(200);
    }
    expect(setCookieHeader(await postRefresh(testApp.app, refreshToken))).toMatch(/Max-Age=\d+/);
  });

  it('ends the whole session when an old token is used again outside the grace window', async () => {
    const user = await createUser(testDatabase.db);
    const first = await signIn(testApp.app, user);
    const second = refreshCookieOf(await postRefresh(testApp.app, first.refreshToken))!;
    const third = refreshCookieOf(await postRefresh(testApp.app, second))!;
    const fourth = await postRefresh(testApp.app, third);
    const newest = refreshCookieOf(fourth)!;
    const { session } = ZRefreshResponseSchema.parse(await fourth.json());

    clock.advance(31_000);
    const reuse = await postRefresh(testApp.app, first.refreshToken);

    expect(await refreshedSession(reuse)).toBeNull();
    expect(setCookieHeader(reuse)).toMatch(/Max-Age=0/);
    expect(await refreshedSession(await postRefresh(testApp.app, newest))).toBeNull();
    expect((await getUser(testApp.app, session!.accessToken)).status).toBe(401);
    const row = await findSessionRow(testDatabase.db, sessionIdOf(newest));
    expect(row?.endReason).toBe('refreshReuse');
    const audit = (await listAudit(testDatabase.db)).filter((entry) => entry.action === 'REFRESH_REUSE');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: user.id, targetId: row?.id });
  });

  it('lets the token before the newest refresh within 30 s, without a new cookie', async () => {
    const user = await createUser(testDatabase.db);
    const { refreshToken } = await signIn(testApp.app, user);
    const newest = refreshCookieOf(await postRefresh(testApp.app, refreshToken))!;

    clock.advance(20_000);
    const late = await postRefresh(testApp.app, refreshToken);

    expect((await refreshedSession(late))?.user.id).toBe(user.id);
    expect(setCookieHeader(late)).toBeUndefined();
    expect(await refreshedSession(await postRefresh(testApp.app, newest))).not.toBeNull();
  });

  it('answers two concurrent refreshes with the same token both with a session', async () => {
    const user = await createUser(testDatabase.db);
    const { refreshToken } = await signIn(testApp.app, user);

    const [a, b] = await Promise.all([
      postRefresh(testApp.app, refreshToken),
      postRefresh(testApp.app, refreshToken),
    ]);

    const sessions = [await refreshedSession(a), await refreshedSession(b)];
    expect(sessions.every((session) => session?.user.id === user.id)).toBe(true);
    const cookies = [refreshCookieOf(a), refreshCookieOf(b)].filter(Boolean);
    expect(cookies).toHaveLength(1); // one rotation; the other answer rides on the grace window
    for (const session of sessions)
      expect((await getUser(testApp.app, session!.accessToken)).status).toBe(200);
    expect(await refreshedSession(await postRefresh(testApp.app, cookies[0]))).not.toBeNull();
  });

  it('answers session null (not an error) without a cookie or with a malformed one', async () => {
    expect(await refreshedSession(await postRefresh(testApp.app, undefined))).toBeNull();
    const malformed = await postRefresh(testApp.app, 'garbage');
    expect(await refreshedSession(malformed)).toBeNull();
    expect(setCookieHeader(malformed)).toMatch(/Max-Age=0/);
  });

  it('ends a session idle for 30 minutes (refreshes do not count as activity)', async () => {
    const user = await createUser(testDatabase.db);
    let { refreshToken } = await signIn(testApp.app, user);

    clock.advance(14 * MINUTE);
    refreshToken = refreshCookieOf(await postRefresh(testApp.app, refreshToken))!;
    clock.advance(14 * MINUTE);
    refreshToken = refreshCookieOf(await postRefresh(testApp.app, refreshToken))!;
    clock.advance(2 * MINUTE + 1000);

    expect(await refreshedSession(await postRefresh(testApp.app, refreshToken))).toBeNull();
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.endReason).toBe('idle');
  });

  it('keeps an active session past 30 minutes and ends it at the absolute 12 hours', async () => {
    const user = await createUser(testDatabase.db);
    const signedIn = await signIn(testApp.app, user);
    let refreshToken = signedIn.refreshToken;
    const end = clock.now().getTime() + 12 * 60 * MINUTE;

    while (clock.now().getTime() + 14 * MINUTE < end) {
      clock.advance(14 * MINUTE);
      const response = await postRefresh(testApp.app, refreshToken);
      const session = await refreshedSession(response);
      expect(session, clock.now().toISOString()).not.toBeNull();
      expect(session!.expiresAt * 1000).toBeLessThanOrEqual(end); // never past the session's end
      refreshToken = refreshCookieOf(response)!;
      expect((await getUser(testApp.app, session!.accessToken)).status).toBe(200); // activity
    }
    clock.set(new Date(end));

    expect(await refreshedSession(await postRefresh(testApp.app, refreshToken))).toBeNull();
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.endReason).toBe('expired');
  });

  it('ends a session on an ordinary request once idle (SESSION_IDLE_MINUTES=5)', async () => {
    const shortIdle = await createTestApp({
      database: testDatabase.database,
      auth: { now: clock.now },
      env: { SESSION_IDLE_MINUTES: '5' },
    });
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await signIn(shortIdle.app, user);

    clock.advance(4 * MINUTE);
    expect((await getUser(shortIdle.app, accessToken)).status).toBe(200);
    clock.advance(4 * MINUTE);
    expect((await getUser(shortIdle.app, accessToken)).status).toBe(200); // 4 min after the last request
    clock.advance(5 * MINUTE);
    expect((await getUser(shortIdle.app, accessToken)).status).toBe(401);
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.endReason).toBe('idle');
    await shortIdle.close();
  });

  it('refuses requests that are not JSON or not from the site (CSRF)', async () => {
    const user = await createUser(testDatabase.db);
    const { refreshToken } = await signIn(testApp.app, user);
    const cookie = `tradein_refresh=${refreshToken}`;
    const attempts: Record<string, string>[] = [
      { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: cookie },
      { 'Content-Type': 'text/plain', Origin: TEST_ORIGIN, Cookie: cookie },
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN, Cookie: cookie },
      { 'Content-Type': 'application/json', Cookie: cookie },
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Cookie: cookie },
      { 'Content-Type': 'application/json', Origin: 'null', Cookie: cookie },
    ];
    for (const path of ['/api/auth/refresh', '/api/auth/sign-out']) {
      for (const headers of attempts) {
        const response = await testApp.app.request(path, { method: 'POST', headers, body: '{}' });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await errorKey(response)).toBe('errors.auth.originRefused');
      }
    }
    // The session is untouched, and a same-origin browser without an Origin header is accepted.
    const sameOrigin = await testApp.app.request('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
      body: '{}',
    });
    expect(await refreshedSession(sameOrigin)).not.toBeNull();
  });

  it('treats an Origin that names the host the request was sent to as the site (opened at 127.0.0.1)', async () => {
    // PUBLIC_URL says localhost (TEST_ORIGIN); the browser opened the site at 127.0.0.1:3000.
    const user = await createUser(testDatabase.db);
    const { refreshToken } = await signIn(testApp.app, user);
    const refresh = (origin: string, token: string) =>
      testApp.app.request('http://127.0.0.1:3000/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: `tradein_refresh=${token}` },
        body: '{}',
      });

    const otherPort = await refresh('http://127.0.0.1:4000', refreshToken);
    expect(otherPort.status).toBe(403);
    const refreshed = await refresh('http://127.0.0.1:3000', refreshToken);
    expect(await refreshedSession(refreshed)).not.toBeNull();
  });

  it('accepts an origin listed in CORS_ORIGINS and answers it with CORS headers', async () => {
    const withCors = await createTestApp({
      database: testDatabase.database,
      auth: { now: clock.now },
      env: { CORS_ORIGINS: 'https://partner.example.com' },
    });
    const user = await createUser(testDatabase.db);
    const { refreshToken } = await signIn(withCors.app, user);

    const response = await postRefresh(withCors.app, refreshToken, { Origin: 'https://partner.example.com' });
    expect(await refreshedSession(response)).not.toBeNull();
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example.com');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');

    const preflight = await withCors.app.request('/api/auth/refresh', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const other = await testApp.app.request('/api/brands', {
      headers: { Origin: 'https://partner.example.com' },
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull(); // not listed in this app
    await withCors.close();
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session at once, clears the cookie and is audited', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await signIn(testApp.app, user);

    const response = await postSignOut(testApp.app, refreshToken);

    expect(response.status).toBe(204);
    expect(setCookieHeader(response)).toMatch(/Max-Age=0/);
    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    expect(await refreshedSession(await postRefresh(testApp.app, refreshToken))).toBeNull();
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.endReason).toBe('signedOut');
    expect((await listAudit(testDatabase.db)).map((entry) => entry.action)).toContain('SIGN_OUT');
  });

  it('ends the session of a bearer token when there is no cookie, and answers 204 when nothing is open', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken } = await signIn(testApp.app, user);

    const response = await postSignOut(testApp.app, undefined, { Authorization: `Bearer ${accessToken}` });
    expect(response.status).toBe(204);
    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    expect((await postSignOut(testApp.app, undefined)).status).toBe(204);
  });

  it('leaves other sessions of the same user open', async () => {
    const user = await createUser(testDatabase.db);
    const laptop = await signIn(testApp.app, user);
    const phone = await signIn(testApp.app, user);

    await postSignOut(testApp.app, laptop.refreshToken);

    expect((await getUser(testApp.app, laptop.accessToken)).status).toBe(401);
    const response = await getUser(testApp.app, phone.accessToken);
    expect(response.status).toBe(200);
    expect(ZUserSchema.parse(await response.json()).id).toBe(user.id);
  });
});
