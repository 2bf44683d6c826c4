import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from './client.ts';
import { auditLog } from './schema/index.ts';

/** The staff member acting (null for a script) and the client's address, as the audit log records them. */
export interface TAuditActor {
  userId: string | null;
  ip?: string | undefined;
}

/** One audit_log row: what happened, to what, with what details (never passwords, tokens or codes). */
export interface TAuditRecord {
  action: string;
  targetType?: string | null | undefined;
  targetId?: string | number | null | undefined;
  details?: Record<string, unknown> | null | undefined;
  /** The moment, when the caller keeps its own clock; the transaction's time otherwise. */
  at?: Date | undefined;
}

/** Rows per statement (well under the driver's 65,535 parameters). */
const AUDIT_CHUNK = 1000;

/**
 * The one writer of the audit log (decision 008): inside the caller's transaction when given one, so an
 * audited change and its audit row commit or roll back together.
 */
export async function writeAudit(
  executor: TExecutor,
  actor: TAuditActor,
  records: TAuditRecord | readonly TAuditRecord[],
): Promise<void> {
  const rows = (Array.isArray(records) ? records : [records]).map((record: TAuditRecord) => ({
    actorUserId: actor.userId,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId === undefined || record.targetId === null ? null : String(record.targetId),
    ip: actor.ip ?? null,
    details: record.details ?? null,
    at: record.at ?? (sql`now()` as SQL<Date>),
  }));
  for (let start = 0; start < rows.length; start += AUDIT_CHUNK) {
    await executor.insert(auditLog).values(rows.slice(start, start + AUDIT_CHUNK));
  }
}
