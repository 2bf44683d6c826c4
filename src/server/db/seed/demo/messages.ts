import { sql } from 'drizzle-orm';
import type { TDb } from '../../client.ts';
import { notificationHandlers } from '../../../modules/notifications/notify-on-event.ts';
import type { TOutboxEvent } from '../../../modules/workflow/outbox.repository.ts';

/** The demo's requests whose messages are written: the latest this many that gave an e-mail or a LINE ID. */
const DEMO_MESSAGE_REQUESTS = 24;
const DEMO_PUBLIC_URL = 'https://trade.example.co.th';

/** Why a demo message failed, as the channels report it (decision 043: LINE's message, the SMTP reply). */
const FAILURES = {
  email: '550 5.1.1 Recipient address rejected: mailbox unavailable',
  line: 'LINE 400: The user has blocked the account or is not a friend',
} as const;

/** A demo chat's LINE user ID: U and 32 hex digits from the request's id (no real chat has it). */
const demoLineUserId = (tradeInId: number) => `Ude${tradeInId.toString(16).padStart(30, '0')}`;

/** A number from a text, the same on every run (FNV-1a). */
function stableNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * The demo business's message logs (issue 31, decision 043): for the latest demo requests with an e-mail
 * or a LINE ID, the messages the workflow's steps would have sent — rendered by the real handlers from the
 * requests' own outbox events, in the customer's language — dated at each step and recorded as they ended:
 * most delivered (a few after a retry), some failed with the channel's reason. A request that named a LINE
 * ID has its chat linked. Nothing is left to send: every row is delivered or failed.
 */
export async function seedDemoMessages(db: TDb): Promise<number> {
  const picked = (
    (await db.execute(sql`
      select id, line_id from trade_ins
      where is_demo and (email is not null or line_id is not null)
      order by created_at desc, id desc limit ${DEMO_MESSAGE_REQUESTS}`)) as unknown as {
      rows: { id: number; line_id: string | null }[];
    }
  ).rows;
  if (picked.length === 0) return 0;
  const ids = picked.map((row) => row.id);
  const withLine = picked.filter((row) => row.line_id !== null);
  if (withLine.length > 0) {
    await db.execute(sql`
      insert into line_links (line_user_id, trade_in_id, status, linked_at)
      select v.line_user_id, v.trade_in_id, 'linked', t.created_at
      from (values ${sql.join(
        withLine.map((row) => sql`(${demoLineUserId(row.id)}, ${row.id}::int)`),
        sql`, `,
      )}) as v(line_user_id, trade_in_id)
      join trade_ins t on t.id = v.trade_in_id
      on conflict do nothing`);
  }
  const events = (
    (await db.execute(sql`
      select e.id, e.topic, e.entity, e.entity_id, e.payload, e.attempts, t.reference,
        (select max(h.created_at) from workflow_history h
          where h.entity = 'tradeIn' and h.entity_id = e.entity_id
            and h.to_state = split_part(e.topic, '.', 2)) as at
      from outbox_events e join trade_ins t on t.id = e.entity_id
      where e.entity = 'tradeIn' and e.entity_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by e.id`)) as unknown as {
      rows: {
        id: number;
        topic: string;
        entity: string;
        entity_id: number;
        payload: Record<string, unknown>;
        attempts: number;
        reference: string;
        at: string | Date | null;
      }[];
    }
  ).rows;
  const handlers = notificationHandlers({ publicUrl: DEMO_PUBLIC_URL, channels: ['line', 'email'] });
  let written = 0;
  await db.transaction(async (tx) => {
    for (const row of events) {
      const handler = handlers[row.topic];
      if (!handler || row.at === null) continue;
      const event: TOutboxEvent = {
        id: Number(row.id),
        topic: row.topic,
        entity: row.entity,
        entityId: Number(row.entity_id),
        payload: row.payload,
        attempts: row.attempts,
      };
      await handler(tx, event);
      const at = new Date(row.at);
      // The same business each time: which message failed or needed a retry follows from its request's
      // reference and step (not from ids, which a second run gives anew).
      const pick = stableNumber(`${row.reference}:${row.topic}`);
      const failedEmail = pick % 11 === 3;
      const failedLine = pick % 7 === 5;
      const retried = pick % 5 === 1;
      const updated = (await tx.execute(sql`
        update notifications set
          created_at = ${at.toISOString()}::timestamptz,
          available_at = ${at.toISOString()}::timestamptz,
          status = case
            when channel = 'email' and ${failedEmail} then 'failed'
            when channel = 'line' and ${failedLine} then 'failed'
            else 'delivered' end,
          attempts = case when ${retried} and channel = 'line' then 2 else 1 end,
          sent_at = case
            when (channel = 'email' and ${failedEmail}) or (channel = 'line' and ${failedLine}) then null
            else ${at.toISOString()}::timestamptz + interval '4 seconds' end,
          last_error = case
            when channel = 'email' and ${failedEmail} then ${FAILURES.email}
            when channel = 'line' and ${failedLine} then ${FAILURES.line}
            else null end
        where dedupe_key like ${`e${event.id}:%`} and status = 'pending'
        returning id`)) as unknown as { rows: unknown[] };
      written += updated.rows.length;
    }
  });
  return written;
}
