import type { TAdminRequestDetail, TAdminRequestList } from '#core/contracts/admin-requests.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TAdminUser, TAuthSettings } from '#core/contracts/auth.ts';
import type { TListBrandsResponse } from '#core/contracts/catalogue.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TErrorBody } from '#core/contracts/errors.ts';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { authFetch, authJson } from '../../../lib/auth/auth-client.ts';

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
  change: { to: TTradeInStatus; version: number; reason?: string },
): Promise<TAdminRequestDetail> {
  return authJson<TAdminRequestDetail>('POST', `${requestPath(reference)}/status`, change);
}

export function saveNotes(
  reference: string,
  notes: { adminNotes: string; version: number },
): Promise<TAdminRequestDetail> {
  return authJson<TAdminRequestDetail>('PUT', `${requestPath(reference)}/notes`, notes);
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as TErrorBody | undefined;
  return new ApiError(
    body?.error.code ?? 'INTERNAL',
    body?.error.messageKey ?? 'errors.internal',
    response.status,
  );
}

/** A staff-only file (photo, CSV) as a Blob: the bearer token goes with it, so no plain link will do. */
export async function fetchBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await authFetch(path);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError('NETWORK', 'errors.network', 0);
  }
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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

/** The i18n key of an error's message. */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'errors.internal';
}
