import { sql, type SQL } from 'drizzle-orm';
import { addDays, bangkokDayStart } from '#core/bangkok-time.ts';
import type { TReportTotals, TReportTransaction } from '#core/contracts/account.ts';
import type { TExecutor } from '../../db/client.ts';
import { expenseCategories, expenses, saleDocuments, saleItems, sales } from '../../db/schema/index.ts';

/**
 * The transactions a period report is made of (decision 028), one SQL source per kind:
 * - a sale line on the Bangkok day of its sale (price, cost, VAT by its scheme);
 * - a returned line negated on the day it came back (its credit note);
 * - an expense (or a reversing row, negated) on its date, its VAT as input VAT.
 * Payments to customers are not in it: what was paid for a device is its cost when it is sold.
 */
export interface TPeriod {
  from: string;
  to: string;
}

const instants = (period: TPeriod) => ({
  start: bangkokDayStart(period.from).toISOString(),
  end: bangkokDayStart(addDays(period.to, 1)).toISOString(),
});

const bangkokDay = (column: SQL | unknown) =>
  sql`to_char(${column} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
const vatKind = sql`case ${saleItems.vatScheme} when 'standard' then 'outputStandard' else 'outputMargin' end`;
const saleDocument = sql`coalesce((select ${saleDocuments.number} from ${saleDocuments}
  where ${saleDocuments.saleId} = ${sales.id} and ${saleDocuments.type} <> 'creditNote'
  order by ${saleDocuments.id} limit 1), 'S-' || ${sales.id})`;
const creditNote = sql`coalesce((select ${saleDocuments.number} from ${saleDocuments}
  where ${saleDocuments.id} = ${saleItems.creditNoteId}), 'S-' || ${sales.id})`;

/**
 * The keys (day, source, id) of the transactions of `days` after `after`, oldest first, at most `limit`:
 * only cheap columns are sorted (each source read by its date index), and the details of just those rows
 * are joined afterwards (a document number is looked up per listed row, not per row of the period).
 */
export function transactionsSql(days: TPeriod, after: TKey | undefined, limit: number): SQL {
  const { start, end } = instants(days);
  const keyset = after ? sql`where (t.day, t.source, t.id) > (${after[0]}, ${after[1]}, ${after[2]})` : sql``;
  return sql`with keys as (
    select * from (
      select ${bangkokDay(sales.soldAt)} as day, 1 as source, ${saleItems.id} as id
      from ${saleItems} join ${sales} on ${sales.id} = ${saleItems.saleId}
      where ${sales.soldAt} >= ${start} and ${sales.soldAt} < ${end}
      union all
      select ${bangkokDay(saleItems.returnedAt)}, 2, ${saleItems.id}
      from ${saleItems}
      where ${saleItems.returnedAt} >= ${start} and ${saleItems.returnedAt} < ${end}
      union all
      select to_char(${expenses.expenseDate}, 'YYYY-MM-DD'), 3, ${expenses.id}
      from ${expenses}
      where ${expenses.expenseDate} >= ${days.from} and ${expenses.expenseDate} <= ${days.to}
    ) t ${keyset} order by t.day, t.source, t.id limit ${limit}
  )
  select k.day, k.source, k.id,
    case k.source when 1 then 'sale' when 2 then 'saleReturn'
      else case when x.reverses_id is null then 'expense' else 'expenseReversal' end end as type,
    case k.source when 1 then l.document when 2 then l.credit_note else x.reference end as reference,
    case when k.source = 3 then x.description else l.description end as description,
    case k.source when 1 then l.price when 2 then -l.price else x.amount end as amount,
    case k.source when 1 then l.cost when 2 then -l.cost else 0 end as cost,
    case k.source when 1 then l.vat when 2 then -l.vat else x.vat end as vat,
    case when k.source = 3 then 'input' else l.vat_kind end as vat_kind
  from keys k
  left join lateral (
    select ${saleItems.description} as description, ${saleItems.priceSatang} as price,
      ${saleItems.costSatang} as cost, ${saleItems.vatSatang} as vat, ${vatKind} as vat_kind,
      case when k.source = 1 then ${saleDocument} end as document,
      case when k.source = 2 then ${creditNote} end as credit_note
    from ${saleItems} join ${sales} on ${sales.id} = ${saleItems.saleId}
    where k.source < 3 and ${saleItems.id} = k.id
  ) l on true
  left join lateral (
    select ${expenses.reversesId} as reverses_id, ${expenses.reference} as reference,
      ${expenseCategories.nameEn} || ' / ' || ${expenseCategories.nameTh} || coalesce(' — ' || nullif(${expenses.notes}, ''), '') as description,
      ${expenses.amountSatang} as amount, ${expenses.vatSatang} as vat
    from ${expenses} join ${expenseCategories} on ${expenseCategories.id} = ${expenses.categoryId}
    where k.source = 3 and ${expenses.id} = k.id
  ) x on true
  order by k.day, k.source, k.id`;
}

/**
 * Every transaction of a few days with its details, in report order (no keyset, no limit): how the CSV
 * export reads a period, a day at a time, so each row is read once.
 */
export function daysTransactionsSql(days: TPeriod): SQL {
  const { start, end } = instants(days);
  return sql`select * from (
    select ${bangkokDay(sales.soldAt)} as day, 1 as source, ${saleItems.id} as id, 'sale' as type,
      ${saleDocument} as reference, ${saleItems.description} as description,
      ${saleItems.priceSatang} as amount, ${saleItems.costSatang} as cost, ${saleItems.vatSatang} as vat, ${vatKind} as vat_kind
    from ${saleItems} join ${sales} on ${sales.id} = ${saleItems.saleId}
    where ${sales.soldAt} >= ${start} and ${sales.soldAt} < ${end}
    union all
    select ${bangkokDay(saleItems.returnedAt)}, 2, ${saleItems.id}, 'saleReturn', ${creditNote}, ${saleItems.description},
      -${saleItems.priceSatang}, -${saleItems.costSatang}, -${saleItems.vatSatang}, ${vatKind}
    from ${saleItems} join ${sales} on ${sales.id} = ${saleItems.saleId}
    where ${saleItems.returnedAt} >= ${start} and ${saleItems.returnedAt} < ${end}
    union all
    select to_char(${expenses.expenseDate}, 'YYYY-MM-DD'), 3, ${expenses.id},
      case when ${expenses.reversesId} is null then 'expense' else 'expenseReversal' end,
      ${expenses.reference},
      ${expenseCategories.nameEn} || ' / ' || ${expenseCategories.nameTh} || coalesce(' — ' || nullif(${expenses.notes}, ''), ''),
      ${expenses.amountSatang}, 0, ${expenses.vatSatang}, 'input'
    from ${expenses} join ${expenseCategories} on ${expenseCategories.id} = ${expenses.categoryId}
    where ${expenses.expenseDate} >= ${days.from} and ${expenses.expenseDate} <= ${days.to}
  ) t order by t.day, t.source, t.id`;
}

/** The transactions of `days`, all of them, in report order. */
export async function readDays(executor: TExecutor, days: TPeriod): Promise<TReportTransaction[]> {
  const result = (await executor.execute(daysTransactionsSql(days))) as unknown as { rows: TRawRow[] };
  return result.rows.map(toTransaction);
}

export type TKey = [string, number, number];

interface TRawRow {
  day: string;
  source: number;
  id: number;
  type: TReportTransaction['type'];
  reference: string;
  description: string;
  amount: string | number;
  cost: string | number;
  vat: string | number;
  vat_kind: TReportTransaction['vatKind'];
}

export function toTransaction(row: TRawRow): TReportTransaction {
  return {
    date: row.day,
    type: row.type,
    reference: row.reference,
    description: row.description,
    amountSatang: Number(row.amount),
    costSatang: Number(row.cost),
    vatSatang: Number(row.vat),
    vatKind: row.vat_kind,
  };
}

/** Days read by the first query of a page; the window doubles while it holds fewer rows than asked. */
const FIRST_WINDOW_DAYS = 7;

/**
 * A page of transactions after `after`, oldest first, with the key of its last row. Read a window of days
 * at a time from the key's day on, so a page costs about its own rows, not the period's (the CSV export
 * reads a million rows page by page).
 */
export async function readTransactions(executor: TExecutor, period: TPeriod, limit: number, after?: TKey) {
  const rows: TRawRow[] = [];
  let from = after && after[0] > period.from ? after[0] : period.from;
  let span = FIRST_WINDOW_DAYS;
  while (rows.length < limit && from <= period.to) {
    const candidate = addDays(from, span - 1);
    const to = candidate < period.to ? candidate : period.to;
    const result = (await executor.execute(
      transactionsSql({ from, to }, after, limit - rows.length),
    )) as unknown as { rows: TRawRow[] };
    rows.push(...result.rows);
    if (rows.length >= limit) break;
    from = addDays(to, 1);
    span *= 2;
  }
  const last = rows.at(-1);
  return {
    rows: rows.map(toTransaction),
    lastKey: last ? ([last.day, Number(last.source), Number(last.id)] as TKey) : after,
  };
}

/** The totals, summed by the database over the same sources (so they equal the listed rows' sums). */
export async function readTotals(executor: TExecutor, period: TPeriod): Promise<TReportTotals> {
  const { start, end } = instants(period);
  const result = (await executor.execute(sql`
    with lines as (
      select ${saleItems.priceSatang} as amount, ${saleItems.costSatang} as cost, ${saleItems.vatSatang} as vat, ${saleItems.vatScheme} as scheme
      from ${saleItems} join ${sales} on ${sales.id} = ${saleItems.saleId}
      where ${sales.soldAt} >= ${start} and ${sales.soldAt} < ${end}
      union all
      select -${saleItems.priceSatang}, -${saleItems.costSatang}, -${saleItems.vatSatang}, ${saleItems.vatScheme}
      from ${saleItems}
      where ${saleItems.returnedAt} >= ${start} and ${saleItems.returnedAt} < ${end}
    ),
    sold as (
      select coalesce(sum(amount), 0) as revenue, coalesce(sum(cost), 0) as cost,
        coalesce(sum(vat) filter (where scheme = 'standard'), 0) as vat_standard,
        coalesce(sum(vat) filter (where scheme <> 'standard'), 0) as vat_margin,
        count(*) as count
      from lines
    ),
    spent as (
      select coalesce(sum(${expenses.amountSatang}), 0) as amount, coalesce(sum(${expenses.vatSatang}), 0) as vat, count(*) as count
      from ${expenses}
      where ${expenses.expenseDate} >= ${period.from} and ${expenses.expenseDate} <= ${period.to}
    )
    select sold.revenue::text, sold.cost::text, sold.vat_standard::text, sold.vat_margin::text,
      spent.amount::text as expenses, spent.vat::text as input_vat, (sold.count + spent.count)::text as count
    from sold, spent`)) as unknown as {
    rows: Record<
      'revenue' | 'cost' | 'vat_standard' | 'vat_margin' | 'expenses' | 'input_vat' | 'count',
      string
    >[];
  };
  const row = result.rows[0]!;
  const revenue = Number(row.revenue);
  const cost = Number(row.cost);
  const spent = Number(row.expenses);
  return {
    revenueSatang: revenue,
    costSatang: cost,
    grossProfitSatang: revenue - cost,
    expensesSatang: spent,
    netProfitSatang: revenue - cost - spent,
    outputVatStandardSatang: Number(row.vat_standard),
    outputVatMarginSatang: Number(row.vat_margin),
    inputVatSatang: Number(row.input_vat),
    transactionCount: Number(row.count),
  };
}
