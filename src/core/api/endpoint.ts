import type { z } from 'zod';
import type { TRole } from '../roles.ts';

/**
 * One description per endpoint (decision 015): method and path (the key), who may call it, what it
 * takes and what it answers. The server route, the OpenAPI document, the access table and the web's
 * typed fetcher are all derived from these descriptions, so they cannot drift apart.
 */

/**
 * Who may call an endpoint (decision 008):
 * - `public`: anyone, no authentication.
 * - `signedIn`: any valid session (staff or dealer).
 * - `staff`: a staff account, with or without roles.
 * - `dealer`: a dealer account.
 * - a list of roles: a staff account holding one of them; admin is always allowed.
 */
export type TPolicy = 'public' | 'signedIn' | 'staff' | 'dealer' | readonly TRole[];

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `METHOD /api/path/:param`, exactly as the server registers the route. */
export type TEndpointKey = `${THttpMethod} /api/${string}`;

/** Statuses an endpoint may refuse with; 400, 401, 403, 413 and 429 are usually derived (server/http/endpoint-docs.ts). */
export type TErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

/**
 * Cache-Control of an endpoint's answers. The two `no-store` kinds go on every answer, errors too; the
 * public ones only on a success. `catalogue` also answers 304 to a matching ETag.
 */
export const CACHE_CONTROL = {
  /** Tokens, a price just computed: never stored. The default of every endpoint that is not public. */
  noStore: 'no-store',
  /** Personal data and business figures: never stored, not even by the browser. */
  personal: 'private, no-store',
  /** Public lists that change rarely: a short shared cache, then a cheap revalidation. */
  catalogue: 'public, max-age=300, stale-while-revalidate=600',
  /** Public files that do not change for a given URL. */
  daily: 'public, max-age=86400',
} as const;
export type TCaching = keyof typeof CACHE_CONTROL;

/** A request body that is a file: raw in one of `mediaTypes`, or (when listed) multipart with the field "file". */
export interface TFileBody {
  kind: 'file';
  mediaTypes: readonly string[];
  /** The file's limit; a multipart envelope may add a little (the server allows for it). */
  maxBytes: number;
  /** i18n key of the 413 answer. */
  tooLargeKey: string;
  description: string;
}

/** What a successful answer carries. */
export type TResponseBody =
  | { kind: 'json'; schema: z.ZodType }
  | { kind: 'empty' }
  /** A download or an image: PDF, JPEG, SVG, CSV (maybe streamed), a workbook, a page. */
  | { kind: 'file'; mediaType: string }
  /** Server-sent events (`text/event-stream`). */
  | { kind: 'events' };

export interface TSuccess<B extends TResponseBody = TResponseBody> {
  status: 200 | 201 | 204;
  description: string;
  body: B;
  /** Another success status with the same body, e.g. 200 for a submission sent again. */
  also?: { status: 200 | 201; description: string };
}

export interface TEndpoint {
  policy: TPolicy;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body's schema, or a file. */
  body?: z.ZodType | TFileBody;
  /** Limit of a JSON body (413 beyond it). */
  maxBodyBytes?: number;
  response: TSuccess;
  /** Refusals particular to this endpoint, each with what it means here. */
  errors?: Partial<Record<TErrorStatus, string>>;
  /** Counted per client address by the module's limiter (429 with Retry-After). */
  rateLimited?: boolean;
  /** Absent: `noStore` unless the endpoint is public. */
  cache?: TCaching;
}

export type TEndpointMap = Readonly<Record<TEndpointKey, TEndpoint>>;

/** Keeps each description's exact types (literal policies, the schemas) for the server and the web. */
export function defineEndpoints<const T extends TEndpointMap>(endpoints: T): T {
  return endpoints;
}

export function json<S extends z.ZodType>(
  schema: S,
  description: string,
  options: { status?: 200 | 201; also?: TSuccess['also'] } = {},
): TSuccess<{ kind: 'json'; schema: S }> {
  return {
    status: options.status ?? 200,
    description,
    body: { kind: 'json', schema },
    ...(options.also ? { also: options.also } : {}),
  };
}

export function noContent(description: string): TSuccess<{ kind: 'empty' }> {
  return { status: 204, description, body: { kind: 'empty' } };
}

export function file(mediaType: string, description: string): TSuccess<{ kind: 'file'; mediaType: string }> {
  return { status: 200, description, body: { kind: 'file', mediaType } };
}

export function events(description: string): TSuccess<{ kind: 'events' }> {
  return { status: 200, description, body: { kind: 'events' } };
}

/** The method and path of a key. */
export function splitEndpointKey(key: string): { method: THttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as THttpMethod, path: key.slice(space + 1) };
}

// Types for callers (the web's fetchers): what goes in, by the schemas' input types, and what comes back.

type TSchemaPart<E, P extends 'params' | 'query'> = E extends { [K in P]: infer S extends z.ZodType }
  ? S
  : undefined;

type TBodyInput<E> = E extends { body: infer B }
  ? B extends TFileBody
    ? { body: Blob | FormData }
    : B extends z.ZodType
      ? { body: z.input<B> }
      : object
  : object;

/** What a caller passes: params and a body when the endpoint has them; a query is always optional. */
export type TEndpointInput<E> = (TSchemaPart<E, 'params'> extends z.ZodType
  ? { params: z.input<TSchemaPart<E, 'params'>> }
  : object) &
  (TSchemaPart<E, 'query'> extends z.ZodType
    ? { query?: z.input<TSchemaPart<E, 'query'>> | URLSearchParams }
    : object) &
  TBodyInput<E>;

/** What a caller gets: the parsed JSON, nothing (204), the file as a Blob, or the event stream's Response. */
export type TEndpointResult<E> = E extends { response: { body: infer B } }
  ? B extends { kind: 'json'; schema: infer S extends z.ZodType }
    ? z.output<S>
    : B extends { kind: 'empty' }
      ? undefined
      : B extends { kind: 'events' }
        ? Response
        : Blob
  : never;
