import { decideTransition } from '#core/workflow/decide-transition.ts';
import { MACHINES, type TWorkflowEntity } from '#core/workflow/machines.ts';
import type { TAnyMachine, TEvidence } from '#core/workflow/workflow-types.ts';
import type { TTx } from '../../db/client.ts';
import { workflowActorOf, type TActorContext } from './workflow-actor.ts';
import { refusal } from './workflow-errors.ts';
import { recordSteps } from './workflow.repository.ts';

/** The one state a record of this kind is created in (its table's default for the status column). */
export function creationState(entity: TWorkflowEntity): string {
  const targets = new Set(
    (MACHINES[entity] as TAnyMachine).rules.filter((rule) => rule.from === null).map((rule) => rule.to),
  );
  if (targets.size !== 1) throw new Error(`${entity} must be created in exactly one state`);
  return [...targets][0]!;
}

/** Throws unless this actor may create a record of this kind. */
export function assertMayCreate(entity: TWorkflowEntity, actor: TActorContext, evidence?: TEvidence): string {
  const state = creationState(entity);
  const verdict = decideTransition(MACHINES[entity], {
    from: null,
    to: state,
    actor: workflowActorOf(actor),
    facts: undefined,
    evidence,
  });
  if (!verdict.ok) throw refusal(entity, null, state, verdict);
  return state;
}

/**
 * Creates a record through the workflow: checks that the actor may, lets `insert` store the row (its
 * status left to the column's default, the creation state), and records the creation's history row and
 * event in the same transaction. Returns the new record's id.
 */
export async function createRecord(
  tx: TTx,
  input: {
    entity: TWorkflowEntity;
    actor: TActorContext;
    insert: (tx: TTx) => Promise<number>;
    note?: string | undefined;
    evidence?: TEvidence | undefined;
    /** When the creation happened, for scripts that record the past (decision 020); now otherwise. */
    at?: Date | undefined;
  },
): Promise<number> {
  const state = assertMayCreate(input.entity, input.actor, input.evidence);
  const id = await input.insert(tx);
  await recordSteps(tx, [
    {
      entity: input.entity,
      entityId: id,
      from: null,
      to: state,
      actor: input.actor,
      note: input.note?.trim() || undefined,
      evidence: input.evidence,
      at: input.at,
    },
  ]);
  return id;
}
