import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BANK_CODES } from '#core/finance/payee.ts';
import { ZPreparePaymentSchema, type TSettlementQueueItem } from '#core/contracts/finance.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog, DialogButtons } from '../../../components/console/dialog.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { financeKeys, getQueue, issueVoucher, listPayments, preparePayment } from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentsTable } from './payments-table.tsx';

const FILTERS = ['', 'awaitingApproval', 'pendingPayment', 'completed', 'reversed'] as const;

/** Payments: the requests ready to settle, and the payments made (filter kept in the URL). */
export function PaymentsTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = params.get('show') ?? '';
  const open = Number(params.get('payment')) || null;
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const apiQuery = filter === 'awaitingApproval' ? 'awaitingApproval=1' : filter ? `status=${filter}` : '';
  const payments = useQuery({
    queryKey: financeKeys.payments(apiQuery),
    queryFn: () => listPayments(apiQuery),
  });
  return (
    <div className="space-y-6">
      <ReadyQueue onOpen={(id) => setParam('payment', String(id))} />
      <section className={`${panelClass} p-3`}>
        <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
          <h2 className="text-base font-semibold">{t('financeConsole.payments.title')}</h2>
          <label className="text-sm">
            <span className="sr-only">{t('financeConsole.payments.filter')}</span>
            <select
              className={inputClass}
              value={filter}
              onChange={(event) => setParam('show', event.target.value || null)}
            >
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`financeConsole.payments.filters.${value || 'all'}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <PaymentsTable payments={payments} />
      </section>
      {open ? <PaymentDialog id={open} onClose={() => setParam('payment', null)} /> : null}
    </div>
  );
}

function ReadyQueue({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const queue = useQuery({ queryKey: financeKeys.queue(), queryFn: getQueue });
  const [preparing, setPreparing] = useState<TSettlementQueueItem | null>(null);
  return (
    <section className={`${panelClass} p-3`}>
      <h2 className="mb-2 text-base font-semibold">{t('financeConsole.queue.title')}</h2>
      {queue.isPending ? (
        <SkeletonRows />
      ) : queue.isError ? (
        <ErrorBox messageKey="errors.internal" onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState>{t('financeConsole.queue.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {queue.data.items.map((item) => (
            <li key={item.reference} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="font-mono">{item.reference}</span>
              <span className="min-w-0 flex-1 truncate">
                {item.customerName} · {item.deviceDescription}
              </span>
              <span className="text-slate-500">{item.payeeMasked ?? t('financeConsole.queue.noPayee')}</span>
              <span className="font-semibold">
                <Baht satang={item.amountSatang} />
              </span>
              <button type="button" className={buttonClass.primary} onClick={() => setPreparing(item)}>
                {item.option === 'voucher'
                  ? t('financeConsole.queue.issueVoucher')
                  : t('financeConsole.queue.pay')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {preparing ? (
        <PrepareDialog item={preparing} onClose={() => setPreparing(null)} onPrepared={onOpen} />
      ) : null}
    </section>
  );
}

function PrepareDialog({
  item,
  onClose,
  onPrepared,
}: {
  item: TSettlementQueueItem;
  onClose: () => void;
  onPrepared: (id: number) => void;
}) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const voucher = item.option === 'voucher';
  const [method, setMethod] = useState<'promptpay' | 'bank'>('promptpay');
  const [fields, setFields] = useState({ promptPayId: '', bankCode: '', accountNumber: '', accountName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needPayee = !voucher && item.payeeMasked === null;
  const prepareBody = () => {
    const payee = needPayee
      ? method === 'promptpay'
        ? { method, promptPayId: fields.promptPayId, accountName: fields.accountName }
        : {
            method,
            bankCode: fields.bankCode as (typeof BANK_CODES)[number],
            accountNumber: fields.accountNumber,
            accountName: fields.accountName,
          }
      : undefined;
    return { tradeInReference: item.reference, ...(payee ? { payee } : {}) };
  };
  const mutation = useMutation({
    mutationFn: async () => {
      if (voucher) return { voucher: await issueVoucher(item.reference) };
      return { payment: await preparePayment(prepareBody()) };
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      if ('voucher' in result && result.voucher) {
        const { code } = result.voucher;
        if (code) toast.ok('financeConsole.queue.voucherIssued', { code });
        else toast.ok('financeConsole.queue.voucherAwaitingApproval');
      } else if ('payment' in result && result.payment) {
        onPrepared(result.payment.id);
      }
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.length) {
        setErrors(
          Object.fromEntries(
            error.details.map((detail) => [detail.path.split('.').pop()!, detail.messageKey]),
          ),
        );
      }
      toast.fail(error);
    },
  });
  const field = (key: keyof typeof fields, label: string) => (
    <div>
      <label className={labelClass} htmlFor={`payee-${key}`}>
        {label}
      </label>
      <input
        id={`payee-${key}`}
        className={inputClass}
        value={fields[key]}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
      />
      {errors[key] ? <p className="mt-1 text-xs text-red-700">{t(errors[key])}</p> : null}
    </div>
  );
  return (
    <Dialog
      open
      title={voucher ? t('financeConsole.queue.issueVoucher') : t('financeConsole.queue.pay')}
      onClose={onClose}
    >
      <form
        className="space-y-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          // The server's schema first: a payee it would refuse is said at its field, with nothing sent.
          const parsed = voucher ? null : ZPreparePaymentSchema.safeParse(prepareBody());
          const problems = Object.fromEntries(
            (parsed?.error?.issues ?? []).map((issue) => [String(issue.path.at(-1)), issue.message]),
          );
          setErrors(problems);
          if (Object.keys(problems).length === 0) mutation.mutate();
        }}
      >
        <p>
          <span className="font-mono">{item.reference}</span> · {item.customerName} ·{' '}
          <strong>
            <Baht satang={item.amountSatang} />
          </strong>
        </p>
        {needPayee ? (
          <fieldset className="space-y-2">
            <legend className={labelClass}>{t('financeConsole.payee.title')}</legend>
            <div className="flex gap-4">
              {(['promptpay', 'bank'] as const).map((value) => (
                <label key={value} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="method"
                    checked={method === value}
                    onChange={() => setMethod(value)}
                  />
                  {t(`financeConsole.payee.${value}`)}
                </label>
              ))}
            </div>
            {method === 'promptpay' ? (
              field('promptPayId', t('financeConsole.payee.promptPayId'))
            ) : (
              <>
                <div>
                  <label className={labelClass} htmlFor="payee-bank">
                    {t('financeConsole.payee.bankName')}
                  </label>
                  <select
                    id="payee-bank"
                    className={inputClass}
                    value={fields.bankCode}
                    onChange={(event) =>
                      setFields((current) => ({ ...current, bankCode: event.target.value }))
                    }
                  >
                    <option value="" />
                    {BANK_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                  {errors.bankCode ? <p className="mt-1 text-xs text-red-700">{t(errors.bankCode)}</p> : null}
                </div>
                {field('accountNumber', t('financeConsole.payee.accountNumber'))}
              </>
            )}
            {field('accountName', t('financeConsole.payee.accountName'))}
          </fieldset>
        ) : null}
        <DialogButtons
          cancelLabel={t('console.cancel')}
          onCancel={onClose}
          submit={
            <button type="submit" className={buttonClass.primary} disabled={mutation.isPending}>
              {t('financeConsole.queue.confirm')}
            </button>
          }
        />
      </form>
    </Dialog>
  );
}
