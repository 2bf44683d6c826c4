import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Answers sent before the request's body was read (a 413 on Content-Length, a 401, a 404, a 413 in the
 * middle of a chunked body: issue 28, F3).
 *
 * Such an answer cannot leave the connection open: the rest of the body would be read as the next
 * request. Node then ends the socket right after the answer (`destroySoon`), and a socket closed with
 * unread bytes in the kernel's buffer sends a reset, which makes the client drop the answer it already
 * received, or the next request it sent on the keep-alive connection. So the answer says
 * `Connection: close`, the server half-closes after it (FIN), reads and drops what the client still
 * sends, and closes once the body ended, or after a bounded drain (bytes or time, whichever first).
 */
export interface TDrainBounds {
  maxBytes: number;
  maxMs: number;
}

/** A 15 MB photo refused at its Content-Length still arrives whole; a slow or endless body is cut. */
export const EARLY_ANSWER_DRAIN: TDrainBounds = { maxBytes: 32 * 1024 * 1024, maxMs: 5_000 };

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Prepares the response: when its head goes out before the body came in, the connection closes gracefully. */
export function closeAfterEarlyAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  bounds: TDrainBounds = EARLY_ANSWER_DRAIN,
): void {
  // Requests without a body (every catalogue read, every asset) pay one header look-up and nothing else.
  if (!hasBody(request)) return;
  const writeHead = response.writeHead;
  // end() and write() without writeHead() reach it too (ServerResponse's implicit header calls it).
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    response.writeHead = writeHead;
    if (!request.complete && !response.headersSent) {
      response.setHeader('Connection', 'close');
      drainBeforeClosing(request, request.socket, bounds);
    } else {
      response.once('finish', () => dropUnread(request));
    }
    return (writeHead as (...parameters: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}

/**
 * The body arrived whole but the handler answered without reading it all (a 400 on a path parameter):
 * the connection stays open, and the bytes still waiting in the request are dropped now. Left there, the
 * request would not end, and the Hono adapter's clean-up would close the connection after 500 ms,
 * under the next request it carries.
 */
function dropUnread(request: IncomingMessage): void {
  if (request.readableEnded || request.destroyed) return;
  request.removeAllListeners('data');
  request.resume();
}

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`; on this socket that now ends the
 * writing side only, and destroys the socket once the body ended or the bounds are reached. Later calls
 * (the Hono adapter's own clean-up after 500 ms) find the drain running and leave it to its bounds.
 */
function drainBeforeClosing(request: IncomingMessage, socket: Socket, bounds: TDrainBounds): void {
  const destroySoon = socket.destroySoon.bind(socket);
  let draining = false;
  socket.destroySoon = () => {
    if (draining) return;
    draining = true;
    socket.end();
    let read = 0;
    const close = () => {
      clearTimeout(timer);
      request.off('data', count);
      destroySoon();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bounds.maxBytes) close();
    };
    const timer = setTimeout(close, bounds.maxMs);
    timer.unref();
    if (request.readableEnded) return close();
    // Whoever was reading the body (the web stream Hono wraps it in) no longer is: the bytes are dropped.
    request.removeAllListeners('data');
    request.on('data', count);
    request.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    request.resume();
  };
}
