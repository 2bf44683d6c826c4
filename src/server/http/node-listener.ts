import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { createApp } from './app.ts';
import { closeAfterEarlyAnswer, EARLY_ANSWER_DRAIN, type TDrainBounds } from './early-answer.ts';

/**
 * What node:http calls for every request: an answer sent before the body was read closes the connection
 * gracefully (early-answer.ts), the catalogue lists and hashed assets come from memory (fast-path.ts),
 * everything else goes through Hono. The server and the tests that need real sockets use this one.
 */
export function nodeListener(
  app: ReturnType<typeof createApp>,
  options: { hostname?: string; drain?: TDrainBounds } = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  const listener = getRequestListener(app.fetch, { hostname: options.hostname });
  const drain = options.drain ?? EARLY_ANSWER_DRAIN;
  return (request, response) => {
    closeAfterEarlyAnswer(request, response, drain);
    if (!app.fastPath(request, response)) void listener(request, response);
  };
}
