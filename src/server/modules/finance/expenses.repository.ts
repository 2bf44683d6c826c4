import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { closedPeriods, expenseCategories, expenses } from '../../db/schema/index.ts';

export type TExpenseRow = typeof expenses.$inferSelect;

const reversedBy = sql`(select r.id from ${expenses} r where r.reverses_id = ${expenses.id})`;

export const expenseColumns = {
  expense: expenses,
  categoryNameTh: expenseCategories.nameTh,
  categoryNameEn: expenseCategories.nameEn,
  reversed: sql<boolean>`${reversedBy} is not null`,
  locked: sql<boolean>`exists (select 1 from ${closedPeriods} where ${closedPeriods.month} = to_char(${expenses.expenseDate}, 'YYYY-MM'))`,
};

export interface TExpenseFilters {
  from?: string | undefined;
  to?: string | undefined;
  categoryId?: number | undefined;
}

function whereOf(filters: TExpenseFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(expenses.expenseDate, filters.from));
  if (filters.to) conditions.push(lte(expenses.expenseDate, filters.to));
  if (filters.categoryId) conditions.push(eq(expenses.categoryId, filters.categoryId));
  return conditions.length ? and(...conditions) : undefined;
}

export function listExpenses(executor: TExecutor, filters: TExpenseFilters, limit = 1000) {
  return executor
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(whereOf(filters))
    .orderBy(desc(expenses.expenseDate), desc(expenses.id))
    .limit(limit);
}

export function totalsByCategory(executor: TExecutor, filters: TExpenseFilters) {
  return executor
    .select({
      categoryId: expenses.categoryId,
      nameTh: expenseCategories.nameTh,
      nameEn: expenseCategories.nameEn,
      count: sql<number>`count(*)::integer`,
      amountSatang: sql<number>`coalesce(sum(${expenses.amountSatang}), 0)::bigint`.mapWith(Number),
      vatSatang: sql<number>`coalesce(sum(${expenses.vatSatang}), 0)::bigint`.mapWith(Number),
    })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(whereOf(filters))
    .groupBy(
      expenses.categoryId,
      expenseCategories.nameTh,
      expenseCategories.nameEn,
      expenseCategories.sortOrder,
    )
    .orderBy(asc(expenseCategories.sortOrder), asc(expenses.categoryId));
}

export async function findExpense(executor: TExecutor, id: number, lock = false) {
  const query = executor
    .select(expenseColumns)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(eq(expenses.id, id));
  const [row] = await (lock ? query.for('update', { of: expenses }) : query);
  return row;
}

export async function categoryExists(executor: TExecutor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(eq(expenseCategories.id, id));
  return Boolean(row);
}
