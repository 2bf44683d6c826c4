import type { Logger } from 'pino';
import { NOTIFICATION_MAX_ATTEMPTS, type TNotificationChannel } from '#core/notifications.ts';
import type { TDb } from '../../db/client.ts';
import { createDrainLoop } from '../../jobs/drain-loop.ts';
import type { TChannels } from './channels/channels.ts';
import type { TSendResult } from './channels/send-result.ts';
import {
  claimDueNotifications,
  markManyDelivered,
  releaseClaims,
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
  /**
   * This instance is the only one using the database (embedded PGlite, whose data folder it locks): a
   * message left `sending` when it starts was claimed by a process that died, and is due at once instead
   * of when its lease ends (it goes out with the same retry key).
   */
  exclusive?: boolean;
}

export const SENDER_DEFAULTS = {
  pollMs: 1000,
  batchSize: 100,
  concurrency: 32,
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

  /**
   * E-mails sent, recorded in groups: each waits for the one update that records it with the others sent
   * meanwhile (one statement in flight, the next group gathering), so the moment between the server's
   * acceptance and our record stays one update long — with one statement per group, not per message.
   */
  type TSent = { id: number; providerId: string | undefined };
  let gathering: { items: TSent[]; recorded: Promise<void> } | undefined;
  let recording: Promise<unknown> = Promise.resolve();
  function recordEmail(item: TSent): Promise<void> {
    if (!gathering) {
      const group: { items: TSent[]; recorded: Promise<void> } = { items: [], recorded: Promise.resolve() };
      group.recorded = recording.then(() => {
        if (gathering === group) gathering = undefined;
        return markManyDelivered(db, group.items);
      });
      recording = group.recorded.catch(() => undefined);
      gathering = group;
    }
    gathering.items.push(item);
    return gathering.recorded;
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
      } else await recordEmail({ id: message.id, providerId: result.providerId });
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

  /**
   * Sends every due message, `concurrency` at a time, claiming the next batch while the last is still
   * being sent (when fewer than half a batch wait), so no lane waits for a batch's slowest message or for
   * the claim; returns how many were claimed. Claimed messages wait at most a batch and a half.
   */
  async function drain(): Promise<number> {
    const queue: TClaimedNotification[] = [];
    let total = 0;
    let exhausted = false;
    let claimError: unknown;
    let claiming: Promise<void> | undefined;
    const refill = () => {
      claiming ??= claimDueNotifications(db, active, batchSize, leaseMs)
        .then(
          (claimed) => {
            total += claimed.length;
            queue.push(...claimed);
            if (claimed.length < batchSize) exhausted = true;
          },
          (error: unknown) => {
            claimError = error;
            exhausted = true;
          },
        )
        .finally(() => {
          claiming = undefined;
        });
      return claiming;
    };
    await refill();
    const lane = async () => {
      for (;;) {
        if (!exhausted && queue.length < batchSize / 2) void refill();
        const message = queue.shift();
        if (message) await sendOne(message);
        else if (claiming) await claiming;
        else return;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    await recordPushes();
    if (claimError) throw claimError;
    return total;
  }

  const loop = createDrainLoop({ name: 'notification', pollMs, logger, drain });

  return {
    /** The channels this instance sends on. */
    channels: active,
    async start(): Promise<void> {
      if (active.length === 0) return;
      // Should the database not answer now, the claims come due when their lease ends, as elsewhere.
      if (options.exclusive)
        await releaseClaims(db).catch((error: unknown) => logger.warn({ err: error }, 'claims not released'));
      loop.start();
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
