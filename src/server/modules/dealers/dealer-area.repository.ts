import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { bangkokDayStart } from '#core/bangkok-time.ts';
import { firstDayOf, nextMonth } from '#core/finance/periods.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  dealerCommissions,
  dealerRequestLinks,
  inspections,
  models,
  inspectedPriceSql,
  tradeIns,
} from '../../db/schema/index.ts';

/** What a settled request was settled at: its inspected price (decision 040). */
export const settlementSql = inspectedPriceSql;

export interface TInstants {
  start: Date;
  end: Date;
}

const createdIn = (range: TInstants) =>
  sql`${tradeIns.createdAt} >= ${range.start.toISOString()}::timestamptz and ${tradeIns.createdAt} < ${range.end.toISOString()}::timestamptz`;

export interface TDealerRequestRow {
  id: number;
  reference: string;
  createdAt: Date;
  status: TTradeInStatus;
  deviceDescription: string;
  fullName: string;
  channel: 'counter' | 'attached' | null;
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
  commissionSatang: number | null;
}

const requestColumns = {
  id: tradeIns.id,
  reference: tradeIns.reference,
  createdAt: tradeIns.createdAt,
  status: tradeIns.status,
  deviceDescription: tradeIns.deviceDescription,
  fullName: tradeIns.fullName,
  channel: dealerRequestLinks.channel,
  offeredThb: tradeIns.offeredThb,
  engineerActualPriceThb: tradeIns.engineerActualPriceThb,
  commissionSatang: dealerCommissions.commissionSatang,
};

/** The shop's requests, newest first, by keyset (created_at, id) on its code's index. */
export async function listDealerRequests(
  db: TExecutor,
  code: string,
  options: { status?: TTradeInStatus | undefined; after?: { createdAt: Date; id: number }; limit: number },
): Promise<TDealerRequestRow[]> {
  const conditions: SQL[] = [eq(tradeIns.dealerCode, code)];
  if (options.status) conditions.push(eq(tradeIns.status, options.status));
  if (options.after) {
    conditions.push(
      sql`(${tradeIns.createdAt}, ${tradeIns.id}) < (${options.after.createdAt.toISOString()}::timestamptz, ${options.after.id})`,
    );
  }
  return db
    .select(requestColumns)
    .from(tradeIns)
    .leftJoin(dealerRequestLinks, eq(dealerRequestLinks.tradeInId, tradeIns.id))
    .leftJoin(dealerCommissions, eq(dealerCommissions.tradeInId, tradeIns.id))
    .where(and(...conditions))
    .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
    .limit(options.limit);
}

export interface TDealerRequestRecord {
  id: number;
  reference: string;
  dealerCode: string | null;
  status: TTradeInStatus;
  createdAt: Date;
  deviceDescription: string;
  option: (typeof tradeIns.option.enumValues)[number] | null;
  fulfilment: (typeof tradeIns.fulfilment.enumValues)[number];
  grade: string | null;
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
  rejectionReason: string | null;
  channel: 'counter' | 'attached' | null;
}

export async function findRequestByReference(
  db: TExecutor,
  reference: string,
): Promise<TDealerRequestRecord | undefined> {
  const [row] = await db
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      dealerCode: tradeIns.dealerCode,
      status: tradeIns.status,
      createdAt: tradeIns.createdAt,
      deviceDescription: tradeIns.deviceDescription,
      option: tradeIns.option,
      fulfilment: tradeIns.fulfilment,
      grade: tradeIns.grade,
      offeredThb: tradeIns.offeredThb,
      engineerActualPriceThb: tradeIns.engineerActualPriceThb,
      rejectionReason: tradeIns.rejectionReason,
      channel: dealerRequestLinks.channel,
    })
    .from(tradeIns)
    .leftJoin(dealerRequestLinks, eq(dealerRequestLinks.tradeInId, tradeIns.id))
    .where(eq(tradeIns.reference, reference));
  return row;
}

/** The newest request for this IMEI or serial. */
export async function findReferenceByImei(db: TExecutor, imei: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: tradeIns.reference })
    .from(tradeIns)
    .where(eq(tradeIns.imeiSerial, imei))
    .orderBy(desc(tradeIns.createdAt))
    .limit(1);
  return row?.reference;
}

