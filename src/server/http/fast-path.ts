import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { CACHE_CONTROL } from '#core/api/endpoint.ts';
import { CATEGORY_KEYS, type TCategoryKey } from '#core/constants.ts';
import type { TCachedAnswer, TCatalogueCache } from '../modules/catalogue/catalogue-cache.ts';
import { logRequest } from './logger.ts';
import { requestIdOf } from './request-front.ts';
import { IMMUTABLE, staticAnswer, type TAssetLookup } from './web-static.ts';

/** Answers the request itself and returns true, or returns false and leaves it untouched for Hono. */
export type TFastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface TFastPathDeps {
  catalogue: TCatalogueCache;
  /** The build's hashed assets; undefined when the web app is not built. */
  assets: TAssetLookup | undefined;
  logger: Logger;
  /** The security headers every answer carries; undefined until read (request-front.ts). */
  securityHeaders: () => [string, string][] | undefined;
  /** With CORS configured the catalogue reads go through Hono (its CORS middleware). */
  cors: boolean;
  isShuttingDown: () => boolean;
}

interface TAnswer {
  status: number;
  /** An object (the security headers are added to it), or a flat list of names and values with them. */
  headers: Record<string, string> | string[];
  body: Buffer | null;
}

/** A catalogue list made ready to send once (bytes and header lists), for as long as the list lives. */
interface TPrepared {
  body: Buffer;
  get: string[];
  head: string[];
  notModified: string[];
}

const CATEGORIES = new Set<string>(CATEGORY_KEYS);
const RECORD_ID = /^[1-9]\d{0,14}$/;
const HEALTHY = JSON.stringify({ status: 'ok' });

/** `a=1&b=2` as a map; undefined for anything unusual (repeats, escapes, empty names). */
function simpleQuery(query: string): Map<string, string> | undefined {
  const params = new Map<string, string>();
  if (query === '') return params;
  for (const pair of query.split('&')) {
    const [name, value, extra] = pair.split('=');
    if (!name || value === undefined || extra !== undefined || params.has(name)) return undefined;
    if (!/^[\w-]+$/.test(value)) return undefined;
    params.set(name, value);
  }
  return params;
}

/** The catalogue list the query asks for, from memory; undefined when Hono should answer. */
function catalogueAnswer(
  catalogue: TCatalogueCache,
  pathname: string,
  params: Map<string, string>,
): TCachedAnswer | undefined {
  const category = params.get('category');
  if (category !== undefined && !CATEGORIES.has(category)) return undefined;
  const key = category as TCategoryKey | undefined;
  if (pathname === '/api/brands') {
    if (params.size !== (category === undefined ? 0 : 1)) return undefined;
    return catalogue.peek.brands(key);
  }
  const brandId = params.get('brandId');
  if (!brandId || !RECORD_ID.test(brandId)) return undefined;
  if (params.size !== (category === undefined ? 1 : 2)) return undefined;
  return catalogue.peek.models(Number(brandId), key);
}

/** Whether the client's If-None-Match names the tag (as catalogue.routes.ts compares). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The server's fast path (issue 15, item 7; issue 33): GET and HEAD of /healthz, of the public catalogue
 * lists and of the hashed static assets, answered from memory by the node:http listener before Hono's web Request/Response
 * handling — with the same status, headers and body Hono gives (tests/integration/fast-path.test.ts
 * compares them), the request id, and the same access log line. Anything unusual, a catalogue copy that
 * needs a check first (not loaded, changed, feed down), shutdown or CORS falls through to Hono.
 */
export function createFastPath(deps: TFastPathDeps): TFastPath {
  let security: Record<string, string> | undefined;

  function answerFor(request: IncomingMessage, pathname: string, query: string): TAnswer | undefined {
    if (pathname === '/healthz') {
      if (query !== '') return undefined;
      const ready = (healthy ??= prepareJson(HEALTHY));
      return { status: 200, headers: request.method === 'GET' ? ready.get : ready.head, body: ready.body };
    }
    if (pathname.startsWith('/assets/')) {
      const file = query === '' && !pathname.includes('%') ? deps.assets?.(pathname) : undefined;
      if (!file) return undefined;
      const { 'accept-encoding': acceptEncoding, 'if-none-match': ifNoneMatch } = request.headers;
      return staticAnswer(file, { acceptEncoding, ifNoneMatch }, 200, IMMUTABLE);
    }
    if (pathname !== '/api/brands' && pathname !== '/api/models') return undefined;
    if (deps.cors) return undefined;
    const params = simpleQuery(query);
    const cached = params && catalogueAnswer(deps.catalogue, pathname, params);
    if (!cached) return undefined;
    const ready = prepare(cached);
    if (matches(request.headers['if-none-match'], cached.etag)) {
      return { status: 304, headers: ready.notModified, body: null };
    }
    return { status: 200, headers: request.method === 'GET' ? ready.get : ready.head, body: ready.body };
  }

  /** A JSON answer's bytes and header lists (with the security headers), for GET and HEAD. */
  function prepareJson(json: string, tagged: Record<string, string> = {}) {
    const flat = (headers: Record<string, string>) => Object.entries({ ...headers, ...security }).flat();
    const body = Buffer.from(json);
    // As Hono on Node: the length of a string body on a GET only.
    const head = { 'Content-Type': 'application/json', ...tagged };
    return { body, get: flat({ ...head, 'Content-Length': String(body.length) }), head: flat(head), flat };
  }

  /** /healthz (health.routes.ts): the process answers; nothing to read (issue 33). */
  let healthy: ReturnType<typeof prepareJson> | undefined;

  /** The bytes and headers of a cached list, made on its first request (a new list is a new object). */
  const prepared = new WeakMap<TCachedAnswer, TPrepared>();
  function prepare(cached: TCachedAnswer): TPrepared {
    let ready = prepared.get(cached);
    if (ready) return ready;
    const tagged = { ETag: cached.etag, 'Cache-Control': CACHE_CONTROL.catalogue };
    const { body, get, head, flat } = prepareJson(cached.body, tagged);
    ready = { body, get, head, notModified: flat(tagged) };
    prepared.set(cached, ready);
    return ready;
  }

  return (request, response) => {
    const started = performance.now();
    const { method } = request;
    if (!security) {
      const list = deps.securityHeaders();
      if (!list) return false;
      security = Object.fromEntries(list);
    }
    if ((method !== 'GET' && method !== 'HEAD') || deps.isShuttingDown()) return false;
    if (request.headers['content-length'] || request.headers['transfer-encoding']) return false;
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const pathname = mark === -1 ? url : url.slice(0, mark);
    const answer = answerFor(request, pathname, mark === -1 ? '' : url.slice(mark + 1));
    if (!answer) return false;

    const requestId = requestIdOf(request.headers['x-request-id']);
    const { headers } = answer;
    response.writeHead(
      answer.status,
      Array.isArray(headers)
        ? [...headers, 'x-request-id', requestId]
        : { ...headers, ...security, 'x-request-id': requestId },
    );
    response.end(method === 'HEAD' ? undefined : (answer.body ?? undefined));
    logRequest(deps.logger, requestId, method, () => pathname, answer.status, started);
    return true;
  };
}
