import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { lineLinks, notifications, notificationSubscriptions } from '../../db/schema/index.ts';

/**
 * The customer-message records a personal-data request covers (decisions 038 and 043): the LINE chats
 * linked to the requests, the messages sent about them (recipient and words), and the price reminders
 * and alerts asked for with the requests' e-mail addresses (or the e-mail key itself).
 */
export async function readMessageHoldings(
  db: TExecutor,
  requestIds: readonly number[],
  emails: readonly string[],
) {
  const ids = [...requestIds];
  const addresses = [...new Set(emails.map((email) => email.toLowerCase()))];
  return {
    lineLinks: ids.length ? await db.select().from(lineLinks).where(inArray(lineLinks.tradeInId, ids)) : [],
    messages: ids.length
      ? await db.select().from(notifications).where(inArray(notifications.tradeInId, ids))
      : [],
    subscriptions: addresses.length
      ? await db
          .select()
          .from(notificationSubscriptions)
          .where(inArray(sql`lower(${notificationSubscriptions.recipient})`, addresses))
      : [],
  };
}

export type TMessageHoldings = Awaited<ReturnType<typeof readMessageHoldings>>;

/**
 * Erasure: the links and the subscriptions go; the messages keep what happened (kind, channel, when,
 * state) without recipient or words, and any not yet sent are cancelled — an erased customer gets
 * nothing more.
 */
export async function eraseMessageRows(
  tx: TExecutor,
  requestIds: readonly number[],
  emails: readonly string[],
): Promise<void> {
  const ids = [...requestIds];
  const addresses = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (ids.length) {
    const lineUsers = await tx
      .delete(lineLinks)
      .where(inArray(lineLinks.tradeInId, ids))
      .returning({ lineUserId: lineLinks.lineUserId });
    await tx
      .update(notifications)
      .set({
        recipient: '(erased)',
        content: sql`'{}'::jsonb`,
        status: sql`case when ${notifications.status} = 'pending' then 'cancelled' else ${notifications.status} end`,
        lastError: sql`case when ${notifications.status} = 'pending' then 'erased' else ${notifications.lastError} end`,
      })
      .where(inArray(notifications.tradeInId, ids));
    addresses.push(...lineUsers.map((row) => row.lineUserId.toLowerCase()));
  }
  if (addresses.length) {
    await tx
      .delete(notificationSubscriptions)
      .where(
        or(
          inArray(sql`lower(${notificationSubscriptions.recipient})`, addresses),
          and(
            eq(notificationSubscriptions.channel, 'line'),
            inArray(notificationSubscriptions.recipient, addresses),
          ),
        ),
      );
  }
}
