import type { TAdminNotesUpdate, TAdminRequestDetail } from '#core/contracts/admin-requests.ts';
import type { TDb } from '../../db/client.ts';
import { requestChanged, rolesOf, type TActor } from './change-request-status.ts';
import { getRequest, requestNotFound } from './get-request.ts';
import { findRequestForChange, updateNotes } from './request-detail.repository.ts';

/** PUT /api/admin/requests/{reference}/notes: replaces the notes (empty clears them), audited. */
export async function updateRequestNotes(
  db: TDb,
  reference: string,
  update: TAdminNotesUpdate,
  actor: TActor,
): Promise<TAdminRequestDetail> {
  const request = await findRequestForChange(db, reference);
  if (!request) throw requestNotFound();
  if (request.version !== update.version) throw await requestChanged(db, reference);
  const version = await db.transaction((tx) =>
    updateNotes(
      tx,
      {
        id: request.id,
        reference,
        version: update.version,
        before: request.adminNotes,
        adminNotes: update.adminNotes || null,
      },
      actor,
    ),
  );
  if (version === undefined) throw await requestChanged(db, reference);
  return getRequest(db, reference, rolesOf(actor));
}
