import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The staff member acting and the client's address, for the audit log. */
export interface TActor {
  userId: string | null;
  ip: string | undefined;
}

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

export interface TAuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  details: Record<string, unknown>;
}

/** One audit_log row, written inside the change's transaction. */
export async function writeAudit(tx: TDb, actor: TActor, entry: TAuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    ip: actor.ip ?? null,
    details: entry.details,
  });
}

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
