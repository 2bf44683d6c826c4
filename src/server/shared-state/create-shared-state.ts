import type { TDatabase } from '../db/client.ts';
import { createPostgresSharedState } from './postgres-shared-state.ts';
import { createMemorySharedState, type TSharedState } from './shared-state.ts';

/** The shared state for this database: in memory with PGlite (one process), in tables with a server. */
export function createSharedState(database: Pick<TDatabase, 'kind' | 'db'>): TSharedState {
  return database.kind === 'postgres' ? createPostgresSharedState(database.db) : createMemorySharedState();
}
