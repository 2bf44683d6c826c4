import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bangkokDate } from '#core/bangkok-time.ts';
import {
  ZReceiptInputSchema,
  type TOutstandingSale,
  type TReceiptLine,
} from '#core/contracts/sale-receipts.ts';
import { ZReverseSchema } from '#core/contracts/finance.ts';
import { PAYMENT_METHODS, type TPaymentMethod } from '#core/contracts/sales.ts';
import type { TStoredFile } from '#core/contracts/files.ts';
import { presetPeriod } from '#core/finance/periods.ts';
import { formatSatang, parseBahtText } from '#core/finance/vat.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { PeriodFilter, usePeriodParams } from '../../../components/console/period-filter.tsx';
import { FileUploadField } from '../../../components/console/file-upload-field.tsx';
import { EmptyState, ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { ApiError } from '../../../lib/api.ts';
import { firstIssueByField } from '../../../lib/form-errors.ts';
import { formatDate, formatSatangThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  listOutstanding,
  listReceipts,
  receiptKeys,
  recordReceipt,
  reverseReceipt,
  financeKeys,
} from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';

/**
 * Receipts from sales (decision 031): what is still owed on wholesale sales (record money as it comes
 * in), and the money received in a period (kept in the URL), matched to each sale's document.
 */
export function ReceiptsTab() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = usePeriodParams(presetPeriod('thisMonth'));
  const query = `from=${period.from}&to=${period.to}`;
  const receipts = useQuery({ queryKey: receiptKeys.receipts(query), queryFn: () => listReceipts(query) });
  const outstanding = useQuery({ queryKey: receiptKeys.outstanding(), queryFn: listOutstanding });
  const [recording, setRecording] = useState<TOutstandingSale | null>(null);
  const [reversing, setReversing] = useState<TReceiptLine | null>(null);
  return (
    <div className="space-y-4">
      <section className={`${panelClass} p-3`} aria-labelledby="outstanding-title">
        <h2 id="outstanding-title" className="mb-2 text-base font-semibold">
          {t('financeConsole.receipts.outstandingTitle')}
        </h2>
        {outstanding.isPending ? (
          <SkeletonRows />
        ) : outstanding.isError ? (
          <ErrorBox messageKey="errors.internal" onRetry={() => void outstanding.refetch()} />
        ) : outstanding.data.items.length === 0 ? (
          <EmptyState>{t('financeConsole.receipts.outstandingEmpty')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {outstanding.data.items.map((sale) => (
              <li
                key={sale.saleId}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                data-testid="outstanding-row"
              >
                <span className="font-mono">{sale.documentNumber ?? `#${sale.saleId}`}</span>
                <span className="min-w-0 basis-full truncate sm:basis-0 sm:flex-1">
                  <span className="font-medium">{sale.buyerName}</span>
                  <span className="text-slate-500"> · {sale.buyerContact}</span>
                </span>
                <span className="text-slate-600 tabular-nums">
                  {t('financeConsole.receipts.since', {
                    date: formatDate(sale.soldOn, i18n.language),
                    days: sale.daysOutstanding,
                  })}
                </span>
                <span className="text-slate-500">
                  {t('financeConsole.receipts.ofTotal', { total: formatSatangThb(t, sale.totalSatang) })}
                </span>
                <span className="font-semibold">
                  <Baht satang={sale.outstandingSatang} />
                </span>
                <button type="button" className={buttonClass.secondary} onClick={() => setRecording(sale)}>
                  {t('financeConsole.receipts.record')}
                </button>
              </li>
            ))}
            <li className="flex justify-between gap-2 py-2 text-sm font-semibold">
              <span>{t('financeConsole.receipts.outstandingTotal')}</span>
              <span data-testid="outstanding-total">
                <Baht satang={outstanding.data.totalSatang} />
              </span>
            </li>
          </ul>
        )}
      </section>
      <PeriodFilter period={period} onChange={setPeriod} />
      {receipts.isPending ? (
        <SkeletonRows />
      ) : receipts.isError ? (
        <ErrorBox messageKey="errors.internal" onRetry={() => void receipts.refetch()} />
      ) : (
        <>
          <section className={`${panelClass} p-3`}>
            <h2 className="mb-2 text-base font-semibold">{t('financeConsole.receipts.byMethod')}</h2>
            <ul className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
              {receipts.data.byMethod.map((row) => (
                <li key={row.method} className="flex justify-between gap-2">
                  <span>{t(`salesConsole.payment.${row.method}`)}</span>
                  <Baht satang={row.amountSatang} />
                </li>
              ))}
              <li className="flex justify-between gap-2 font-semibold">
                <span>{t('financeConsole.expenses.total')}</span>
                <span data-testid="receipts-total">
                  <Baht satang={receipts.data.totalSatang} />
                </span>
              </li>
            </ul>
          </section>
          <section className={`${panelClass} p-3`}>
            <h2 className="mb-2 text-base font-semibold">{t('financeConsole.receipts.title')}</h2>
            {receipts.data.items.length === 0 ? (
              <EmptyState>{t('financeConsole.receipts.empty')}</EmptyState>
            ) : (
              <ul className="divide-y divide-slate-100">
                {receipts.data.items.map((line) => (
                  <li
                    key={`${line.source}-${line.id ?? line.saleId}-${line.documentNumber ?? ''}`}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                    data-testid="receipt-row"
                  >
                    <span className="tabular-nums">{formatDate(line.date, i18n.language)}</span>
                    <span className="font-mono">{line.documentNumber ?? `#${line.saleId}`}</span>
                    <span className="min-w-0 basis-full truncate sm:basis-0 sm:flex-1">
                      {line.buyerName}
                      {line.reference ? ` · ${line.reference}` : ''}
                      {line.reversalReason ? ` · ${line.reversalReason}` : ''}
                    </span>
                    <StatusBadge
                      tone={
                        line.source === 'recorded' ? 'emerald' : line.source === 'counter' ? 'slate' : 'red'
                      }
                    >
                      {t(`financeConsole.receipts.source.${line.source}`)}
                    </StatusBadge>
                    <span className="text-slate-600">{t(`salesConsole.payment.${line.method}`)}</span>
                    <span className="font-semibold">
                      <Baht satang={line.amountSatang} />
                    </span>
                    {line.source === 'recorded' && line.id !== null && !line.reversed ? (
                      <button
                        type="button"
                        className={buttonClass.secondary}
                        onClick={() => setReversing(line)}
                      >
                        {t('financeConsole.receipts.reverse')}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {recording ? <ReceiptForm sale={recording} onClose={() => setRecording(null)} /> : null}
      {reversing ? <ReverseForm line={reversing} onClose={() => setReversing(null)} /> : null}
    </div>
  );
}

function ReceiptForm({ sale, onClose }: { sale: TOutstandingSale; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    method: sale.paymentMethod as TPaymentMethod,
    amount: formatSatang(sale.outstandingSatang).replace(/,/g, ''),
    receivedOn: bangkokDate(),
    reference: '',
    notes: '',
  });
  const [slip, setSlip] = useState<TStoredFile | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const bodyOf = () => ({
    saleId: sale.saleId,
    method: values.method as TPaymentMethod,
    amountSatang: parseBahtText(values.amount) ?? -1,
    receivedOn: values.receivedOn,
    reference: values.reference,
    ...(values.notes.trim() ? { notes: values.notes } : {}),
    slipFileId: slip?.id ?? null,
  });
  const mutation = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) => recordReceipt(body),
    onSuccess: async () => {
      toast.ok('financeConsole.receipts.saved');
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
    key: 'amount' | 'receivedOn' | 'reference' | 'notes',
    label: string,
    apiKey: string,
    type = 'text',
  ) => (
    <div>
      <label className={labelClass} htmlFor={`receipt-${key}`}>
        {label}
      </label>
      <input
        id={`receipt-${key}`}
        type={type}
        inputMode={key === 'amount' ? 'decimal' : undefined}
        className={inputClass}
        value={values[key]}
        aria-invalid={errors[apiKey] ? true : undefined}
        onChange={set(key)}
      />
      {fieldError(apiKey)}
    </div>
  );
  return (
    <Dialog open title={t('financeConsole.receipts.recordTitle')} onClose={onClose}>
      <p className="mb-3 text-sm text-slate-600">
        {sale.documentNumber ?? `#${sale.saleId}`} · {sale.buyerName} ·{' '}
        {t('financeConsole.receipts.owed', { amount: formatSatangThb(t, sale.outstandingSatang) })}
      </p>
      <form
        className="grid gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          // The server's schema first: what it would refuse is said at its field, with nothing sent.
          const body = bodyOf();
          const problems = firstIssueByField(ZReceiptInputSchema, body);
          setErrors(problems);
          if (Object.keys(problems).length === 0) mutation.mutate(body);
        }}
      >
        {input('receivedOn', t('financeConsole.receipts.receivedOn'), 'receivedOn', 'date')}
        <div>
          <label className={labelClass} htmlFor="receipt-method">
            {t('financeConsole.receipts.method')}
          </label>
          <select id="receipt-method" className={inputClass} value={values.method} onChange={set('method')}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`salesConsole.payment.${method}`)}
              </option>
            ))}
          </select>
          {fieldError('method')}
        </div>
        {input('amount', t('financeConsole.receipts.amount'), 'amountSatang')}
        {input('reference', t('financeConsole.receipts.reference'), 'reference')}
        {input('notes', t('financeConsole.expenses.notes'), 'notes')}
        <FileUploadField
          kind="slip"
          label={t('financeConsole.receipts.slip')}
          value={slip}
          onChange={setSlip}
          error={errors.slipFileId}
        />
        <DialogButtons
          cancelLabel={t('console.cancel')}
          onCancel={onClose}
          submit={
            <button type="submit" className={buttonClass.primary} disabled={mutation.isPending}>
              {t('financeConsole.receipts.save')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}

export function ReverseForm({ line, onClose }: { line: TReceiptLine; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  // The endpoint's schema checks the reason first (issue 30, item 7); the server's refusal lands there too.
  const form = useFormErrors(
    (path) => (path === 'reason' ? path : null),
    () => 'receipt-reverse-reason',
  );
  const mutation = useMutation({
    mutationFn: (body: { reason: string }) => reverseReceipt(line.id!, body.reason),
    onSuccess: async () => {
      toast.ok('financeConsole.receipts.reversedToast');
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      onClose();
    },
    onError: form.fail,
  });
  return (
    <Dialog open title={t('financeConsole.receipts.reverseTitle')} onClose={onClose}>
      <p className="mb-3 text-sm text-slate-600">
        {line.documentNumber ?? `#${line.saleId}`} · {line.reference} ·{' '}
        {formatSatangThb(t, line.amountSatang)}
      </p>
      <form
        className="grid gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.check(ZReverseSchema, { reason });
          if (body) mutation.mutate(body);
        }}
        noValidate
      >
        <ConsoleField
          id="receipt-reverse-reason"
          label={t('financeConsole.payment.reverseReason')}
          error={form.errors.reason}
        >
          <input
            {...describedBy('receipt-reverse-reason', form.errors.reason)}
            className={inputClass}
            value={reason}
            onChange={(event) => (setReason(event.target.value), form.clear('reason'))}
          />
        </ConsoleField>
        {form.message && <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>}
        <DialogButtons
          cancelLabel={t('console.cancel')}
          onCancel={onClose}
          submit={
            <button type="submit" className={buttonClass.danger} disabled={mutation.isPending}>
              {t('financeConsole.receipts.reverse')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}
