import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAuditActor, TAuditRecord } from '../../db/audit.ts';

/** The staff member acting and the client's address, for the audit log. */
export type TActor = TAuditActor;

/**
 * A timestamp as exact text (microseconds kept): the version an edit carries back. A JavaScript Date
 * would drop the microseconds and no edit would ever match.
 */
export const exactTime = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The new updated_at of an edited row: now, but always later than before, so two edits within one
 * clock tick (or one transaction) still give different versions.
 */
export const nextUpdatedAt = (column: AnyPgColumn): SQL =>
  sql`greatest(now(), ${column} + interval '1 microsecond')`;

export const AUDIT_TARGET = { brand: 'brand', model: 'model', adjustment: 'priceAdjustment' } as const;

export type TAuditEntry = TAuditRecord & { targetType: string; targetId: string | number };

/**
 * "Galaxy S24 Ultra" → "galaxy-s24-ultra"; letters outside a–z (Thai) drop out, and a name of only
 * those gives the fallback.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`, … that is not in `taken`. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base}-${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}
