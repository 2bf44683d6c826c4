import { createPostgresSharedState } from '#server/shared-state/postgres-shared-state.ts';
import { createMemorySharedState, type TSharedState } from '#server/shared-state/shared-state.ts';
import type { TDatabase } from '#server/db/client.ts';

/**
 * Two instances' shared state, for `describe.each` (decision 025): in memory (PGlite, one process: both
 * "instances" hold the same store) and in PostgreSQL tables (two stores on one database stand for two
 * servers behind a balancer; on the tier's database, PGlite or the server in .ci/run).
 */
export function sharedStateKinds(
  testDatabase: Pick<TDatabase, 'db'>,
): [string, () => [TSharedState, TSharedState]][] {
  return [
    [
      'in memory',
      () => {
        const one = createMemorySharedState();
        return [one, one];
      },
    ],
    [
      'in PostgreSQL tables',
      () => [createPostgresSharedState(testDatabase.db), createPostgresSharedState(testDatabase.db)],
    ],
  ];
}
