/**
 * The access check's rows kept per process (issue 33, decision 047): once a session has been let in, its
 * next requests read no session row; every change that could turn it away applies on the next request
 * of this instance, and on another instance once the database's notification reaches it (at once with
 * PGlite, a moment later with a server: `accountChangeTold` waits for it, as an instance would).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZRecoveryLinkResponseSchema } from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { authSessions, authSettings, mfaFactors, userRoles, users } from '#server/db/schema/index.ts';
import {
  accountChangeTold,
  createClock,
  createUser,
  findSessionRow,
  getUser,
  MINUTE,
  postSignOut,
  requestJson,
  sessionIdOf,
  sessionReadsOf,
  signIn,
  type TTestUser,
} from '../support/auth-factories.ts';
import { createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

const testDatabase = useTestDatabase();
const clock = createClock();
let testApp: TTestApp;
/** A second instance on the same database. */
let other: TTestApp;

/** Both instances sign with the same key, so a token made by one is good on the other. */
const env = { AUTH_SECRET: randomBytes(36).toString('base64url') };

beforeEach(async () => {
  clock.set(new Date('2026-11-23T03:00:00Z'));
  testApp = await createTestApp({ database: testDatabase.database, auth: { now: clock.now }, env });
  other = await createTestApp({ database: testDatabase.database, auth: { now: clock.now }, env });
});
afterEach(async () => {
  await other.close();
});

const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
const listUsers = (app: TTestApp, accessToken: string) =>
  app.app.request('/api/admin/users', { headers: bearer(accessToken) });
async function errorKey(response: Response): Promise<string> {
  return ZErrorBodySchema.parse(await response.json()).error.messageKey;
}

/**
 * Signs `user` in and has each instance let the session in until it answers without reading the session
 * (with a server, the set-up's own notifications arrive a moment after it).
 */
async function keptSession(user: TTestUser) {
  const session = await signIn(testApp.app, user);
  for (const app of [testApp, other]) {
    await expect
      .poll(
        async () =>
          sessionReadsOf(testDatabase.database, async () => {
            expect((await getUser(app.app, session.accessToken)).status).toBe(200);
          }),
        { timeout: 5_000, interval: 20 },
      )
      .toBe(0);
  }
  return session;
}

