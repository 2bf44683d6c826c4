import { decideTransition } from '#core/workflow/decide-transition.ts';
import { MACHINES, type TWorkflowEntity } from '#core/workflow/machines.ts';
import type { TEvidence } from '#core/workflow/workflow-types.ts';
import type { TTx } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { actorUserId, workflowActorOf, type TActorContext } from './workflow-actor.ts';
import { changedMeanwhile, refusal } from './workflow-errors.ts';
import { lockRecord, recordSteps, writeState } from './workflow.repository.ts';
import { recordTable } from './workflow-tables.ts';

export interface TTransitionInput {
  entity: TWorkflowEntity;
  id: number;
  to: string;
  actor: TActorContext;
  /** The version the actor saw: a record changed since is refused (409). */
  version?: number | undefined;
  /** Every step takes an optional note, kept in the history. */
  note?: string | undefined;
  evidence?: TEvidence | undefined;
  /**
   * When the step happened, for scripts that record the past (the demo business, decision 020): the
   * history row, the record's last change and the audit row carry it. Now when absent.
   */
  at?: Date | undefined;
}

export interface TTransitionResult {
  from: string;
  to: string;
  version: number;
  /** What the audit log and messages call the record. */
  label: string;
}

/**
 * The one writer of a record's state (decision 016). In the caller's transaction: locks the record, asks
 * the core's table whether this actor may take this step with these facts and this evidence, writes the
 * new state, the history row, the event for the outbox and, for staff, the audit row. Throws the
 * refusal as an AppError; nothing is written then.
 */
export async function applyTransition(tx: TTx, input: TTransitionInput): Promise<TTransitionResult> {
  const { entity, id, to, actor } = input;
  const record = await lockRecord(tx, entity, id);
  if (!record) throw new AppError('NOT_FOUND', 'errors.notFound', `No such ${entity}`);
  if (input.version !== undefined && input.version !== record.version) throw changedMeanwhile(entity);
  const verdict = decideTransition(MACHINES[entity], {
    from: record.state,
    to,
    actor: workflowActorOf(actor),
    facts: record.facts,
    evidence: input.evidence,
  });
  if (!verdict.ok) throw refusal(entity, record.state, to, verdict);

  const version = await writeState(tx, entity, id, to, input.at);
  const note = input.note?.trim() || undefined;
  await recordSteps(tx, [
    { entity, entityId: id, from: record.state, to, actor, note, evidence: input.evidence, at: input.at },
  ]);
  const audit = recordTable(entity).audit;
  if (audit && actor.kind === 'staff') {
    const reason = input.evidence?.reason;
    await writeAudit(
      tx,
      { userId: actorUserId(actor), ip: actor.ip },
      {
        action: audit.action,
        targetType: audit.targetType,
        targetId: record.label,
        details: {
          before: { status: record.state, version: record.version },
          after: { status: to, version, ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
        },
        at: input.at,
      },
    );
  }
  return { from: record.state, to, version, label: record.label };
}
