import type { TEndpointName } from '#core/api/endpoints.ts';
import { endpointUrl, errorOf, networkError, requestOf, type TCallArgs, type TCallResult } from './api.ts';

export interface TUploadOptions {
  /** Called with 0…1 as the body goes out (XMLHttpRequest upload progress; fetch has none). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The access token, for an endpoint that needs a session (lib/auth/signed-in-upload.ts). */
  accessToken?: string;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file or form to an endpoint with upload progress. Resolves with the JSON answer typed by the
 * endpoint's description; rejects with an ApiError (the server's message key, or one for the status)
 * or an AbortError.
 */
export function uploadWithProgress<K extends TEndpointName>(
  key: K,
  input: TCallArgs<K>[0],
  options: TUploadOptions = {},
): TCallResult<K> {
  const { onProgress, signal, accessToken } = options;
  const request = requestOf(key, (input as { body?: unknown } | undefined)?.body);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, endpointUrl(key, input));
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body !== undefined)
        resolve(body as Awaited<TCallResult<K>>);
      else reject(errorOf(xhr.status, body, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}
