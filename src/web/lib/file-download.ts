import type { TErrorBody } from '#core/contracts/errors.ts';
import { ApiError } from './api-client.ts';
import { authFetch } from './auth/auth-client.ts';

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