describe('the kept access check', () => {
  it('reads the session once, then answers from memory on both instances', async () => {
    const user = await createUser(testDatabase.db, { roles: ['admin'] });
    const { accessToken } = await keptSession(user);

    const reads = await sessionReadsOf(testDatabase.database, async () => {
      for (let i = 0; i < 5; i += 1) expect((await listUsers(testApp, accessToken)).status).toBe(200);
    });
    expect(reads).toBe(0);
  });

  it('applies sign-out at once on this instance and on the other once told', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await keptSession(user);

    const told = accountChangeTold(testDatabase.database);
    expect((await postSignOut(testApp.app, refreshToken)).status).toBe(204);
    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    await told;
    expect((await getUser(other.app, accessToken)).status).toBe(401);
  });

  it('applies a role removed by an admin at once, and on the other instance once told', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const adminSession = await signIn(testApp.app, admin);
    const user = await createUser(testDatabase.db, { roles: ['admin', 'sales'] });
    const { accessToken } = await keptSession(user);
    expect((await listUsers(testApp, accessToken)).status).toBe(200);

    const told = accountChangeTold(testDatabase.database);
    const changed = await requestJson(
      testApp.app,
      'PUT',
      `/api/admin/users/${user.id}/roles`,
      adminSession.accessToken,
      { roles: ['sales'] },
    );
    expect(changed.status).toBe(200);

    const refused = await listUsers(testApp, accessToken);
    expect(refused.status).toBe(403);
    expect(await errorKey(refused)).toBe('errors.auth.accessDenied');
    await told;
    expect((await listUsers(other, accessToken)).status).toBe(403);
  });

  it('applies a role given in the database by anyone (a script, another instance) once told', async () => {
    const user = await createUser(testDatabase.db, { roles: ['sales'] });
    const { accessToken } = await keptSession(user);
    expect((await listUsers(testApp, accessToken)).status).toBe(403);

    const told = accountChangeTold(testDatabase.database);
    await testDatabase.db.insert(userRoles).values({ userId: user.id, role: 'admin' });
    await told;

    expect((await listUsers(testApp, accessToken)).status).toBe(200);
    expect((await listUsers(other, accessToken)).status).toBe(200);
  });

  it('applies suspension by an admin at once on both instances (told to the other)', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const adminSession = await signIn(testApp.app, admin);
    const user = await createUser(testDatabase.db, { roles: ['warehouse'] });
    const { accessToken } = await keptSession(user);

    const told = accountChangeTold(testDatabase.database);
    const disabled = await requestJson(
      testApp.app,
      'PUT',
      `/api/admin/users/${user.id}/disabled`,
      adminSession.accessToken,
      { disabled: true },
    );
    expect(disabled.status).toBe(200);
    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    await told;
    expect((await getUser(other.app, accessToken)).status).toBe(401);
  });

  it('applies a suspension written to the database (the session still open) once told', async () => {
    const user = await createUser(testDatabase.db, { roles: ['warehouse'] });
    const { accessToken, refreshToken } = await keptSession(user);

    const told = accountChangeTold(testDatabase.database);
    await testDatabase.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, user.id));
    await told;

    for (const app of [testApp, other]) expect((await getUser(app.app, accessToken)).status).toBe(401);
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.endReason).toBe('disabled');
  });

  it('applies a password change (a recovery link) to the other sessions at once', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const adminSession = await signIn(testApp.app, admin);
    const user = await createUser(testDatabase.db, { roles: ['sales'] });
    const { accessToken } = await keptSession(user);
    const link = ZRecoveryLinkResponseSchema.parse(
      await (
        await requestJson(
          testApp.app,
          'POST',
          `/api/admin/users/${user.id}/recovery-link`,
          adminSession.accessToken,
        )
      ).json(),
    );
    const token = new URL(link.url).searchParams.get('recovery')!;

    const told = accountChangeTold(testDatabase.database);
    const recovered = await postJson(testApp.app, '/api/auth/recover', {
      token,
      password: 'new-lantern-harbour-7',
    });
    expect(recovered.status).toBe(200);
    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    await told;
    expect((await getUser(other.app, accessToken)).status).toBe(401);
  });

  it('applies an admin ending every session of a user at once', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const adminSession = await signIn(testApp.app, admin);
    const user = await createUser(testDatabase.db, { roles: ['account'] });
    const { accessToken } = await keptSession(user);

    const told = accountChangeTold(testDatabase.database);
    const ended = await requestJson(
      testApp.app,
      'POST',
      `/api/admin/users/${user.id}/sign-out`,
      adminSession.accessToken,
    );
    expect(ended.status).toBe(204);
    expect((await getUser(testApp.app, accessToken)).status).toBe(401);
    await told;
    expect((await getUser(other.app, accessToken)).status).toBe(401);
  });

  it('applies a session ended in the database once told', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await keptSession(user);

    const told = accountChangeTold(testDatabase.database);
    await testDatabase.db
      .update(authSessions)
      .set({ endedAt: clock.now(), endReason: 'endedByAdmin' })
      .where(eq(authSessions.id, sessionIdOf(refreshToken)));
    await told;

    for (const app of [testApp, other]) expect((await getUser(app.app, accessToken)).status).toBe(401);
  });

  it('applies two-factor newly required for a role, and a factor removed in the database', async () => {
    const admin = await createUser(testDatabase.db, { roles: ['admin'] });
    const { accessToken } = await keptSession(admin);

    const told = accountChangeTold(testDatabase.database);
    const settings = await requestJson(testApp.app, 'PUT', '/api/admin/auth-settings', accessToken, {
      mfaRequiredRoles: ['admin'],
    });
    expect(settings.status).toBe(200);
    const refused = await listUsers(testApp, accessToken);
    expect(refused.status).toBe(403);
    expect(await errorKey(refused)).toBe('errors.auth.mfaRequired');
    await told;
    expect(await errorKey(await listUsers(other, accessToken))).toBe('errors.auth.mfaRequired');

    // Written by anyone: the settings row and the factors table tell as well.
    const cleared = accountChangeTold(testDatabase.database);
    await testDatabase.db.update(authSettings).set({ mfaRequiredRoles: [] });
    await cleared;
    for (const app of [testApp, other]) expect((await listUsers(app, accessToken)).status).toBe(200);
    const factorGone = accountChangeTold(testDatabase.database);
    await testDatabase.db.delete(mfaFactors).where(eq(mfaFactors.userId, admin.id));
    await factorGone;
  });

  it('ends an idle session even while its row is kept (SESSION_IDLE_MINUTES=5)', async () => {
    const shortIdle = await createTestApp({
      database: testDatabase.database,
      auth: { now: clock.now },
      env: { ...env, SESSION_IDLE_MINUTES: '5' },
    });
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await signIn(shortIdle.app, user);
    await expect
      .poll(
        () =>
          sessionReadsOf(testDatabase.database, async () => {
            expect((await getUser(shortIdle.app, accessToken)).status).toBe(200);
          }),
        { timeout: 5_000, interval: 20 },
      )
      .toBe(0);

    clock.advance(5 * MINUTE + 1000);
    expect((await getUser(shortIdle.app, accessToken)).status).toBe(401);
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.endReason).toBe('idle');
  });

  it('moves the idle clock without distrusting the kept rows', async () => {
    const user = await createUser(testDatabase.db);
    const { accessToken, refreshToken } = await keptSession(user);

    clock.advance(2 * MINUTE);
    expect((await getUser(testApp.app, accessToken)).status).toBe(200);
    expect((await findSessionRow(testDatabase.db, sessionIdOf(refreshToken)))?.lastSeenAt).toEqual(
      clock.now(),
    );
    // The touch is not an account change: the next requests still read no session.
    const reads = await sessionReadsOf(testDatabase.database, async () => {
      expect((await getUser(testApp.app, accessToken)).status).toBe(200);
    });
    expect(reads).toBe(0);
  });
});
