import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#server/config/env.ts';
import type { TDb } from '#server/db/client.ts';
import { EVENT_HANDLERS, withReactions } from '#server/event-handlers.ts';
import { createLogger } from '#server/http/logger.ts';
import { createNotificationsRuntime } from '#server/modules/notifications/notifications-runtime.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
import type { TClaimedNotification } from '#server/modules/notifications/notifications.repository.ts';
import { startLineStandIn, type TLineStandIn } from './line-stand-in.ts';
import { startSmtpStandIn, type TSmtpStandIn } from './smtp-stand-in.ts';

export const PUBLIC_URL = 'https://trade.example.co.th';
export const LINE_SECRET = 'test-channel-secret';
export const MAIL_FROM = 'Khumkha <hello@khumkha.example>';

/** A LINE user ID as LINE makes them: U and 32 hex digits. */
export const lineUserId = (n: number) => `U${n.toString(16).padStart(32, '0')}`;

/** The settings that point the portal's channels at the stand-ins (see line-stand-in.ts, smtp-stand-in.ts). */
export function channelEnv(stands: { line: TLineStandIn; smtp: TSmtpStandIn }): Record<string, string> {
  return {
    PUBLIC_URL,
    LINE_CHANNEL_ACCESS_TOKEN: stands.line.token,
    LINE_CHANNEL_SECRET: LINE_SECRET,
    LINE_API_BASE_URL: stands.line.baseUrl,
    SMTP_URL: stands.smtp.url,
    MAIL_FROM,
  };
}

/** A file's stand-ins: started in beforeAll, closed in afterAll. */
export function useStandIns() {
  const stands = {} as { line: TLineStandIn; smtp: TSmtpStandIn };
  beforeAll(async () => {
    stands.line = await startLineStandIn();
    stands.smtp = await startSmtpStandIn();
  });
  afterAll(async () => {
    await stands.line?.close();
    await stands.smtp?.close();
  });
  return stands;
}

/**
 * The requests' messages only (`trade_in_id` one of `tradeInIds`), or every message when absent: on a
 * PostgreSQL server a worker's database is shared by that worker's files, so a file counts its own.
 */
function ofRequests(tradeInIds: readonly number[] | undefined) {
  if (!tradeInIds) return sql`true`;
  if (tradeInIds.length === 0) return sql`false`;
  return sql`trade_in_id in (${sql.join(
    tradeInIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The server's pair for a test: the outbox (with the message handlers) and the sender, over `db`, with
 * the channels of `env`; `flush()` works every due event and sends every due message, until no message
 * waits (of the requests `own()` names when given, else of the database).
 */
export function messaging(
  db: TDb,
  env: Record<string, string>,
  sender: { leaseMs?: number; retryBaseMs?: number; exclusive?: boolean } = {},
  own?: () => readonly number[],
) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger('silent');
  const runtime = createNotificationsRuntime({ config, db, logger, sender: { retryBaseMs: 20, ...sender } });
  const outbox = createOutboxWorker({
    db,
    handlers: withReactions(EVENT_HANDLERS, runtime.handlers),
    logger,
  });
  return {
    runtime,
    outbox,
    async flush(): Promise<void> {
      for (let round = 0; round < 20; round += 1) {
        const events = await outbox.drain();
        const sent = await runtime.sender.drain();
        if (events === 0 && sent === 0) {
          const [waiting] = (
            (await db.execute(
              sql`select count(*)::int as n from notifications
                  where status in ('pending', 'sending') and ${ofRequests(own?.())}`,
            )) as unknown as { rows: { n: number }[] }
          ).rows;
          if (!waiting || waiting.n === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      }
    },
    close: () => runtime.sender.stop(),
  };
}

/**
 * The messages of these requests (every message when absent), in the order written. Ids are numbers on
 * both databases (node-postgres reads a bigint as a string).
 */
export async function listNotifications(db: TDb, tradeInIds?: readonly number[]) {
  const result = (await db.execute(
    sql`select id::float8 as id, trade_in_id::float8 as trade_in_id, kind, audience, channel, recipient,
               status, attempts, last_error, retry_key, provider_id
        from notifications where ${ofRequests(tradeInIds)} order by id`,
  )) as unknown as {
    rows: {
      id: number;
      trade_in_id: number | null;
      kind: string;
      audience: string;
      channel: string;
      recipient: string;
      status: string;
      attempts: number;
      last_error: string | null;
      retry_key: string;
      provider_id: string | null;
    }[];
  };
  return result.rows;
}

/**
 * What an instance's claim does (`claimDueNotifications`: `sending`, one attempt more, due again when the
 * lease ends), to these requests' due messages only: a test plays an instance that dies after its claim
 * without taking another file's messages on a shared database.
 */
export async function claimOwn(
  db: TDb,
  tradeInIds: readonly number[],
  channels: readonly string[],
  leaseMs: number,
) {
  const result = (await db.execute(sql`
    update notifications
    set status = 'sending', attempts = attempts + 1,
        available_at = now() + make_interval(secs => ${leaseMs / 1000})
    where status in ('pending', 'sending') and available_at <= now() and ${ofRequests(tradeInIds)}
      and channel in (${sql.join(
        channels.map((channel) => sql`${channel}`),
        sql`, `,
      )})
    returning id::float8 as id, channel, recipient, content, retry_key, attempts`)) as unknown as {
    rows: {
      id: number;
      channel: string;
      recipient: string;
      content: unknown;
      retry_key: string;
      attempts: number;
    }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    channel: row.channel as TClaimedNotification['channel'],
    recipient: row.recipient,
    content: row.content as TClaimedNotification['content'],
    retryKey: row.retry_key,
    attempts: row.attempts,
  }));
}
