import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import type { TAuthSettings, TAdminUser } from '#core/contracts/auth.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import { publicApi } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The list's query as it stands in the page URL (the same names as the API's parameters). */
export function listRequests(query: URLSearchParams) {
  return signedInApi('GET /api/admin/requests', { query });
}

export function getRequest(reference: string) {
  return signedInApi('GET /api/admin/requests/:reference', { params: { reference } });
}

type TStatusChange = TEndpointInput<TEndpoints['POST /api/admin/requests/:reference/status']>['body'];

export function changeStatus(reference: string, change: TStatusChange) {
  return signedInApi('POST /api/admin/requests/:reference/status', { params: { reference }, body: change });
}

export function saveNotes(reference: string, notes: { adminNotes: string; version: number }) {
  return signedInApi('PUT /api/admin/requests/:reference/notes', { params: { reference }, body: notes });
}

/** A request's photo (the bearer token goes with it, so no plain image link). */
export function getRequestPhoto(reference: string, photoId: string): Promise<Blob> {
  return signedInApi('GET /api/admin/requests/:reference/photos/:photoId', {
    params: { reference, photoId },
  });
}

/** The CSV of the requests the page's filters match. */
export function exportRequests(filters: URLSearchParams): Promise<Blob> {
  return signedInApi('GET /api/admin/requests.csv', { query: filters });
}

export { saveBlob } from '../../../lib/file-download.ts';

export function listBrands() {
  return publicApi('GET /api/brands');
}

// Admin › Users.

export async function findUsers(email: string): Promise<TAdminUser[]> {
  return (await signedInApi('GET /api/admin/users', { query: { email } })).users;
}

export function setRoles(id: string, roles: TRole[]) {
  return signedInApi('PUT /api/admin/users/:id/roles', { params: { id }, body: { roles } });
}

export function setDisabled(id: string, disabled: boolean) {
  return signedInApi('PUT /api/admin/users/:id/disabled', { params: { id }, body: { disabled } });
}

export function endSessions(id: string): Promise<void> {
  return signedInApi('POST /api/admin/users/:id/sign-out', { params: { id } });
}

export function resetFactors(id: string): Promise<void> {
  return signedInApi('DELETE /api/admin/users/:id/factors', { params: { id } });
}

export function createRecoveryLink(id: string) {
  return signedInApi('POST /api/admin/users/:id/recovery-link', { params: { id } });
}

export function createTestUser(input: { email: string; roles: TRole[]; kind: TAccountKind }) {
  return signedInApi('POST /api/admin/test-users', { body: input });
}

export function getAuthSettings() {
  return signedInApi('GET /api/admin/auth-settings');
}

export function putAuthSettings(settings: TAuthSettings) {
  return signedInApi('PUT /api/admin/auth-settings', { body: settings });
}

export { errorKey } from '../../../lib/use-async.ts';
