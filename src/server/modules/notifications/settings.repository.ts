import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/index.ts';

export interface TNotificationSettings {
  adminEmail: string | null;
  adminLineUserId: string | null;
  newRequests: boolean;
  overdueSummary: boolean;
  lastSummaryOn: string | null;
  updatedAt: Date | null;
}

const NONE: TNotificationSettings = {
  adminEmail: null,
  adminLineUserId: null,
  newRequests: false,
  overdueSummary: false,
  lastSummaryOn: null,
  updatedAt: null,
};

/** Admin's notes settings (one row; none yet: every note off). */
export async function readNotificationSettings(db: TExecutor): Promise<TNotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.id, 1));
  return row ? { ...row } : NONE;
}

export async function writeNotificationSettings(
  db: TExecutor,
  values: Pick<TNotificationSettings, 'adminEmail' | 'adminLineUserId' | 'newRequests' | 'overdueSummary'>,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: notificationSettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Takes the overdue summary of `day` (a Bangkok date) inside the caller's transaction: the settings row,
 * locked with SKIP LOCKED (an instance already taking it skips, never waits), when the summary is on and
 * was not taken on `day`. Returns the admin's addresses, or undefined when there is nothing to take. The
 * day commits with the summary's message, so a crash before leaves it to take again.
 */
export async function takeSummaryDay(
  tx: TExecutor,
  day: string,
): Promise<{ adminEmail: string | null; adminLineUserId: string | null } | undefined> {
  const result = await tx.execute(sql`
    update ${notificationSettings} as s set last_summary_on = ${day}
    from (select id from ${notificationSettings}
          where id = 1 and overdue_summary and (last_summary_on is null or last_summary_on < ${day})
          for update skip locked) as due
    where s.id = due.id
    returning s.admin_email, s.admin_line_user_id`);
  const [row] = (
    result as unknown as { rows: { admin_email: string | null; admin_line_user_id: string | null }[] }
  ).rows;
  return row && { adminEmail: row.admin_email, adminLineUserId: row.admin_line_user_id };
}
