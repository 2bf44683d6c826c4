import { and, asc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { bangkokDayStart } from '#core/bangkok-time.ts';
import { firstDayOf, nextMonth } from '#core/finance/periods.ts';
import type { TReportTotals, TReportTransaction } from '#core/contracts/account.ts';
import type { TExecutor } from '../../db/client.ts';
import { accountDays, accountLedger, saleDocuments } from '../../db/schema/index.ts';

/**
 * The transactions a period report is made of (decisions 028 and 035) are the rows of `account_ledger`,
 * one per sale line (on the Bangkok day of its sale), returned line (negated, on its return day) and
 * expense or reversing row (its VAT as input VAT). The database's triggers write them, and each day's
 * sums in `account_days`, in the statement that changes a record: the listing and the totals read the
 * same rows. Payments to customers are not in it: what was paid for a device is its cost when it is sold.
 */
export interface TPeriod {
  from: string;
  to: string;
}

/** A transaction's place in report order: its day, its source (1 sale, 2 return, 3 expense), its record. */
export type TKey = [string, number, number];

const l = accountLedger;
const inPeriod = (period: TPeriod, after: TKey | undefined) =>
  sql`${l.day} >= ${period.from} and ${l.day} <= ${period.to}${
    after
      ? sql` and (${l.day}, ${l.source}, ${l.recordId}) > (${after[0]}::date, ${after[1]}, ${after[2]})`
      : sql``
  }`;
const keyOf = sql`to_char(${l.day}, 'YYYY-MM-DD') as day, ${l.source} as source, ${l.recordId} as record_id`;

interface TRawRow {
  day: string;
  source: number;
  record_id: number;
  type: TReportTransaction['type'];
  reference: string;
  description: string;
  amount: string | number;
  cost: string | number;
  vat: string | number;
  vat_kind: TReportTransaction['vatKind'];
}

const toKey = (row: { day: string; source: number | string; record_id: number | string }): TKey => [
  row.day,
  Number(row.source),
  Number(row.record_id),
];

/** A page of transactions after `after`, oldest first (the primary key's order), with its last key. */
export async function readTransactions(executor: TExecutor, period: TPeriod, limit: number, after?: TKey) {
  const result = (await executor.execute(sql`
    select ${keyOf}, ${l.type} as type, ${l.reference} as reference, ${l.description} as description,
      ${l.amountSatang} as amount, ${l.costSatang} as cost, ${l.vatSatang} as vat, ${l.vatKind} as vat_kind
    from ${l} where ${inPeriod(period, after)}
    order by ${l.day}, ${l.source}, ${l.recordId} limit ${limit}`)) as unknown as { rows: TRawRow[] };
  const last = result.rows.at(-1);
  return {
    rows: result.rows.map((row): TReportTransaction => ({
      date: row.day,
      type: row.type,
      reference: row.reference,
      description: row.description,
      amountSatang: Number(row.amount),
      costSatang: Number(row.cost),
      vatSatang: Number(row.vat),
      vatKind: row.vat_kind,
    })),
    lastKey: last ? toKey(last) : after,
  };
}

/** Satang as baht with two decimals (`-1234.05`), by integer arithmetic. */
const baht = (satang: SQL | unknown) =>
  sql`case when ${satang} < 0 then '-' else '' end || (abs(${satang}) / 100)::text || '.' || lpad((abs(${satang}) % 100)::text, 2, '0')`;
/**
 * A text as a CSV cell: one that a spreadsheet would take for a formula gets a leading apostrophe
 * (OWASP's CSV injection advice, as csv-stringify's `escape_formulas`), and one holding a quote,
 * comma or line break is quoted.
 */
const csvText = (text: SQL | unknown) => {
  const safe = sql`case when ${text} ~ '^[-=+@\t\r＝＋－＠]' then '''' || ${text} else ${text} end`;
  return sql`case when ${text} ~ '[",\r\n]' then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end`;
};

/**
 * Up to `limit` transactions after `after` as CSV lines (date, type, reference, description, amount, cost,
 * VAT, VAT kind), written by the database into one text: a million rows cost a few hundred reads of a
 * few megabytes each, not a million rows parsed one by one (decision 035).
 */
export async function readCsvLines(executor: TExecutor, period: TPeriod, limit: number, after?: TKey) {
  const result = (await executor.execute(sql`
    with page as (
      select ${l.day}, ${l.source}, ${l.recordId},
        to_char(${l.day}, 'YYYY-MM-DD') || ',' || ${l.type} || ',' || ${csvText(l.reference)} || ','
          || ${csvText(l.description)} || ',' || ${baht(l.amountSatang)} || ',' || ${baht(l.costSatang)} || ','
          || ${baht(l.vatSatang)} || ',' || ${l.vatKind} || chr(10) as line
      from ${l} where ${inPeriod(period, after)}
      order by ${l.day}, ${l.source}, ${l.recordId} limit ${limit}
    )
    select string_agg(line, '' order by day, source, record_id) as text, count(*)::int as count,
      (select array[to_char(day, 'YYYY-MM-DD'), source::text, record_id::text] from page
        order by day desc, source desc, record_id desc limit 1) as last
    from page`)) as unknown as { rows: { text: string | null; count: number; last: string[] | null }[] };
  const row = result.rows[0]!;
  return {
    text: row.text ?? '',
    count: Number(row.count),
    lastKey: row.last ? toKey({ day: row.last[0]!, source: row.last[1]!, record_id: row.last[2]! }) : after,
  };
}

/** The totals: the sums of the period's days (so they equal the sums of its listed transactions). */
export async function readTotals(executor: TExecutor, period: TPeriod): Promise<TReportTotals> {
  const d = accountDays;
  const result = (await executor.execute(sql`
    select coalesce(sum(${d.revenueSatang}), 0)::text as revenue, coalesce(sum(${d.costSatang}), 0)::text as cost,
      coalesce(sum(${d.expensesSatang}), 0)::text as expenses,
      coalesce(sum(${d.outputVatStandardSatang}), 0)::text as vat_standard,
      coalesce(sum(${d.outputVatMarginSatang}), 0)::text as vat_margin,
      coalesce(sum(${d.inputVatSatang}), 0)::text as input_vat,
      coalesce(sum(${d.transactionCount}), 0)::text as count
    from ${d} where ${d.day} >= ${period.from} and ${d.day} <= ${period.to}`)) as unknown as {
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

/** The month's tax documents (full and abbreviated tax invoices, credit notes) in the order issued. */
export function readTaxDocuments(executor: TExecutor, month: string) {
  return executor
    .select()
    .from(saleDocuments)
    .where(
      and(
        inArray(saleDocuments.type, ['taxInvoice', 'abbreviatedTaxInvoice', 'creditNote']),
        gte(saleDocuments.issuedAt, bangkokDayStart(firstDayOf(month))),
        lt(saleDocuments.issuedAt, bangkokDayStart(firstDayOf(nextMonth(month)))),
      ),
    )
    .orderBy(asc(saleDocuments.issuedAt), asc(saleDocuments.id));
}
