import pino, { type Logger } from 'pino';
import { createMiddleware } from 'hono/factory';
import type { TAppEnv } from './context.ts';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'trade-in-portal' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never log credentials, even if a later change passes a header object to the logger.
    redact: {
      paths: [
        '*.authorization',
        '*.cookie',
        '*["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.refreshToken',
        '*.accessToken',
        '*.challengeToken',
        '*.secret',
        '*.authSecret',
        '*.AUTH_SECRET',
        '*.LLM_API_KEY',
      ],
      censor: '[redacted]',
    },
  });
}

/** One JSON line per request, with the request id on it. Query strings are not logged: they may hold personal data. */
export function requestLogger(root: Logger) {
  return createMiddleware<TAppEnv>(async (c, next) => {
    const started = performance.now();
    const logger = root.child({ requestId: c.get('requestId') });
    c.set('logger', logger);
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });
}
