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
