import { beforeEach, describe, expect, it } from 'vitest';
import { ZEnrollFactorResponseSchema, ZMfaChallengeSchema, ZSessionSchema } from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { KNOWN_DEVICE_COOKIE } from '#server/modules/auth/known-device.ts';
import { SIGN_IN_ACCOUNT_SLOWDOWN } from '#server/modules/auth/sign-in-throttle.ts';
import {
  codeAt,
  createClock,
  createUser,
  listAudit,
  postSignIn,
  requestJson,
  signIn,
  type TTestUser,
} from '../support/auth-factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

/**
 * F4 (issue 28 item 6): sign-in throttling was per account and address, so 60 wrong passwords on one
 * staff account from 12 addresses were never refused. Now the account counts attempts from all addresses
 * together and slows password checks down, while its owner still signs in on a device they used before,
 * or with the password and the two-step code.
 */

const testDatabase = useTestDatabase();
const clock = createClock();
let testApp: TTestApp;

beforeEach(async () => {
  clock.set(new Date('2026-11-23T03:00:00Z'));
  // Behind a trusted proxy, so each guess may come from its own address (X-Forwarded-For).
  testApp = await createTestApp({
    database: testDatabase.database,
    env: { TRUST_PROXY: 'true' },
    auth: { now: clock.now },
  });
});

const ADDRESSES = Array.from({ length: 12 }, (_, index) => `203.0.113.${index + 10}`);
const OWNER_DESK = '198.51.100.20';

const from = (ip: string, cookie?: string) => ({
  'X-Forwarded-For': ip,
  ...(cookie ? { Cookie: cookie } : {}),
});

function knownDeviceOf(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  expect(header, 'known-device cookie').toBeTruthy();
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/Path=\/api\/auth/);
  return header!.split(';')[0]!;
}

/** 60 wrong passwords, round-robin over 12 addresses, all at once (the clock does not move). */
async function guessSixty(user: TTestUser) {
  const statuses: number[] = [];
  const refusals: Response[] = [];
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await postSignIn(
      testApp.app,
      { identifier: user.email!, password: `wrong-password-${attempt}` },
      from(ADDRESSES[attempt % ADDRESSES.length]!),
    );
    statuses.push(response.status);
    if (response.status === 429) refusals.push(response);
  }
  return { statuses, refusals };
}

async function expectSlowed(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(ZErrorBodySchema.parse(await response.json()).error).toMatchObject({
    code: 'RATE_LIMITED',
    messageKey: 'errors.auth.accountSlowed',
  });
  return retryAfter;
}

