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

export type TExpenseCategoryRow = typeof expenseCategories.$inferSelect;
type TExpenseValues = typeof expenses.$inferInsert;

export async function insertExpense(executor: TExecutor, values: TExpenseValues): Promise<number> {
  const [row] = await executor.insert(expenses).values(values).returning({ id: expenses.id });
  return row!.id;
}

/** Changes an expense's fields and counts its version up (the optimistic check is the caller's). */
export async function updateExpense(
  executor: TExecutor,
  id: number,
  values: Pick<
    TExpenseValues,
    'expenseDate' | 'categoryId' | 'reference' | 'amountSatang' | 'vatSatang' | 'notes' | 'documentFileId'
  >,
): Promise<void> {
  await executor
    .update(expenses)
    .set({ ...values, version: sql`${expenses.version} + 1`, updatedAt: new Date() })
    .where(eq(expenses.id, id));
}

export async function deleteExpense(executor: TExecutor, id: number): Promise<void> {
  await executor.delete(expenses).where(eq(expenses.id, id));
}

export function listCategories(executor: TExecutor): Promise<TExpenseCategoryRow[]> {
  return executor
    .select()
    .from(expenseCategories)
    .orderBy(asc(expenseCategories.sortOrder), asc(expenseCategories.id));
}

/** A new category, sorted after every other. */
export async function insertCategory(
  executor: TExecutor,
  values: { nameTh: string; nameEn: string; isActive: boolean },
): Promise<TExpenseCategoryRow> {
  const [max] = await executor
    .select({ value: sql<number>`coalesce(max(${expenseCategories.sortOrder}), 0)::integer` })
    .from(expenseCategories);
  const [row] = await executor
    .insert(expenseCategories)
    .values({ ...values, sortOrder: (max?.value ?? 0) + 1 })
    .returning();
  return row!;
}

export async function updateCategory(
  executor: TExecutor,
  id: number,
  values: { nameTh: string; nameEn: string; isActive?: boolean },
): Promise<TExpenseCategoryRow | undefined> {
  const [row] = await executor
    .update(expenseCategories)
    .set(values)
    .where(eq(expenseCategories.id, id))
    .returning();
  return row;
}
