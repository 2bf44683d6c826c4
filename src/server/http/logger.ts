import pino, { type DestinationStream, type Logger } from 'pino';
import type { Context } from 'hono';
import type { TAppEnv } from './context.ts';

/**
 * Never logged, even if a later change passes a header object to the logger: a value under any of these
 * names one level down (`*.authorization`: the `authorization` of any object passed in a log call or a
 * child's bindings) is written as `[redacted]`.
 */
export const REDACTED_PATHS = [
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
] as const;
const CENSOR = '[redacted]';

/** The names the paths redact, read once (issue 33: pino's own redaction parsed every path per line). */
function compile(paths: readonly string[]): ReadonlySet<string> {
  return new Set(
    paths.map((path) => {
      const name = /^\*(?:\.([\w$]+)|\["([^"]+)"\])$/.exec(path);
      if (!name) throw new Error(`Unsupported redaction path ${path}: only *.name and *["name"]`);
      return name[1] ?? name[2]!;
    }),
  );
}
const REDACTED = compile(REDACTED_PATHS);

/** The object with every redacted name of its object values censored; the same object when none is there. */
function redact(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    if (value === null || typeof value !== 'object' || value instanceof Error) continue;
    let censored: Record<string, unknown> | undefined;
    for (const name of REDACTED) {
      if (!Object.hasOwn(value, name)) continue;
      censored ??= Array.isArray(value)
        ? (Object.assign([], value) as unknown as Record<string, unknown>)
        : { ...(value as Record<string, unknown>) };
      censored[name] = CENSOR;
    }
    if (censored) (copy ??= { ...object })[key] = censored;
  }
  return copy ?? object;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: { service: 'trade-in-portal' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { log: redact },
    },
    destination,
  );
  // A child's bindings are written once, when it is made (pino gives children no bindings formatter):
  // redacted here. Children inherit this from the root (pino makes each with Object.create(parent)).
  const { child } = logger;
  logger.child = function redactedChild(this: Logger, bindings, options) {
    return child.call(this, redact(bindings), options);
  } as Logger['child'];
  return logger;
}

/** A request's logger: the app's, with the request id on every line (made only when something logs). */
export function requestLog(c: Context<TAppEnv>): Logger {
  return c.get('logger').child({ requestId: c.get('requestId') });
}

/**
 * The request's line (one JSON line per request, with its id; query strings are not logged: they may hold
 * personal data), built only when its level is on: `request` at info, `request failed` (5xx) at error.
 */
export function logRequest(
  logger: Logger,
  requestId: string,
  method: string,
  path: () => string,
  status: number,
  started: number,
): void {
  const failed = status >= 500;
  if (!logger.isLevelEnabled(failed ? 'error' : 'info')) return;
  const line = {
    requestId,
    method,
    path: path(),
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
  if (failed) logger.error(line, 'request failed');
  else logger.info(line, 'request');
}
