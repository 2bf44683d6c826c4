import type { TInspectRequest } from '#core/contracts/engineer.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The engineer console's calls (issue 18). `query` is the queue's URL query as the API names it. */
export function listQueue(query: string) {
  return signedInApi('GET /api/engineer/queue', { query: new URLSearchParams(query) });
}

export function getInspection(reference: string) {
  return signedInApi('GET /api/engineer/requests/:reference', { params: { reference } });
}

export function customerPhoto(path: string): Promise<Blob> {
  const [reference, photoId] = path.split('/') as [string, string];
  return signedInApi('GET /api/engineer/requests/:reference/photos/:photoId', {
    params: { reference, photoId },
  });
}

export function claimRequest(reference: string) {
  return signedInApi('POST /api/engineer/requests/:reference/claim', { params: { reference } });
}

export function releaseRequest(reference: string) {
  return signedInApi('POST /api/engineer/requests/:reference/release', { params: { reference } });
}

export function checkIdentity(reference: string, imei: string) {
  return signedInApi('POST /api/engineer/requests/:reference/identity', {
    params: { reference },
    body: { imei },
  });
}

export function inspectRequest(reference: string, body: TInspectRequest) {
  return signedInApi('POST /api/engineer/requests/:reference/inspect', { params: { reference }, body });
}

export function rejectRequest(reference: string, body: { version: number; reason: string }) {
  return signedInApi('POST /api/engineer/requests/:reference/reject', { params: { reference }, body });
}

export function certificatePdf(reference: string): Promise<Blob> {
  return signedInApi('GET /api/engineer/requests/:reference/certificate.pdf', { params: { reference } });
}

export function listBlocklist() {
  return signedInApi('GET /api/admin/imei-blocklist');
}

export function addToBlocklist(body: { imei: string; note: string }) {
  return signedInApi('POST /api/admin/imei-blocklist', { body });
}

export function removeFromBlocklist(id: number) {
  return signedInApi('DELETE /api/admin/imei-blocklist/:id', { params: { id } });
}
