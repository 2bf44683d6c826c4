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
 * Takes today's overdue summary for this instance: true once per Bangkok day across instances (the row
 * is locked by the update, the day compared in it).
 */
export async function claimSummaryDay(db: TExecutor, day: string): Promise<boolean> {
  const rows = await db
    .update(notificationSettings)
    .set({ lastSummaryOn: day })
    .where(
      sql`${notificationSettings.id} = 1 and ${notificationSettings.overdueSummary}
        and (${notificationSettings.lastSummaryOn} is null or ${notificationSettings.lastSummaryOn} < ${day})`,
    )
    .returning({ id: notificationSettings.id });
  return rows.length > 0;
}
