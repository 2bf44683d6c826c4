import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebDist, removeDir, useTestApp } from '../support/test-app.ts';

/** The build is read once at start and sent from memory, precompressed (item 7). */

const INDEX_HTML = `<!doctype html><html><body>${'<p>page</p>'.repeat(200)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// The header of an empty WebAssembly module.
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
let webDist: string;

beforeAll(() => {
  webDist = createWebDist({
    'index.html': INDEX_HTML,
    'index.html.br': brotliCompressSync(INDEX_HTML),
    'index.html.gz': gzipSync(INDEX_HTML),
    'assets/app.js': APP_JS,
    'assets/app.js.br': brotliCompressSync(APP_JS),
    'assets/app.js.gz': gzipSync(APP_JS),
    'assets/reader.wasm': WASM,
  });
});
afterAll(() => removeDir(webDist));

const handle = useTestApp(() => ({ webDistDir: webDist }));

describe('static files from memory', () => {
  it('sends brotli when accepted, else gzip, else the file itself, always with Vary: Accept-Encoding', async () => {
    const asset = (acceptEncoding?: string) =>
      handle.app.request('/assets/app.js', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });

    const br = await asset('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(APP_JS));
    expect(br.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');

    const gzip = await asset('gzip, br;q=0');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');

    const plain = await asset();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(APP_JS);
  });

  it('compresses index.html for page paths too, and answers 304 to its ETag', async () => {
    const page = await handle.app.request('/privacy', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Encoding')).toBe('br');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');

    const again = await handle.app.request('/privacy', {
      headers: { 'If-None-Match': page.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers the legal pages in both languages with 200 (what they show: legal-routes.test.tsx)', async () => {
    for (const path of ['/privacy', '/terms', '/privacy?lang=en', '/terms?lang=en']) {
      expect((await handle.app.request(path)).status, path).toBe(200);
    }
  });

  it('serves WebAssembly as application/wasm (the camera scanner compiles it while it streams in)', async () => {
    const response = await handle.app.request('/assets/reader.wasm');
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WASM);
  });

  it('keeps serving what it read at start after the files are gone', async () => {
    rmSync(path.join(webDist, 'assets'), { recursive: true });
    const response = await handle.app.request('/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(APP_JS);
  });
});
