import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { MAX_INTEGER } from '#core/contracts/record-id.ts';

/**
 * Keyset pages (decision 009): a list sorted by (key…, id) pages by "rows after the last one seen", a
 * row comparison one index range serves however deep the page, and rows added meanwhile never shift
 * or repeat a page. The cursor carries the sort, the direction and the last row's key.
 */
export interface TKeyPart {
  /** What the rows are ordered by (the same expression as the index that serves it). */
  order: SQL;
  /** The value carried in the cursor, exact (timestamps with their microseconds, as text). */
  value: SQL;
  kind: 'timestamp' | 'integer' | 'text';
}

/** A keyset position: the sort key's values of the last row seen, its id last. */
export type TKeyValues = readonly (string | number)[];
export type TDirection = 'asc' | 'desc';

const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A timestamp column as exact text, microseconds kept (a JavaScript Date would drop them and skip rows). */
export const exactTimestamp = (column: SQL | unknown): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface TCursor {
  s: string;
  d: TDirection;
  k: TKeyValues;
}

export function encodeCursor(sort: string, dir: TDirection, key: TKeyValues): string {
  return Buffer.from(JSON.stringify({ s: sort, d: dir, k: key } satisfies TCursor)).toString('base64url');
}

/** The key in a cursor made for this sort and direction, or undefined for anything else. */
export function decodeCursor(
  text: string,
  sort: string,
  dir: TDirection,
  parts: readonly TKeyPart[],
): TKeyValues | undefined {
  let cursor: Partial<TCursor>;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<TCursor>;
  } catch {
    return undefined;
  }
  if (
    typeof cursor !== 'object' ||
    cursor === null ||
    cursor.s !== sort ||
    cursor.d !== dir ||
    !Array.isArray(cursor.k) ||
    cursor.k.length !== parts.length
  ) {
    return undefined;
  }
  const key = cursor.k;
  const valid = parts.every((part, index) => {
    const value = key[index];
    if (part.kind === 'integer') {
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_INTEGER;
    }
    if (part.kind === 'timestamp') {
      return typeof value === 'string' && TIMESTAMP_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
    }
    return typeof value === 'string' && value.length <= 100;
  });
  return valid ? key : undefined;
}

function keyParam(part: TKeyPart, value: string | number): SQL {
  if (part.kind === 'timestamp') return sql`${value}::timestamptz`;
  if (part.kind === 'integer') return sql`${value}::integer`;
  return sql`${value}::text`;
}

/** Rows after `key` in this order: one row comparison, one range on the sort's index. */
export function afterKey(parts: readonly TKeyPart[], dir: TDirection, key: TKeyValues): SQL {
  const columns = sql.join(
    parts.map((part) => part.order),
    sql`, `,
  );
  const values = sql.join(
    parts.map((part, index) => keyParam(part, key[index]!)),
    sql`, `,
  );
  return dir === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

export function orderByKey(parts: readonly TKeyPart[], dir: TDirection): SQL[] {
  return parts.map((part) => (dir === 'desc' ? desc(part.order) : asc(part.order)));
}

/** The key's values of a row, selected under `key0`, `key1`, … */
export function keySelection(parts: readonly TKeyPart[]): Record<string, SQL> {
  return Object.fromEntries(parts.map((part, index) => [`key${index}`, part.value]));
}

/** A selected row's key (see keySelection). */
export function keyOf(row: object, parts: readonly TKeyPart[]): (string | number)[] {
  const record = row as Record<string, unknown>;
  return parts.map((_, index) => record[`key${index}`] as string | number);
}

/**
 * One page from `limit + 1` rows: the rows of the page and the cursor of the next (null on the last).
 */
export function pageOf<T extends object>(
  rows: readonly T[],
  pageSize: number,
  sort: string,
  dir: TDirection,
  parts: readonly TKeyPart[],
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > pageSize && last ? encodeCursor(sort, dir, keyOf(last, parts)) : null,
  };
}
