import { sql } from 'drizzle-orm';
import type { TVoucherMovementKind } from '#core/finance/voucher-movements.ts';
import type { TExecutor } from '../../db/client.ts';
import { saleDocuments, tradeIns, voucherMovements, vouchers } from '../../db/schema/index.ts';
import type { TPeriod } from './report.repository.ts';

/**
 * The vouchers' figures of a period (decision 044), summed from `voucher_movements` by their Bangkok days:
 * the balance owed before the period, each kind of movement in it, and the balance owed at its end.
 */
const m = voucherMovements;
const sumOf = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${m.amountSatang}) filter (where ${condition}), 0)`;
const within = (period: TPeriod, kind: TVoucherMovementKind) =>
  sumOf(sql`${m.day} >= ${period.from} and ${m.kind} = ${kind}`);

export async function readVoucherFigures(executor: TExecutor, period: TPeriod) {
  const [row] = await executor
    .select({
      opening: sumOf(sql`${m.day} < ${period.from}`),
      issued: within(period, 'issued'),
      redeemed: within(period, 'redeemed'),
      restored: within(period, 'restored'),
      expired: within(period, 'expired'),
      cancelled: within(period, 'cancelled'),
      closing: sql<string>`coalesce(sum(${m.amountSatang}), 0)`,
    })
    .from(m)
    .where(sql`${m.day} <= ${period.to}`);
  const value = (text: string | undefined) => Number(text ?? 0);
  return {
    openingSatang: value(row?.opening),
    issuedSatang: value(row?.issued),
    // Shown as the amounts they are; the ledger keeps them negative.
    redeemedSatang: -value(row?.redeemed),
    restoredSatang: value(row?.restored),
    expiredSatang: -value(row?.expired),
    cancelledSatang: -value(row?.cancelled),
    closingSatang: value(row?.closing),
  };
}

/** Vouchers with a balance at the end of `day`, soonest to expire first. */
export async function readOutstandingVouchers(executor: TExecutor, day: string, limit: number) {
  const result = (await executor.execute(sql`
    with owed as (
      select ${m.voucherId} as voucher_id, sum(${m.amountSatang}) as balance
      from ${m} where ${m.day} <= ${day} group by ${m.voucherId} having sum(${m.amountSatang}) > 0
    )
    select ${vouchers.code} as code, ${tradeIns.reference} as reference,
      to_char(${vouchers.issuedOn}, 'YYYY-MM-DD') as issued_on,
      to_char(${vouchers.validUntil}, 'YYYY-MM-DD') as valid_until, owed.balance as balance,
      count(*) over () as total
    from owed join ${vouchers} on ${vouchers.id} = owed.voucher_id
      join ${tradeIns} on ${tradeIns.id} = ${vouchers.tradeInId}
    order by ${vouchers.validUntil}, ${vouchers.id}
    limit ${limit}`)) as unknown as {
    rows: {
      code: string;
      reference: string;
      issued_on: string;
      valid_until: string;
      balance: string | number;
      total: string | number;
    }[];
  };
  return {
    count: Number(result.rows[0]?.total ?? 0),
    rows: result.rows.map((row) => ({
      code: row.code,
      tradeInReference: row.reference,
      issuedOn: row.issued_on,
      validUntil: row.valid_until,
      balanceSatang: Number(row.balance),
    })),
  };
}

/** Every movement of the period, in day order, with its voucher, request and the sale's document. */
export async function readVoucherMovements(executor: TExecutor, period: TPeriod) {
  const result = (await executor.execute(sql`
    select to_char(${m.day}, 'YYYY-MM-DD') as day, ${m.kind} as kind, ${vouchers.code} as code,
      ${tradeIns.reference} as reference, ${m.amountSatang} as amount,
      (select ${saleDocuments.number} from ${saleDocuments} where ${saleDocuments.saleId} = ${m.saleId}
        and ${saleDocuments.type} <> 'creditNote' order by ${saleDocuments.id} limit 1) as document
    from ${m} join ${vouchers} on ${vouchers.id} = ${m.voucherId}
      join ${tradeIns} on ${tradeIns.id} = ${vouchers.tradeInId}
    where ${m.day} >= ${period.from} and ${m.day} <= ${period.to}
    order by ${m.day}, ${m.id}`)) as unknown as {
    rows: {
      day: string;
      kind: string;
      code: string;
      reference: string;
      amount: string | number;
      document: string | null;
    }[];
  };
  return result.rows;
}
