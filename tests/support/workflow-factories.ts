/**
 * Workflow rows for requests that factories store directly (not through the API): their history and
 * their lower re-quote, as the workflow module would have written them. No vitest import: e2e set-up
 * and benchmarks use it too.
 */
import { requotes, workflowHistory } from '#server/db/schema/index.ts';
import type { TExecutor } from '#server/db/client.ts';

export type TRequoteDecision = 'accepted' | 'declined' | null;

/** A stored request's fields that decide whether it has a re-quote. */
interface TPricedRequest {
  id: number;
  status: string;
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
}

/**
 * The re-quote of a request whose actual price is below its offer: answered as `decision` says, or
 * pending while the request is inspected and no answer is given (as migration 0006 reads old rows).
 */
export async function seedRequote(db: TExecutor, request: TPricedRequest, decision: TRequoteDecision = null) {
  const { offeredThb, engineerActualPriceThb: actualThb } = request;
  if (offeredThb === null || actualThb === null || actualThb >= offeredThb) return;
  if (decision === null && request.status !== 'inspected') return;
  await db
    .insert(requotes)
    .values({ tradeInId: request.id, status: decision ?? 'pending', offeredThb, actualThb });
}

export interface THistoryStep {
  from: string | null;
  to: string;
  actor: string;
  note?: string;
  at: Date;
}

/** History rows of a request's steps; 'customer' is the customer, anyone else staff. */
export async function seedTradeInHistory(db: TExecutor, tradeInId: number, steps: readonly THistoryStep[]) {
  if (steps.length === 0) return;
  await db.insert(workflowHistory).values(
    steps.map((step) => ({
      entity: 'tradeIn',
      entityId: tradeInId,
      fromState: step.from,
      toState: step.to,
      actorKind: step.actor === 'customer' ? ('customer' as const) : ('staff' as const),
      actorLabel: step.actor,
      note: step.note ?? null,
      createdAt: step.at,
    })),
  );
}
