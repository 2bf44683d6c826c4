import { beforeEach, describe, expect, it } from 'vitest';
import { ZSessionSchema } from '#core/contracts/auth.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  ZCreateInvitationResponseSchema,
  ZInvitationPreviewSchema,
  ZInvitationsResponseSchema,
} from '#core/contracts/invitations.ts';
import { staffInvitations, users } from '#server/db/schema/index.ts';
import {
  createClock,
  createUser,
  getUser,
  listAudit,
  postSignIn,
  refreshCookieOf,
  requestJson,
  signIn,
  TEST_PASSWORD,
} from '../support/auth-factories.ts';
import { createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

const testDatabase = useTestDatabase();
const clock = createClock();
let testApp: TTestApp;
const DAY = 24 * 60 * 60_000;
const PASSWORD = 'amber-harbour-lantern-61';

beforeEach(async () => {
  clock.set(new Date('2026-11-23T03:00:00Z'));
  testApp = await createTestApp({ database: testDatabase.database, auth: { now: clock.now } });
});

async function errorKeyOf(response: Response) {
  return ZErrorBodySchema.parse(await response.json()).error.messageKey;
}

async function adminToken() {
  const admin = await createUser(testDatabase.db, { roles: ['admin'], email: 'boss@example.com' });
  return (await signIn(testApp.app, admin)).accessToken;
}

async function invite(accessToken: string, body: Record<string, unknown>) {
  const response = await requestJson(testApp.app, 'POST', '/api/admin/invitations', accessToken, body);
  expect(response.status).toBe(201);
  const created = ZCreateInvitationResponseSchema.parse(await response.json());
  return { ...created, token: new URL(created.url).searchParams.get('invitation')! };
}

const accept = (token: string, password = PASSWORD, displayName = 'Nok Warehouse') =>
  postJson(testApp.app, '/api/invitations/accept', { token, displayName, password });

describe('staff invitations', () => {
  it('invites by e-mail with roles: the person sets a password once, signs in, and it is audited', async () => {
    const accessToken = await adminToken();
    const created = await invite(accessToken, { email: ' Nok@Example.com ', roles: ['warehouse', 'sales'] });
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/auth\?invitation=[\w-]{43}$/);
    expect(created.invitation).toMatchObject({
      email: 'nok@example.com',
      phone: null,
      roles: ['sales', 'warehouse'],
      status: 'pending',
      createdBy: 'boss@example.com',
      expiresAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    });

    const preview = await postJson(testApp.app, '/api/invitations/preview', { token: created.token });
    expect(ZInvitationPreviewSchema.parse(await preview.json())).toMatchObject({
      email: 'nok@example.com',
      roles: ['sales', 'warehouse'],
      mfaRequired: false,
    });

    // A refused password does not use the link up.
    const weak = await accept(created.token, 'password1');
    expect(weak.status).toBe(400);
    expect(await errorKeyOf(weak)).toBe('errors.auth.passwordTooCommon');

    const accepted = await accept(created.token);
    expect(accepted.status).toBe(201);
    const session = ZSessionSchema.parse(await accepted.json());
    expect(session.user).toMatchObject({
      kind: 'staff',
      email: 'nok@example.com',
      displayName: 'Nok Warehouse',
      roles: ['sales', 'warehouse'],
    });
    expect(refreshCookieOf(accepted)).toBeTruthy();
    expect((await getUser(testApp.app, session.accessToken)).status).toBe(200);

    const again = await accept(created.token, 'another-lantern-88');
    expect(again.status).toBe(400);
    expect(await errorKeyOf(again)).toBe('invitations.errors.invalid');
    expect(
      (await postSignIn(testApp.app, { identifier: 'nok@example.com', password: PASSWORD })).status,
    ).toBe(200);

    const listed = ZInvitationsResponseSchema.parse(
      await (await requestJson(testApp.app, 'GET', '/api/admin/invitations', accessToken)).json(),
    );
    expect(listed.invitations.map((entry) => entry.status)).toEqual(['accepted']);

    const audit = await listAudit(testDatabase.db);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['INVITATION_CREATED', 'INVITATION_ACCEPTED', 'USER_CREATED']),
    );
    expect(JSON.stringify(audit)).not.toContain(created.token);
    const [row] = await testDatabase.db.select().from(staffInvitations);
    expect(row!.tokenHash).not.toContain(created.token);
    expect(row!.acceptedUserId).toBe(session.user.id);
  });

  it('invites by phone; a role that requires two-factor leaves the new session owing an authenticator', async () => {
    const accessToken = await adminToken();
    await requestJson(testApp.app, 'PUT', '/api/admin/auth-settings', accessToken, {
      mfaRequiredRoles: ['finance'],
    });
    const created = await invite(accessToken, { phone: '081-234-5678', roles: ['finance'] });
    expect(created.invitation.phone).toBe('0812345678');
    const preview = ZInvitationPreviewSchema.parse(
      await (await postJson(testApp.app, '/api/invitations/preview', { token: created.token })).json(),
    );
    expect(preview.mfaRequired).toBe(true);

    const session = ZSessionSchema.parse(await (await accept(created.token)).json());
    expect(session.aal).toBe('aal1');
    expect(session.user.mfaRequired).toBe(true);
    // Only enrolment is open until an authenticator is added.
    const denied = await requestJson(testApp.app, 'GET', '/api/admin/invitations', session.accessToken);
    expect(denied.status).toBe(403);
    const enrol = await requestJson(testApp.app, 'POST', '/api/auth/factors', session.accessToken, {
      friendlyName: 'Phone',
    });
    expect(enrol.status).toBe(201);
  });

  it('refuses an expired or revoked link, and a second invitation replaces the first', async () => {
    const accessToken = await adminToken();
    const first = await invite(accessToken, { email: 'a@example.com', roles: ['sales'] });
    const second = await invite(accessToken, { email: 'a@example.com', roles: ['engineer'] });
    expect(await errorKeyOf(await accept(first.token))).toBe('invitations.errors.invalid');

    const revoke = await requestJson(
      testApp.app,
      'DELETE',
      `/api/admin/invitations/${second.invitation.id}`,
      accessToken,
    );
    expect(revoke.status).toBe(204);
    expect(await errorKeyOf(await accept(second.token))).toBe('invitations.errors.invalid');
    const revokeAgain = await requestJson(
      testApp.app,
      'DELETE',
      `/api/admin/invitations/${second.invitation.id}`,
      accessToken,
    );
    expect(revokeAgain.status).toBe(409);

    const third = await invite(accessToken, { email: 'b@example.com', roles: ['sales'] });
    clock.advance(7 * DAY + 1);
    const expired = await accept(third.token);
    expect(expired.status).toBe(400);
    expect(await errorKeyOf(expired)).toBe('invitations.errors.invalid');

    // The admin's session ended meanwhile too (its lifetime is shorter than a week).
    const admin = { email: 'boss@example.com', phone: null, password: TEST_PASSWORD, kind: 'staff' as const };
    const laterToken = (await signIn(testApp.app, admin)).accessToken;
    const listed = ZInvitationsResponseSchema.parse(
      await (await requestJson(testApp.app, 'GET', '/api/admin/invitations', laterToken)).json(),
    );
    expect(listed.invitations.map((entry) => entry.status)).toEqual(['expired', 'revoked', 'revoked']);
    const actions = (await listAudit(testDatabase.db)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'INVITATION_REVOKED')).toHaveLength(2);
    expect(await testDatabase.db.$count(users)).toBe(1);
  });

  it('refuses an address a staff account uses, bad input, and anyone but an admin', async () => {
    const accessToken = await adminToken();
    const taken = await requestJson(testApp.app, 'POST', '/api/admin/invitations', accessToken, {
      email: 'boss@example.com',
      roles: ['sales'],
    });
    expect(taken.status).toBe(409);
    expect(await errorKeyOf(taken)).toBe('invitations.errors.accountExists');

    const noAddress = await requestJson(testApp.app, 'POST', '/api/admin/invitations', accessToken, {
      roles: ['sales'],
    });
    expect(noAddress.status).toBe(400);
    expect(await errorKeyOf(noAddress)).toBe('invitations.errors.addressRequired');
    const noRole = await requestJson(testApp.app, 'POST', '/api/admin/invitations', accessToken, {
      email: 'c@example.com',
      roles: [],
    });
    expect(noRole.status).toBe(400);

    const sales = await createUser(testDatabase.db, { roles: ['sales'], email: 'sales@example.com' });
    const salesToken = (await signIn(testApp.app, sales)).accessToken;
    const forbidden = await requestJson(testApp.app, 'POST', '/api/admin/invitations', salesToken, {
      email: 'd@example.com',
      roles: ['admin'],
    });
    expect(forbidden.status).toBe(403);
    expect(await testDatabase.db.$count(staffInvitations)).toBe(0);
  });

  it('a staff account made meanwhile with the address: accepting answers 409 and changes nothing', async () => {
    const accessToken = await adminToken();
    const created = await invite(accessToken, { email: 'late@example.com', roles: ['sales'] });
    await createUser(testDatabase.db, { roles: ['engineer'], email: 'late@example.com' });
    const response = await accept(created.token);
    expect(response.status).toBe(409);
    expect(await errorKeyOf(response)).toBe('invitations.errors.accountExists');
    const [row] = await testDatabase.db.select().from(staffInvitations);
    expect(row!.acceptedAt).toBeNull();
  });
});
