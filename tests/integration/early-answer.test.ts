import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { nodeListener } from '#server/http/node-listener.ts';
import { nodeHttpClient, undiciClient, type TKeepAliveClient } from '../support/keep-alive-client.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Issue 28, F3: an answer sent before the body was read says `Connection: close`, reaches the client
 * whole, and the connection closes without a reset, so the client's next request (on a new connection)
 * is answered too. Over real sockets, with keep-alive clients.
 */

const MB = 1024 * 1024;
const DRAIN = { maxBytes: 32 * MB, maxMs: 400 };
let t: TTestApp;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(nodeListener(t.app, { drain: DRAIN }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

const json = { 'Content-Type': 'application/json' };
const bigJson = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes) });

/** The early answer, then an ordinary request from the same client; returns the early one's status. */
async function earlyThenNext(client: TKeepAliveClient, early: Parameters<TKeepAliveClient['send']>[0]) {
  const answer = await client.send(early);
  expect(answer, JSON.stringify(answer)).toMatchObject({ connection: 'close' });
  const next = await client.send({ method: 'POST', path: '/api/quotes', headers: json, body: '{}' });
  expect(next).toEqual({ status: 400, connection: 'keep-alive' });
  return answer.status;
}

describe.each([
  ['node:http', nodeHttpClient],
  ['fetch', undiciClient],
])('early answers to a keep-alive %s client', (_, makeClient) => {
  it('413 for a 10 MB body by its Content-Length, and while a chunked one streams in', async () => {
    const client = makeClient(baseUrl);
    for (const chunked of [false, true]) {
      const body = bigJson(10 * MB);
      expect(
        await earlyThenNext(client, { method: 'POST', path: '/api/quotes', headers: json, body, chunked }),
      ).toBe(413);
    }
    await client.close();
  });

  it('401 without a session and 404 without a route, the body unread', async () => {
    const client = makeClient(baseUrl);
    // Bodies far larger than what the server reads ahead, so none can have come in whole: 4 MB for the
    // workbook upload (its limit is 5 MB), 900 KB for a route that does not exist (1 MB).
    const preview = {
      method: 'POST',
      path: '/api/admin/catalogue-import/preview',
      headers: json,
      body: bigJson(4 * MB),
    };
    expect(await earlyThenNext(client, preview)).toBe(401);
    const nowhere = { method: 'POST', path: '/api/no-such-route', headers: json, body: bigJson(900 * 1024) };
    expect(await earlyThenNext(client, nowhere)).toBe(404);
    await client.close();
  });
});

describe('the drain', () => {
  it('answers a body that never ends, then closes the connection when the drain runs out', async () => {
    const { port } = server.address() as AddressInfo;
    // A client that keeps sending after the answer (half-open: it does not stop at the server's FIN).
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.write(
      `POST /api/quotes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${100 * MB}\r\n\r\n`,
    );
    const started = performance.now();
    const writer = setInterval(() => socket.writable && socket.write(Buffer.alloc(16 * 1024, 0x20)), 10);
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      socket.on('error', () => undefined);
      setTimeout(() => resolve(false), 10_000).unref();
    });
    clearInterval(writer);
    expect(closed).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DRAIN.maxMs - 50);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).toContain('connection: close');
    const body = received.slice(received.indexOf('\r\n\r\n') + 4);
    expect(ZErrorBodySchema.parse(JSON.parse(body)).error.messageKey).toBe('errors.payloadTooLarge');
  });

  it('leaves a request without a body alone', async () => {
    const response = await new Promise<{ connection?: string }>((resolve, reject) => {
      const sent = httpRequest(`${baseUrl}/healthz`, (answer) => {
        answer.resume();
        resolve({ connection: answer.headers.connection });
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(response.connection).toBe('keep-alive');
  });
});
