import { Agent, request as httpRequest } from 'node:http';

/**
 * Clients that keep their connections open between requests, as browsers, proxies and Node's own
 * http/undici clients do (issue 28, F3): an answer the server sends before it read the body must still
 * reach them, and the next request on the connection must not be reset.
 */
export interface TWireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Sent without Content-Length, in chunks (the server counts it while it streams in). */
  chunked?: boolean;
}

/** An answer read whole, or `status: 0` with what the client saw instead (a reset, a hang-up). */
export type TWireAnswer = { status: number; connection: string | undefined } | { status: 0; failure: string };

export interface TKeepAliveClient {
  kind: 'node:http' | 'undici';
  send(request: TWireRequest): Promise<TWireAnswer>;
  close(): Promise<void>;
}

const CHUNK = 64 * 1024;
const bytesOf = (body: string | Uint8Array) => (typeof body === 'string' ? Buffer.from(body) : body);
const failureOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code;
  return code ?? cause?.message ?? (error as Error).message;
};

/** node:http with a keep-alive agent, one connection per client (requests take turns on it). */
export function nodeHttpClient(baseUrl: string): TKeepAliveClient {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    kind: 'node:http',
    send: ({ method, path, headers, body, chunked }) =>
      new Promise((resolve) => {
        const bytes = body === undefined ? undefined : bytesOf(body);
        const outgoing = httpRequest(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: {
              ...headers,
              ...(bytes && !chunked ? { 'Content-Length': String(bytes.length) } : {}),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
            );
            response.on('error', (error) => resolve({ status: 0, failure: failureOf(error) }));
          },
        );
        outgoing.on('error', (error) => resolve({ status: 0, failure: failureOf(error) }));
        if (bytes && chunked)
          for (let at = 0; at < bytes.length; at += CHUNK) outgoing.write(bytes.subarray(at, at + CHUNK));
        outgoing.end(bytes && !chunked ? bytes : undefined);
      }),
    close: async () => agent.destroy(),
  };
}

/** Node's fetch (undici inside), whose global pool keeps connections open between requests. */
export function undiciClient(baseUrl: string): TKeepAliveClient {
  return {
    kind: 'undici',
    async send({ method, path, headers, body, chunked }) {
      const bytes = body === undefined ? undefined : bytesOf(body);
      const stream =
        bytes && chunked
          ? new ReadableStream<Uint8Array>({
              start(controller) {
                for (let at = 0; at < bytes.length; at += CHUNK)
                  controller.enqueue(bytes.subarray(at, at + CHUNK));
                controller.close();
              },
            })
          : undefined;
      try {
        const response = await fetch(new URL(path, baseUrl), {
          method,
          headers,
          ...(stream ? { body: stream, duplex: 'half' } : bytes ? { body: bytes } : {}),
        } as RequestInit);
        await response.arrayBuffer();
        return { status: response.status, connection: response.headers.get('connection') ?? undefined };
      } catch (error) {
        return { status: 0, failure: failureOf(error) };
      }
    },
    close: async () => undefined,
  };
}
