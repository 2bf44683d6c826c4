import type { Logger } from 'pino';
import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TOutboxHandler } from '../workflow/outbox-worker.ts';
import { configuredChannels, createChannels, type TChannels } from './channels/channels.ts';
import { createNotificationSender, type TNotificationSenderOptions } from './notification-sender.ts';
import { notificationHandlers, prefetchForBatch } from './notify-on-event.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';
import { writeOverdueSummary } from './overdue-summary.ts';
import { startPeriodicTask, type TPeriodicTask } from '../../jobs/periodic-task.ts';

export interface TNotificationsRuntimeOptions {
  config: TConfig;
  db: TDb;
  logger: Logger;
  /** Tests: channels of their own (stand-ins), and the sender's pacing. */
  channels?: TChannels;
  sender?: Partial<Omit<TNotificationSenderOptions, 'db' | 'channels' | 'logger'>>;
}

/**
 * Customer messages in a running server (decision 043): the outbox handlers that write them (none when no
 * channel is configured: the portal then runs as it did without messages) and the sender.
 */
export function createNotificationsRuntime(options: TNotificationsRuntimeOptions) {
  const { config, db, logger } = options;
  const on = configuredChannels(config);
  const channels = options.channels ?? createChannels(config);
  const sender = createNotificationSender({
    db,
    channels,
    logger,
    pollMs: config.OUTBOX_POLL_MS || undefined,
    // Embedded PGlite: this process is the only instance (its data folder is locked).
    exclusive: !config.DATABASE_URL,
    ...options.sender,
  });
  const handlers: Record<string, TOutboxHandler> =
    on.length > 0 ? notificationHandlers({ publicUrl: config.publicUrl, channels: on }) : {};
  /** The outbox's beforeBatch: request facts read once per batch (none when no channel is on). */
  const beforeBatch = on.length > 0 ? prefetchForBatch : undefined;
  const subscriptions = createSubscriptionsService({
    db,
    publicUrl: config.publicUrl,
    channels: on,
    nudge: () => sender.nudge(),
  });
  /** Admin's daily summary of overdue work: once per Bangkok day across instances (overdue-summary.ts). */
  const overdueSummary = (now?: Date) =>
    writeOverdueSummary(
      { db, publicUrl: config.publicUrl, channels: on, overdueDays: config.DELIVERY_OVERDUE_DAYS },
      now,
    );
  /**
   * Every minute, in any instance: reminders of price locks ending within a day and alerts of moved
   * prices (e-mail), and admin's overdue summary when its day has come (either channel).
   */
  function startJobs(): TPeriodicTask | undefined {
    if (on.length === 0) return undefined;
    return startPeriodicTask({
      name: 'price reminders, alerts and the overdue summary',
      intervalMs: 60_000,
      logger,
      task: async () => {
        if (on.includes('email')) await subscriptions.sendDue();
        if (await overdueSummary()) sender.nudge();
      },
    });
  }
  return { channelsOn: on, sender, handlers, beforeBatch, subscriptions, overdueSummary, startJobs };
}

export type TNotificationsRuntime = ReturnType<typeof createNotificationsRuntime>;
