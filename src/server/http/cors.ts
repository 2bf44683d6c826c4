import { cors } from 'hono/cors';

/**
 * CORS for the origins in CORS_ORIGINS only, with credentials (the refresh cookie). Without any, no
 * middleware at all: the API is same-origin, and browsers refuse other sites' reads by default.
 */
export function corsFor(origins: readonly string[]) {
  if (origins.length === 0) return undefined;
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: ['Retry-After', 'X-Request-Id', 'Location'],
    maxAge: 600,
  });
}
