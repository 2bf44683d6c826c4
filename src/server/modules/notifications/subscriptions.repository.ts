import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TSubscriptionKind } from '#core/notifications.ts';
import type { TExecutor } from '../../db/client.ts';
import { models, notificationSubscriptions, prices, quotes, tradeIns } from '../../db/schema/index.ts';

/** A quote with what a subscription keeps of it, and the admin's price for its model, storage and grade. */
export async function findQuoteForSubscription(db: TExecutor, quoteId: string) {
  const [row] = await db
    .select({
      id: quotes.id,
      modelId: quotes.modelId,
      brandId: models.brandId,
      storageGb: quotes.storageGb,
      grade: quotes.grade,
      device: sql<string>`${quotes.brandName} || ' ' || ${quotes.modelName}`,
      offerThb: quotes.offerThb,
      validUntil: quotes.validUntil,
      adminPriceThb: prices.priceThb,
    })
    .from(quotes)
    .innerJoin(models, eq(models.id, quotes.modelId))
    .leftJoin(
      prices,
      and(
        eq(prices.modelId, quotes.modelId),
        eq(prices.storageGb, quotes.storageGb),
        eq(prices.grade, quotes.grade),
      ),
    )
    .where(eq(quotes.id, quoteId));
  return row;
}

export type TSubscriptionQuote = NonNullable<Awaited<ReturnType<typeof findQuoteForSubscription>>>;

export async function countQuoteSubscriptions(db: TExecutor, quoteId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.quoteId, quoteId));
  return Number(row?.n ?? 0);
}

export async function findActiveSubscription(
  db: TExecutor,
  quoteId: string,
  kind: TSubscriptionKind,
  recipient: string,
) {
  const [row] = await db
    .select({ id: notificationSubscriptions.id })
    .from(notificationSubscriptions)
    .where(
      and(
        eq(notificationSubscriptions.quoteId, quoteId),
        eq(notificationSubscriptions.kind, kind),
        sql`lower(${notificationSubscriptions.recipient}) = ${recipient.toLowerCase()}`,
        isNull(notificationSubscriptions.unsubscribedAt),
      ),
    );
  return row;
}

export async function insertSubscription(
  db: TExecutor,
  values: typeof notificationSubscriptions.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(notificationSubscriptions)
    .values(values)
    .returning({ id: notificationSubscriptions.id });
  return row!.id;
}

/** One click: unsubscribed from now on (kept); `already` when it was before. */
export async function unsubscribeByToken(db: TExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      id: notificationSubscriptions.id,
      kind: notificationSubscriptions.kind,
      unsubscribedAt: notificationSubscriptions.unsubscribedAt,
    })
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.tokenHash, tokenHash))
    .for('update');
  if (!row) return undefined;
  if (!row.unsubscribedAt) {
    await db
      .update(notificationSubscriptions)
      .set({ unsubscribedAt: sql`now()` })
      .where(eq(notificationSubscriptions.id, row.id));
  }
  return { id: row.id, kind: row.kind, already: row.unsubscribedAt !== null };
}

/**
 * Price locks ending within a day, not reminded yet, still subscribed, and not yet sent as a request:
 * taken (reminder_sent_at set) in the same statement, so two instances never remind twice.
 */
export async function takeDueReminders(db: TExecutor, limit = 200) {
  const result = await db.execute(sql`
    update ${notificationSubscriptions} s set reminder_sent_at = now()
    from ${quotes} q, ${models} m
    where s.quote_id = q.id and m.id = q.model_id and s.kind = 'quote' and s.unsubscribed_at is null and s.reminder_sent_at is null
      and q.valid_until > now() and q.valid_until <= now() + interval '1 day'
      and not exists (select 1 from ${tradeIns} t where t.quote_id = q.id)
      and s.id in (
        select s2.id from ${notificationSubscriptions} s2 join ${quotes} q2 on q2.id = s2.quote_id
        where s2.kind = 'quote' and s2.reminder_sent_at is null and s2.unsubscribed_at is null
          and q2.valid_until > now() and q2.valid_until <= now() + interval '1 day'
        limit ${limit} for update of s2 skip locked)
    returning s.id, s.recipient, s.locale, s.token_hash, q.id as quote_id, q.brand_name || ' ' || q.model_name as device,
      q.offer_thb, q.valid_until, q.model_id, m.brand_id, q.storage_gb, s.is_demo`);
  return (result as unknown as { rows: TDueSubscriptionRow[] }).rows;
}

/** Price alerts whose model, storage and grade the admin priced differently since: taken (alerted_at set). */
export async function takeMovedPrices(db: TExecutor, limit = 200) {
  const result = await db.execute(sql`
    update ${notificationSubscriptions} s set alerted_at = now(), price_thb = p.price_thb
    from ${prices} p, ${models} m
    where s.kind = 'priceAlert' and s.unsubscribed_at is null and s.alerted_at is null
      and p.model_id = s.model_id and p.storage_gb = s.storage_gb and p.grade = s.grade
      and p.price_thb <> s.price_thb and m.id = s.model_id
      and s.id in (
        select s2.id from ${notificationSubscriptions} s2
        where s2.kind = 'priceAlert' and s2.alerted_at is null and s2.unsubscribed_at is null
        limit ${limit} for update skip locked)
    returning s.id, s.recipient, s.locale, s.token_hash, s.quote_id, m.name as device, p.price_thb as offer_thb,
      s.model_id, m.brand_id, s.storage_gb, s.is_demo`);
  return (result as unknown as { rows: TDueSubscriptionRow[] }).rows;
}

export interface TDueSubscriptionRow {
  id: string;
  recipient: string;
  locale: string;
  token_hash: string;
  quote_id: string | null;
  device: string;
  offer_thb: number;
  valid_until?: string | Date;
  model_id?: number;
  brand_id?: number;
  storage_gb?: number;
  is_demo: boolean;
}
