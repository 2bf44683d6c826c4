import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { MAX_REQUEST_BODY_BYTES } from '#server/http/body-limit.ts';
import { nodeListener } from '#server/http/node-listener.ts';
import { useTestApp } from '../support/test-app.ts';

/** F4: one body limit for every route but the uploads, answered 413 before anything parses the body. */

const handle = useTestApp();

// The same limits on node:http, as the server runs (the limit is read from the incoming headers there:
// node-listener.ts, body-limit.ts), and through app.request (a web Request).
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer(nodeListener(handle.app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
});
// `streamedMb`: how much of a 50 MB chunked body may have left the client by the 413 (over a socket,
// the kernel's buffers on both ends hold several MB before the server's answer stops the client).
const transports: [string, (path: string, init: RequestInit) => Promise<Response>, number][] = [
  ['app.request', async (path, init) => handle.app.request(path, init), 4],
  ['node:http', (path, init) => fetch(`${origin}${path}`, init), 16],
];

/** A JSON text of about `bytes` bytes that the quote contract would otherwise read. */
const bigJson = (bytes: number) => JSON.stringify({ modelId: 1, padding: 'x'.repeat(bytes) });

async function messageKeyOf(response: Response) {
  return ZErrorBodySchema.parse(await response.json()).error.messageKey;
}

describe.each(transports)('request body limit (%s)', (_name, send, streamedMb) => {
  it('answers a JSON body over 1 MB with 413 and the translated message key', async () => {
    const response = await send('/api/quotes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: bigJson(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await messageKeyOf(response)).toBe('errors.payloadTooLarge');
  });

  it('counts a chunked body without Content-Length while it streams in', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 50 MB if nothing stopped it; the limit ends it after about 1 MB.
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await send('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(streamedMb * 1024 * 1024);
  });

  it('lets a body under the limit through to the contract', async () => {
    const response = await send('/api/quotes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: bigJson(MAX_REQUEST_BODY_BYTES - 1024),
    });
    expect(response.status).toBe(400);
  });

  it('leaves the photo upload its own, larger limit', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await send('/api/photos', { method: 'POST', body: form });
    // Two MB of zeros is no image: refused as such, not as too large.
    expect(response.status).toBe(400);
  });
});
