import { decideTransition } from '#core/workflow/decide-transition.ts';
import { MACHINES, type TWorkflowEntity } from '#core/workflow/machines.ts';
import type { TEvidence } from '#core/workflow/workflow-types.ts';
import type { TTx } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { actorUserId, workflowActorOf, type TActorContext } from './workflow-actor.ts';
import { refusal } from './workflow-errors.ts';
import { lockRecords, recordSteps, writeStates } from './workflow.repository.ts';
import { recordTable } from './workflow-tables.ts';

export interface TBulkTransitionInput {
  entity: TWorkflowEntity;
  ids: readonly number[];
  to: string;
  actor: TActorContext;
  note?: string | undefined;
  /** The same evidence for every record (a bulk receive's location). */
  evidence?: TEvidence | undefined;
  at?: Date | undefined;
}

export interface TBulkTransitionResult {
  done: { id: number; from: string; version: number; label: string }[];
  /** Records left as they were, each with the refusal applyTransition would have thrown. */
  refused: { id: number; label: string | null; error: AppError }[];
}

/**
 * applyTransition for many records of one kind at once (decision 022), in the caller's transaction: locks
 * them all (in id order), asks the same judge about each, and moves every allowed one with one update,
 * one insert of history rows, one of events and one of audit rows. A refused record is reported with its
 * refusal and left untouched; each record moves whole (state, history, event, audit) or not at all.
 */
export async function applyTransitions(tx: TTx, input: TBulkTransitionInput): Promise<TBulkTransitionResult> {
  const { entity, to, actor } = input;
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const records = await lockRecords(tx, entity, ids);
  const machine = MACHINES[entity];
  const workflowActor = workflowActorOf(actor);
  const allowed: { id: number; from: string; label: string; version: number }[] = [];
  const refused: TBulkTransitionResult['refused'] = [];
  for (const id of ids) {
    const record = records.get(id);
    if (!record) {
      refused.push({
        id,
        label: null,
        error: new AppError('NOT_FOUND', 'errors.notFound', `No such ${entity}`),
      });
      continue;
    }
    const verdict = decideTransition(machine, {
      from: record.state,
      to,
      actor: workflowActor,
      facts: record.facts,
      evidence: input.evidence,
    });
    if (verdict.ok) allowed.push({ id, from: record.state, label: record.label, version: record.version });
    else refused.push({ id, label: record.label, error: refusal(entity, record.state, to, verdict) });
  }
  if (allowed.length === 0) return { done: [], refused };

  const versions = await writeStates(
    tx,
    entity,
    allowed.map((record) => record.id),
    to,
    input.at,
  );
  const note = input.note?.trim() || undefined;
  await recordSteps(
    tx,
    allowed.map((record) => ({
      entity,
      entityId: record.id,
      from: record.from,
      to,
      actor,
      note,
      evidence: input.evidence,
      at: input.at,
    })),
  );
  const audit = recordTable(entity).audit;
  if (audit && actor.kind === 'staff') {
    const reason = input.evidence?.reason;
    await writeAudit(
      tx,
      { userId: actorUserId(actor), ip: actor.ip },
      allowed.map((record) => ({
        action: audit.action,
        targetType: audit.targetType,
        targetId: record.label,
        details: {
          before: { status: record.from, version: record.version },
          after: {
            status: to,
            version: versions.get(record.id)!,
            ...(reason ? { reason } : {}),
            ...(note ? { note } : {}),
          },
        },
        at: input.at,
      })),
    );
  }
  return {
    done: allowed.map((record) => ({
      id: record.id,
      from: record.from,
      version: versions.get(record.id)!,
      label: record.label,
    })),
    refused,
  };
}
