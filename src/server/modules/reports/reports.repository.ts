import { sql } from 'drizzle-orm';
import { TRADE_IN_STATUSES, type TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TDb } from '../../db/client.ts';
import { brands, models, quotes, tradeIns } from '../../db/schema/index.ts';

/** Instants of a report's period: [start, end). */
export interface TInstants {
  start: Date;
  end: Date;
}

export interface TStatusDayCount {
  status: TTradeInStatus;
  /** Bangkok calendar day, YYYY-MM-DD. */
  day: string;
  requests: number;
}

/** Per model (null: requests without a catalogue model), the sums the report's averages come from. */
export interface TModelTotals {
  modelId: number | null;
  brandName: string | null;
  modelName: string | null;
  requests: number;
  offerCount: number;
  offerSum: number;
  inspected: number;
  inspectedOfferSum: number;
  inspectedActualSum: number;
  lowered: number;
  loweredBySum: number;
}

export interface TAnswerTotals {
  question: string;
  /** The answer as JSON: a string, or the list of functional issues. */
  answer: string;
  inspected: number;
  lowered: number;
  loweredBySum: number;
}

const inPeriod = (range: TInstants) =>
  sql`${tradeIns.createdAt} >= ${range.start.toISOString()}::timestamptz and ${tradeIns.createdAt} < ${range.end.toISOString()}::timestamptz`;

/** Priced by an engineer, and offered something to compare with. */
const inspected = sql`${tradeIns.engineerActualPriceThb} is not null and ${tradeIns.offeredThb} is not null`;
const lowered = sql`${tradeIns.engineerActualPriceThb} < ${tradeIns.offeredThb}`;

/** The day of an instant in Bangkok: date_trunc in that zone, so grouping follows Thai midnights. */
const bangkokDay = sql`date_trunc('day', ${tradeIns.createdAt}, 'Asia/Bangkok')`;

