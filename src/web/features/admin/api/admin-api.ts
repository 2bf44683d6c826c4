import type {
  TAdminRequestDetail,
  TAdminRequestList,
  TAdminStatusChangeInput,
} from '#core/contracts/admin-requests.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TAdminUser, TAuthSettings } from '#core/contracts/auth.ts';
import type { TListBrandsResponse } from '#core/contracts/catalogue.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { authJson } from '../../../lib/auth/auth-client.ts';

/** The list's query as it stands in the page URL (the same names as the API's parameters). */
export function requestListPath(query: URLSearchParams): string {
  return `/api/admin/requests?${query.toString()}`;
}

export function listRequests(query: URLSearchParams): Promise<TAdminRequestList> {
  return authJson<TAdminRequestList>('GET', requestListPath(query));
}

const requestPath = (reference: string) => `/api/admin/requests/${encodeURIComponent(reference)}`;

export function getRequest(reference: string): Promise<TAdminRequestDetail> {
  return authJson<TAdminRequestDetail>('GET', requestPath(reference));
}

export function changeStatus(
  reference: string,
  change: TAdminStatusChangeInput,
): Promise<TAdminRequestDetail> {
  return authJson<TAdminRequestDetail>('POST', `${requestPath(reference)}/status`, change);
}

export function saveNotes(
  reference: string,
  notes: { adminNotes: string; version: number },
): Promise<TAdminRequestDetail> {
  return authJson<TAdminRequestDetail>('PUT', `${requestPath(reference)}/notes`, notes);
}

// Moved to src/web/lib so other features (reports) can use them; re-exported for the admin's imports.
export { fetchBlob, saveBlob } from '../../../lib/file-download.ts';

export function listBrands(): Promise<TListBrandsResponse> {
  return apiGet<TListBrandsResponse>('/api/brands');
}

// Admin › Users.

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export async function findUsers(email: string): Promise<TAdminUser[]> {
  const answer = await authJson<{ users: TAdminUser[] }>(
    'GET',
    `/api/admin/users?email=${encodeURIComponent(email)}`,
  );
  return answer.users;
}

export function setRoles(id: string, roles: TRole[]): Promise<TAdminUser> {
  return authJson<TAdminUser>('PUT', `${userPath(id)}/roles`, { roles });
}

export function setDisabled(id: string, disabled: boolean): Promise<TAdminUser> {
  return authJson<TAdminUser>('PUT', `${userPath(id)}/disabled`, { disabled });
}

export function endSessions(id: string): Promise<void> {
  return authJson<undefined>('POST', `${userPath(id)}/sign-out`);
}

export function resetFactors(id: string): Promise<void> {
  return authJson<undefined>('DELETE', `${userPath(id)}/factors`);
}

export function createRecoveryLink(id: string): Promise<{ url: string; expiresAt: string }> {
  return authJson<{ url: string; expiresAt: string }>('POST', `${userPath(id)}/recovery-link`);
}

export function createTestUser(input: {
  email: string;
  roles: TRole[];
  kind: TAccountKind;
}): Promise<{ user: TAdminUser; password: string }> {
  return authJson<{ user: TAdminUser; password: string }>('POST', '/api/admin/test-users', input);
}

export function getAuthSettings(): Promise<TAuthSettings> {
  return authJson<TAuthSettings>('GET', '/api/admin/auth-settings');
}

export function putAuthSettings(settings: TAuthSettings): Promise<TAuthSettings> {
  return authJson<TAuthSettings>('PUT', '/api/admin/auth-settings', settings);
}

export { errorKey } from '../../../lib/use-async.ts';
