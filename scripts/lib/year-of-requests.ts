import type { TDb } from '../../src/server/db/client.ts';
import { generateRequests } from '../../tests/support/admin-request-factories.ts';

/**
 * `rows` trade-in requests spread evenly over the past 365 days, written `batch` at a time (the benches'
 * large tables). `progress` prints the count after each batch.
 */
export async function generateYearOfRequests(
  db: TDb,
  rows: number,
  { batch, progress = false }: { batch: number; progress?: boolean },
): Promise<void> {
  const start = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
  const stepSeconds = (365 * 24 * 60 * 60) / rows;
  for (let first = 1; first <= rows; first += batch) {
    const count = Math.min(batch, rows - first + 1);
    const batchStart = new Date(start.getTime() + (first - 1) * stepSeconds * 1000);
    await generateRequests(db, { count, firstIndex: first, start: batchStart, stepSeconds });
    if (progress) process.stdout.write(`\rgenerated ${(first + count - 1).toLocaleString('en')} requests`);
  }
}
