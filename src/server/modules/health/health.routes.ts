import type { Hono } from 'hono';
import type { TDatabase } from '../../db/client.ts';
import type { TAppEnv } from '../../http/context.ts';

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. /readyz: it can serve traffic (database reachable, not shutting down). */
export function registerHealthRoutes(
  app: Hono<TAppEnv>,
  database: TDatabase,
  isShuttingDown: () => boolean,
): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (isShuttingDown()) return c.json({ status: 'shutting-down' }, 503);
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref()),
      ]);
      return c.json({ status: 'ready', database: database.kind });
    } catch {
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });
}
