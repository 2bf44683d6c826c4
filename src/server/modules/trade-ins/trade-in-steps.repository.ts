import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';
import { inspections, priceProposals, requotes, tradeIns } from '../../db/schema/index.ts';

/** The facts a trade-in's steps record besides its state (the state itself is the workflow's). */
export async function recordRejectionReason(tx: TTx, id: number, reason: string): Promise<void> {
  await tx.update(tradeIns).set({ rejectionReason: reason }).where(eq(tradeIns.id, id));
}

/** The offer an inspection's price is compared with. */
export async function findOfferedThb(tx: TTx, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ offeredThb: tradeIns.offeredThb })
    .from(tradeIns)
    .where(eq(tradeIns.id, id));
  return row?.offeredThb ?? null;
}

/**
 * Records the request's price in force after inspection (the inspected price, decision 040): written by
 * the inspection and by an admin's approval of a higher price, nowhere else.
 */
export async function recordActualPrice(tx: TTx, id: number, priceThb: number): Promise<void> {
  await tx.update(tradeIns).set({ engineerActualPriceThb: priceThb }).where(eq(tradeIns.id, id));
}

export async function insertPriceProposal(
  tx: TTx,
  values: typeof priceProposals.$inferInsert & { tradeInId: number },
): Promise<number> {
  const [row] = await tx.insert(priceProposals).values(values).returning({ id: priceProposals.tradeInId });
  return row!.id;
}

export async function insertRequote(
  tx: TTx,
  values: { tradeInId: number; offeredThb: number; actualThb: number; createdAt?: Date; updatedAt?: Date },
): Promise<number> {
  const [row] = await tx.insert(requotes).values(values).returning({ id: requotes.tradeInId });
  return row!.id;
}

/** A received request joins the engineers' queue (issue 18). */
export async function openInspection(tx: TTx, tradeInId: number, at?: Date): Promise<void> {
  const receivedAt = at ?? sql`now()`;
  await tx
    .insert(inspections)
    .values({ tradeInId, receivedAt, ...(at ? { createdAt: at, updatedAt: at } : {}) })
    .onConflictDoUpdate({ target: inspections.tradeInId, set: { receivedAt, closedAt: null } });
}

/** The request left `received`: out of the queue. */
export async function closeInspection(tx: TTx, tradeInId: number, at?: Date): Promise<void> {
  await tx
    .update(inspections)
    .set({ closedAt: at ?? sql`now()` })
    .where(and(eq(inspections.tradeInId, tradeInId), isNull(inspections.closedAt)));
}

/** The request locked (its proposal's deciders queue here), with its proposal above the offer, if any. */
export async function lockProposalOf(tx: TTx, tradeInId: number) {
  const [request] = await tx
    .select({ status: tradeIns.status })
    .from(tradeIns)
    .where(eq(tradeIns.id, tradeInId))
    .for('update');
  if (!request) return undefined;
  const [proposal] = await tx.select().from(priceProposals).where(eq(priceProposals.tradeInId, tradeInId));
  return proposal ? { proposal, requestStatus: request.status } : undefined;
}

/** Who decided a proposal, when, and the reason they gave (its status is the workflow's). */
export async function recordProposalDecision(
  tx: TTx,
  tradeInId: number,
  decision: { decidedBy: string | null; reason: string | null; at?: Date | undefined },
): Promise<void> {
  await tx
    .update(priceProposals)
    .set({
      decidedBy: decision.decidedBy,
      decisionReason: decision.reason,
      decidedAt: decision.at ?? sql`now()`,
    })
    .where(eq(priceProposals.tradeInId, tradeInId));
}
