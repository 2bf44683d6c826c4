import type {
  TAdminRequestDetail,
  TPriceProposalDecision,
  TPriceProposalList,
} from '#core/contracts/admin-requests.ts';
import type { TDb } from '../../db/client.ts';
import { decidePriceProposal } from '../trade-ins/trade-in-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { rolesOf, type TActor } from './change-request-status.ts';
import { getRequest, requestNotFound } from './get-request.ts';
import { findRequestForChange, listWaitingProposals } from './request-detail.repository.ts';

/**
 * POST /api/admin/requests/{reference}/price-proposal (decision 040): an admin approves a price above the
 * offer or refuses it with a reason, through the workflow; the request's page after it.
 */
export async function decideRequestPriceProposal(
  deps: { db: TDb; workflow: TWorkflow },
  reference: string,
  decision: TPriceProposalDecision,
  actor: TActor,
): Promise<TAdminRequestDetail> {
  const request = await findRequestForChange(deps.db, reference);
  if (!request) throw requestNotFound();
  await deps.workflow.transaction((tx) =>
    decidePriceProposal(tx, {
      tradeInId: request.id,
      decision: decision.decision,
      version: decision.version,
      reason: decision.reason,
      actor: { kind: 'staff', userId: actor.userId, roles: rolesOf(actor), ip: actor.ip },
    }),
  );
  return getRequest(deps.db, reference, rolesOf(actor), actor.userId);
}

/** GET /api/admin/price-proposals: what waits for an admin, oldest first, and how many. */
export async function listPriceProposals(db: TDb): Promise<TPriceProposalList> {
  const rows = await listWaitingProposals(db);
  return {
    count: rows[0]?.count ?? 0,
    items: rows.map(({ count: _count, proposedAt, ...row }) => ({
      ...row,
      proposedAt: proposedAt.toISOString(),
    })),
  };
}
