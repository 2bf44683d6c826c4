import {
  catalogueFileName,
  type TSheetApplyResult,
  type TSheetPreview,
} from '#core/contracts/catalogue-sheet.ts';
import type { TErrorBody } from '#core/contracts/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { authJson, initializeAuth, refreshSession } from '../../../lib/auth/auth-client.ts';
import { authStore } from '../../../lib/auth/auth-store.ts';
import { fetchBlob, saveBlob } from '../../../lib/file-download.ts';

/** Admin › Excel import (decision 011): the workbook download, the upload with progress, the apply. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The catalogue workbook, saved as the server names it (a bearer token goes with it: no plain link). */
export async function downloadCatalogue(): Promise<void> {
  saveBlob(await fetchBlob('/api/admin/catalogue.xlsx'), catalogueFileName(new Date()));
}

interface TSendResult {
  status: number;
  body: unknown;
}

/** One POST of the file with upload progress (fetch reports none). */
function send(
  file: File,
  token: string | undefined,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<TSendResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/catalogue-import/preview');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', XLSX_TYPE);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'errors.network', 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * Uploads the edited workbook and resolves with the preview. `onProgress` gets 0…1 while the file goes
 * out; after 1 the server is reading it. A 401 (the token expired meanwhile) refreshes once and resends.
 */
export async function uploadForPreview(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TSheetPreview> {
  await initializeAuth();
  const token = authStore.get().session?.accessToken;
  let result = await send(file, token, onProgress, signal);
  if (result.status === 401 && token) {
    const refreshed = await refreshSession(token).catch(() => null);
    if (refreshed) result = await send(file, refreshed.accessToken, onProgress, signal);
  }
  if (result.status >= 200 && result.status < 300 && result.body) return result.body as TSheetPreview;
  const error = (result.body as TErrorBody | undefined)?.error;
  const fallback = result.status === 413 ? 'errors.catalogueSheet.tooLarge' : 'errors.internal';
  throw new ApiError(error?.code ?? 'INTERNAL', error?.messageKey ?? fallback, result.status);
}

export function applyImport(id: string): Promise<TSheetApplyResult> {
  return authJson<TSheetApplyResult>('POST', `/api/admin/catalogue-import/${encodeURIComponent(id)}/apply`);
}