describe('a per-account limit across all addresses (F4)', () => {
  it('checks 11 of 60 wrong passwords from 12 addresses and refuses the other 49 with Retry-After', async () => {
    const staff = await createUser(testDatabase.db, { roles: ['finance'] });
    const { statuses, refusals } = await guessSixty(staff);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBe(SIGN_IN_ACCOUNT_SLOWDOWN.free + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked);
    expect(statuses.slice(0, checked)).toEqual(Array(checked).fill(401));
    for (const refused of refusals.slice(0, 3)) expect(await expectSlowed(refused)).toBe(15);

    // No password is checked while the delay runs: the right one from a new address waits too.
    await expectSlowed(
      await postSignIn(testApp.app, { identifier: staff.email!, password: staff.password }, from(OWNER_DESK)),
    );
    const failedRows = (await listAudit(testDatabase.db)).filter((row) => row.action === 'SIGN_IN_FAILED');
    expect(failedRows).toHaveLength(checked);
  });

  it('keeps slowing a guesser who waits each delay out: 15 s, then twice as long, up to 15 minutes', async () => {
    const staff = await createUser(testDatabase.db, { roles: ['admin'] });
    let checked = 0;
    const waits: number[] = [];
    const hourEnds = clock.now().getTime() + 60 * 60_000;
    let attempt = 0;
    while (clock.now().getTime() < hourEnds) {
      const response = await postSignIn(
        testApp.app,
        { identifier: staff.email!, password: `wrong-password-${attempt}` },
        from(ADDRESSES[attempt % ADDRESSES.length]!),
      );
      attempt += 1;
      if (response.status === 401) {
        checked += 1;
        continue;
      }
      const wait = await expectSlowed(response);
      waits.push(wait);
      clock.advance(wait * 1000);
    }
    expect(waits.slice(0, 7)).toEqual([15, 30, 60, 120, 240, 480, 900]);
    // In the first hour: the 10 free, then one a delay; then four an hour.
    expect(checked).toBeLessThanOrEqual(21);
    expect(checked).toBeGreaterThanOrEqual(SIGN_IN_ACCOUNT_SLOWDOWN.free + 1);
  });

  it('lets the owner in on a device they signed in on before, while strangers are slowed', async () => {
    const staff = await createUser(testDatabase.db, { roles: ['sales'] });
    const first = await postSignIn(
      testApp.app,
      { identifier: staff.email!, password: staff.password },
      from(OWNER_DESK),
    );
    expect(first.status).toBe(200);
    const device = knownDeviceOf(first);

    await guessSixty(staff);
    // From the known device, on another address (a phone on the move): signed in.
    const own = await postSignIn(
      testApp.app,
      { identifier: staff.email!, password: staff.password },
      from('192.0.2.44', device),
    );
    expect(own.status).toBe(200);
    expect(ZSessionSchema.parse(await own.json()).user.id).toBe(staff.id);
    // The device keeps its cookie (the same one, renewed).
    expect(knownDeviceOf(own)).toBe(device);
    // The known device is no master key: a wrong password from it is still a 401.
    const wrong = await postSignIn(
      testApp.app,
      { identifier: staff.email!, password: 'wrong-password-x' },
      from('192.0.2.44', device),
    );
    expect(wrong.status).toBe(401);
    // Another account's device cookie, or a made-up one, does not pass the delay.
    const other = await createUser(testDatabase.db, { roles: ['sales'] });
    const otherDevice = knownDeviceOf(
      await postSignIn(testApp.app, { identifier: other.email!, password: other.password }, from(OWNER_DESK)),
    );
    for (const cookie of [otherDevice, `${KNOWN_DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.forged`]) {
      await expectSlowed(
        await postSignIn(
          testApp.app,
          { identifier: staff.email!, password: staff.password },
          from('192.0.2.45', cookie),
        ),
      );
    }
    // After the delay, the owner signs in from a new device too.
    clock.advance(15 * 60_000);
    expect(
      (
        await postSignIn(
          testApp.app,
          { identifier: staff.email!, password: staff.password },
          from('192.0.2.46'),
        )
      ).status,
    ).toBe(200);
  });

  it('answers every password with a challenge on an account with two-step sign-in; only the right password and code sign in', async () => {
    const staff = await createUser(testDatabase.db, { roles: ['finance'] });
    const { accessToken } = await signIn(testApp.app, staff);
    const enrolled = await requestJson(testApp.app, 'POST', '/api/auth/factors', accessToken, {
      friendlyName: 'Phone',
    });
    const { factor, secret } = ZEnrollFactorResponseSchema.parse(await enrolled.json());
    const verified = await requestJson(
      testApp.app,
      'POST',
      `/api/auth/factors/${factor.id}/verify`,
      accessToken,
      { code: codeAt(secret, clock.now()) },
    );
    expect(verified.status).toBe(200);
    clock.advance(30_000);

    const { statuses } = await guessSixty(staff);
    // The first 10 wrong passwords: 401. From then on, while slowed down: a challenge whatever the password.
    expect(statuses.slice(0, SIGN_IN_ACCOUNT_SLOWDOWN.free)).toEqual(Array(10).fill(401));
    expect(statuses.slice(SIGN_IN_ACCOUNT_SLOWDOWN.free)).toEqual(Array(50).fill(200));

    const verify = (challengeToken: string, code: string, ip: string) =>
      testApp.app.request('/api/auth/mfa/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ challengeToken, factorId: factor.id, code }),
      });
    // A wrong password's challenge takes no code, not even the right one.
    const wrongChallenge = ZMfaChallengeSchema.parse(
      await (
        await postSignIn(
          testApp.app,
          { identifier: staff.email!, password: 'wrong-password-x' },
          from('192.0.2.50'),
        )
      ).json(),
    );
    const refused = await verify(wrongChallenge.challengeToken, codeAt(secret, clock.now()), '192.0.2.50');
    expect(refused.status).toBe(400);
    expect(ZErrorBodySchema.parse(await refused.json()).error.messageKey).toBe('errors.auth.codeInvalid');
    clock.advance(30_000);

    // The owner on a new device: password, then code: signed in at aal2.
    const rightChallenge = ZMfaChallengeSchema.parse(
      await (
        await postSignIn(
          testApp.app,
          { identifier: staff.email!, password: staff.password },
          from('192.0.2.51'),
        )
      ).json(),
    );
    const session = await verify(rightChallenge.challengeToken, codeAt(secret, clock.now()), '192.0.2.51');
    expect(session.status).toBe(200);
    expect(ZSessionSchema.parse(await session.json()).user.id).toBe(staff.id);
    expect(knownDeviceOf(session)).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=`));
  });
});
