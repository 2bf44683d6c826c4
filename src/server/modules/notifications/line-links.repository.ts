import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { lineLinks, lineWebhookEvents, tradeIns } from '../../db/schema/index.ts';

/**
 * Records a webhook event as handled; false when it already was (LINE redelivers an event it thinks
 * was not received: the same webhookEventId with deliveryContext.isRedelivery).
 */
export async function takeWebhookEvent(db: TExecutor, webhookEventId: string): Promise<boolean> {
  const rows = await db
    .insert(lineWebhookEvents)
    .values({ webhookEventId })
    .onConflictDoNothing()
    .returning({ id: lineWebhookEvents.webhookEventId });
  return rows.length > 0;
}

/** The request a reference names, with what linking needs to check. */
export async function findRequestForLink(db: TExecutor, reference: string) {
  const [row] = await db
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      phone: tradeIns.phone,
      lineId: tradeIns.lineId,
      fullName: tradeIns.fullName,
      locale: tradeIns.locale,
    })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference));
  return row;
}

export async function findLink(db: TExecutor, lineUserId: string, tradeInId: number) {
  const [row] = await db
    .select()
    .from(lineLinks)
    .where(and(eq(lineLinks.lineUserId, lineUserId), eq(lineLinks.tradeInId, tradeInId)))
    .for('update');
  return row;
}

/** The link this user was last asked to confirm with the phone's last four digits. */
export async function findAwaitingLink(db: TExecutor, lineUserId: string) {
  const [row] = await db
    .select({
      tradeInId: lineLinks.tradeInId,
      tries: lineLinks.tries,
      reference: tradeIns.reference,
      phone: tradeIns.phone,
      locale: tradeIns.locale,
    })
    .from(lineLinks)
    .innerJoin(tradeIns, eq(tradeIns.id, lineLinks.tradeInId))
    .where(and(eq(lineLinks.lineUserId, lineUserId), eq(lineLinks.status, 'awaitingPhone')))
    .orderBy(desc(lineLinks.createdAt))
    .limit(1)
    .for('update', { of: lineLinks });
  return row;
}

export async function saveLink(
  db: TExecutor,
  link: { lineUserId: string; tradeInId: number; status: 'awaitingPhone' | 'linked' },
): Promise<void> {
  await db
    .insert(lineLinks)
    .values({ ...link, linkedAt: link.status === 'linked' ? sql`now()` : null })
    .onConflictDoUpdate({
      target: [lineLinks.lineUserId, lineLinks.tradeInId],
      set: { status: link.status, linkedAt: link.status === 'linked' ? sql`now()` : null },
    });
}

export async function countWrongDigits(db: TExecutor, lineUserId: string, tradeInId: number): Promise<void> {
  await db
    .update(lineLinks)
    .set({ tries: sql`${lineLinks.tries} + 1` })
    .where(and(eq(lineLinks.lineUserId, lineUserId), eq(lineLinks.tradeInId, tradeInId)));
}

/** "stop", or the user blocked the account: every link of this LINE user goes. */
export async function unlinkUser(db: TExecutor, lineUserId: string): Promise<number> {
  const rows = await db
    .delete(lineLinks)
    .where(eq(lineLinks.lineUserId, lineUserId))
    .returning({ id: lineLinks.tradeInId });
  return rows.length;
}

/** Handled events older than LINE's redelivery window are forgotten (kept a week). */
export async function forgetOldWebhookEvents(db: TExecutor): Promise<void> {
  await db.delete(lineWebhookEvents).where(sql`${lineWebhookEvents.receivedAt} < now() - interval '7 days'`);
}
