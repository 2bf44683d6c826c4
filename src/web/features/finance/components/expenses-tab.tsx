import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bangkokDate } from '#core/bangkok-time.ts';
import { ZExpenseInputSchema, ZExpenseUpdateSchema, type TExpense } from '#core/contracts/expenses.ts';
import type { TStoredFile } from '#core/contracts/files.ts';
import { presetPeriod } from '#core/finance/periods.ts';
import { formatSatang, parseBahtText, vatIncluded } from '#core/finance/vat.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ConfirmDialog, Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { PeriodFilter, usePeriodParams } from '../../../components/console/period-filter.tsx';
import { FileUploadField } from '../../../components/console/file-upload-field.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { ApiError } from '../../../lib/api.ts';
import { firstIssueByField } from '../../../lib/form-errors.ts';
import { formatDate, formatSatangThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  createExpense,
  deleteExpense,
  financeKeys,
  listExpenseCategories,
  listExpenses,
  updateExpense,
} from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';

/** Expenses of a period (kept in the URL) with totals by category; add, edit, delete, reverse. */
export function ExpensesTab() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [period, setPeriod] = usePeriodParams(presetPeriod('thisMonth'));
  const query = `from=${period.from}&to=${period.to}`;
  const expenses = useQuery({ queryKey: financeKeys.expenses(query), queryFn: () => listExpenses(query) });
  const [editing, setEditing] = useState<TExpense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TExpense | null>(null);
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => deleteExpense(id),
    onSuccess: async () => {
      setDeleting(null);
      toast.ok('financeConsole.expenses.deleted');
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
    onError: toast.fail,
  });
  const name = (row: { nameTh: string; nameEn: string }) => (locale === 'th' ? row.nameTh : row.nameEn);
  return (
    <div className="space-y-4">
      <PeriodFilter period={period} onChange={setPeriod}>
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          {t('financeConsole.expenses.add')}
        </button>
      </PeriodFilter>
      {expenses.isPending ? (
        <SkeletonRows />
      ) : expenses.isError ? (
        <ErrorBox messageKey="errors.internal" onRetry={() => void expenses.refetch()} />
      ) : (
        <>
          <section className={`${panelClass} p-3`}>
            <h2 className="mb-2 text-base font-semibold">{t('financeConsole.expenses.byCategory')}</h2>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {expenses.data.byCategory.map((row) => (
                <li key={row.categoryId} className="flex justify-between gap-2">
                  <span className="truncate">{name(row)}</span>
                  <Baht satang={row.amountSatang} />
                </li>
              ))}
              <li className="flex justify-between gap-2 font-semibold">
                <span>{t('financeConsole.expenses.total')}</span>
                <span data-testid="expenses-total">
                  <Baht satang={expenses.data.totalSatang} />
                </span>
              </li>
            </ul>
          </section>
          <section className={`${panelClass} p-3`}>
            {expenses.data.items.length === 0 ? (
              <EmptyState>{t('financeConsole.expenses.empty')}</EmptyState>
            ) : (
              <ul className="divide-y divide-slate-100">
                {expenses.data.items.map((expense) => (
                  <li
                    key={expense.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                    data-testid="expense-row"
                  >
                    <span className="tabular-nums">{formatDate(expense.expenseDate, i18n.language)}</span>
                    <span className="font-mono">{expense.reference}</span>
                    <span className="min-w-0 flex-1 truncate">
                      {locale === 'th' ? expense.categoryNameTh : expense.categoryNameEn}
                      {expense.notes ? ` · ${expense.notes}` : ''}
                    </span>
                    {expense.locked ? (
                      <StatusBadge tone="slate">{t('financeConsole.expenses.closed')}</StatusBadge>
                    ) : null}
                    {expense.reversesId ? (
                      <StatusBadge tone="red">{t('financeConsole.expenses.reversal')}</StatusBadge>
                    ) : null}
                    <span className="text-slate-500">
                      {t('financeConsole.expenses.vat')} {formatSatangThb(t, expense.vatSatang)}
                    </span>
                    <span className="font-semibold">
                      <Baht satang={expense.amountSatang} />
                    </span>
                    {!expense.locked && !expense.reversesId && !expense.reversed ? (
                      <span className="flex gap-1">
                        <button
                          type="button"
                          className={buttonClass.secondary}
                          onClick={() => setEditing(expense)}
                        >
                          {t('financeConsole.expenses.edit')}
                        </button>
                        <button
                          type="button"
                          className={buttonClass.danger}
                          onClick={() => setDeleting(expense)}
                        >
                          {t('console.delete')}
                        </button>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {editing ? (
        <ExpenseForm expense={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? `${deleting.reference} · ${formatSatangThb(t, deleting.amountSatang)}` : undefined}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function ExpenseForm({ expense, onClose }: { expense: TExpense | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: financeKeys.categories(), queryFn: listExpenseCategories });
  const [values, setValues] = useState({
    expenseDate: expense?.expenseDate ?? bangkokDate(),
    categoryId: expense ? String(expense.categoryId) : '',
    reference: expense?.reference ?? '',
    amount: expense ? formatSatang(expense.amountSatang).replace(/,/g, '') : '',
    vat: expense ? formatSatang(expense.vatSatang).replace(/,/g, '') : '',
    notes: expense?.notes ?? '',
  });
  const [document, setDocument] = useState<TStoredFile | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const bodyOf = () => {
    const amountSatang = parseBahtText(values.amount) ?? -1;
    const vatSatang = values.vat.trim() === '' ? 0 : (parseBahtText(values.vat) ?? -1);
    const body = {
      expenseDate: values.expenseDate,
      categoryId: Number(values.categoryId) || 0,
      reference: values.reference,
      amountSatang,
      vatSatang,
      ...(values.notes.trim() ? { notes: values.notes } : {}),
      documentFileId: document?.id ?? expense?.documentFileId ?? null,
    };
    return expense ? { ...body, version: expense.version } : body;
  };
  const mutation = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      expense && 'version' in body ? updateExpense(expense.id, body) : createExpense(body),
    onSuccess: async () => {
      toast.ok('financeConsole.expenses.saved');
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details.length) {
        setErrors(
          Object.fromEntries(error.details.map((detail) => [detail.path.split('.')[0]!, detail.messageKey])),
        );
      } else toast.fail(error);
    },
  });
  const fieldError = (key: string) =>
    errors[key] ? <p className="mt-1 text-xs text-red-700">{t(errors[key])}</p> : null;
  const input = (
    key: 'expenseDate' | 'reference' | 'amount' | 'vat' | 'notes',
    label: string,
    apiKey: string,
    type = 'text',
  ) => (
    <div>
      <label className={labelClass} htmlFor={`expense-${key}`}>
        {label}
      </label>
      <input
        id={`expense-${key}`}
        type={type}
        inputMode={key === 'amount' || key === 'vat' ? 'decimal' : undefined}
        className={inputClass}
        value={values[key]}
        aria-invalid={errors[apiKey] ? true : undefined}
        onChange={set(key)}
      />
      {fieldError(apiKey)}
    </div>
  );
  return (
    <Dialog
      open
      title={expense ? t('financeConsole.expenses.edit') : t('financeConsole.expenses.add')}
      onClose={onClose}
    >
      <form
        className="grid gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          // The server's schema first: a missing date, category or amount is said at its field, unsent.
          const body = bodyOf();
          const problems = firstIssueByField(expense ? ZExpenseUpdateSchema : ZExpenseInputSchema, body);
          setErrors(problems);
          if (Object.keys(problems).length === 0) mutation.mutate(body);
        }}
      >
        {input('expenseDate', t('financeConsole.expenses.date'), 'expenseDate', 'date')}
        <div>
          <label className={labelClass} htmlFor="expense-category">
            {t('financeConsole.expenses.category')}
          </label>
          <select
            id="expense-category"
            className={inputClass}
            value={values.categoryId}
            onChange={set('categoryId')}
          >
            <option value="" />
            {(categories.data?.items ?? [])
              .filter((row) => row.isActive || String(row.id) === values.categoryId)
              .map((row) => (
                <option key={row.id} value={row.id}>
                  {locale === 'th' ? row.nameTh : row.nameEn}
                </option>
              ))}
          </select>
          {fieldError('categoryId')}
        </div>
        {input('reference', t('financeConsole.expenses.reference'), 'reference')}
        {input('amount', t('financeConsole.expenses.amount'), 'amountSatang')}
        <div className="flex items-end gap-2">
          <div className="flex-1">{input('vat', t('financeConsole.expenses.vat'), 'vatSatang')}</div>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              const amount = parseBahtText(values.amount);
              if (amount !== null)
                setValues((current) => ({
                  ...current,
                  vat: formatSatang(vatIncluded(amount)).replace(/,/g, ''),
                }));
            }}
          >
            {t('financeConsole.expenses.vatIncluded')}
          </button>
        </div>
        {input('notes', t('financeConsole.expenses.notes'), 'notes')}
        <FileUploadField
          kind="expenseDocument"
          label={t('financeConsole.expenses.document')}
          value={document}
          onChange={setDocument}
          error={errors.documentFileId}
        />
        <DialogButtons
          cancelLabel={t('console.cancel')}
          onCancel={onClose}
          submit={
            <button type="submit" className={buttonClass.primary} disabled={mutation.isPending}>
              {t('financeConsole.expenses.save')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}
