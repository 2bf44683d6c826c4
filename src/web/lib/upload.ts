import type { TErrorBody } from '#core/contracts/errors.ts';
import { ApiError } from './api-client.ts';

export interface TUploadOptions {
  /** Called with 0…1 as the body goes out (XMLHttpRequest upload progress; fetch has none). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Message keys for failures the server did not explain (no JSON body: a proxy, a dropped connection). */
function fallbackKey(status: number): string {
  if (status === 413) return 'errors.payloadTooLarge';
  if (status === 429) return 'errors.rateLimited';
  if (status === 0) return 'errors.network';
  return 'errors.internal';
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart form with upload progress. Resolves with the JSON answer typed by the endpoint's
 * contract; rejects with an ApiError whose `messageKey` is the server's (or a fallback), or an AbortError.
 */
export function uploadForm<T>(url: string, form: FormData, options: TUploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body !== undefined) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = (body as TErrorBody | undefined)?.error;
      reject(
        new ApiError(
          error?.code ?? (xhr.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL'),
          error?.messageKey ?? fallbackKey(xhr.status),
          xhr.status,
          error?.message,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'errors.network', 0));
    xhr.ontimeout = () => reject(new ApiError('NETWORK', 'errors.network', 0));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
