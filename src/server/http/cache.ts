import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';

const withEtag = etag();

/** Public catalogue data: a short shared cache, then a cheap revalidation with the ETag (304). */
export const cacheable = createMiddleware(async (c, next) => {
  await withEtag(c, next);
  if (c.res.status === 200 || c.res.status === 304) {
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600');
  }
});