const statusList = sql.raw(TRADE_IN_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The report's SQL, one builder per query (the benchmark EXPLAINs the same text). Every query is
 * bounded by created_at, which trade_ins and quotes index; the database returns aggregates, never rows.
 */
export const reportQueries = {
  /**
   * Requests per status and Bangkok day. The status list lets the (status, created_at, id) index serve
   * it as an index-only scan (one range per status), so no table rows are read.
   */
  countByStatusAndDay: (range: TInstants) =>
    sql`
      select ${tradeIns.status} as status,
        to_char(${bangkokDay} at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
        count(*)::integer as requests
      from ${tradeIns}
      where ${tradeIns.status} in (${statusList}) and ${inPeriod(range)}
      group by ${tradeIns.status}, ${bangkokDay}`,
  /** Quotes given in the period (index-only on quotes_created_at_idx). */
  countQuotes: (range: TInstants) =>
    sql`
      select count(*)::integer as quotes from ${quotes}
      where ${quotes.createdAt} >= ${range.start.toISOString()}::timestamptz
        and ${quotes.createdAt} < ${range.end.toISOString()}::timestamptz`,
  /**
   * One pass over the period's requests, grouped by model: request counts and offers for the top
   * models, and the inspected requests' offer/actual sums, which the service adds up for the totals.
   */
  totalsByModel: (range: TInstants) =>
    sql`
      select t.model_id as "modelId", ${brands.name} as "brandName", ${models.name} as "modelName",
        t.requests, t.offer_count as "offerCount", t.offer_sum as "offerSum", t.inspected,
        t.inspected_offer_sum as "inspectedOfferSum", t.inspected_actual_sum as "inspectedActualSum",
        t.lowered, t.lowered_by_sum as "loweredBySum"
      from (
        select ${tradeIns.modelId} as model_id,
          count(*)::integer as requests,
          count(${tradeIns.offeredThb})::integer as offer_count,
          coalesce(sum(${tradeIns.offeredThb}), 0)::float8 as offer_sum,
          count(*) filter (where ${inspected})::integer as inspected,
          coalesce(sum(${tradeIns.offeredThb}) filter (where ${inspected}), 0)::float8 as inspected_offer_sum,
          coalesce(sum(${tradeIns.engineerActualPriceThb}) filter (where ${inspected}), 0)::float8 as inspected_actual_sum,
          count(*) filter (where ${inspected} and ${lowered})::integer as lowered,
          coalesce(sum(${tradeIns.offeredThb} - ${tradeIns.engineerActualPriceThb})
            filter (where ${inspected} and ${lowered}), 0)::float8 as lowered_by_sum
        from ${tradeIns}
        where ${inPeriod(range)}
        group by ${tradeIns.modelId}
      ) as t
      left join ${models} on ${models.id} = t.model_id
      left join ${brands} on ${brands.id} = ${models.brandId}`,
  /**
   * The inspected requests of the period by each answer of their quote's snapshot, as (question, the
   * answer's JSON): `"minorScratch"` for single answers, the list (`["camera"]`, `[]`) for functional
   * issues, which the service splits. Plain jsonb_each keeps the query parallel-safe: with a lateral
   * UNION splitting the list here, PostgreSQL ran the expansion on one process, 2–3× slower at 45,000
   * inspected requests a month. Quotes are read by primary key, only for the inspected requests.
   */
  totalsByAnswer: (range: TInstants) =>
    sql`
      select e.key as question, e.value::text as answer,
        count(*)::integer as inspected,
        count(*) filter (where ${lowered})::integer as lowered,
        coalesce(sum(${tradeIns.offeredThb} - ${tradeIns.engineerActualPriceThb}) filter (where ${lowered}), 0)::float8
          as "loweredBySum"
      from ${tradeIns}
      join ${quotes} on ${quotes.id} = ${tradeIns.quoteId}
      cross join lateral jsonb_each(${quotes.answers}) as e
      where ${inPeriod(range)} and ${inspected}
      group by e.key, e.value`,
};

/** Runs the report's queries and reads their rows as numbers (count and sum types differ by driver). */
export function createReportsRepository(db: TDb) {
  return {
    async countByStatusAndDay(range: TInstants): Promise<TStatusDayCount[]> {
      const result = (await db.execute(reportQueries.countByStatusAndDay(range))) as unknown as {
        rows: TStatusDayCount[];
      };
      return result.rows.map((row) => ({ ...row, requests: Number(row.requests) }));
    },

    async countQuotes(range: TInstants): Promise<number> {
      const result = (await db.execute(reportQueries.countQuotes(range))) as unknown as {
        rows: { quotes: number }[];
      };
      return Number(result.rows[0]?.quotes ?? 0);
    },

    async totalsByModel(range: TInstants): Promise<TModelTotals[]> {
      const result = (await db.execute(reportQueries.totalsByModel(range))) as unknown as {
        rows: TModelTotals[];
      };
      return result.rows.map((row) => ({
        ...row,
        modelId: row.modelId === null ? null : Number(row.modelId),
        requests: Number(row.requests),
        offerCount: Number(row.offerCount),
        offerSum: Number(row.offerSum),
        inspected: Number(row.inspected),
        inspectedOfferSum: Number(row.inspectedOfferSum),
        inspectedActualSum: Number(row.inspectedActualSum),
        lowered: Number(row.lowered),
        loweredBySum: Number(row.loweredBySum),
      }));
    },

    async totalsByAnswer(range: TInstants): Promise<TAnswerTotals[]> {
      const result = (await db.execute(reportQueries.totalsByAnswer(range))) as unknown as {
        rows: TAnswerTotals[];
      };
      return result.rows.map((row) => ({
        ...row,
        inspected: Number(row.inspected),
        lowered: Number(row.lowered),
        loweredBySum: Number(row.loweredBySum),
      }));
    },
  };
}

export type TReportsRepository = ReturnType<typeof createReportsRepository>;
