import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  /** When the step happened, for scripts that record the past (the demo business); now otherwise. */
  at?: Date | undefined;
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

/** Many records' states, versions and facts, locked in id order (no deadlock between two bulk steps). */
export async function lockRecords(
  tx: TTx,
  entity: TWorkflowEntity,
  ids: readonly number[],
): Promise<Map<number, TLockedRecord>> {
  const found = new Map<number, TLockedRecord>();
  if (ids.length === 0) return found;
  const spec = recordTable(entity);
  const rows = await tx
    .select({ id: spec.id, state: spec.status, version: spec.version, label: spec.label, ...spec.facts })
    .from(spec.table)
    .where(inArray(spec.id, [...ids]))
    .orderBy(asc(spec.id))
    .for('update');
  for (const row of rows as Record<string, unknown>[]) {
    const { id, state, version, label, ...facts } = row;
    found.set(id as number, {
      state: state as string,
      version: version as number,
      label: label as string,
      facts,
    });
  }
  return found;
}

/**
 * The key Drizzle's `.set()` knows a column by: its property in the table object, which is not its SQL
 * name (`updatedAt`, not `updated_at`). A key Drizzle does not know is dropped without a word.
 */
function columnKey(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`Column ${column.name} is not in its table`);
  return entry[0];
}

/**
 * Moves the locked record to `to`, bumps its version and sets its last change to `at` (now by default);
 * returns the new version.
 */
export async function writeState(
  tx: TTx,
  entity: TWorkflowEntity,
  id: number,
  to: string,
  at?: Date,
): Promise<number> {
  const spec = recordTable(entity);
  const [row] = await tx
    .update(spec.table)
    .set({
      [columnKey(spec.table, spec.status)]: to,
      [columnKey(spec.table, spec.version)]: sql`${spec.version} + 1`,
      [columnKey(spec.table, spec.updatedAt)]: at ?? sql`now()`,
    } as Record<string, unknown>)
    .where(eq(spec.id, id))
    .returning({ version: spec.version });
  return (row as { version: number }).version;
}

/** Moves many locked records to `to` in one statement; returns each one's new version. */
export async function writeStates(
  tx: TTx,
  entity: TWorkflowEntity,
  ids: readonly number[],
  to: string,
  at?: Date,
): Promise<Map<number, number>> {
  const spec = recordTable(entity);
  const rows = await tx
    .update(spec.table)
    .set({
      [columnKey(spec.table, spec.status)]: to,
      [columnKey(spec.table, spec.version)]: sql`${spec.version} + 1`,
      [columnKey(spec.table, spec.updatedAt)]: at ?? sql`now()`,
    } as Record<string, unknown>)
    .where(inArray(spec.id, [...ids]))
    .returning({ id: spec.id, version: spec.version });
  return new Map((rows as { id: number; version: number }[]).map((row) => [row.id, row.version]));
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
      ...(step.at ? { createdAt: step.at } : {}),
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
