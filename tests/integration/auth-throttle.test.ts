import { beforeEach, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  SIGN_IN_ALERT_FAILURES,
  SIGN_IN_ATTEMPTS_PER_ACCOUNT,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
} from '#server/modules/auth/sign-in-throttle.ts';
import { createClock, createUser, listAudit, postSignIn } from '../support/auth-factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

const testDatabase = useTestDatabase();
let testApp: TTestApp;

// A new app per test: the counters live in the app.
beforeEach(async () => {
  testApp = await createTestApp({ database: testDatabase.database });
});

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(ZErrorBodySchema.parse(await response.json()).error).toMatchObject({
    code: 'RATE_LIMITED',
    messageKey: 'errors.rateLimited',
  });
}

describe('sign-in throttling', () => {
  it('refuses the 11th rapid attempt on one account with 429 and Retry-After, even with the right password', async () => {
    const user = await createUser(testDatabase.db);
    expect(SIGN_IN_ATTEMPTS_PER_ACCOUNT.max).toBe(10);

    const failures = await Promise.all(
      Array.from({ length: 10 }, () =>
        postSignIn(testApp.app, { identifier: user.email!, password: 'wrong-password-123' }),
      ),
    );
    expect(failures.map((response) => response.status)).toEqual(Array(10).fill(401));

    await expectThrottled(
      await postSignIn(testApp.app, { identifier: user.email!, password: user.password }),
    );
  });

  it('is not reset by a forged X-Forwarded-For (TRUST_PROXY=false)', async () => {
    const user = await createUser(testDatabase.db);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postSignIn(
        testApp.app,
        { identifier: user.email!, password: 'wrong-password-123' },
        { 'X-Forwarded-For': `203.0.113.${attempt}` },
      );
      expect(response.status).toBe(401);
    }

    await expectThrottled(
      await postSignIn(
        testApp.app,
        { identifier: user.email!, password: user.password },
        { 'X-Forwarded-For': '198.51.100.77' },
      ),
    );
  });

  it('counts an account once whether it is named by email or by phone', async () => {
    const user = await createUser(testDatabase.db, { phone: '0891234567' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const identifier = attempt % 2 === 0 ? user.email! : '089-123-4567';
      expect((await postSignIn(testApp.app, { identifier, password: 'wrong-password-123' })).status).toBe(
        401,
      );
    }
    await expectThrottled(
      await postSignIn(testApp.app, { identifier: '0891234567', password: user.password }),
    );
  });

  it('throttles unknown accounts the same way, so the limit tells nothing', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postSignIn(testApp.app, { identifier: 'ghost@example.com', password: 'x' });
      expect(response.status).toBe(401);
    }
    await expectThrottled(await postSignIn(testApp.app, { identifier: 'ghost@example.com', password: 'x' }));
  });

  it('clears the account count after a successful sign-in', async () => {
    const user = await createUser(testDatabase.db);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await postSignIn(testApp.app, { identifier: user.email!, password: 'wrong-password-123' });
    }
    const signedIn = await postSignIn(testApp.app, { identifier: user.email!, password: user.password });
    expect(signedIn.status).toBe(200);
    // The browser keeps its known-device cookie (F4): the account's slow-down across addresses, which
    // 18 failures in a quarter of an hour start, does not hold it back.
    const device = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith('tradein_device='))!
      .split(';')[0]!;
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const response = await postSignIn(
        testApp.app,
        { identifier: user.email!, password: 'wrong-password-123' },
        { Cookie: device },
      );
      expect(response.status).toBe(401);
    }
    expect(
      (
        await postSignIn(
          testApp.app,
          { identifier: user.email!, password: user.password },
          { Cookie: device },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses the 51st failure from one address across many accounts', async () => {
    expect(SIGN_IN_ATTEMPTS_PER_ADDRESS.max).toBe(50);
    const user = await createUser(testDatabase.db);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await postSignIn(testApp.app, {
        identifier: `someone${attempt}@example.com`,
        password: 'wrong-password-123',
      });
      expect(response.status).toBe(401);
    }
    await expectThrottled(
      await postSignIn(testApp.app, { identifier: user.email!, password: user.password }),
    );
  });

  it('does not count successful sign-ins against the address', async () => {
    const user = await createUser(testDatabase.db);
    for (let attempt = 0; attempt < 55; attempt += 1) {
      const response = await postSignIn(testApp.app, { identifier: user.email!, password: user.password });
      expect(response.status).toBe(200);
    }
  });

  it('audits each failure with its reason, without the password', async () => {
    const user = await createUser(testDatabase.db);
    await postSignIn(testApp.app, { identifier: user.email!, password: 'wrong-password-123' });
    await postSignIn(testApp.app, { identifier: 'ghost@example.com', password: 'another-secret-456' });

    const audit = await listAudit(testDatabase.db);
    expect(audit.map((entry) => [entry.action, entry.targetId, entry.details?.reason])).toEqual([
      ['SIGN_IN_FAILED', user.id, 'wrongPassword'],
      ['SIGN_IN_FAILED', null, 'unknownAccount'],
    ]);
    const text = JSON.stringify(audit);
    expect(text).not.toContain('wrong-password-123');
    expect(text).not.toContain('another-secret-456');
    expect(text).not.toContain('ghost@example.com');
  });
});

