import type { TAdminRequestDetail, TAdminStatusChange } from '#core/contracts/admin-requests.ts';
import type { TRole } from '#core/roles.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { getRequest, requestNotFound } from './get-request.ts';
import { findLatestChange, findRequestForChange } from './request-detail.repository.ts';

/** The staff member acting (null for a script), their roles, and the client's address for the audit log. */
export interface TActor {
  userId: string | null;
  roles?: readonly TRole[] | undefined;
  ip?: string | undefined;
}

/** The admin console acts with the admin's roles (its routes are admin-only). */
export const rolesOf = (actor: TActor): readonly TRole[] => actor.roles ?? ['admin'];

/** 409 naming who changed the request and when, when the audit log knows. */
export async function requestChanged(db: TDb, reference: string): Promise<AppError> {
  const change = await findLatestChange(db, reference);
  const when = change ? ` at ${change.at.toISOString()}` : '';
  const who = change?.by ? ` by ${change.by}` : '';
  return new AppError(
    'CONFLICT',
    'errors.admin.requestChanged',
    `The request was changed${who}${when}; reload it and try again`,
  );
}

/** POST /api/admin/requests/{reference}/status: one step of the lifecycle, through the workflow. */
export async function changeRequestStatus(
  deps: { db: TDb; workflow: TWorkflow },
  reference: string,
  change: TAdminStatusChange,
  actor: TActor,
): Promise<TAdminRequestDetail> {
  const request = await findRequestForChange(deps.db, reference);
  if (!request) throw requestNotFound();
  try {
    await deps.workflow.transaction((tx) =>
      moveTradeIn(tx, {
        id: request.id,
        to: change.to,
        version: change.version,
        actor: { kind: 'staff', userId: actor.userId, roles: rolesOf(actor), ip: actor.ip },
        note: change.note,
        reason: change.reason,
        actualPriceThb: change.actualPriceThb,
        priceReason: change.note,
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw await requestChanged(deps.db, reference);
    throw error;
  }
  return getRequest(deps.db, reference, rolesOf(actor), actor.userId);
}
