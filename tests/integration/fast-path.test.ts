import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/admin-catalogue-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createPrices } from '../support/pricing-factories.ts';
import { createTestApp, createWebDist, removeDir, type TTestApp } from '../support/test-app.ts';

/**
 * Issue 15, item 7: the node:http fast path (src/server/http/fast-path.ts) answers the catalogue lists
 * and hashed assets exactly as Hono does — status, every header, body — and falls through otherwise.
 */

const SCRIPT = 'console.log("fast path");'.repeat(40);
const ASSET = '/assets/main-AbC123.js';

let t: TTestApp;
let webDir: string;
let hono: Server;
let fast: Server;
let fastHits = 0;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

interface TRaw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer as it is on the wire (no decompression), without the headers node adds per connection. */
function raw(
  server: Server,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
  body?: string,
): Promise<TRaw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method,
      headers: { 'X-Request-Id': 'same-id', ...headers },
    });
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Asks both servers; expects the fast one answered itself (or not) and both answers equal. */
async function compare(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; fast: boolean },
) {
  const before = fastHits;
  const viaHono = await raw(hono, path, options.method, options.headers, options.body);
  const viaFast = await raw(fast, path, options.method, options.headers, options.body);
  expect(fastHits - before, `${options.method ?? 'GET'} ${path} answered by the fast path`).toBe(
    options.fast ? 1 : 0,
  );
  expect(viaFast.status).toBe(viaHono.status);
  expect(viaFast.headers).toEqual(viaHono.headers);
  expect(viaFast.body.equals(viaHono.body)).toBe(true);
  return viaFast;
}

beforeAll(async () => {
  webDir = createWebDist({
    'index.html': '<!doctype html><script type="module" src="/assets/main-AbC123.js"></script>',
    'assets/main-AbC123.js': SCRIPT,
    'assets/main-AbC123.js.br': brotliCompressSync(SCRIPT),
    'assets/main-AbC123.js.gz': gzipSync(SCRIPT),
  });
  t = await createTestApp({ webDistDir: webDir });
  const listener = getRequestListener(t.app.fetch);
  hono = createServer((request, response) => void listener(request, response));
  // As server.ts composes them: the fast path, else the request front's part on the node response, then Hono.
  fast = createServer((request, response) => {
    if (t.app.fastPath(request, response)) fastHits += 1;
    else {
      t.app.front.prepare(request, response);
      void listener(request, response);
    }
  });
  await listen(hono);
  await listen(fast);
  const brand = await createBrand(t.database.db, { name: 'Apple' });
  const model = await createModel(t.database.db, { brandId: brand.id, storageOptions: [128] });
  await createPrices(t.database.db, model.id, 128);
  t.catalogue.invalidate();
});

afterAll(async () => {
  hono?.close();
  fast?.close();
  await t?.close();
  if (webDir) removeDir(webDir);
});

async function brandId(): Promise<number> {
  const response = await t.app.request('/api/brands');
  return ((await response.json()) as { brands: { id: number }[] }).brands[0]!.id;
}

describe('the fast path', () => {
  it('answers the catalogue lists as Hono does: 200, HEAD, 304, categories', async () => {
    const id = await brandId(); // the copy is loaded and trusted
    for (const path of [
      '/api/brands',
      '/api/brands?category=phone',
      `/api/models?brandId=${id}`,
      `/api/models?category=tablet&brandId=${id}`,
    ]) {
      const ok = await compare(path, { fast: true });
      expect(ok.status).toBe(200);
      await compare(path, { method: 'HEAD', fast: true });
      const etag = String(ok.headers.etag);
      expect((await compare(path, { headers: { 'If-None-Match': etag }, fast: true })).status).toBe(304);
      expect(
        (await compare(path, { headers: { 'If-None-Match': `W/${etag}, "x"` }, fast: true })).status,
      ).toBe(304);
    }
    // A fresh request id when none (or a bad one) is given.
    const { headers } = await raw(fast, '/api/brands', 'GET', { 'X-Request-Id': 'bad id!' });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /healthz as Hono does (GET and HEAD)', async () => {
    expect((await compare('/healthz', { fast: true })).body.toString()).toBe('{"status":"ok"}');
    await compare('/healthz', { method: 'HEAD', fast: true });
  });

  it('leaves anything unusual to Hono', async () => {
    const id = await brandId();
    for (const path of [
      '/api/brands?category=boat',
      '/api/brands?category=phone&category=tablet',
      '/api/brands?x=1',
      '/api/models',
      '/api/models?brandId=abc',
      '/api/models?brandId=999999',
      `/api/models?brandId=0${id}`,
      '/api/brands/',
      '/assets/missing.js',
      `${ASSET}?v=1`,
    ]) {
      await compare(path, { fast: false });
    }
    await compare('/api/brands', { method: 'POST', fast: false });
    await compare(ASSET, { method: 'OPTIONS', fast: false });
  });

  it('gives every other answer as Hono alone gives it: id, security headers, errors (issue 33)', async () => {
    await t.app.front.ready;
    const json = { 'Content-Type': 'application/json' };
    const cases: [string, Parameters<typeof compare>[1], number][] = [
      ['/healthz?probe=1', { fast: false }, 200],
      ['/readyz', { fast: false }, 200],
      ['/api/nothing-here', { fast: false }, 404],
      ['/api/quotes/preview', { method: 'POST', headers: json, body: '{"modelId":1}', fast: false }, 400],
      ['/api/quotes/preview', { method: 'POST', headers: json, body: '{', fast: false }, 400],
      ['/api/auth/user', { fast: false }, 401],
      ['/', { fast: false }, 200],
    ];
    for (const [path, options, status] of cases) {
      expect((await compare(path, options)).status, path).toBe(status);
    }
    // The client's id when it is a safe token, else a new one; the strict headers on every answer.
    const kept = await raw(fast, '/readyz');
    expect(kept.headers['x-request-id']).toBe('same-id');
    expect(kept.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const { headers } = await raw(fast, '/readyz', 'GET', { 'X-Request-Id': 'bad id!' });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves a hashed asset as Hono does, in each encoding, with 304', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip', 'identity', 'br;q=0, gzip;q=0', '']) {
      const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      const ok = await compare(ASSET, { headers, fast: true });
      expect(ok.status).toBe(200);
      await compare(ASSET, { method: 'HEAD', headers, fast: true });
      const notModified = await compare(ASSET, {
        headers: { ...headers, 'If-None-Match': String(ok.headers.etag) },
        fast: true,
      });
      expect(notModified.status).toBe(304);
    }
    expect((await raw(fast, ASSET, 'GET', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe(
      'br',
    );
  });

  it("serves an admin's change at once", async () => {
    const id = await brandId();
    const before = await compare('/api/brands', { fast: true });
    const admin = await signInStaff(t.app, t.database.db);
    const list = (await (await admin.call('GET', '/api/admin/catalogue/brands')).json()) as {
      brands: { id: number; updatedAt: string }[];
    };
    const renamed = await admin.call('PUT', `/api/admin/catalogue/brands/${id}`, {
      name: 'Apple Inc. (fast path)',
      category: 'phone',
      isActive: true,
      updatedAt: list.brands.find((brand) => brand.id === id)!.updatedAt,
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    // The next read checks the version (through Hono), and the fast path then serves the new list.
    const after = await raw(fast, '/api/brands');
    expect(after.body.toString()).toContain('Apple Inc. (fast path)');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const again = await compare('/api/brands', { fast: true });
    expect(again.body.toString()).toContain('Apple Inc. (fast path)');
  });
});
