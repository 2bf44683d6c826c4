import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import { publicApi } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The admin's trade-in request calls (decision 009). `query` is the list's URL query as the API names it. */
export function listRequests(query: string) {
  return signedInApi('GET /api/admin/requests', { query: new URLSearchParams(query) });
}

/** The CSV export of the list's filters (every matching request, streamed by the server). */
export function downloadRequestsCsv(filterQuery: string): Promise<Blob> {
  return signedInApi('GET /api/admin/requests.csv', { query: new URLSearchParams(filterQuery) });
}

export function getRequest(reference: string) {
  return signedInApi('GET /api/admin/requests/:reference', { params: { reference } });
}

export type TStatusChange = TEndpointInput<TEndpoints['POST /api/admin/requests/:reference/status']>['body'];

export function changeStatus(reference: string, change: TStatusChange) {
  return signedInApi('POST /api/admin/requests/:reference/status', { params: { reference }, body: change });
}

export type TProposalDecision = TEndpointInput<
  TEndpoints['POST /api/admin/requests/:reference/price-proposal']
>['body'];

/** An admin approves or refuses a price above the offer (decision 040). */
export function decidePriceProposal(reference: string, decision: TProposalDecision) {
  return signedInApi('POST /api/admin/requests/:reference/price-proposal', {
    params: { reference },
    body: decision,
  });
}

/** The prices above the offer waiting for an admin. */
export function listPriceProposals() {
  return signedInApi('GET /api/admin/price-proposals');
}

export function saveNotes(reference: string, notes: { adminNotes: string; version: number }) {
  return signedInApi('PUT /api/admin/requests/:reference/notes', { params: { reference }, body: notes });
}

/** A request's photo (staff only: it goes with the session's token), by the ids in the detail's photo. */
export function fetchRequestPhoto(reference: string, photoId: string): Promise<Blob> {
  return signedInApi('GET /api/admin/requests/:reference/photos/:photoId', {
    params: { reference, photoId },
  });
}

/** The brands for the brand filter (the public list, as customers see it). */
export function listBrands() {
  return publicApi('GET /api/brands');
}

/** The messages of a request (decision 043), and sending one again. */
export function listRequestMessages(reference: string) {
  return signedInApi('GET /api/admin/requests/:reference/notifications', { params: { reference } });
}

export function resendMessage(id: number) {
  return signedInApi('POST /api/admin/notifications/:id/resend', { params: { id } });
}
