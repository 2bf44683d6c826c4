import type { Logger } from 'pino';
import { NOTIFICATION_MAX_ATTEMPTS, type TNotificationChannel } from '#core/notifications.ts';
import type { TDb } from '../../db/client.ts';
import { createDrainLoop, drainInBatches } from '../../jobs/drain-loop.ts';
import type { TChannels } from './channels/channels.ts';
import type { TSendResult } from './channels/send-result.ts';
import {
  claimDueNotifications,
  markDelivered,
  markManyDelivered,
  markNotSent,
  type TClaimedNotification,
} from './notifications.repository.ts';

export interface TNotificationSenderOptions {
  db: TDb;
  channels: TChannels;
  logger: Logger;
  /** How often to look for messages nobody announced (another instance's, retries, after a restart). */
  pollMs?: number;
  batchSize?: number;
  /** Messages in flight at once. */
  concurrency?: number;
  /** How long a claimed message is this instance's before another may take it over. */
  leaseMs?: number;
  /** The first retry's wait; doubled each time, at most ten minutes. */
  retryBaseMs?: number;
  maxAttempts?: number;
}

export const SENDER_DEFAULTS = {
  pollMs: 1000,
  batchSize: 100,
  concurrency: 24,
  leaseMs: 30_000,
  retryBaseMs: 2000,
} as const;

/**
 * Sends the messages written by the outbox's handlers after their commit (decision 043). Each instance
 * claims due rows with FOR UPDATE SKIP LOCKED and marks them `sending` for a lease in that one statement,
 * sends, and marks each one delivered, to be retried (429, 5xx, timeouts: 2, 4, 8 … s) or failed. A
 * crash leaves its claimed rows `sending` until the lease ends; then any instance sends them again with
 * the same retry key (LINE answers 409 "already accepted": delivered, not a second message).
 */
export function createNotificationSender(options: TNotificationSenderOptions) {
  const { db, channels, logger } = options;
  const pollMs = options.pollMs ?? SENDER_DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? SENDER_DEFAULTS.batchSize;
  const concurrency = options.concurrency ?? SENDER_DEFAULTS.concurrency;
  const leaseMs = options.leaseMs ?? SENDER_DEFAULTS.leaseMs;
  const retryBaseMs = options.retryBaseMs ?? SENDER_DEFAULTS.retryBaseMs;
  const maxAttempts = options.maxAttempts ?? NOTIFICATION_MAX_ATTEMPTS;
  const active = Object.keys(channels) as TNotificationChannel[];

  /**
   * LINE pushes sent, recorded together at the batch's end: should the process die first, the next
   * attempt's retry key is answered 409 "already accepted" and nothing goes out twice. An e-mail is
   * recorded at once (SMTP has no such key: the moment between its acceptance and our record is kept short).
   */
  let sentPushes: { id: number; providerId: string | undefined }[] = [];

  async function recordPushes(): Promise<void> {
    const batch = sentPushes;
    sentPushes = [];
    await markManyDelivered(db, batch);
  }

  async function sendOne(message: TClaimedNotification): Promise<void> {
    const channel = channels[message.channel];
    let result: TSendResult;
    try {
      result = channel
        ? await channel.send(message)
        : { ok: false, retry: true, error: `${message.channel} is not configured` };
    } catch (error) {
      result = { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
    }
    if (result.ok) {
      if (message.channel === 'line') {
        sentPushes.push({ id: message.id, providerId: result.providerId });
        if (sentPushes.length >= 50) await recordPushes();
      } else await markDelivered(db, message.id, result.providerId);
      return;
    }
    const retryInMs =
      result.retry && message.attempts < maxAttempts
        ? (result.retryAfterMs ?? Math.min(600_000, retryBaseMs * 2 ** (message.attempts - 1)))
        : undefined;
    logger.warn(
      {
        notificationId: message.id,
        channel: message.channel,
        attempts: message.attempts,
        retryInMs,
        error: result.error,
      },
      'message not sent',
    );
    await markNotSent(db, message.id, result.error, retryInMs);
  }

  /** Claims one batch and sends it, `concurrency` at a time; returns how many were claimed. */
  async function workBatch(): Promise<number> {
    const claimed = await claimDueNotifications(db, active, batchSize, leaseMs);
    let next = 0;
    const lanes = Array.from({ length: Math.min(concurrency, claimed.length) }, async () => {
      while (next < claimed.length) {
        const message = claimed[next];
        next += 1;
        await sendOne(message!);
      }
    });
    await Promise.all(lanes);
    await recordPushes();
    return claimed.length;
  }

  const drain = () => drainInBatches(workBatch, batchSize);

  const loop = createDrainLoop({ name: 'notification', pollMs, logger, drain });

  return {
    /** The channels this instance sends on. */
    channels: active,
    start(): void {
      if (active.length > 0) loop.start();
    },
    /** Send now: called after a commit that wrote messages. */
    nudge: loop.nudge,
    /** Tests and scripts: send every due message now, whether started or not. */
    drain,
    async stop(): Promise<void> {
      await loop.stop();
      await Promise.all(Object.values(channels).map((channel) => channel.close()));
    },
  };
}

export type TNotificationSender = ReturnType<typeof createNotificationSender>;
