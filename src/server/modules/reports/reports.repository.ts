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
  option: string;
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
 * The report's SQL. Every query is bounded by created_at, which trade_ins and quotes index; aggregates
 * are computed by the database (counts and sums, never rows), so a period costs one index range.
 */
export function createReportsRepository(db: TDb) {
  return {
    /**
     * Requests per status and Bangkok day. The status list makes the (status, created_at, id) index
     * usable for an index-only scan (one range per status): no table rows are read.
     */
    async countByStatusAndDay(range: TInstants): Promise<TStatusDayCount[]> {
      const result = (await db.execute(sql`
        select ${tradeIns.status} as status,
          to_char(${bangkokDay} at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
          count(*)::integer as requests
        from ${tradeIns}
        where ${tradeIns.status} in (${statusList}) and ${inPeriod(range)}
        group by ${tradeIns.status}, ${bangkokDay}`)) as unknown as { rows: TStatusDayCount[] };
      return result.rows.map((row) => ({ ...row, requests: Number(row.requests) }));
    },

    /** Quotes given in the period (index-only on quotes_created_at_idx). */
    async countQuotes(range: TInstants): Promise<number> {
      const result = (await db.execute(sql`
        select count(*)::integer as quotes from ${quotes}
        where ${quotes.createdAt} >= ${range.start.toISOString()}::timestamptz
          and ${quotes.createdAt} < ${range.end.toISOString()}::timestamptz`)) as unknown as {
        rows: { quotes: number }[];
      };
      return Number(result.rows[0]?.quotes ?? 0);
    },

    /**
     * One pass over the period's requests, grouped by model: request counts and offers for the top
     * models, and the inspected requests' offer/actual sums, which the service adds up for the totals.
     */
    async totalsByModel(range: TInstants): Promise<TModelTotals[]> {
      const result = (await db.execute(sql`
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
        left join ${brands} on ${brands.id} = ${models.brandId}`)) as unknown as { rows: TModelTotals[] };
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

    /**
     * The inspected requests of the period by each answer of their quote's snapshot: single answers
     * as (question, option), each functional issue as ('functional', issue), none as ('functional',
     * 'none'). Quotes are read by primary key, only for the inspected requests.
     */
    async totalsByAnswer(range: TInstants): Promise<TAnswerTotals[]> {
      const result = (await db.execute(sql`
        select a.question, a.option,
          count(*)::integer as inspected,
          count(*) filter (where ${lowered})::integer as lowered,
          coalesce(sum(${tradeIns.offeredThb} - ${tradeIns.engineerActualPriceThb}) filter (where ${lowered}), 0)::float8
            as "loweredBySum"
        from ${tradeIns}
        join ${quotes} on ${quotes.id} = ${tradeIns.quoteId}
        cross join lateral (
          select e.key as question, e.value #>> '{}' as option
          from jsonb_each(${quotes.answers}) as e
          where jsonb_typeof(e.value) = 'string'
          union all
          select 'functional', f.issue
          from jsonb_array_elements_text(
            case when jsonb_typeof(${quotes.answers} -> 'functional') = 'array'
              then ${quotes.answers} -> 'functional' else '[]'::jsonb end) as f(issue)
          union all
          select 'functional', 'none'
          where ${quotes.answers} -> 'functional' = '[]'::jsonb
        ) as a
        where ${inPeriod(range)} and ${inspected}
        group by a.question, a.option`)) as unknown as { rows: TAnswerTotals[] };
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
