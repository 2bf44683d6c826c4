import type {
  TAdminNotesUpdate,
  TAdminRequestFilters,
  TAdminRequestListQuery,
  TAdminStatusChange,
  TPriceProposalDecision,
} from '#core/contracts/admin-requests.ts';
import type { TDb } from '../../db/client.ts';
import type { TPhotoStorage } from '../photos/photo-storage.ts';
import { createWorkflow, type TWorkflow } from '../workflow/workflow.ts';
import { changeRequestStatus, rolesOf, type TActor } from './change-request-status.ts';
import { EXPORT_READ_ROWS, exportRequestsCsv } from './export-requests.ts';
import { getRequestPhoto } from './get-request-photo.ts';
import { getRequest } from './get-request.ts';
import { listRequests } from './list-requests.ts';
import { decideRequestPriceProposal, listPriceProposals } from './price-proposals.ts';
import { updateRequestNotes } from './update-request-notes.ts';

export type { TActor } from './change-request-status.ts';
export { exportFileName } from './export-requests.ts';

export interface TAdminRequestsDeps {
  db: TDb;
  /** Status changes go through it; one that only writes (no outbox worker to wake) when absent. */
  workflow?: TWorkflow;
  /** Where the customers' photos are kept. */
  photos: TPhotoStorage;
  /** Rows per read of the CSV export (tests make it small). */
  exportReadRows?: number;
}

/**
 * Admin › Trade-in requests: each operation is its own file; this binds them to the module's
 * dependencies for the routes.
 */
export function createAdminRequestsService(deps: TAdminRequestsDeps) {
  const { db, photos } = deps;
  const workflow = deps.workflow ?? createWorkflow({ db });
  return {
    listRequests: (query: TAdminRequestListQuery) => listRequests(db, query),
    getRequest: (reference: string, actor: TActor = { userId: null }) =>
      getRequest(db, reference, rolesOf(actor), actor.userId),
    changeStatus: (reference: string, change: TAdminStatusChange, actor: TActor) =>
      changeRequestStatus({ db, workflow }, reference, change, actor),
    decidePriceProposal: (reference: string, decision: TPriceProposalDecision, actor: TActor) =>
      decideRequestPriceProposal({ db, workflow }, reference, decision, actor),
    listPriceProposals: () => listPriceProposals(db),
    updateNotes: (reference: string, update: TAdminNotesUpdate, actor: TActor) =>
      updateRequestNotes(db, reference, update, actor),
    getPhoto: (reference: string, photoId: string) => getRequestPhoto(db, photos, reference, photoId),
    exportCsv: (filters: TAdminRequestFilters) =>
      exportRequestsCsv(db, filters, deps.exportReadRows ?? EXPORT_READ_ROWS),
  };
}

export type TAdminRequestsService = ReturnType<typeof createAdminRequestsService>;
