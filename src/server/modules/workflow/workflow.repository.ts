import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TWorkflowEntity } from '#core/workflow/machines.ts';
import type { TEvidence } from '#core/workflow/workflow-types.ts';
import type { TExecutor, TTx } from '../../db/client.ts';
import { outboxEvents, workflowHistory } from '../../db/schema/index.ts';
import { actorLabelSql, actorUserId, type TActorContext } from './workflow-actor.ts';
import { recordTable } from './workflow-tables.ts';

/** A record's state as locked for a change. */
export interface TLockedRecord {
  state: string;
  version: number;
  label: string;
  facts: Record<string, unknown>;
}

/** One step written: the history row, and the event announcing it. */
export interface TStepRecord {
  entity: TWorkflowEntity;
  entityId: number;
  from: string | null;
  to: string;
  actor: TActorContext;
  note?: string | undefined;
  evidence?: TEvidence | undefined;
}

export const eventTopic = (entity: TWorkflowEntity, state: string) => `${entity}.${state}`;

/** The record's state, version and facts, locked until the transaction ends (undefined: no such record). */
export async function lockRecord(
  tx: TTx,
  entity: TWorkflowEntity,
  id: number,
): Promise<TLockedRecord | undefined> {
  const spec = recordTable(entity);
  const [row] = await tx
    .select({ state: spec.status, version: spec.version, label: spec.label, ...spec.facts })
    .from(spec.table)
    .where(eq(spec.id, id))
    .for('update');
  if (!row) return undefined;
  const { state, version, label, ...facts } = row as Record<string, unknown>;
  return { state: state as string, version: version as number, label: label as string, facts };
}

/** Moves the locked record to `to` and bumps its version; returns the new version. */
export async function writeState(tx: TTx, entity: TWorkflowEntity, id: number, to: string): Promise<number> {
  const spec = recordTable(entity);
  const [row] = await tx
    .update(spec.table)
    .set({
      [spec.status.name]: to,
      [spec.version.name]: sql`${spec.version} + 1`,
      [spec.updatedAt.name]: sql`now()`,
    } as Record<string, unknown>)
    .where(eq(spec.id, id))
    .returning({ version: spec.version });
  return (row as { version: number }).version;
}

/** The history rows and the outbox events of the steps, in the caller's transaction. */
export async function recordSteps(tx: TExecutor, steps: readonly TStepRecord[]): Promise<void> {
  if (steps.length === 0) return;
  await tx.insert(workflowHistory).values(
    steps.map((step) => ({
      entity: step.entity,
      entityId: step.entityId,
      fromState: step.from,
      toState: step.to,
      actorKind: step.actor.kind,
      actorUserId: actorUserId(step.actor),
      actorLabel: actorLabelSql(step.actor),
      note: step.note ?? null,
      evidence: step.evidence ?? {},
    })),
  );
  await tx.insert(outboxEvents).values(
    steps.map((step) => ({
      topic: eventTopic(step.entity, step.to),
      entity: step.entity,
      entityId: step.entityId,
      payload: { from: step.from, to: step.to },
    })),
  );
}

/**
 * Common table expressions that record the creation of every row of `inserted` (a CTE of the caller's
 * statement with an `id` column): its history row and its event. For inserts that store many records
 * in one statement (the submission's group commit).
 */
export function creationStepsSql(
  entity: TWorkflowEntity,
  inserted: string,
  state: string,
  actor: TActorContext,
): SQL {
  const from = sql.identifier(inserted);
  return sql`
    ${sql.identifier(`${inserted}_history`)} as (
      insert into ${workflowHistory} (entity, entity_id, from_state, to_state, actor_kind, actor_user_id, actor_label)
      select ${entity}, ${from}.id, null, ${state}, ${actor.kind}, ${actorUserId(actor)}::uuid, ${actorLabelSql(actor)}
      from ${from}
    ),
    ${sql.identifier(`${inserted}_events`)} as (
      insert into ${outboxEvents} (topic, entity, entity_id, payload)
      select ${eventTopic(entity, state)}, ${entity}, ${from}.id, ${JSON.stringify({ from: null, to: state })}::jsonb
      from ${from}
    )`;
}

export interface THistoryRow {
  entityId: number;
  fromState: string | null;
  toState: string;
  actorKind: 'staff' | 'customer' | 'dealer' | 'system';
  actorLabel: string;
  note: string | null;
  evidence: TEvidence;
  createdAt: Date;
}

/** The history of records of one kind, oldest first. */
export function readHistory(
  executor: TExecutor,
  entity: TWorkflowEntity,
  ids: readonly number[],
): Promise<THistoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      entityId: workflowHistory.entityId,
      fromState: workflowHistory.fromState,
      toState: workflowHistory.toState,
      actorKind: workflowHistory.actorKind,
      actorLabel: workflowHistory.actorLabel,
      note: workflowHistory.note,
      evidence: workflowHistory.evidence,
      createdAt: workflowHistory.createdAt,
    })
    .from(workflowHistory)
    .where(
      and(
        eq(workflowHistory.entity, entity),
        ids.length === 1
          ? eq(workflowHistory.entityId, ids[0]!)
          : inArray(workflowHistory.entityId, [...ids]),
      ),
    )
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.id));
}
