import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TApiApp } from './api-app.ts';
import { endpointServer } from './endpoint.ts';
import { AppError } from './errors.ts';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trade-in portal API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`;

/** OpenAPI document at /api/openapi.json and a self-hosted Swagger UI at /api/docs (no third-party CDN). */
export function mountApiDocs(api: TApiApp): void {
  const serve = endpointServer(api);
  serve('GET /api/openapi.json', (_, c) =>
    c.json(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Trade-in portal API',
          version: '1.0.0',
          description:
            'Public and staff API of the trade-in portal. Errors carry a code and an i18n message key.',
        },
      }),
    ),
  );
  serve('GET /api/docs', () => ({ data: PAGE }));
  serve('GET /api/docs/init.js', () => ({ data: INIT }));
  serve('GET /api/docs/:asset', async ({ params }) => {
    const type = ASSETS[params.asset];
    if (!type) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such asset');
    return { data: new Uint8Array(await readFile(path.join(swaggerDir, params.asset))), mediaType: type };
  });
}
