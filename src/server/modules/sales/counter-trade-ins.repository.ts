import { desc, eq, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TCreateUpgradeBonus } from '#core/contracts/counter-trade-ins.ts';
import type { TExecutor } from '../../db/client.ts';
import { counterTradeIns, requotes, tradeIns, upgradeBonuses } from '../../db/schema/index.ts';

/** A request by reference with what the counter shows of it; `atCounter` says whether it was made there. */
export async function findCounterRequest(executor: TExecutor, reference: string, lock = false) {
  const query = executor
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      version: tradeIns.version,
      status: tradeIns.status,
      deviceDescription: tradeIns.deviceDescription,
      category: tradeIns.category,
      offeredThb: tradeIns.offeredThb,
      engineerActualPriceThb: tradeIns.engineerActualPriceThb,
      requote: sql<
        'pending' | 'accepted' | 'declined' | null
      >`(select ${requotes.status} from ${requotes} where ${requotes.tradeInId} = ${tradeIns.id})`,
      atCounter: sql<boolean>`exists (select 1 from ${counterTradeIns} where ${counterTradeIns.tradeInId} = ${tradeIns.id})`,
      // Table names spelled out: an unqualified "id" inside the subquery would be the payment's own.
      creditedSaleId: sql<number | null>`(select sp.sale_id from sale_payments sp
        where sp.trade_in_id = "trade_ins"."id" and sp.amount_satang > 0 limit 1)`,
    })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference));
  const [row] = lock ? await query.for('update', { of: tradeIns }) : await query;
  return row;
}
export type TCounterRequestRow = NonNullable<Awaited<ReturnType<typeof findCounterRequest>>>;

/** Marks a request as made at the sales counter (the fact the trade-in machine's counter rules read). */
export async function markCounterRequest(executor: TExecutor, tradeInId: number, userId: string | null) {
  await executor
    .insert(counterTradeIns)
    .values({ tradeInId, createdBy: userId })
    .onConflictDoNothing({ target: counterTradeIns.tradeInId });
}

export function listUpgradeBonuses(executor: TExecutor) {
  return executor
    .select()
    .from(upgradeBonuses)
    .orderBy(desc(upgradeBonuses.validFrom), desc(upgradeBonuses.id))
    .limit(500);
}

export async function insertUpgradeBonus(
  executor: TExecutor,
  values: TCreateUpgradeBonus & { createdBy: string | null },
) {
  const [row] = await executor
    .insert(upgradeBonuses)
    .values({
      category: values.category as TCategoryKey,
      kind: values.kind,
      percent: values.kind === 'percent' ? values.percent! : null,
      amountSatang: values.kind === 'fixed' ? values.amountSatang! : null,
      validFrom: values.validFrom,
      validUntil: values.validUntil ?? null,
      createdBy: values.createdBy,
    })
    .returning();
  return row!;
}

/** One rule, locked for the change (ending it). */
export async function lockUpgradeBonus(executor: TExecutor, id: number) {
  const [row] = await executor.select().from(upgradeBonuses).where(eq(upgradeBonuses.id, id)).for('update');
  return row;
}

export async function setUpgradeBonusLastDay(executor: TExecutor, id: number, lastDay: string) {
  const [row] = await executor
    .update(upgradeBonuses)
    .set({ validUntil: lastDay })
    .where(eq(upgradeBonuses.id, id))
    .returning();
  return row!;
}
