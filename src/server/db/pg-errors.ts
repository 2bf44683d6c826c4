/** SQLSTATE codes the server reacts to (PostgreSQL; PGlite raises the same). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

interface TPgErrorFields {
  code: string;
  constraint: string | undefined;
}

/** The driver's error inside Drizzle's wrapper (DrizzleQueryError keeps it as `cause`). */
export function pgErrorOf(error: unknown): TPgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `error` is the given SQLSTATE, and (when named) on that constraint. */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const fields = pgErrorOf(error);
  if (!fields || fields.code !== code) return false;
  return constraint === undefined || fields.constraint === constraint;
}

/** Node's socket errors that mean the database server cannot be reached right now. */
const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or timed-out connection as a plain Error with one of these texts. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|Client was closed/i;

/**
 * What a database error says about the request (F1, F3), for the one error mapping (http/errors.ts):
 * class 22 (data exception: a value the column cannot hold) is the client's data, class 23 (integrity
 * constraint) a conflict with stored rows, and a connection that failed or an outage (class 08, 53,
 * 57P0x, or a socket error) or a transaction the server rolled back to let another through (class 40:
 * a deadlock or a serialization failure; nothing of it was kept) is "try again shortly". Anything else is
 * ours.
 */
export function classifyDbError(error: unknown): 'invalidData' | 'conflict' | 'unavailable' | undefined {
  const fields = pgErrorOf(error);
  if (fields) {
    if (fields.code.startsWith('22')) return 'invalidData';
    if (fields.code.startsWith('23')) return 'conflict';
    if (/^(08|40|53|57P0)/.test(fields.code)) return 'unavailable';
  }
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_ERRNO.has(code)) return 'unavailable';
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return 'unavailable';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
