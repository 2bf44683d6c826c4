import { describe, expect, it } from 'vitest';
import { ZNotificationsOverviewSchema, ZRequestNotificationsSchema } from '#core/contracts/notifications.ts';
import { lineLinks } from '#server/db/schema/index.ts';
import { moveTradeIn } from '#server/modules/trade-ins/trade-in-steps.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  channelEnv,
  lineUserId,
  listNotifications,
  messaging,
  useStandIns,
} from '../support/notifications-harness.ts';

const stands = useStandIns();
const testApp = useTestApp(() => ({ env: channelEnv(stands) }));
const admin = { kind: 'staff', userId: null, roles: ['admin'] } as const;

/** A signed-in staff member with these roles calling the API. */
async function signInAs(roles: ('admin' | 'finance')[]) {
  const user = await createUser(testApp.db, { roles });
  const { accessToken } = await signIn(testApp.app, user);
  const send = (method: string, path: string, body: unknown) =>
    testApp.app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
      body: JSON.stringify(body),
    });
  return {
    get: (path: string) => testApp.app.request(path, { headers: bearer(accessToken) }),
    post: (path: string, body: unknown) => send('POST', path, body),
    put: (path: string, body: unknown) => send('PUT', path, body),
  };
}

describe('staff see and steer the messages', () => {
  it("lists a request's messages with channel, state and why, sends one again, and shows failures", async () => {
    const pair = messaging(testApp.db, channelEnv(stands));
    try {
      const request = await createRequest(testApp.db, { status: 'booked', email: 'malee@example.co.th' });
      await testApp.db.insert(lineLinks).values([
        { lineUserId: lineUserId(9), tradeInId: request.id, status: 'linked' },
        { lineUserId: 'blocked-user', tradeInId: request.id, status: 'linked' },
      ]);
      await testApp.db.transaction((tx) => moveTradeIn(tx, { id: request.id, to: 'received', actor: admin }));
      await pair.flush();

      const session = await signInAs(['admin']);
      const listed = await session.get(`/api/admin/requests/${request.reference}/notifications`);
      expect(listed.status).toBe(200);
      const { items } = ZRequestNotificationsSchema.parse(await listed.json());
      expect(items.map((item) => [item.channel, item.recipient, item.status]).sort()).toEqual([
        ['email', 'm***@example.co.th', 'delivered'],
        ['line', 'LINE …0009', 'delivered'],
        ['line', 'LINE …user', 'failed'],
      ]);
      const failed = items.find((item) => item.status === 'failed')!;
      expect(failed.lastError).toMatch(/^LINE 400/);

      const overview = ZNotificationsOverviewSchema.parse(
        await (await session.get('/api/admin/notifications')).json(),
      );
      expect(overview.channels.map((channel) => [channel.channel, channel.enabled])).toEqual([
        ['line', true],
        ['email', true],
      ]);
      expect(overview.failures.map((item) => [item.id, item.reference])).toEqual([
        [failed.id, request.reference],
      ]);
      expect(overview.counts).toMatchObject({ delivered: 2, failed: 1 });

      const delivered = items.find((item) => item.channel === 'email')!;
      const again = await session.post(`/api/admin/notifications/${delivered.id}/resend`, {});
      expect(again.status).toBe(201);
      await pair.flush();
      const rows = await listNotifications(testApp.db);
      expect(rows.filter((row) => row.channel === 'email').map((row) => row.status)).toEqual([
        'delivered',
        'delivered',
      ]);
      expect(stands.smtp.mails.filter((mail) => mail.to[0] === 'malee@example.co.th')).toHaveLength(2);

      const notAdmin = await signInAs(['finance']);
      expect((await notAdmin.get('/api/admin/notifications')).status).toBe(403);
    } finally {
      await pair.close();
    }
  });

  it('keeps admin’s notes settings, refusing a LINE user ID that is not one', async () => {
    const session = await signInAs(['admin']);
    const bad = await session.put('/api/admin/notifications/settings', {
      adminEmail: 'boss@example.co.th',
      adminLineUserId: 'boss',
      newRequests: true,
      overdueSummary: true,
    });
    expect(bad.status).toBe(400);
    const good = await session.put('/api/admin/notifications/settings', {
      adminEmail: 'boss@example.co.th',
      adminLineUserId: lineUserId(10),
      newRequests: true,
      overdueSummary: false,
    });
    expect(good.status).toBe(200);
    expect(ZNotificationsOverviewSchema.parse(await good.json()).settings).toEqual({
      adminEmail: 'boss@example.co.th',
      adminLineUserId: lineUserId(10),
      newRequests: true,
      overdueSummary: false,
    });
  });
});
