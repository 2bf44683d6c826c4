import { asc, eq } from 'drizzle-orm';
import { bangkokDate } from '#core/bangkok-time.ts';
import { correctionDate, monthOf } from '#core/finance/periods.ts';
import type { TExecutor } from '../../db/client.ts';
import { closedPeriods } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** The closed months ("2026-10"). */
export async function readClosedMonths(executor: TExecutor): Promise<Set<string>> {
  const rows = await executor.select({ month: closedPeriods.month }).from(closedPeriods);
  return new Set(rows.map((row) => row.month));
}

export async function listClosedPeriods(executor: TExecutor) {
  return executor.select().from(closedPeriods).orderBy(asc(closedPeriods.month));
}

/**
 * Refuses (400 errors.finance.periodClosed on `field`) a change to a record dated in a closed month. Read
 * with a share lock on the month's row, so a month being closed meanwhile waits for this transaction.
 */
export async function assertPeriodOpen(executor: TExecutor, isoDate: string, field = 'date'): Promise<void> {
  const rows = await executor
    .select({ month: closedPeriods.month })
    .from(closedPeriods)
    .where(eq(closedPeriods.month, monthOf(isoDate)))
    .for('share');
  if (rows.length > 0) {
    throw new AppError('VALIDATION', 'financeConsole.errors.periodClosed', `${monthOf(isoDate)} is closed`, [
      { path: field, messageKey: 'financeConsole.errors.periodClosed' },
    ]);
  }
}

/** The day a record made now is dated: today in Bangkok, or the first day of the next open month. */
export async function openDateForToday(executor: TExecutor, now: Date = new Date()): Promise<string> {
  return correctionDate(bangkokDate(now), await readClosedMonths(executor));
}

export async function insertClosedPeriod(executor: TExecutor, month: string, userId: string | null) {
  const rows = await executor
    .insert(closedPeriods)
    .values({ month, closedBy: userId })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function findClosedPeriod(executor: TExecutor, month: string) {
  const [row] = await executor.select().from(closedPeriods).where(eq(closedPeriods.month, month));
  return row;
}
