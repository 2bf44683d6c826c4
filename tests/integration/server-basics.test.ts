import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TDatabase } from '#server/db/client.ts';
import { createTestApp, createWebDist, removeDir, type TTestApp } from '../support/test-app.ts';
import { createTestDatabase, expectedDatabaseKind } from '../support/test-database.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Test SPA</title></head><body><div id="root"></div></body></html>';
const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let database: TDatabase;
let webDist: string;
let testApp: TTestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = createWebDist({
    'index.html': INDEX_HTML,
    'robots.txt': ROBOTS_TXT,
    'assets/app.js': APP_JS,
    'assets/app.js.gz': gzipSync(APP_JS),
  });
  testApp = await createTestApp({ database, webDistDir: webDist });
});
afterAll(async () => {
  await testApp?.close();
  await database?.close();
  if (webDist) removeDir(webDist);
});

const request = (path: string, init?: RequestInit) => testApp.app.request(path, init);

describe('health', () => {
  it('GET /healthz answers 200', async () => {
    const response = await request('/healthz');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 with the database kind', async () => {
    const response = await request('/readyz');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: expectedDatabaseKind() });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('GET /readyz answers 503 once the database is closed', async () => {
    const closing = await createTestApp();
    try {
      await closing.database.close();

      const response = await closing.app.request('/readyz');

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', database: expectedDatabaseKind() });
      await expect(closing.database.close(), 'a second close is harmless').resolves.toBeUndefined();
    } finally {
      await closing.close();
    }
  });
  it('GET /readyz answers 503 once shutdown begins, and every answer asks the client to hang up', async () => {
    let shuttingDown = false;
    const stopping = await createTestApp({ database, isShuttingDown: () => shuttingDown });
    try {
      const before = await stopping.app.request('/readyz');
      shuttingDown = true;
      const during = await stopping.app.request('/readyz');
      const health = await stopping.app.request('/healthz');

      expect(before.status).toBe(200);
      expect(before.headers.get('Connection')).toBeNull();
      expect(during.status).toBe(503);
      expect(await during.json()).toEqual({ status: 'shutting-down' });
      expect(during.headers.get('Connection')).toBe('close');
      expect(health.status).toBe(200);
      expect(health.headers.get('Connection')).toBe('close');
    } finally {
      await stopping.close();
    }
  });
});

describe('API errors', () => {
  it('answers an unknown API path with a 404 JSON error, never the web page', async () => {
    const response = await request('/api/nope');

    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = ZErrorBodySchema.parse(await response.json());
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.notFound' });
  });

  it.each(['/api/brands', '/api/nope', '/api/models?brandId=1'])(
    'answers a POST of malformed JSON to %s with a 4xx JSON error, not a 500',
    async (path) => {
      const response = await request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"brand": ',
      });

      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(ZErrorBodySchema.parse(await response.json()).error.code).not.toBe('INTERNAL');
    },
  );
});

describe('request ids', () => {
  it.each(['/healthz', '/api/brands', '/api/nope', '/privacy', '/assets/app.js'])(
    'gives %s an X-Request-Id',
    async (path) => {
      const response = await request(path);

      expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    },
  );

  it('gives each request its own id', async () => {
    const first = await request('/healthz');
    const second = await request('/healthz');

    expect(first.headers.get('X-Request-Id')).not.toBe(second.headers.get('X-Request-Id'));
  });

  it('echoes a valid incoming X-Request-Id, also in error bodies', async () => {
    const response = await request('/api/nope', { headers: { 'X-Request-Id': 'lb-trace-12345' } });

    expect(response.headers.get('X-Request-Id')).toBe('lb-trace-12345');
    expect(ZErrorBodySchema.parse(await response.json()).error.requestId).toBe('lb-trace-12345');
  });

  it('replaces an incoming X-Request-Id that is not a safe token', async () => {
    const response = await request('/healthz', { headers: { 'X-Request-Id': 'bad id <script>' } });

    expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('security headers', () => {
  it.each(['/healthz', '/api/brands', '/'])('sets the strict headers on %s', async (path) => {
    const response = await request(path);

    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    // WebAssembly may be compiled (the camera scanner's reader); JavaScript may never be eval'd.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/[ ;]'unsafe-eval'/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends no HSTS when the public URL is http', async () => {
    const response = await request('/healthz');

    expect(testApp.config.publicUrl).toMatch(/^http:/);
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ database, env: { PUBLIC_URL: 'https://trade.example.co.th' } });
    try {
      const response = await secure.app.request('/healthz');

      expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('API documentation', () => {
  it('/api/openapi.json lists the catalogue endpoints under the paths they are served at', async () => {
    const response = await request('/api/openapi.json');

    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1/);
    // Every documented path is served under /api (other domains add theirs; the catalogue's are checked).
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/brands', '/api/models']));
    for (const path of ['/api/brands', '/api/models']) {
      expect((await request(path)).headers.get('Content-Type'), path).toMatch(/^application\/json/);
    }
  });

  it('/api/docs serves the Swagger UI page and its self-hosted assets', async () => {
    const page = await request('/api/docs');
    const bundle = await request('/api/docs/swagger-ui-bundle.js');

    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<script src="/api/docs/init.js">');
    expect(await (await request('/api/docs/init.js')).text()).toContain("url: '/api/openapi.json'");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Content-Type')).toMatch(/^text\/javascript/);
  });
});

describe('web app serving', () => {
  it.each(['/', '/privacy', '/engineer/42', '/privacy/'])(
    'answers the page path %s with index.html and 200',
    async (path) => {
      const response = await request(path);

      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('answers a path that is no page with index.html and 404', async () => {
    const response = await request('/definitely-not-a-page');

    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await request('/assets/app.js');

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(APP_JS);
  });

  it('serves the pre-compressed .gz when the client accepts gzip', async () => {
    const response = await request('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip' } });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(gzipSync(APP_JS));
  });

  it('answers a missing asset with 404 and no long-lived cache', async () => {
    const response = await request('/assets/missing-123.js');

    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves other files of the build with a one-hour cache, but index.html never with a long cache', async () => {
    const robots = await request('/robots.txt');
    const index = await request('/index.html');

    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe(ROBOTS_TXT);
    expect(robots.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(index.headers.get('Cache-Control')).toBe('no-cache');
  });
});
