import { eq, sql, type SQL } from 'drizzle-orm';
import { addDays, bangkokDayStart } from '#core/bangkok-time.ts';
import type { TPaymentMethod, TSaleKind } from '#core/contracts/sales.ts';
import type { TOutstandingSale, TReceiptLine } from '#core/contracts/sale-receipts.ts';
import type { TExecutor } from '../../db/client.ts';
import { saleDocuments, salePayments, saleReceipts, sales } from '../../db/schema/index.ts';

/**
 * Receipts from sales (decision 031), read from the sales' own rows and the recorded receipts:
 * - a retail sale, paid at the counter on the Bangkok day of its sale: its money part (decision 044: not
 *   what vouchers or a trade-in credit paid) and its method;
 * - a retail sale's credit note, the money refunded at the counter on the day it was issued (negated);
 * - a wholesale sale's recorded receipts, and their reversals (negated), on the day they are dated.
 */
export interface TReceiptPeriod {
  from: string;
  to: string;
}

const bangkokDay = (column: unknown) => sql`to_char(${column} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;
/** The document a sale issued (not a credit note). */
const saleDocument = (saleId: unknown) => sql`(select ${saleDocuments.number} from ${saleDocuments}
  where ${saleDocuments.saleId} = ${saleId} and ${saleDocuments.type} <> 'creditNote'
  order by ${saleDocuments.id} limit 1)`;
/** What a sale comes to once its credit notes are taken off. */
const netTotal = sql`(${sales.totalSatang} - coalesce((select sum(${saleDocuments.totalSatang}) from ${saleDocuments}
  where ${saleDocuments.saleId} = ${sales.id} and ${saleDocuments.type} = 'creditNote'), 0))`;
const received = sql`coalesce((select sum(${saleReceipts.amountSatang}) from ${saleReceipts}
  where ${saleReceipts.saleId} = ${sales.id}), 0)`;

export function receiptLinesSql(period: TReceiptPeriod, limit = 2000): SQL {
  const start = bangkokDayStart(period.from).toISOString();
  const end = bangkokDayStart(addDays(period.to, 1)).toISOString();
  // Only money counts: a voucher's or a trade-in credit's part of a sale is no money received (044).
  const money = sql`${salePayments.method} in ('cash', 'transfer', 'promptPay', 'card')`;
  return sql`select * from (
    select ${bangkokDay(sales.soldAt)} as day, 1 as source_order, 'counter' as source, null::integer as id,
      ${sales.id} as sale_id, ${sales.kind} as sale_kind, ${saleDocument(sales.id)} as document,
      ${sales.customerName} as buyer, ${salePayments.method} as method, ${salePayments.amountSatang} as amount,
      null as reference, null as notes, null::uuid as slip, null as reason, false as reversed
    from ${salePayments} join ${sales} on ${sales.id} = ${salePayments.saleId}
    where ${sales.kind} = 'retail' and ${money} and ${salePayments.amountSatang} > 0
      and ${sales.soldAt} >= ${start} and ${sales.soldAt} < ${end}
    union all
    select ${bangkokDay(saleDocuments.issuedAt)}, 2, 'counterRefund', null, ${sales.id}, ${sales.kind},
      ${saleDocuments.number}, ${sales.customerName}, ${salePayments.method}, ${salePayments.amountSatang},
      null, ${saleDocuments.reason}, null, null, false
    from ${salePayments} join ${saleDocuments} on ${saleDocuments.id} = ${salePayments.creditNoteId}
      join ${sales} on ${sales.id} = ${salePayments.saleId}
    where ${sales.kind} = 'retail' and ${money} and ${salePayments.amountSatang} < 0
      and ${saleDocuments.issuedAt} >= ${start} and ${saleDocuments.issuedAt} < ${end}
    union all
    select to_char(${saleReceipts.receivedOn}, 'YYYY-MM-DD'), 3,
      case when ${saleReceipts.reversesId} is null then 'recorded' else 'reversal' end, ${saleReceipts.id},
      ${sales.id}, ${sales.kind}, ${saleDocument(sales.id)}, ${sales.customerName}, ${saleReceipts.method},
      ${saleReceipts.amountSatang}, ${saleReceipts.reference}, ${saleReceipts.notes}, ${saleReceipts.slipFileId},
      ${saleReceipts.reversalReason},
      exists (select 1 from ${saleReceipts} r where r.reverses_id = ${saleReceipts.id})
    from ${saleReceipts} join ${sales} on ${sales.id} = ${saleReceipts.saleId}
    where ${saleReceipts.receivedOn} >= ${period.from} and ${saleReceipts.receivedOn} <= ${period.to}
  ) t order by t.day, t.source_order, t.sale_id, t.id limit ${limit}`;
}

interface TRawLine {
  day: string;
  source: TReceiptLine['source'];
  id: number | null;
  sale_id: number;
  sale_kind: TSaleKind;
  document: string | null;
  buyer: string;
  method: TPaymentMethod;
  amount: string | number;
  reference: string | null;
  notes: string | null;
  slip: string | null;
  reason: string | null;
  reversed: boolean;
}

const toLine = (row: TRawLine): TReceiptLine => ({
  id: row.id === null ? null : Number(row.id),
  source: row.source,
  date: row.day,
  saleId: Number(row.sale_id),
  saleKind: row.sale_kind,
  documentNumber: row.document,
  buyerName: row.buyer,
  method: row.method,
  amountSatang: Number(row.amount),
  reference: row.reference,
  notes: row.notes,
  slipFileId: row.slip,
  reversalReason: row.reason,
  reversed: Boolean(row.reversed),
});

export async function readReceiptLines(executor: TExecutor, period: TReceiptPeriod) {
  const result = (await executor.execute(receiptLinesSql(period))) as unknown as { rows: TRawLine[] };
  return result.rows.map(toLine);
}

/** One recorded receipt as a line of the list. */
export async function readReceiptLine(executor: TExecutor, id: number): Promise<TReceiptLine | undefined> {
  const result = (await executor.execute(sql`
    select to_char(${saleReceipts.receivedOn}, 'YYYY-MM-DD') as day,
      case when ${saleReceipts.reversesId} is null then 'recorded' else 'reversal' end as source,
      ${saleReceipts.id} as id, ${sales.id} as sale_id, ${sales.kind} as sale_kind,
      ${saleDocument(sales.id)} as document, ${sales.customerName} as buyer, ${saleReceipts.method} as method,
      ${saleReceipts.amountSatang} as amount, ${saleReceipts.reference} as reference, ${saleReceipts.notes} as notes,
      ${saleReceipts.slipFileId} as slip, ${saleReceipts.reversalReason} as reason,
      exists (select 1 from ${saleReceipts} r where r.reverses_id = ${saleReceipts.id}) as reversed
    from ${saleReceipts} join ${sales} on ${sales.id} = ${saleReceipts.saleId}
    where ${saleReceipts.id} = ${id}`)) as unknown as { rows: TRawLine[] };
  const row = result.rows[0];
  return row ? toLine(row) : undefined;
}

/** The wholesale sales still owed something, oldest first, with what each comes to and what came in. */
export async function readOutstanding(executor: TExecutor, today: string): Promise<TOutstandingSale[]> {
  const result = (await executor.execute(sql`
    select * from (
      select ${sales.id} as sale_id, ${saleDocument(sales.id)} as document, ${sales.customerName} as buyer,
        ${sales.customerContact} as contact, ${sales.paymentMethod} as method,
        ${bangkokDay(sales.soldAt)} as sold_on, ${sales.soldAt} as sold_at,
        ${netTotal} as total, ${received} as received
      from ${sales}
      where ${sales.kind} = 'wholesale'
    ) t where t.total - t.received > 0
    order by t.sold_at, t.sale_id`)) as unknown as {
    rows: {
      sale_id: number;
      document: string | null;
      buyer: string;
      contact: string;
      method: TPaymentMethod;
      sold_on: string;
      total: string | number;
      received: string | number;
    }[];
  };
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  return result.rows.map((row) => {
    const total = Number(row.total);
    const got = Number(row.received);
    return {
      saleId: Number(row.sale_id),
      documentNumber: row.document,
      buyerName: row.buyer,
      buyerContact: row.contact,
      paymentMethod: row.method,
      soldOn: row.sold_on,
      daysOutstanding: Math.max(
        0,
        Math.round((todayMs - Date.parse(`${row.sold_on}T00:00:00Z`)) / 86_400_000),
      ),
      totalSatang: total,
      receivedSatang: got,
      outstandingSatang: total - got,
    };
  });
}

/** A sale, locked (receipts for it are recorded one at a time), with what it comes to and what came in. */
export async function lockSaleForReceipt(executor: TExecutor, saleId: number) {
  const [row] = await executor
    .select({
      id: sales.id,
      kind: sales.kind,
      soldOn: sql<string>`${bangkokDay(sales.soldAt)}`,
      totalSatang: sql<number>`${netTotal}`.mapWith(Number),
      receivedSatang: sql<number>`${received}`.mapWith(Number),
    })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update', { of: sales });
  return row;
}

export async function findReceipt(executor: TExecutor, id: number, lock = false) {
  const query = executor
    .select({
      receipt: saleReceipts,
      // Qualified by hand: a single-table select leaves its columns unqualified, which `r` would capture.
      reversed: sql<boolean>`exists (select 1 from ${saleReceipts} r where r.reverses_id = "sale_receipts"."id")`,
    })
    .from(saleReceipts)
    .where(eq(saleReceipts.id, id));
  const [row] = await (lock ? query.for('update', { of: saleReceipts }) : query);
  return row;
}

export async function insertReceipt(executor: TExecutor, values: typeof saleReceipts.$inferInsert) {
  const [row] = await executor.insert(saleReceipts).values(values).returning({ id: saleReceipts.id });
  return row!.id;
}
