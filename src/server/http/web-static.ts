import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { isKnownPagePath } from '#core/routes.ts';
import type { TAppEnv } from './context.ts';

/**
 * Serves the built single-page app: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * and index.html for every page path — with status 404 for paths that are no page, so crawlers see it.
 */
export function mountWebApp(app: Hono<TAppEnv>, distDir: string): void {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (!indexHtml) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (or use `npm start`, which builds it).', 503),
    );
    return;
  }

  app.use(
    '/assets/*',
    withCacheControl(serveStatic({ root, precompressed: true }), 'public, max-age=31536000, immutable'),
  );
  app.use(
    '*',
    withCacheControl(
      serveStatic({
        root,
        precompressed: true,
        rewriteRequestPath: (requestPath) =>
          requestPath === '/' || requestPath === '/index.html' ? '/__none__' : requestPath,
      }),
      'public, max-age=3600',
    ),
  );

  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isKnownPagePath(c.req.path) ? 200 : 404);
  });
}

/**
 * Sets Cache-Control on a file the static handler found. (Its `onFound` hook runs after the response is
 * built, so a header set there is lost.) When the file is missing the handler calls next() and returns
 * the context, not a Response.
 */
function withCacheControl(handler: MiddlewareHandler, value: string): MiddlewareHandler {
  return async (c, next) => {
    const response = await handler(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', value);
    return response;
  };
}
