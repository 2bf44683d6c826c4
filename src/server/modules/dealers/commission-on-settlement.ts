import { and, desc, eq, sql } from 'drizzle-orm';
import { commissionRuleFor, commissionSatang } from '#core/dealer-commission.ts';
import { settlementAmountThb } from '#core/trade-in-lifecycle.ts';
import type { TTx } from '../../db/client.ts';
import { dealerCommissions, dealers, tradeIns, workflowHistory } from '../../db/schema/index.ts';
import type { TOutboxHandler } from '../workflow/outbox-worker.ts';
import { readCommissionRules } from './dealers.repository.ts';

/**
 * `tradeIn.settled` → the dealer's commission for a request that carries its code (decision 023): the
 * settled price, the rule of the request's category (or the rule for every category) as it stands now,
 * and the amount, dated when the request settled. A re-delivered event finds the row and does nothing.
 * A shop suspended since the request was made still earns it.
 */
export async function recordDealerCommission(tx: TTx, tradeInId: number): Promise<void> {
  const [request] = await tx
    .select({
      dealerCode: tradeIns.dealerCode,
      category: tradeIns.category,
      offeredThb: tradeIns.offeredThb,
      engineerActualPriceThb: tradeIns.engineerActualPriceThb,
      updatedAt: tradeIns.updatedAt,
    })
    .from(tradeIns)
    .where(eq(tradeIns.id, tradeInId));
  if (!request?.dealerCode) return;
  const [dealer] = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.code, request.dealerCode));
  if (!dealer) return;
  const [settled] = await tx
    .select({ at: workflowHistory.createdAt })
    .from(workflowHistory)
    .where(
      and(
        eq(workflowHistory.entity, 'tradeIn'),
        eq(workflowHistory.entityId, tradeInId),
        eq(workflowHistory.toState, 'settled'),
      ),
    )
    .orderBy(desc(workflowHistory.id))
    .limit(1);
  const rule = commissionRuleFor(await readCommissionRules(tx, dealer.id), request.category);
  const settledThb = settlementAmountThb(request);
  await tx
    .insert(dealerCommissions)
    .values({
      tradeInId,
      dealerId: dealer.id,
      settledThb,
      ruleCategory: rule?.category ?? null,
      ruleKind: rule?.kind ?? null,
      rulePercentBp: rule?.kind === 'percent' ? rule.percentBp : 0,
      ruleFixedThb: rule?.kind === 'fixed' ? rule.fixedThb : 0,
      commissionSatang: commissionSatang(rule, settledThb),
      settledAt: settled?.at ?? request.updatedAt ?? sql`now()`,
    })
    .onConflictDoNothing();
}

export const commissionOnSettlement: TOutboxHandler = (tx, event) =>
  recordDealerCommission(tx, event.entityId);
