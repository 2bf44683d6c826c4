import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { closeAfterEarlyAnswer, EARLY_ANSWER_DRAIN, type TDrainBounds } from './early-answer.ts';
import type { TFastPath } from './fast-path.ts';
import type { TRequestFront } from './request-front.ts';

interface TServedApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  fastPath: TFastPath;
  front: TRequestFront;
}

/**
 * The app on node:http, as the server runs it (and the tests that need real sockets): an answer sent
 * before the body was read closes the connection gracefully (early-answer.ts; a request without a body
 * pays one header look-up), the fast path answers what it can from memory (fast-path.ts), anything else
 * gets what every answer carries on the node response (request-front.ts) and goes to Hono.
 */
export function nodeListener(
  app: TServedApp,
  options: { hostname?: string; drain?: TDrainBounds } = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  const listener = getRequestListener(app.fetch, { hostname: options.hostname });
  const drain = options.drain ?? EARLY_ANSWER_DRAIN;
  return (request, response) => {
    closeAfterEarlyAnswer(request, response, drain);
    if (app.fastPath(request, response)) return;
    app.front.prepare(request, response);
    void listener(request, response);
  };
}
