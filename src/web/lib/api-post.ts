import type { TErrorBody } from '#core/contracts/errors.ts';
import { ApiError, fallbackError } from './api-client.ts';

/** A failed POST: besides the message key, the fields the server refused (`details[].path`). */
export class ApiRequestError extends ApiError {
  readonly details: { path: string; messageKey: string }[];
  /** Seconds the server asked to wait (429 Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(body: TErrorBody['error'] | undefined, status: number, retryAfterSeconds: number | undefined) {
    // A proxy's 429 or 5xx may come without our JSON body; the status still says what happened.
    const fallback = fallbackError(status);
    super(body?.code ?? fallback[0], body?.messageKey ?? fallback[1], status, body?.message);
    this.details = body?.details ?? [];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * POST JSON to an endpoint whose contract lives in the core. Errors become ApiError ('NETWORK' when
 * the server was not reached) or ApiRequestError carrying the server's field details.
 */
export async function apiPost<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'errors.network', 0);
  }
  if (!response.ok) {
    const errorBody = (await response.json().catch(() => undefined)) as TErrorBody | undefined;
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiRequestError(
      errorBody?.error,
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return (await response.json()) as T;
}
