import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#server/config/env.ts';
import type { TDb } from '#server/db/client.ts';
import { EVENT_HANDLERS, withReactions } from '#server/event-handlers.ts';
import { createLogger } from '#server/http/logger.ts';
import { createNotificationsRuntime } from '#server/modules/notifications/notifications-runtime.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
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
 * The server's pair for a test: the outbox (with the message handlers) and the sender, over `db`, with
 * the channels of `env`; `flush()` works every due event and sends every due message.
 */
export function messaging(
  db: TDb,
  env: Record<string, string>,
  sender: { leaseMs?: number; retryBaseMs?: number; exclusive?: boolean } = {},
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
              sql`select count(*)::int as n from notifications where status in ('pending', 'sending')`,
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

export async function listNotifications(db: TDb) {
  const result = (await db.execute(
    sql`select id, trade_in_id, kind, audience, channel, recipient, status, attempts, last_error, retry_key, provider_id
        from notifications order by id`,
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
