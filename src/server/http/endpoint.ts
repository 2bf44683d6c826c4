import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { CACHE_CONTROL, type TEndpoint, type TFileBody } from '#core/api/endpoint.ts';
import { ENDPOINTS, type TEndpointName, type TEndpoints } from '#core/api/endpoints.ts';
import type { TApiApp } from './api-app.ts';
import type { TAppEnv } from './context.ts';
import { nodeBodyLimit } from './body-limit.ts';
import { bodyLimitOf, isFileBody, routeConfigOf } from './endpoint-docs.ts';
import { AppError } from './errors.ts';

/**
 * Serves a described endpoint (decision 015): registers the Hono route and its OpenAPI path from the
 * description, validates params, query and JSON body with the core's schemas (a refusal is
 * AppError VALIDATION, api-app.ts), hands the handler the parsed input, and writes its answer with the
 * declared status and Cache-Control. Routes files are lists of `serve(key, handler)`.
 */

type TPart<E, P extends 'params' | 'query'> = E extends { [K in P]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
type TBody<E> = E extends { body: infer B }
  ? B extends TFileBody
    ? undefined // the handler reads the file itself (multipart or raw)
    : B extends z.ZodType
      ? z.output<B>
      : undefined
  : undefined;

/** The handler's input, parsed by the description's schemas. */
export interface TEndpointRequest<E> {
  params: TPart<E, 'params'>;
  query: TPart<E, 'query'>;
  body: TBody<E>;
}

/** A file answer: the bytes or a stream, and the name a browser saves it under. */
export interface TFileAnswer {
  data: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  /** Sets Content-Disposition (`attachment` unless said otherwise). */
  fileName?: string;
  disposition?: 'inline' | 'attachment';
  /** When it differs from the description's (a photo stored as PNG, say). */
  mediaType?: string;
}

/** A JSON answer with the description's other success status (`response.also`). */
export class StatusAnswer<T> {
  readonly status: 200 | 201;
  readonly body: T;
  constructor(status: 200 | 201, body: T) {
    this.status = status;
    this.body = body;
  }
}

type TAnswer<E> = E extends { response: { body: infer B } }
  ? B extends { kind: 'json'; schema: infer S extends z.ZodType }
    ? z.output<S> | StatusAnswer<z.output<S>>
    : B extends { kind: 'empty' }
      ? void
      : B extends { kind: 'file' }
        ? TFileAnswer
        : never // events: the handler returns the stream's Response
  : never;

export type TEndpointHandler<E> = (
  request: TEndpointRequest<E>,
  c: Context<TAppEnv>,
) => Promise<TAnswer<E> | Response> | TAnswer<E> | Response;

export interface TServeOptions {
  /** The module's own middleware, run after the access check and before the body is read (rate limits, CSRF). */
  before?: MiddlewareHandler[];
}

/**
 * A header on the finished answer, on its own headers: Hono's `c.header()` there would rebuild the
 * answer as a web Response with a body stream on Node (issue 33). A response whose headers cannot change
 * (one fetched from elsewhere) is rebuilt by `c.header()` as before.
 */
function setOnAnswer(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

function setCacheControl(value: string, onlyOnSuccess: boolean): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    // On every answer: set first too, so an answer made with c.json() carries it from the start.
    if (!onlyOnSuccess) c.header('Cache-Control', value);
    await next();
    if (!onlyOnSuccess || c.res.status === 200 || c.res.status === 304)
      setOnAnswer(c, 'Cache-Control', value);
  });
}

function cachingOf(endpoint: TEndpoint): MiddlewareHandler[] {
  const caching = endpoint.cache ?? (endpoint.policy === 'public' ? undefined : 'noStore');
  if (caching === undefined) return [];
  const value = CACHE_CONTROL[caching];
  if (caching === 'noStore' || caching === 'personal') return [setCacheControl(value, false)];
  const onSuccess = setCacheControl(value, true);
  return caching === 'catalogue' ? [onSuccess, etag()] : [onSuccess];
}

/** Enforced while the body streams in, before anything parses it. */
function bodyLimitOfEndpoint(endpoint: TEndpoint): MiddlewareHandler[] {
  const maxSize = bodyLimitOf(endpoint);
  if (maxSize === undefined) return [];
  const key = isFileBody(endpoint.body) ? endpoint.body.tooLargeKey : 'errors.payloadTooLarge';
  return [
    nodeBodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', key, `The body may be at most ${maxSize} bytes`);
      },
    }),
  ];
}

function fileResponse(c: Context, status: 200 | 201, mediaType: string, answer: TFileAnswer): Response {
  const headers: Record<string, string> = { 'Content-Type': answer.mediaType ?? mediaType };
  if (answer.fileName) {
    headers['Content-Disposition'] = `${answer.disposition ?? 'attachment'}; filename="${answer.fileName}"`;
  }
  return c.body(answer.data, status, headers);
}

function respond(c: Context, endpoint: TEndpoint, answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const { status, body } = endpoint.response;
  if (body.kind === 'empty') return c.body(null, 204);
  if (body.kind === 'file')
    return fileResponse(c, status as 200 | 201, body.mediaType, answer as TFileAnswer);
  if (body.kind === 'events') throw new Error('An event stream handler must return its Response');
  if (answer instanceof StatusAnswer) return c.json(answer.body, answer.status);
  return c.json(answer, status as 200 | 201);
}

const served = new WeakMap<TApiApp, Set<string>>();

/** `serve(key, handler)` for the API app: each described endpoint, served once. */
export function endpointServer(app: TApiApp) {
  return function serve<K extends TEndpointName>(
    key: K,
    handler: TEndpointHandler<TEndpoints[K]>,
    options: TServeOptions = {},
  ): void {
    const keys = served.get(app) ?? new Set<string>();
    if (keys.has(key)) throw new Error(`${key} is served twice`);
    served.set(app, keys.add(key));
    const endpoint: TEndpoint = ENDPOINTS[key];
    const middleware = [...cachingOf(endpoint), ...(options.before ?? []), ...bodyLimitOfEndpoint(endpoint)];
    const hasJsonBody = endpoint.body !== undefined && !isFileBody(endpoint.body);
    app.openapi({ ...routeConfigOf(key, endpoint), middleware }, async (c: Context<TAppEnv>) => {
      const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query' | 'json') => unknown;
      const request = {
        params: endpoint.params ? valid('param') : undefined,
        query: endpoint.query ? valid('query') : undefined,
        body: hasJsonBody ? valid('json') : undefined,
      } as TEndpointRequest<TEndpoints[K]>;
      return respond(c, endpoint, await handler(request, c));
    });
  };
}

export type TServe = ReturnType<typeof endpointServer>;
