import type { TTx } from '../../db/client.ts';
import { applyTransition, type TTransitionResult } from '../workflow/apply-transition.ts';
import { createRecord } from '../workflow/create-record.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';
import {
  closeInspection,
  insertRequote,
  openInspection,
  recordActualPrice,
  recordRejectionReason,
} from './trade-in-steps.repository.ts';

export interface TTradeInStep {
  id: number;
  to: string;
  actor: TActorContext;
  version?: number | undefined;
  note?: string | undefined;
  /** Evidence of a rejection. */
  reason?: string | undefined;
  /** Evidence of an inspection: the actual price from the pricing engine (or an override). */
  actualPriceThb?: number | undefined;
  /** Evidence of a courier's hand-over: the uploaded files' ids (the caller attaches them). */
  signature?: string | undefined;
  handoverPhoto?: string | undefined;
  /** When the step happened, for scripts that record the past (decision 020); now otherwise. */
  at?: Date | undefined;
}

/**
 * A step of a trade-in request with the facts it carries, in the caller's transaction: the state through
 * the workflow, then a rejection's reason, or an inspection's actual price — and, when that price is
 * below the offer, the re-quote the customer must answer before settlement (product decisions, step 3).
 */
export async function moveTradeIn(tx: TTx, step: TTradeInStep): Promise<TTransitionResult> {
  const result = await applyTransition(tx, {
    entity: 'tradeIn',
    id: step.id,
    to: step.to,
    actor: step.actor,
    version: step.version,
    note: step.note,
    at: step.at,
    evidence: {
      ...(step.reason ? { reason: step.reason } : {}),
      ...(step.actualPriceThb !== undefined ? { actualPriceThb: step.actualPriceThb } : {}),
      ...(step.signature ? { signature: step.signature } : {}),
      ...(step.handoverPhoto ? { handoverPhoto: step.handoverPhoto } : {}),
    },
  });
  if (step.to === 'rejected' && step.reason) await recordRejectionReason(tx, step.id, step.reason);
  // The engineers' queue (issue 18): a received request waits for inspection until it leaves `received`.
  if (step.to === 'received') await openInspection(tx, step.id, step.at);
  else if (result.from === 'received') await closeInspection(tx, step.id, step.at);
  if (step.to === 'inspected' && step.actualPriceThb !== undefined) {
    const actualThb = step.actualPriceThb;
    const offeredThb = await recordActualPrice(tx, step.id, actualThb);
    if (offeredThb !== null && actualThb < offeredThb) {
      await createRecord(tx, {
        entity: 'requote',
        actor: step.actor,
        at: step.at,
        insert: (inner) =>
          insertRequote(inner, {
            tradeInId: step.id,
            offeredThb,
            actualThb,
            ...(step.at ? { createdAt: step.at, updatedAt: step.at } : {}),
          }),
      });
    }
  }
  return result;
}
