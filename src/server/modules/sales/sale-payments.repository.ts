import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TUpgradeBonusRule } from '#core/sales/sale-payments.ts';
import type { TExecutor } from '../../db/client.ts';
import { counterTradeIns, salePayments, tradeIns, upgradeBonuses, vouchers } from '../../db/schema/index.ts';

export type TSalePaymentRow = typeof salePayments.$inferSelect;

export async function insertSalePayments(
  executor: TExecutor,
  rows: (typeof salePayments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await executor.insert(salePayments).values(rows);
}

/** A sale's payment rows (and its refunds), with the voucher codes and the traded request. */
export function findSalePayments(executor: TExecutor, saleId: number) {
  return executor
    .select({
      payment: salePayments,
      voucherCode: vouchers.code,
      tradeInReference: tradeIns.reference,
      tradeInDevice: tradeIns.deviceDescription,
      refundVoucherCode: sql<
        string | null
      >`(select ${vouchers.code} from ${vouchers} where ${vouchers.id} = ${salePayments.refundVoucherId})`,
    })
    .from(salePayments)
    .leftJoin(vouchers, eq(vouchers.id, salePayments.voucherId))
    .leftJoin(tradeIns, eq(tradeIns.id, salePayments.tradeInId))
    .where(eq(salePayments.saleId, saleId))
    .orderBy(asc(salePayments.id));
}

/** A counter request (old for new) by reference, locked, with what crediting it needs. */
export async function lockCounterRequest(executor: TExecutor, reference: string) {
  const [row] = await executor
    .select({
      id: tradeIns.id,
      status: tradeIns.status,
      category: tradeIns.category,
      deviceDescription: tradeIns.deviceDescription,
      offeredThb: tradeIns.offeredThb,
      engineerActualPriceThb: tradeIns.engineerActualPriceThb,
      atCounter: sql<boolean>`exists (select 1 from ${counterTradeIns} where ${counterTradeIns.tradeInId} = ${tradeIns.id})`,
    })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference))
    .for('update', { of: tradeIns });
  return row;
}

/** Admin's upgrade bonus for a category on a Bangkok day: the rule covering it that started last. */
export async function findUpgradeBonus(
  executor: TExecutor,
  category: TCategoryKey,
  day: string,
): Promise<TUpgradeBonusRule | null> {
  const [row] = await executor
    .select()
    .from(upgradeBonuses)
    .where(
      and(
        eq(upgradeBonuses.category, category),
        lte(upgradeBonuses.validFrom, day),
        or(isNull(upgradeBonuses.validUntil), gte(upgradeBonuses.validUntil, day)),
      ),
    )
    .orderBy(desc(upgradeBonuses.validFrom), desc(upgradeBonuses.id))
    .limit(1);
  if (!row) return null;
  return row.kind === 'percent'
    ? { kind: 'percent', percent: row.percent! }
    : { kind: 'fixed', amountSatang: row.amountSatang! };
}
