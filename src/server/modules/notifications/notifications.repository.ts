import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TNotificationChannel, TNotificationContent, TNotificationKind } from '#core/notifications.ts';
import type { TExecutor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface TNewNotification {
  tradeInId?: number | null | undefined;
  deliveryId?: number | null | undefined;
  subscriptionId?: string | null | undefined;
  kind: TNotificationKind;
  audience: 'customer' | 'buyer' | 'staff';
  channel: TNotificationChannel;
  recipient: string;
  locale: string;
  content: TNotificationContent;
  /** The same key twice writes one message: a redelivered event, a second reminder pass. */
  dedupeKey: string;
  resendOf?: number | undefined;
  createdBy?: string | null | undefined;
  isDemo?: boolean | undefined;
  /** Scripts recording the past (the demo): the row as it ended. */
  past?: { at: Date; status: 'delivered' | 'failed'; lastError?: string | undefined } | undefined;
}

/** Writes messages to send after the caller's commit; returns how many were new. */
export async function insertNotifications(db: TExecutor, rows: readonly TNewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(notifications)
    .values(
      rows.map((row) => ({
        tradeInId: row.tradeInId ?? null,
        deliveryId: row.deliveryId ?? null,
        subscriptionId: row.subscriptionId ?? null,
        kind: row.kind,
        audience: row.audience,
        channel: row.channel,
        recipient: row.recipient,
        locale: row.locale,
        content: row.content,
        dedupeKey: row.dedupeKey,
        resendOf: row.resendOf ?? null,
        createdBy: row.createdBy ?? null,
        isDemo: row.isDemo ?? false,
        ...(row.past
          ? {
              status: row.past.status,
              attempts: 1,
              createdAt: row.past.at,
              availableAt: row.past.at,
              sentAt: row.past.status === 'delivered' ? row.past.at : null,
              lastError: row.past.lastError ?? null,
            }
          : {}),
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.length;
}

export interface TClaimedNotification {
  id: number;
  channel: TNotificationChannel;
  recipient: string;
  content: TNotificationContent;
  retryKey: string;
  attempts: number;
}

/**
 * Up to `limit` due messages of these channels, taken for `leaseMs`: `sending`, with the lease's end as
 * their next chance. Rows another instance is claiming are skipped, not waited for; a message whose
 * sender died mid-send comes due again when its lease ends, and is sent with the same retry key.
 */
export async function claimDueNotifications(
  db: TExecutor,
  channels: readonly TNotificationChannel[],
  limit: number,
  leaseMs: number,
): Promise<TClaimedNotification[]> {
  if (channels.length === 0) return [];
  const result = await db.execute(sql`
    with due as (
      select id from ${notifications}
      where status in ('pending', 'sending') and available_at <= now()
        and channel in (${sql.join(
          channels.map((channel) => sql`${channel}`),
          sql`, `,
        )})
      order by available_at, id
      limit ${limit}
      for update skip locked
    )
    update ${notifications} as n
    set status = 'sending', attempts = n.attempts + 1,
        available_at = now() + make_interval(secs => ${leaseMs / 1000})
    from due where n.id = due.id
    returning n.id, n.channel, n.recipient, n.content, n.retry_key, n.attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel as TNotificationChannel,
    recipient: row.recipient as string,
    content: row.content as TNotificationContent,
    retryKey: row.retry_key as string,
    attempts: Number(row.attempts),
  }));
}

/** Sent, with the provider's id of each kept: one statement. Only a message still being sent is marked (not one erased meanwhile). */
export async function markManyDelivered(
  db: TExecutor,
  sent: readonly { id: number; providerId: string | undefined }[],
): Promise<void> {
  if (sent.length === 0) return;
  const ids = sql.join(
    sent.map((item) => sql`(${item.id}::bigint, ${item.providerId ?? null}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${notifications} as n
    set status = 'delivered', sent_at = now(), provider_id = v.provider_id, last_error = null
    from (values ${ids}) as v(id, provider_id)
    where n.id = v.id and n.status = 'sending'`);
}

/**
 * Messages left `sending` by a process that died, due now (their lease not waited for). Only for a
 * database no other instance uses (embedded PGlite): another instance's claims would be taken from it.
 */
export async function releaseClaims(db: TExecutor): Promise<void> {
  await db
    .update(notifications)
    .set({ availableAt: sql`now()` })
    .where(eq(notifications.status, 'sending'));
}

/** Not sent: tried again after `retryInMs`, or left as failed (retryInMs undefined) with why. */
export async function markNotSent(
  db: TExecutor,
  id: number,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db
    .update(notifications)
    .set({
      status: retryInMs === undefined ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      ...(retryInMs === undefined
        ? {}
        : { availableAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` }),
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'sending')));
}

const listColumns = {
  id: notifications.id,
  tradeInId: notifications.tradeInId,
  kind: notifications.kind,
  audience: notifications.audience,
  channel: notifications.channel,
  recipient: notifications.recipient,
  status: notifications.status,
  attempts: notifications.attempts,
  lastError: notifications.lastError,
  createdAt: notifications.createdAt,
  sentAt: notifications.sentAt,
  resendOf: notifications.resendOf,
};

/** A request's messages, newest first. */
export function listRequestNotifications(db: TExecutor, tradeInId: number) {
  return db
    .select(listColumns)
    .from(notifications)
    .where(eq(notifications.tradeInId, tradeInId))
    .orderBy(desc(notifications.id))
    .limit(200);
}

/** The message written under a dedupe key (one at most). */
export function listRequestNotificationsByKey(db: TExecutor, dedupeKey: string) {
  return db.select(listColumns).from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
}

/** The latest failures, newest first, with their request's reference. */
export function listFailedNotifications(db: TExecutor, limit: number) {
  return db
    .select({
      ...listColumns,
      reference: sql<string | null>`(select reference from trade_ins where id = ${notifications.tradeInId})`,
    })
    .from(notifications)
    .where(eq(notifications.status, 'failed'))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Counts per status (Admin › Notifications). */
export async function countByStatus(db: TExecutor): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: notifications.status, count: sql<number>`count(*)::int` })
    .from(notifications)
    .groupBy(notifications.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export async function findNotification(db: TExecutor, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** Messages still to be sent to these requests' customers: cancelled (erasure), recipient and content gone. */
export async function cancelPendingFor(db: TExecutor, tradeInIds: readonly number[]): Promise<void> {
  if (tradeInIds.length === 0) return;
  await db
    .update(notifications)
    .set({ status: 'cancelled', lastError: 'erased' })
    .where(
      and(inArray(notifications.tradeInId, [...tradeInIds]), inArray(notifications.status, ['pending'])),
    );
}
