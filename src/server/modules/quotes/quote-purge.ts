import type { Logger } from 'pino';
import { startPeriodicTask, type TPeriodicTask } from '../../jobs/periodic-task.ts';
import type { TQuotePurgeRepository } from './quote-purge.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;
export const QUOTE_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Quotes that never became a request are deleted once their price lock ended more than `graceDays`
 * ago (QUOTE_PURGE_GRACE_DAYS), so the database does not grow with every "See my price". A quote a
 * request refers to is kept with it.
 */
export async function purgeUnusedQuotes(
  repository: TQuotePurgeRepository,
  graceDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceDays * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await repository.deleteUnusedQuotesBefore(cutoff, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

export function startQuotePurge(options: {
  repository: TQuotePurgeRepository;
  graceDays: number;
  logger: Logger;
}): TPeriodicTask {
  return startPeriodicTask({
    name: 'quote purge',
    intervalMs: QUOTE_PURGE_INTERVAL_MS,
    logger: options.logger,
    task: async () => {
      const purged = await purgeUnusedQuotes(options.repository, options.graceDays);
      if (purged > 0) options.logger.info({ purged }, 'purged quotes that never became a request');
    },
  });
}
