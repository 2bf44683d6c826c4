import { sql, type SQL } from 'drizzle-orm';
import type { TRole } from '#core/roles.ts';
import type { TWorkflowActor } from '#core/workflow/workflow-types.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Who takes a step, as the server knows them: a staff member (their id, null for a script, and roles),
 * the customer, a dealer account, or the system. `ip` goes to the audit log.
 */
export type TActorContext =
  | { kind: 'staff'; userId: string | null; roles: readonly TRole[]; ip?: string | undefined }
  | { kind: 'customer' }
  | { kind: 'dealer'; userId: string }
  | { kind: 'system' };

export const SYSTEM_ACTOR: TActorContext = { kind: 'system' };
export const CUSTOMER_ACTOR: TActorContext = { kind: 'customer' };

export function workflowActorOf(actor: TActorContext): TWorkflowActor {
  return actor.kind === 'staff' ? { kind: 'staff', roles: actor.roles } : { kind: actor.kind };
}

export const actorUserId = (actor: TActorContext): string | null =>
  actor.kind === 'staff' || actor.kind === 'dealer' ? actor.userId : null;

/** The history's label: an account's email (or phone), its id without either; 'customer', 'system'. */
export function actorLabelSql(actor: TActorContext): SQL<string> {
  const userId = actorUserId(actor);
  if (userId) {
    return sql<string>`coalesce((select coalesce(${users.email}, ${users.phone}) from ${users} where ${users.id} = ${userId}::uuid), ${userId})`;
  }
  return sql<string>`${actor.kind === 'staff' ? 'staff' : actor.kind}`;
}