/**
 * The model most often seen with this IMEI's type allocation code (its first eight digits) among the
 * requests made so far: what "the catalogue knows" of a device before anyone types its model.
 */
export async function findModelByTac(
  db: TExecutor,
  tac: string,
): Promise<{ id: number; name: string; brandId: number; storageGb: number } | undefined> {
  const [row] = await db
    .select({
      id: models.id,
      name: models.name,
      brandId: models.brandId,
      storageGb: sql<number>`mode() within group (order by ${tradeIns.storageGb})`,
    })
    .from(tradeIns)
    .innerJoin(models, eq(models.id, tradeIns.modelId))
    .where(sql`${tradeIns.imeiSerial} >= ${tac} and ${tradeIns.imeiSerial} < ${`${tac}~`}`)
    .groupBy(models.id, models.name, models.brandId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return row && row.storageGb !== null
    ? { id: row.id, name: row.name, brandId: row.brandId, storageGb: Number(row.storageGb) }
    : undefined;
}

/** Gives an unassigned request to the shop: true when it is (now) the shop's. */
export async function attachRequest(
  db: TExecutor,
  input: { tradeInId: number; dealerId: number; code: string },
): Promise<boolean> {
  const rows = await db
    .update(tradeIns)
    .set({ dealerCode: input.code, updatedAt: sql`now()` })
    .where(and(eq(tradeIns.id, input.tradeInId), isNull(tradeIns.dealerCode)))
    .returning({ id: tradeIns.id });
  if (rows.length === 0) return false;
  await db
    .insert(dealerRequestLinks)
    .values({ tradeInId: input.tradeInId, dealerId: input.dealerId, channel: 'attached' })
    .onConflictDoNothing();
  return true;
}

export async function linkCounterRequest(db: TExecutor, reference: string, dealerId: number): Promise<void> {
  await db.execute(sql`
    insert into ${dealerRequestLinks} (trade_in_id, dealer_id, channel)
    select ${tradeIns.id}, ${dealerId}, 'counter' from ${tradeIns} where ${tradeIns.reference} = ${reference}
    on conflict do nothing`);
}

export async function findCommission(db: TExecutor, tradeInId: number) {
  const [row] = await db.select().from(dealerCommissions).where(eq(dealerCommissions.tradeInId, tradeInId));
  return row;
}

/** Per status: requests made in the period through the code, their offers and settled value. */
export async function statusTotals(db: TExecutor, code: string, range: TInstants) {
  const rows = await db
    .select({
      status: tradeIns.status,
      count: sql<number>`count(*)::int`,
      offeredThb: sql<string>`coalesce(sum(${tradeIns.offeredThb}), 0)`,
      settledThb: sql<string>`coalesce(sum(${settlementSql}) filter (where ${tradeIns.status} = 'settled'), 0)`,
    })
    .from(tradeIns)
    .where(and(eq(tradeIns.dealerCode, code), createdIn(range)))
    .groupBy(tradeIns.status);
  return rows.map((row) => ({
    status: row.status,
    count: Number(row.count),
    offeredThb: Number(row.offeredThb),
    settledThb: Number(row.settledThb),
  }));
}

export interface TCommissionBucket {
  /** 'period' for the dashboard's period, else the Bangkok month ('YYYY-MM'). */
  label: string;
  start: Date;
  end: Date;
}

/**
 * The commission of the dashboard's period and of each month in one statement (decision 032): every
 * bucket is a range read of the (dealer_id, settled_at) index, which carries the summed columns, so
 * no row is converted to a Bangkok month and no table row is read where the database has vacuumed.
 * Every bucket comes back, a bucket without commission with zeros.
 */
export async function commissionBuckets(db: TExecutor, dealerId: number, buckets: TCommissionBucket[]) {
  const values = sql.join(
    buckets.map(
      (bucket) =>
        sql`(${bucket.label}::text, ${bucket.start.toISOString()}::timestamptz, ${bucket.end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select b.label, count(c.settled_at)::int as requests,
      coalesce(sum(c.settled_thb), 0)::bigint as settled_thb,
      coalesce(sum(c.commission_satang), 0)::bigint as commission_satang
    from (values ${values}) as b(label, starts, ends)
    left join ${dealerCommissions} c
      on c.dealer_id = ${dealerId} and c.settled_at >= b.starts and c.settled_at < b.ends
    group by b.label`)) as unknown as {
    rows: {
      label: string;
      requests: number;
      settled_thb: string | number;
      commission_satang: string | number;
    }[];
  };
  return new Map(
    result.rows.map((row) => [
      row.label,
      {
        requests: Number(row.requests),
        settledThb: Number(row.settled_thb),
        commissionSatang: Number(row.commission_satang),
      },
    ]),
  );
}

/**
 * One month's commission lines, for the statement: the Bangkok month as a range of instants, read on
 * the (dealer_id, settled_at) index like the buckets above (no row is converted to a month).
 */
export async function commissionLines(db: TExecutor, dealerId: number, month: string) {
  const start = bangkokDayStart(firstDayOf(month)).toISOString();
  const end = bangkokDayStart(firstDayOf(nextMonth(month))).toISOString();
  return db
    .select({
      reference: tradeIns.reference,
      device: tradeIns.deviceDescription,
      category: tradeIns.category,
      settledAt: dealerCommissions.settledAt,
      settledThb: dealerCommissions.settledThb,
      ruleKind: dealerCommissions.ruleKind,
      rulePercentBp: dealerCommissions.rulePercentBp,
      ruleFixedThb: dealerCommissions.ruleFixedThb,
      commissionSatang: dealerCommissions.commissionSatang,
    })
    .from(dealerCommissions)
    .innerJoin(tradeIns, eq(tradeIns.id, dealerCommissions.tradeInId))
    .where(
      and(
        eq(dealerCommissions.dealerId, dealerId),
        sql`${dealerCommissions.settledAt} >= ${start}::timestamptz and ${dealerCommissions.settledAt} < ${end}::timestamptz`,
      ),
    )
    .orderBy(dealerCommissions.settledAt, tradeIns.reference);
}

/**
 * The counter's accuracy: its assessments that an engineer has priced, and the average of the
 * engineer's price less the counter's system price. The engineer's grade is compared where one is
 * recorded (`engineerGrade`, null until the inspection records it).
 */
/**
 * The counter's accuracy (decisions 023, 032): over the shop's counter assessments made in the period
 * that an engineer has priced, the average of the engineer's price minus the system's (whole baht), and
 * how often the inspection's grade equals the questionnaire's (null while no inspection has recorded a
 * grade). Read through the code's (dealer_code, created_at) index, like the totals.
 */
export async function counterAccuracy(db: TExecutor, shop: { id: number; code: string }, range: TInstants) {
  const compared = sql`${inspections.grade} is not null and ${tradeIns.grade} is not null`;
  const [row] = await db
    .select({
      inspected: sql<number>`count(*)::int`,
      averageDifference: sql<
        string | null
      >`round(avg(${tradeIns.engineerActualPriceThb} - ${tradeIns.systemPriceThb}))`,
      gradeCompared: sql<number>`count(*) filter (where ${compared})::int`,
      gradeMatches: sql<number>`count(*) filter (where ${compared} and ${inspections.grade} = ${tradeIns.grade})::int`,
    })
    .from(tradeIns)
    .innerJoin(dealerRequestLinks, eq(dealerRequestLinks.tradeInId, tradeIns.id))
    .leftJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .where(
      and(
        eq(tradeIns.dealerCode, shop.code),
        createdIn(range),
        eq(dealerRequestLinks.dealerId, shop.id),
        eq(dealerRequestLinks.channel, 'counter'),
        sql`${tradeIns.engineerActualPriceThb} is not null and ${tradeIns.systemPriceThb} is not null`,
      ),
    );
  const gradeCompared = Number(row?.gradeCompared ?? 0);
  return {
    inspected: Number(row?.inspected ?? 0),
    averagePriceDifferenceThb: row?.averageDifference == null ? null : Number(row.averageDifference),
    gradeCompared,
    gradeMatches: gradeCompared > 0 ? Number(row?.gradeMatches ?? 0) : null,
  };
}
