import type { TDb, TTx } from '../../db/client.ts';

/**
 * What a service needs to change states: a transaction after whose commit the outbox is worked at once
 * (instead of at the next poll). The steps themselves are applyTransition and createRecord, called with
 * the transaction.
 */
export function createWorkflow(deps: { db: TDb; outbox?: { nudge(): void } | undefined }) {
  return {
    async transaction<T>(work: (tx: TTx) => Promise<T>): Promise<T> {
      const result = await deps.db.transaction(work);
      deps.outbox?.nudge();
      return result;
    },
  };
}

export type TWorkflow = ReturnType<typeof createWorkflow>;
