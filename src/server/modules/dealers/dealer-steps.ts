import { and, eq } from 'drizzle-orm';
import type { TDealerState } from '#core/workflow/dealer-machine.ts';
import type { TTx } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, isPgError } from '../../db/pg-errors.ts';
import { dealers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { applyTransition, type TTransitionResult } from '../workflow/apply-transition.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';

export const codeTaken = () =>
  new AppError('CONFLICT', 'dealersAdmin.errors.codeTaken', 'Another shop has this code', [
    { path: 'code', messageKey: 'dealersAdmin.errors.codeTaken' },
  ]);

/** Runs a write that sets a code; the unique index answers a code another shop holds. */
export async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION, 'dealers_code_unique')) throw codeTaken();
    throw error;
  }
}

/**
 * One step of a shop through the workflow, with the facts it carries, in the caller's transaction: an
 * approval may set the code first (only a pending shop's code changes; the workflow then checks the
 * version and that a code is there), a rejection or suspension keeps its reason for the dealer to read.
 */
export async function moveDealer(
  tx: TTx,
  input: {
    id: number;
    to: TDealerState;
    actor: TActorContext;
    version?: number | undefined;
    code?: string | undefined;
    reason?: string | undefined;
    note?: string | undefined;
    at?: Date | undefined;
  },
): Promise<TTransitionResult> {
  if (input.to === 'approved' && input.code) {
    const code = input.code;
    await withCodeCheck(() =>
      tx
        .update(dealers)
        .set({ code })
        .where(and(eq(dealers.id, input.id), eq(dealers.status, 'pending'))),
    );
  }
  const result = await applyTransition(tx, {
    entity: 'dealer',
    id: input.id,
    to: input.to,
    actor: input.actor,
    version: input.version,
    note: input.note,
    evidence: input.reason ? { reason: input.reason } : undefined,
    at: input.at,
  });
  const keepsReason = input.to === 'rejected' || input.to === 'suspended';
  await tx
    .update(dealers)
    .set({ statusReason: keepsReason ? (input.reason ?? null) : null })
    .where(eq(dealers.id, input.id));
  return result;
}
