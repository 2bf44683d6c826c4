import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, outboxEvents } from '#server/db/schema/index.ts';
import { writeNotificationSettings } from '#server/modules/notifications/settings.repository.ts';
import { readMail } from '../support/smtp-stand-in.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  PUBLIC_URL,
  channelEnv,
  lineUserId,
  listNotifications,
  messaging,
  useStandIns,
} from '../support/notifications-harness.ts';

const stands = useStandIns();
const testApp = useTestApp(() => ({ env: channelEnv(stands) }));
const ADMIN_EMAIL = 'boss@example.co.th';
const ADMIN_LINE = lineUserId(77);
const DAY_MS = 24 * 60 * 60 * 1000;
/** 2026-12-07 09:30 in Bangkok (02:30 UTC): after the summary's hour. */
const MORNING = new Date('2026-12-07T02:30:00Z');
const mailsTo = (address: string) => stands.smtp.mails.filter((mail) => mail.to[0] === address);

describe("admin's notes", () => {
  it('tells admin of a new request by e-mail and LINE when the setting is on, and of none when off', async () => {
    const pair = messaging(testApp.db, channelEnv(stands));
    try {
      await writeNotificationSettings(testApp.db, {
        adminEmail: ADMIN_EMAIL,
        adminLineUserId: ADMIN_LINE,
        newRequests: false,
        overdueSummary: false,
      });
      const quiet = await createRequest(testApp.db, { email: 'a@example.co.th' });
      await testApp.db
        .insert(outboxEvents)
        .values({ topic: 'tradeIn.new', entity: 'tradeIn', entityId: quiet.id, payload: {} });
      await pair.flush();
      expect(mailsTo(ADMIN_EMAIL)).toHaveLength(0);

      await writeNotificationSettings(testApp.db, {
        adminEmail: ADMIN_EMAIL,
        adminLineUserId: ADMIN_LINE,
        newRequests: true,
        overdueSummary: false,
      });
      const request = await createRequest(testApp.db, { email: 'b@example.co.th' });
      await testApp.db
        .insert(outboxEvents)
        .values({ topic: 'tradeIn.new', entity: 'tradeIn', entityId: request.id, payload: {} });
      await pair.flush();
      const [mail, ...more] = mailsTo(ADMIN_EMAIL);
      expect(more).toHaveLength(0);
      const read = readMail(mail!.raw);
      expect(read.subject).toContain(request.reference);
      expect(read.text).toContain(`${PUBLIC_URL}/admin?tab=requests&ref=${request.reference}`);
      const pushes = stands.line.pushes.filter((push) => push.to === ADMIN_LINE);
      expect(pushes).toHaveLength(1);
      expect(JSON.stringify(pushes[0])).toContain(request.reference);
      const staff = (await listNotifications(testApp.db)).filter((row) => row.audience === 'staff');
      expect(staff.map((row) => [row.kind, row.channel, row.status]).sort()).toEqual([
        ['staffNewRequest', 'email', 'delivered'],
        ['staffNewRequest', 'line', 'delivered'],
      ]);
    } finally {
      await pair.close();
    }
  });

  it('sends the daily summary of overdue work once per Bangkok day, across instances, after 08:00', async () => {
    const pair = messaging(testApp.db, channelEnv(stands));
    try {
      await testApp.db.execute(sql`delete from notifications`);
      await writeNotificationSettings(testApp.db, {
        adminEmail: ADMIN_EMAIL,
        adminLineUserId: null,
        newRequests: false,
        overdueSummary: true,
      });
      // A pick-up whose slot ended yesterday, one due tomorrow, and a return open for ten days (overdue
      // after 7) and one open for two.
      const late = await createRequest(testApp.db, {
        fulfilment: 'pickup',
        status: 'booked',
        pickupDate: '2026-12-06',
        pickupTimeSlot: '09:00-12:00',
      });
      await createRequest(testApp.db, {
        fulfilment: 'pickup',
        status: 'booked',
        pickupDate: '2026-12-08',
        pickupTimeSlot: '09:00-12:00',
      });
      const returned = await createRequest(testApp.db, { status: 'rejected' });
      const fresh = await createRequest(testApp.db, { status: 'rejected' });
      await testApp.db.insert(deliveries).values([
        {
          tradeInId: returned.id,
          address: '1 Sukhumvit',
          phone: '0812345678',
          createdAt: new Date(MORNING.getTime() - 10 * DAY_MS),
        },
        {
          tradeInId: fresh.id,
          address: '2 Sukhumvit',
          phone: '0812345679',
          createdAt: new Date(MORNING.getTime() - 2 * DAY_MS),
        },
      ]);
      const before = mailsTo(ADMIN_EMAIL).length;

      // 07:30 in Bangkok: not yet.
      expect(await pair.runtime.overdueSummary(new Date('2026-12-07T00:30:00Z'))).toBe(false);
      // Two instances at once: one writes it, the other skips the locked day.
      const taken = await Promise.all([
        pair.runtime.overdueSummary(MORNING),
        pair.runtime.overdueSummary(MORNING),
      ]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      // Later the same day: nothing more.
      expect(await pair.runtime.overdueSummary(new Date(MORNING.getTime() + 6 * 3600_000))).toBe(false);
      await pair.flush();

      const mails = mailsTo(ADMIN_EMAIL).slice(before);
      expect(mails).toHaveLength(1);
      const read = readMail(mails[0]!.raw);
      expect(read.subject).toContain('งานค้าง 2 รายการ');
      expect(read.subject).toContain('2026-12-07');
      expect(read.text).toContain(late.reference);
      expect(read.text).toContain(returned.reference);
      expect(read.text).not.toContain(fresh.reference);
      expect(read.text).toContain(`${PUBLIC_URL}/logistics`);
      const rows = (await listNotifications(testApp.db)).filter((row) => row.kind === 'staffOverdue');
      expect(rows.map((row) => [row.channel, row.recipient, row.status])).toEqual([
        ['email', ADMIN_EMAIL, 'delivered'],
      ]);

      // The next day, with the setting off: nothing.
      await writeNotificationSettings(testApp.db, {
        adminEmail: ADMIN_EMAIL,
        adminLineUserId: null,
        newRequests: false,
        overdueSummary: false,
      });
      expect(await pair.runtime.overdueSummary(new Date(MORNING.getTime() + DAY_MS))).toBe(false);
    } finally {
      await pair.close();
    }
  });
});
