import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TNotificationRow, TNotificationsOverview } from '#core/contracts/notifications.ts';
import type { TNotificationChannel } from '#core/notifications.ts';
import { ERASED_NAME } from '#core/personal-data.ts';
import { writeAudit, type TAuditActor } from '../../db/audit.ts';
import type { TDb } from '../../db/client.ts';
import { tradeIns } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  countByStatus,
  findNotification,
  insertNotifications,
  listFailedNotifications,
  listRequestNotifications,
  listRequestNotificationsByKey,
} from './notifications.repository.ts';
import { readNotificationSettings, writeNotificationSettings } from './settings.repository.ts';

type TListed = Awaited<ReturnType<typeof listRequestNotifications>>[number] & { reference?: string | null };

/** A recipient as staff lists show it: s***@example.com, LINE …1a2b. */
export function maskRecipient(channel: TNotificationChannel, recipient: string): string {
  if (channel === 'line') return `LINE …${recipient.slice(-4)}`;
  const at = recipient.indexOf('@');
  return at > 0 ? `${recipient.slice(0, 1)}***${recipient.slice(at)}` : '***';
}

function rowOf(row: TListed, reference: string | null): TNotificationRow {
  return {
    id: row.id,
    reference,
    kind: row.kind,
    audience: row.audience,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    resendOf: row.resendOf,
  };
}

const CHANNEL_SETTINGS: Record<TNotificationChannel, string[]> = {
  line: ['LINE_CHANNEL_ACCESS_TOKEN', 'LINE_CHANNEL_SECRET'],
  email: ['SMTP_URL', 'MAIL_FROM'],
};

/** Staff's view of the messages (decision 043): a request's log, failures, "send again", admin's notes. */
export function createNotificationsAdminService(deps: {
  db: TDb;
  channelsOn: readonly TNotificationChannel[];
  /** Sends at once what was just written (the running server's sender). */
  nudge: () => void;
}) {
  const { db } = deps;

  async function requestOf(reference: string) {
    const [row] = await db
      .select({ id: tradeIns.id, fullName: tradeIns.fullName })
      .from(tradeIns)
      .where(eq(tradeIns.reference, reference));
    if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such request');
    return row;
  }

  async function overview(): Promise<TNotificationsOverview> {
    const [counts, failures, settings] = await Promise.all([
      countByStatus(db),
      listFailedNotifications(db, 50),
      readNotificationSettings(db),
    ]);
    return {
      channels: (['line', 'email'] as const).map((channel) => ({
        channel,
        enabled: deps.channelsOn.includes(channel),
        settings: CHANNEL_SETTINGS[channel],
      })),
      counts,
      failures: failures.map((row) => rowOf(row, row.reference)),
      settings: {
        adminEmail: settings.adminEmail,
        adminLineUserId: settings.adminLineUserId,
        newRequests: settings.newRequests,
        overdueSummary: settings.overdueSummary,
      },
    };
  }

  return {
    async listForRequest(reference: string): Promise<{ items: TNotificationRow[] }> {
      const request = await requestOf(reference);
      const rows = await listRequestNotifications(db, request.id);
      return { items: rows.map((row) => rowOf(row, reference)) };
    },

    overview,

    /** The same words to the same recipient as a new message (its own retry key), audited. */
    async resend(id: number, actor: TAuditActor): Promise<TNotificationRow> {
      const created = await db.transaction(async (tx) => {
        const original = await findNotification(tx, id);
        if (!original) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such message');
        if (!deps.channelsOn.includes(original.channel)) {
          throw new AppError('CONFLICT', 'notifications.errors.channelOff', `${original.channel} is off`);
        }
        if (original.status === 'cancelled') {
          throw new AppError('CONFLICT', 'notifications.errors.erased', 'The customer was erased');
        }
        if (original.tradeInId !== null) {
          const [request] = await tx
            .select({ fullName: tradeIns.fullName })
            .from(tradeIns)
            .where(eq(tradeIns.id, original.tradeInId));
          if (!request || request.fullName === ERASED_NAME) {
            throw new AppError('CONFLICT', 'notifications.errors.erased', 'The customer was erased');
          }
        }
        const dedupeKey = `resend:${id}:${randomUUID()}`;
        await insertNotifications(tx, [
          {
            tradeInId: original.tradeInId,
            deliveryId: original.deliveryId,
            subscriptionId: original.subscriptionId,
            kind: original.kind as never,
            audience: original.audience,
            channel: original.channel,
            recipient: original.recipient,
            locale: original.locale,
            content: original.content,
            dedupeKey,
            resendOf: id,
            createdBy: actor.userId,
          },
        ]);
        await writeAudit(tx, actor, {
          action: 'NOTIFICATION_RESENT',
          targetType: 'notification',
          targetId: id,
          details: { channel: original.channel, kind: original.kind },
        });
        const [row] = await listRequestNotificationsByKey(tx, dedupeKey);
        return row!;
      });
      deps.nudge();
      return rowOf(created, null);
    },

    async updateSettings(
      values: Parameters<typeof writeNotificationSettings>[1],
      actor: TAuditActor,
    ): Promise<TNotificationsOverview> {
      await db.transaction(async (tx) => {
        await writeNotificationSettings(tx, values);
        await writeAudit(tx, actor, {
          action: 'NOTIFICATION_SETTINGS_CHANGED',
          targetType: 'notificationSettings',
          targetId: 1,
          details: { newRequests: values.newRequests, overdueSummary: values.overdueSummary },
        });
      });
      return overview();
    },
  };
}

export type TNotificationsAdminService = ReturnType<typeof createNotificationsAdminService>;
