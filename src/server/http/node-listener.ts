import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { TFastPath } from './fast-path.ts';
import type { TRequestFront } from './request-front.ts';

interface TServedApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  fastPath: TFastPath;
  front: TRequestFront;
}

/**
 * The app on node:http, as the server runs it: the fast path answers what it can from memory
 * (fast-path.ts); anything else gets what every answer carries on the node response (request-front.ts)
 * and goes to Hono.
 */
export function nodeListener(app: TServedApp, options: { hostname?: string } = {}) {
  const listener = getRequestListener(app.fetch, options);
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (app.fastPath(request, response)) return;
    app.front.prepare(request, response);
    void listener(request, response);
  };
}