describe('sign-in throttling behind a trusted proxy (TRUST_PROXY=true)', () => {
  it('counts each forwarded client address on its own', async () => {
    const proxied = await createTestApp({ database: testDatabase.database, env: { TRUST_PROXY: 'true' } });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await postSignIn(
        proxied.app,
        { identifier: `someone${attempt}@example.com`, password: 'wrong-password-123' },
        { 'X-Forwarded-For': '203.0.113.9' },
      );
    }
    await expectThrottled(
      await postSignIn(
        proxied.app,
        { identifier: 'fresh@example.com', password: 'x' },
        { 'X-Forwarded-For': '203.0.113.9' },
      ),
    );
    const other = await postSignIn(
      proxied.app,
      { identifier: 'fresh@example.com', password: 'x' },
      { 'X-Forwarded-For': '198.51.100.1' },
    );
    expect(other.status).toBe(401);
    await proxied.close();
  });
});

describe('a stranger cannot lock a staff member out (F8)', () => {
  const clock = createClock();
  const STRANGER = { 'X-Forwarded-For': '203.0.113.66' };
  const STAFF_DESK = { 'X-Forwarded-For': '198.51.100.20' };

  async function proxiedApp() {
    clock.set(new Date('2026-11-23T03:00:00Z'));
    return createTestApp({
      database: testDatabase.database,
      env: { TRUST_PROXY: 'true' },
      auth: { now: clock.now },
    });
  }

  it('slows the guesser down with growing delays while the staff member signs in on their own device', async () => {
    const proxied = await proxiedApp();
    const staff = await createUser(testDatabase.db, { roles: ['finance'] });
    // The staff member's desk signed in before: it keeps the known-device cookie (F4).
    const before = await postSignIn(
      proxied.app,
      { identifier: staff.email!, password: staff.password },
      STAFF_DESK,
    );
    expect(before.status).toBe(200);
    const device = before.headers
      .getSetCookie()
      .find((line) => line.startsWith('tradein_device='))!
      .split(';')[0]!;
    const guess = () =>
      postSignIn(proxied.app, { identifier: staff.email!, password: 'wrong-password-123' }, STRANGER);

    for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS_PER_ACCOUNT.max; attempt += 1) {
      expect((await guess()).status).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await guess();
      await expectThrottled(refused);
      const wait = Number(refused.headers.get('Retry-After'));
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await guess()).status).toBe(401); // the delay is over: one more guess, then a longer wait
    }
    expect(waits).toEqual([30, 60, 120, 240]);

    // The guesses slowed the whole account down (F4): a desk it never signed in on waits too…
    const newDesk = await postSignIn(
      proxied.app,
      { identifier: staff.email!, password: staff.password },
      { 'X-Forwarded-For': '198.51.100.21' },
    );
    expect(newDesk.status).toBe(429);
    // …while the staff member's own device signs in.
    const own = await postSignIn(
      proxied.app,
      { identifier: staff.email!, password: staff.password },
      { ...STAFF_DESK, Cookie: device },
    );
    expect(own.status).toBe(200);
    await proxied.close();
  });

  it(`writes one alert to the audit log when ${SIGN_IN_ALERT_FAILURES} sign-ins on an account fail within 15 minutes`, async () => {
    const proxied = await proxiedApp();
    const staff = await createUser(testDatabase.db, { roles: ['admin'] });
    for (let attempt = 0; attempt < SIGN_IN_ALERT_FAILURES + 5; attempt += 1) {
      await postSignIn(
        proxied.app,
        { identifier: staff.email!, password: 'wrong-password-123' },
        { 'X-Forwarded-For': `203.0.113.${attempt % 3}` },
      );
    }
    const alerts = (await listAudit(testDatabase.db)).filter((entry) => entry.action === 'SIGN_IN_ALERT');
    expect(alerts.map((entry) => [entry.targetId, entry.details])).toEqual([
      [staff.id, { failures: SIGN_IN_ALERT_FAILURES, addresses: 3 }],
    ]);
    await proxied.close();
  });
});
