import type { TEndpointInput, TEndpointResult } from '#core/api/endpoint.ts';
import type { TEndpointName, TEndpoints, TPublicEndpoint } from '#core/api/endpoints.ts';
import type { TErrorBody, TErrorCode } from '#core/contracts/errors.ts';

/**
 * The web's typed fetcher (decision 015): a call names its endpoint by key (`'GET /api/models'`); the
 * input is typed from the endpoint's schemas, the result from its response schema — all by `import
 * type`, so the landing page ships neither zod nor a description. Signed-in calls go through
 * `signedInApi` (lib/auth), which adds the access token.
 */

type TErrorDetail = { path: string; messageKey: string };

/** What the status says when the answer had no error body of ours (a proxy, a dropped connection). */
function fallbackOf(status: number): [TErrorCode | 'NETWORK', string] {
  if (status === 0) return ['NETWORK', 'errors.network'];
  if (status === 413) return ['PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'];
  if (status === 429) return ['RATE_LIMITED', 'errors.rateLimited'];
  if (status === 502 || status === 503 || status === 504) return ['UNAVAILABLE', 'errors.unavailable'];
  return ['INTERNAL', 'errors.internal'];
}

/** A failed call: the i18n key of the message to show, the fields refused, and how long to wait (429). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: TErrorCode | 'NETWORK';
  readonly messageKey: string;
  /** 0 when the server was not reached. */
  readonly status: number;
  readonly details: TErrorDetail[];
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body?: TErrorBody['error'], retryAfterSeconds?: number) {
    const [code, messageKey] = body ? [body.code, body.messageKey] : fallbackOf(status);
    super(body?.message ?? messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.status = status;
    this.details = body?.details ?? [];
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const networkError = () => new ApiError(0);

/** The i18n key of any error's message: the API's, or the generic one. */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'errors.internal';
}

/** The error of a failed answer, from its body (when it has ours) and Retry-After. */
export function errorOf(status: number, body: unknown, retryAfter: string | null): ApiError {
  const seconds = Number(retryAfter);
  return new ApiError(
    status,
    (body as TErrorBody | undefined)?.error,
    Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
  );
}

type TLooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown> | URLSearchParams;
  body?: unknown;
};

/** The endpoint's URL: its path with the params filled in, then the query (undefined values left out). */
export function endpointUrl<K extends TEndpointName>(key: K, input?: TEndpointInput<TEndpoints[K]>): string {
  const { params, query } = (input ?? {}) as TLooseInput;
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (query && !(query instanceof URLSearchParams)) {
    for (const [name, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) search.append(name, String(item));
      }
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type TSend = (url: string, init: RequestInit) => Promise<Response>;
export interface TCallOptions {
  signal?: AbortSignal;
}
/** The input is optional when the endpoint needs no params and no body. */
export type TCallArgs<K extends TEndpointName> =
  object extends TEndpointInput<TEndpoints[K]>
    ? [input?: TEndpointInput<TEndpoints[K]>, options?: TCallOptions]
    : [input: TEndpointInput<TEndpoints[K]>, options?: TCallOptions];
export type TCallResult<K extends TEndpointName> = Promise<TEndpointResult<TEndpoints[K]>>;

/**
 * The request of a call: a JSON body for every method but GET (`{}` when the endpoint takes none, so
 * the server's CSRF guard always sees JSON), a file or form as it is.
 */
export function requestOf(
  key: string,
  body: unknown,
): { method: string; headers: Record<string, string>; body?: string | Blob | FormData } {
  const method = key.slice(0, key.indexOf(' '));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body instanceof FormData) return { method, headers, body };
  if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    return { method, headers, body };
  }
  if (method === 'GET') return { method, headers };
  headers['Content-Type'] = 'application/json';
  return { method, headers, body: JSON.stringify(body ?? {}) };
}

/** The answer's content: nothing (204), JSON, the event stream's Response, or the file as a Blob. */
async function readAnswer(response: Response): Promise<unknown> {
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw errorOf(response.status, body, response.headers.get('Retry-After'));
  }
  if (response.status === 204) return undefined;
  // A download is a file whatever its type (a JSON export too).
  if (response.headers.get('Content-Disposition')?.startsWith('attachment')) return response.blob();
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  return type.includes('event-stream') ? response : response.blob();
}

/** One call through `send` (fetch, or the auth client's fetch with the token). */
export async function callEndpoint<K extends TEndpointName>(
  send: TSend,
  key: K,
  ...[input, options]: TCallArgs<K>
): TCallResult<K> {
  const request = requestOf(key, (input as TLooseInput | undefined)?.body);
  let response: Response;
  try {
    response = await send(endpointUrl(key, input), {
      ...request,
      credentials: 'same-origin',
      ...(options?.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  return readAnswer(response) as TCallResult<K>;
}

/** A call anyone may make. A key that needs a session is a type error: use `signedInApi` (lib/auth). */
export function publicApi<K extends TPublicEndpoint>(key: K, ...args: TCallArgs<K>): TCallResult<K> {
  return callEndpoint((url, init) => fetch(url, init), key, ...args);
}
