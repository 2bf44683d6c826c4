import type { TErrorBody, TErrorCode } from '#core/contracts/errors.ts';

/** A failed API call, carrying the i18n key of the message to show. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: TErrorCode | 'NETWORK';
  readonly messageKey: string;
  readonly status: number;

  constructor(code: TErrorCode | 'NETWORK', messageKey: string, status: number, message?: string) {
    super(message ?? messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.status = status;
  }
}

/**
 * GET a JSON endpoint. The response type comes from the endpoint's contract in the core;
 * the landing page does not ship zod, so the body is trusted as typed (the server validated it).
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'errors.network', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as TErrorBody | undefined;
    const [code, messageKey] = fallbackError(response.status);
    throw new ApiError(
      body?.error.code ?? code,
      body?.error.messageKey ?? messageKey,
      response.status,
      body?.error.message,
    );
  }
  return (await response.json()) as T;
}

/** What a failed answer without our JSON body means (a proxy's page): its status still tells. */
export function fallbackError(status: number): readonly [TErrorCode, string] {
  if (status === 429) return ['RATE_LIMITED', 'errors.rateLimited'];
  if (status === 502 || status === 503 || status === 504) return ['UNAVAILABLE', 'errors.unavailable'];
  return ['INTERNAL', 'errors.internal'];
}
