import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ZEnrollFactorResponseSchema,
  ZMfaChallengeSchema,
  ZSessionSchema,
  ZUserSchema,
} from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { mfaFactors } from '#server/db/schema/index.ts';
import {
  codeAt,
  createClock,
  createUser,
  getUser,
  listAudit,
  postSignIn,
  refreshCookieOf,
  requestJson,
  signIn,
  type TTestUser,
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

const STEP = 30_000;

async function errorKey(response: Response): Promise<string> {
  return ZErrorBodySchema.parse(await response.json()).error.messageKey;
}

async function enrol(accessToken: string, friendlyName = 'Work phone') {
  const response = await requestJson(testApp.app, 'POST', '/api/auth/factors', accessToken, { friendlyName });
  expect(response.status).toBe(201);
  return ZEnrollFactorResponseSchema.parse(await response.json());
}

const verifyFactor = (accessToken: string, factorId: string, code: string) =>
  requestJson(testApp.app, 'POST', `/api/auth/factors/${factorId}/verify`, accessToken, { code });

/** A staff user with a verified authenticator; returns its secret and factor id. */
async function userWithFactor(user: TTestUser) {
  const { accessToken } = await signIn(testApp.app, user);
  const { factor, secret } = await enrol(accessToken);
  expect((await verifyFactor(accessToken, factor.id, codeAt(secret, clock.now()))).status).toBe(200);
  clock.advance(STEP); // the next code is a new step
  return { factorId: factor.id, secret };
}

async function challengeFor(user: TTestUser) {
  const response = await postSignIn(testApp.app, { identifier: user.email!, password: user.password });
  expect(response.status).toBe(200);
  expect(refreshCookieOf(response)).toBeUndefined(); // no session before the second step
  return ZMfaChallengeSchema.parse(await response.json());
}

const postMfaVerify = (body: unknown) =>
  testApp.app.request('/api/auth/mfa/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('enrolling an authenticator', () => {
  it('gives the secret, otpauth URL and QR code once, then activates the factor and raises the session to aal2', async () => {
    const user = await createUser(testDatabase.db, { roles: ['engineer'] });
    const { accessToken } = await signIn(testApp.app, user);

    const enrolled = await enrol(accessToken, 'Pixel');
    expect(enrolled.factor).toMatchObject({
      factorType: 'totp',
      status: 'unverified',
      friendlyName: 'Pixel',
    });
    expect(enrolled.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolled.otpauthUrl).toBe(
      `otpauth://totp/Khumkha:${encodeURIComponent(user.email!)}?secret=${enrolled.secret}&issuer=Khumkha&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolled.qrSvg).toMatch(/^<svg/);

    const wrong = await verifyFactor(accessToken, enrolled.factor.id, '000000');
    expect(wrong.status).toBe(400);
    expect(await errorKey(wrong)).toBe('errors.auth.codeInvalid');

    const response = await verifyFactor(
      accessToken,
      enrolled.factor.id,
      codeAt(enrolled.secret, clock.now()),
    );
    expect(response.status).toBe(200);
    const session = ZSessionSchema.parse(await response.json());
    expect(session.aal).toBe('aal2');
    expect(session.user.factors).toEqual([{ ...enrolled.factor, status: 'verified' }]);
    expect((await getUser(testApp.app, session.accessToken)).status).toBe(200);
  });

  it('keeps the secret encrypted at rest and out of the audit log', async () => {
    const user = await createUser(testDatabase.db, { roles: ['sales'] });
    const { accessToken } = await signIn(testApp.app, user);
    const { factor, secret } = await enrol(accessToken);
    await verifyFactor(accessToken, factor.id, codeAt(secret, clock.now()));

    const [row] = await testDatabase.db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id));
    expect(row?.secretEncrypted).toMatch(/^v1\./);
    expect(row?.secretEncrypted).not.toContain(secret);
    const audit = await listAudit(testDatabase.db);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['MFA_ENROLLED', 'MFA_CHALLENGE_VERIFIED']),
    );
    const text = JSON.stringify(audit);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(codeAt(secret, clock.now()));
  });

  it('refuses a code that was already used (replay)', async () => {
    const user = await createUser(testDatabase.db, { roles: ['sales'] });
    const { accessToken } = await signIn(testApp.app, user);
    const { factor, secret } = await enrol(accessToken);
    const code = codeAt(secret, clock.now());
    expect((await verifyFactor(accessToken, factor.id, code)).status).toBe(200);

    const again = await verifyFactor(accessToken, factor.id, code);
    expect(again.status).toBe(400);
    expect(await errorKey(again)).toBe('errors.auth.codeInvalid');
  });

  it('is for staff: a dealer gets 403 Access denied', async () => {
    const dealer = await createUser(testDatabase.db, { kind: 'dealer' });
    const { accessToken } = await signIn(testApp.app, dealer);

    const response = await requestJson(testApp.app, 'POST', '/api/auth/factors', accessToken, {
      friendlyName: 'Phone',
    });
    expect(response.status).toBe(403);
    expect(await errorKey(response)).toBe('errors.auth.accessDenied');
  });

  it("does not find another user's factor", async () => {
    const owner = await createUser(testDatabase.db, { roles: ['sales'] });
    const other = await createUser(testDatabase.db, { roles: ['sales'] });
    const ownerSession = await signIn(testApp.app, owner);
    const { factor, secret } = await enrol(ownerSession.accessToken);
    const { accessToken } = await signIn(testApp.app, other);

    const response = await verifyFactor(accessToken, factor.id, codeAt(secret, clock.now()));
    expect(response.status).toBe(404);
    expect(await errorKey(response)).toBe('errors.auth.factorNotFound');
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge, then a session at aal2 for the right code', async () => {
    const user = await createUser(testDatabase.db, { roles: ['warehouse'] });
    const { factorId, secret } = await userWithFactor(user);

    const challenge = await challengeFor(user);
    expect(challenge.factors).toEqual([{ id: factorId, friendlyName: 'Work phone' }]);

    const wrong = await postMfaVerify({ challengeToken: challenge.challengeToken, factorId, code: '123456' });
    expect(wrong.status).toBe(400);
    expect(await errorKey(wrong)).toBe('errors.auth.codeInvalid');

    const code = codeAt(secret, clock.now());
    const response = await postMfaVerify({ challengeToken: challenge.challengeToken, factorId, code });
    expect(response.status).toBe(200);
    const session = ZSessionSchema.parse(await response.json());
    expect(session.aal).toBe('aal2');
    expect(refreshCookieOf(response)).toBeTruthy();

    const replay = await postMfaVerify({ challengeToken: challenge.challengeToken, factorId, code });
    expect(replay.status).toBe(400);
    expect(await errorKey(replay)).toBe('errors.auth.codeInvalid');
  });

  it('refuses an expired or forged challenge token', async () => {
    const user = await createUser(testDatabase.db, { roles: ['warehouse'] });
    const { factorId, secret } = await userWithFactor(user);
    const challenge = await challengeFor(user);

    clock.advance(6 * 60_000);
    const expired = await postMfaVerify({
      challengeToken: challenge.challengeToken,
      factorId,
      code: codeAt(secret, clock.now()),
    });
    expect(expired.status).toBe(401);
    expect(await errorKey(expired)).toBe('errors.auth.challengeExpired');

    const forged = await postMfaVerify({
      challengeToken: 'a.b.c',
      factorId,
      code: codeAt(secret, clock.now()),
    });
    expect(forged.status).toBe(401);
  });

  it('throttles wrong codes on the account', async () => {
    const user = await createUser(testDatabase.db, { roles: ['warehouse'] });
    const { factorId, secret } = await userWithFactor(user);
    const challenge = await challengeFor(user);

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postMfaVerify({
        challengeToken: challenge.challengeToken,
        factorId,
        code: '000000',
      });
      expect(response.status).toBe(400);
    }
    const throttled = await postMfaVerify({
      challengeToken: challenge.challengeToken,
      factorId,
      code: codeAt(secret, clock.now()),
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('removing an authenticator', () => {
  it('needs an aal2 session, and afterwards sign-in needs no second step', async () => {
    const user = await createUser(testDatabase.db, { roles: ['logistics'] });
    const { factorId, secret } = await userWithFactor(user);
    const challenge = await challengeFor(user);
    const response = await postMfaVerify({
      challengeToken: challenge.challengeToken,
      factorId,
      code: codeAt(secret, clock.now()),
    });
    const { accessToken } = ZSessionSchema.parse(await response.json());

    const removed = await requestJson(testApp.app, 'DELETE', `/api/auth/factors/${factorId}`, accessToken);
    expect(removed.status).toBe(204);
    expect(ZUserSchema.parse(await (await getUser(testApp.app, accessToken)).json()).factors).toEqual([]);
    expect((await listAudit(testDatabase.db)).map((entry) => entry.action)).toContain('MFA_REMOVED');

    const session = await signIn(testApp.app, user); // a plain session again
    expect(session.session.aal).toBe('aal1');
  });

  it('refuses an aal1 session of an account that has an authenticator', async () => {
    const user = await createUser(testDatabase.db, { roles: ['logistics'] });
    const { accessToken } = await signIn(testApp.app, user);
    const { factor, secret } = await enrol(accessToken);
    // A second browser signed in before the factor was verified stays at aal1.
    const other = await signIn(testApp.app, user);
    await verifyFactor(accessToken, factor.id, codeAt(secret, clock.now()));

    const response = await requestJson(
      testApp.app,
      'DELETE',
      `/api/auth/factors/${factor.id}`,
      other.accessToken,
    );
    expect(response.status).toBe(403);
    expect(await errorKey(response)).toBe('errors.auth.mfaRequired');
    // Enrolling another factor to get round it is refused too.
    const sneaky = await requestJson(testApp.app, 'POST', '/api/auth/factors', other.accessToken, {
      friendlyName: 'Mine now',
    });
    expect(sneaky.status).toBe(403);
    expect(await errorKey(sneaky)).toBe('errors.auth.stepUpRequired');

    // Stepping up with the existing factor works.
    clock.advance(STEP);
    const stepUp = await verifyFactor(other.accessToken, factor.id, codeAt(secret, clock.now()));
    expect(stepUp.status).toBe(200);
    expect(ZSessionSchema.parse(await stepUp.json()).aal).toBe('aal2');
  });
});

describe('two-factor required for chosen roles (auth_settings.mfa_required_roles)', () => {
  it('lets a user of such a role do nothing but enrol until the factor is verified', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const adminSession = await signIn(testApp.app, admin);
    const settings = await requestJson(
      testApp.app,
      'PUT',
      '/api/admin/auth-settings',
      adminSession.accessToken,
      {
        mfaRequiredRoles: ['engineer', 'admin'],
      },
    );
    expect(settings.status).toBe(200);
    // The admin's own aal1 session is held to the new rule on its next request.
    const adminNow = await requestJson(testApp.app, 'GET', '/api/admin/users', adminSession.accessToken);
    expect(adminNow.status).toBe(403);
    expect(await errorKey(adminNow)).toBe('errors.auth.mfaRequired');

    const engineer = await createUser(testDatabase.db, { roles: ['engineer', 'admin'] });
    const { session, accessToken } = await signIn(testApp.app, engineer);
    expect(session.aal).toBe('aal1');
    expect(session.user.mfaRequired).toBe(true);
    expect((await getUser(testApp.app, accessToken)).status).toBe(200);
    const refused = await requestJson(testApp.app, 'GET', '/api/admin/users', accessToken);
    expect(refused.status).toBe(403);
    expect(await errorKey(refused)).toBe('errors.auth.mfaRequired');

    const { factor, secret } = await enrol(accessToken);
    const verified = await verifyFactor(accessToken, factor.id, codeAt(secret, clock.now()));
    expect(verified.status).toBe(200);
    expect((await requestJson(testApp.app, 'GET', '/api/admin/users', accessToken)).status).toBe(200);

    // The last factor of a role that requires two-factor stays.
    const removal = await requestJson(testApp.app, 'DELETE', `/api/auth/factors/${factor.id}`, accessToken);
    expect(removal.status).toBe(409);
    expect(await errorKey(removal)).toBe('errors.auth.factorRequired');
  });

  it('does not concern users without such a role', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const { accessToken } = await signIn(testApp.app, admin);
    await requestJson(testApp.app, 'PUT', '/api/admin/auth-settings', accessToken, {
      mfaRequiredRoles: ['finance'],
    });
    const reading = await requestJson(testApp.app, 'GET', '/api/admin/auth-settings', accessToken);
    expect(await reading.json()).toEqual({ mfaRequiredRoles: ['finance'] });

    const sales = await createUser(testDatabase.db, { roles: ['sales'] });
    const { session } = await signIn(testApp.app, sales);
    expect(session.user.mfaRequired).toBe(false);
    expect((await listAudit(testDatabase.db)).map((entry) => entry.action)).toContain(
      'AUTH_SETTINGS_CHANGED',
    );
  });
});
