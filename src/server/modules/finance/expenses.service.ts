import type { z } from 'zod';
import type {
  TExpense,
  TExpenseCategory,
  ZExpenseCategoryInputSchema,
  ZExpenseInputSchema,
} from '#core/contracts/expenses.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import { attachFiles } from '../files/attach-files.ts';
import type { TStaffActor } from './finance-actor.ts';
import {
  categoryExists,
  deleteExpense,
  findExpense,
  insertCategory,
  insertExpense,
  listCategories,
  listExpenses,
  totalsByCategory,
  updateCategory,
  updateExpense,
  type TExpenseCategoryRow,
  type TExpenseFilters,
} from './expenses.repository.ts';
import { assertPeriodOpen, openDateForToday } from './periods.repository.ts';

type TExpenseInput = z.output<typeof ZExpenseInputSchema>;
type TRow = NonNullable<Awaited<ReturnType<typeof findExpense>>>;

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound', 'No such expense');
const invalid = (messageKey: string, path?: string) =>
  new AppError('VALIDATION', messageKey, messageKey, path ? [{ path, messageKey }] : undefined);

export function toExpense(row: TRow): TExpense {
  const { expense } = row;
  return {
    id: expense.id,
    expenseDate: expense.expenseDate,
    categoryId: expense.categoryId,
    categoryNameTh: row.categoryNameTh,
    categoryNameEn: row.categoryNameEn,
    reference: expense.reference,
    amountSatang: expense.amountSatang,
    vatSatang: expense.vatSatang,
    notes: expense.notes,
    documentFileId: expense.documentFileId,
    reversesId: expense.reversesId,
    reversalReason: expense.reversalReason,
    reversed: row.reversed,
    locked: row.locked,
    version: expense.version,
  };
}

const toCategory = (row: TExpenseCategoryRow): TExpenseCategory => ({
  id: row.id,
  nameTh: row.nameTh,
  nameEn: row.nameEn,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
});

/**
 * Expenses (issue 20 item 3). Editable and deletable while their month is open; in a closed month only
 * a reversal corrects them, dated in an open month (decision 028). Every change is audited.
 */
export function createExpensesService(deps: { db: TDb; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function assertCategory(executor: TExecutor, id: number) {
    if (!(await categoryExists(executor, id)))
      throw invalid('financeConsole.errors.categoryInvalid', 'categoryId');
  }

  async function reload(executor: TExecutor, id: number) {
    return toExpense((await findExpense(executor, id))!);
  }

  /** The row, locked; refused when it is a reversal, reversed, or dated in a closed month. */
  async function lockChangeable(executor: TExecutor, id: number) {
    const row = await findExpense(executor, id, true);
    if (!row) throw notFound();
    if (row.expense.reversesId !== null || row.reversed)
      throw invalid('financeConsole.errors.alreadyReversed');
    await assertPeriodOpen(executor, row.expense.expenseDate, 'expenseDate');
    return row;
  }

  const audit = (executor: TExecutor, actor: TStaffActor, action: string, id: number, details: unknown) =>
    writeAudit(
      executor,
      { userId: actor.userId, ip: actor.ip },
      {
        action,
        targetType: 'expense',
        targetId: id,
        details: details as Record<string, unknown>,
      },
    );

  return {
    async list(filters: TExpenseFilters) {
      const [rows, byCategory] = await Promise.all([
        listExpenses(db, filters),
        totalsByCategory(db, filters),
      ]);
      return {
        items: rows.map(toExpense),
        byCategory,
        totalSatang: byCategory.reduce((sum, row) => sum + row.amountSatang, 0),
        totalVatSatang: byCategory.reduce((sum, row) => sum + row.vatSatang, 0),
      };
    },

    async create(input: TExpenseInput, actor: TStaffActor): Promise<TExpense> {
      return db.transaction(async (tx) => {
        await assertCategory(tx, input.categoryId);
        await assertPeriodOpen(tx, input.expenseDate, 'expenseDate');
        if (input.documentFileId)
          await attachFiles(tx, [input.documentFileId], 'expenseDocument', 'documentFileId');
        const id = await insertExpense(tx, {
          expenseDate: input.expenseDate,
          categoryId: input.categoryId,
          reference: input.reference,
          amountSatang: input.amountSatang,
          vatSatang: input.vatSatang,
          notes: input.notes ?? null,
          documentFileId: input.documentFileId ?? null,
          createdBy: actor.userId,
        });
        await audit(tx, actor, 'expense.create', id, { after: input });
        return reload(tx, id);
      });
    },

    async update(
      id: number,
      input: TExpenseInput & { version: number },
      actor: TStaffActor,
    ): Promise<TExpense> {
      return db.transaction(async (tx) => {
        const before = await lockChangeable(tx, id);
        if (before.expense.version !== input.version) {
          throw new AppError('CONFLICT', 'errors.conflict', 'The expense changed meanwhile');
        }
        await assertCategory(tx, input.categoryId);
        // Moving it into a closed month is a change of that month too.
        await assertPeriodOpen(tx, input.expenseDate, 'expenseDate');
        const documentFileId = input.documentFileId ?? null;
        if (documentFileId && documentFileId !== before.expense.documentFileId) {
          await attachFiles(tx, [documentFileId], 'expenseDocument', 'documentFileId');
        }
        await updateExpense(tx, id, {
          expenseDate: input.expenseDate,
          categoryId: input.categoryId,
          reference: input.reference,
          amountSatang: input.amountSatang,
          vatSatang: input.vatSatang,
          notes: input.notes ?? null,
          documentFileId,
        });
        await audit(tx, actor, 'expense.update', id, { before: toExpense(before), after: input });
        return reload(tx, id);
      });
    },

    async remove(id: number, actor: TStaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockChangeable(tx, id);
        await deleteExpense(tx, id);
        await audit(tx, actor, 'expense.delete', id, { before: toExpense(before) });
      });
    },

    /** A negated copy dated in an open month, with the reason: the correction of a closed month. */
    async reverse(id: number, reason: string, actor: TStaffActor): Promise<TExpense> {
      return db.transaction(async (tx) => {
        const row = await findExpense(tx, id, true);
        if (!row) throw notFound();
        if (row.expense.reversesId !== null || row.reversed)
          throw invalid('financeConsole.errors.alreadyReversed');
        const { expense } = row;
        const reversingId = await insertExpense(tx, {
          expenseDate: await openDateForToday(tx, now()),
          categoryId: expense.categoryId,
          reference: expense.reference,
          amountSatang: -expense.amountSatang,
          vatSatang: -expense.vatSatang,
          notes: expense.notes,
          reversesId: expense.id,
          reversalReason: reason,
          createdBy: actor.userId,
          isDemo: expense.isDemo,
        });
        await audit(tx, actor, 'expense.reverse', id, { reason, reversingId });
        return reload(tx, reversingId);
      });
    },

    async categories() {
      return { items: (await listCategories(db)).map(toCategory) };
    },

    async addCategory(input: z.output<typeof ZExpenseCategoryInputSchema>) {
      return toCategory(
        await insertCategory(db, {
          nameTh: input.nameTh,
          nameEn: input.nameEn,
          isActive: input.isActive ?? true,
        }),
      );
    },

    async updateCategory(id: number, input: z.output<typeof ZExpenseCategoryInputSchema>) {
      const row = await updateCategory(db, id, {
        nameTh: input.nameTh,
        nameEn: input.nameEn,
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      });
      if (!row) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such category');
      return toCategory(row);
    },
  };
}

export type TExpensesService = ReturnType<typeof createExpensesService>;
