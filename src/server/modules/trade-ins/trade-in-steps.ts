import type { TTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { applyTransition, type TTransitionResult } from '../workflow/apply-transition.ts';
import { createRecord } from '../workflow/create-record.ts';
import { actorUserId, type TActorContext } from '../workflow/workflow-actor.ts';
import {
  closeInspection,
  insertPriceProposal,
  insertRequote,
  openInspection,
  findOfferedThb,
  lockProposalOf,
  recordActualPrice,
  recordProposalDecision,
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
  /** Why the inspection's price differs (an override's reason): shown to the admin with a proposal. */
  priceReason?: string | undefined;
  /** Evidence of a courier's hand-over: the uploaded files' ids (the caller attaches them). */
  signature?: string | undefined;
  handoverPhoto?: string | undefined;
  /** When the step happened, for scripts that record the past (decision 020); now otherwise. */
  at?: Date | undefined;
}

/**
 * A step of a trade-in request with the facts it carries, in the caller's transaction: the state through
 * the workflow, then a rejection's reason, or an inspection's actual price — and, when that price is
 * below the offer, the re-quote the customer must answer before settlement (product decisions, step 3);
 * when it is above the offer, a proposal an admin must approve (decision 040): until then the price in
 * force stays the offer, so the customer is shown and paid nothing else.
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
    const offeredThb = await findOfferedThb(tx, step.id);
    const above = offeredThb !== null && actualThb > offeredThb;
    await recordActualPrice(tx, step.id, above ? offeredThb : actualThb);
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
    } else if (above) {
      await createRecord(tx, {
        entity: 'priceProposal',
        actor: step.actor,
        at: step.at,
        note: step.priceReason,
        insert: (inner) =>
          insertPriceProposal(inner, {
            tradeInId: step.id,
            offeredThb,
            proposedThb: actualThb,
            reason: step.priceReason?.trim() || null,
            proposedBy: actorUserId(step.actor),
            ...(step.at ? { createdAt: step.at, updatedAt: step.at } : {}),
          }),
      });
    }
  }
  return result;
}

export interface TPriceProposalDecisionStep {
  tradeInId: number;
  decision: 'approve' | 'refuse';
  /** The proposal's version the admin saw: a decision made meanwhile is refused (409). */
  version: number;
  /** The admin's reason: required to refuse (the workflow's evidence), kept in the history. */
  reason?: string | undefined;
  actor: TActorContext;
  at?: Date | undefined;
}

/**
 * An admin decides a price above the offer (decision 040), in the caller's transaction: the request is
 * locked first (so of concurrent decisions exactly one finds the proposal waiting), the proposal moves
 * through the workflow (history, event, audit) and, approved, its price becomes the request's price in
 * force — what /track, the customer's messages and finance then show and pay. Refused, the offer stays.
 * Whoever proposed it cannot decide it; nor can anyone once the request left `inspected`.
 */
export async function decidePriceProposal(
  tx: TTx,
  step: TPriceProposalDecisionStep,
): Promise<TTransitionResult> {
  const locked = await lockProposalOf(tx, step.tradeInId);
  if (!locked)
    throw new AppError('VALIDATION', 'errors.admin.noProposal', 'No price proposal on this request');
  const { proposal, requestStatus } = locked;
  if (proposal.status !== 'pending' || proposal.version !== step.version) {
    throw new AppError('CONFLICT', 'errors.admin.proposalDecided', 'The proposal was decided meanwhile');
  }
  if (requestStatus !== 'inspected') {
    throw new AppError('VALIDATION', 'errors.admin.proposalClosed', 'The request is no longer inspected');
  }
  const deciderId = actorUserId(step.actor);
  if (proposal.proposedBy !== null && proposal.proposedBy === deciderId) {
    throw new AppError('VALIDATION', 'errors.admin.proposalOwn', 'Another admin decides your own proposal', [
      { path: 'decision', messageKey: 'errors.admin.proposalOwn' },
    ]);
  }
  const reason = step.reason?.trim() || undefined;
  const result = await applyTransition(tx, {
    entity: 'priceProposal',
    id: step.tradeInId,
    to: step.decision === 'approve' ? 'approved' : 'refused',
    actor: step.actor,
    version: step.version,
    at: step.at,
    evidence: {
      ...(reason ? { reason } : {}),
      actualPriceThb: step.decision === 'approve' ? proposal.proposedThb : proposal.offeredThb,
    },
  });
  await recordProposalDecision(tx, step.tradeInId, {
    decidedBy: deciderId,
    reason: reason ?? null,
    at: step.at,
  });
  if (step.decision === 'approve') await recordActualPrice(tx, step.tradeInId, proposal.proposedThb);
  return result;
}
