import type { Context } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { TCachedAnswer, TCatalogueCache } from './catalogue-cache.ts';

/** Whether the client's If-None-Match names the tag (a list of tags, weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The cached list as it is, or 304 when the client holds it (no body built, no query made). */
function send(c: Context, answer: TCachedAnswer): Response {
  if (matches(c.req.header('If-None-Match'), answer.etag)) {
    return c.body(null, 304, { ETag: answer.etag });
  }
  return c.body(answer.body, 200, { 'Content-Type': 'application/json', ETag: answer.etag });
}

export function registerCatalogueRoutes(app: TApiApp, cache: TCatalogueCache): void {
  const serve = endpointServer(app);
  serve('GET /api/brands', async ({ query }, c) => send(c, await cache.brands(query.category)));
  serve('GET /api/models', async ({ query }, c) => {
    const answer = await cache.models(query.brandId, query.category);
    // An unknown or inactive brand is a 404 rather than an empty list.
    if (!answer) {
      throw new AppError(
        'NOT_FOUND',
        'errors.catalogue.brandNotFound',
        `Brand ${query.brandId} does not exist`,
      );
    }
    return send(c, answer);
  });
}
