import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  splitEndpointKey,
  type TEndpoint,
  type TErrorStatus,
  type TFileBody,
  type TPolicy,
  type TResponseBody,
} from '#core/api/endpoint.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ROLES } from '#core/roles.ts';

/**
 * An endpoint description (decision 015) as the OpenAPI route it is served and documented as: the path
 * in OpenAPI's `{param}` form, the request parts, the success answer, and the refusals — the common ones
 * (400, 401/403, 413, 429) derived here so no description repeats them.
 */

/** Room for the multipart envelope around an uploaded file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const BEARER_SCHEME = 'bearerAuth';

/** `/api/trade-ins/:reference/qr.svg` → `/api/trade-ins/{reference}/qr.svg`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export const isFileBody = (body: TEndpoint['body']): body is TFileBody =>
  body !== undefined && 'kind' in body && body.kind === 'file';

/** The largest body the endpoint reads, envelope included; undefined when it takes none. */
export function bodyLimitOf(endpoint: TEndpoint): number | undefined {
  const { body } = endpoint;
  if (isFileBody(body)) {
    const multipart = body.mediaTypes.includes('multipart/form-data');
    return body.maxBytes + (multipart ? MULTIPART_OVERHEAD_BYTES : 0);
  }
  return endpoint.maxBodyBytes;
}

function forbiddenText(policy: TPolicy): string {
  if (policy === 'signedIn') return 'The session still owes its second factor';
  if (policy === 'staff') return 'Not a staff account';
  if (policy === 'dealer') return 'Not a dealer account';
  if (typeof policy === 'string') return 'Access denied';
  const others = policy.filter((role) => role !== 'admin');
  if (others.length === 0) return 'Access denied (admin only)';
  if (others.length === ROLES.length - 1) return 'Access denied (staff with any role)';
  return `Access denied (needs one of the roles: ${others.join(', ')}; admin always may)`;
}

/** Every refusal the endpoint can answer with: its own, then the ones its description implies. */
export function errorStatusesOf(endpoint: TEndpoint): Partial<Record<TErrorStatus, string>> {
  const derived: Partial<Record<TErrorStatus, string>> = {};
  if (endpoint.params || endpoint.query || (endpoint.body && !isFileBody(endpoint.body))) {
    derived[400] = 'Invalid input: `details` name each field and its message key';
  }
  if (endpoint.policy !== 'public') {
    derived[401] = 'Please login first';
    derived[403] = forbiddenText(endpoint.policy);
  }
  const limit = bodyLimitOf(endpoint);
  if (limit !== undefined) derived[413] = `Body larger than ${limit} bytes`;
  if (endpoint.rateLimited) derived[429] = 'Too many requests from this address (Retry-After)';
  return { ...derived, ...endpoint.errors };
}

const binary = { type: 'string' as const, format: 'binary' };
const isText = (mediaType: string) => /^text\/|\+xml$|json$|javascript$/.test(mediaType);
/** `text/csv; charset=utf-8` → `text/csv` (OpenAPI names media types without parameters). */
const essence = (mediaType: string) => mediaType.split(';')[0]!.trim();

function successContent(body: TResponseBody) {
  if (body.kind === 'json') return { content: { 'application/json': { schema: body.schema } } };
  if (body.kind === 'events') return { content: { 'text/event-stream': { schema: z.string() } } };
  if (body.kind === 'file') {
    const type = essence(body.mediaType);
    return { content: { [type]: { schema: isText(type) ? z.string() : binary } } };
  }
  return {};
}

function requestBody(body: NonNullable<TEndpoint['body']>) {
  if (!isFileBody(body)) {
    return { required: true, content: { 'application/json': { schema: body } } };
  }
  const content = Object.fromEntries(
    body.mediaTypes.map((type) => [
      type,
      type === 'multipart/form-data'
        ? { schema: { type: 'object' as const, properties: { file: binary }, required: ['file'] } }
        : { schema: binary },
    ]),
  );
  return { required: true, description: body.description, content };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorBodySchema } },
});

/** The OpenAPI route of a description, relative to the API app's /api base path. */
export function routeConfigOf(key: string, endpoint: TEndpoint): RouteConfig {
  const { method, path } = splitEndpointKey(key);
  const { response } = endpoint;
  const responses: RouteConfig['responses'] = {
    [response.status]: { description: response.description, ...successContent(response.body) },
  };
  if (response.also) {
    responses[response.also.status] = {
      description: response.also.description,
      ...successContent(response.body),
    };
  }
  if (endpoint.cache === 'catalogue') responses[304] = { description: 'Not modified (ETag matched)' };
  for (const [status, description] of Object.entries(errorStatusesOf(endpoint))) {
    responses[status] = errorResponse(description);
  }
  const request: NonNullable<RouteConfig['request']> = {};
  if (endpoint.params) request.params = endpoint.params as NonNullable<typeof request.params>;
  if (endpoint.query) request.query = endpoint.query as NonNullable<typeof request.query>;
  if (endpoint.body) request.body = requestBody(endpoint.body);
  return {
    method: method.toLowerCase() as RouteConfig['method'],
    path: openApiPath(path.replace(/^\/api(?=\/)/, '')),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.policy === 'public' ? {} : { security: [{ [BEARER_SCHEME]: [] }] }),
    ...(Object.keys(request).length > 0 ? { request } : {}),
    responses,
  };
}
