import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ZCompletePaymentSchema, ZReverseSchema } from '#core/contracts/finance.ts';
import type { TStoredFile } from '#core/contracts/files.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Dialog } from '../../../components/console/dialog.tsx';
import { FileUploadField } from '../../../components/console/file-upload-field.tsx';
import { ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  approvePayment,
  completePayment,
  fetchVoucherPdf,
  financeKeys,
  getPayment,
  openBlob,
  reversePayment,
} from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';
import { PaymentSlip, PaymentTransfer } from './payment-transfer.tsx';

export const STATUS_TONE = { pendingPayment: 'amber', completed: 'emerald', reversed: 'slate' } as const;

/**
 * A payment: payee (masked), four-eyes approval, then what moves the money (full payee, the PromptPay QR
 * with the amount: only once it may move, decision 040), the slip and bank reference, reversal, voucher PDF.
 */
export function PaymentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: financeKeys.payment(id), queryFn: () => getPayment(id) });
  return (
    <Dialog open title={t('financeConsole.payment.title')} onClose={onClose} wide>
      {query.isPending ? (
        <SkeletonRows rows={4} />
      ) : query.isError ? (
        <ErrorBox messageKey="errors.internal" onRetry={() => void query.refetch()} />
      ) : (
        <PaymentBody payment={query.data} />
      )}
      {/* Every state closes the same way (issue 30: awaiting approval had no button at all). */}
      <div className="mt-4 flex justify-end border-t border-slate-100 pt-3">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {t('console.close')}
        </button>
      </div>
    </Dialog>
  );
}

type TPayment = Awaited<ReturnType<typeof getPayment>>;

function PaymentBody({ payment }: { payment: TPayment }) {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const [slip, setSlip] = useState<TStoredFile | null>(null);
  const [slipUploading, setSlipUploading] = useState(false);
  const [bankReference, setBankReference] = useState('');
  const [reason, setReason] = useState('');
  // The endpoints' schemas check first (issue 30, item 7): no slip, a bank reference too long, a reason
  // too short send nothing; each error stands at its field and clears when the field changes.
  const completeForm = useFormErrors(
    (path) => (path === 'slipFileId' || path === 'bankReference' ? path : null),
    (field) => (field === 'slipFileId' ? 'payment-slip' : 'bank-reference'),
  );
  const reverseForm = useFormErrors(
    (path) => (path === 'reason' ? path : null),
    () => 'reverse-reason',
  );
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: financeKeys.all });
  };
  const approve = useMutation({
    mutationFn: () => approvePayment(payment.id, payment.version),
    onSuccess: async () => {
      toast.ok('financeConsole.payment.approved');
      await refresh();
    },
    onError: toast.fail,
  });
  const complete = useMutation({
    mutationFn: (body: Parameters<typeof completePayment>[1]) => completePayment(payment.id, body),
    onSuccess: async () => {
      toast.ok('financeConsole.payment.completed');
      await refresh();
    },
    onError: completeForm.fail,
  });
  const reverse = useMutation({
    mutationFn: (body: { reason: string }) => reversePayment(payment.id, body.reason),
    onSuccess: async () => {
      toast.ok('financeConsole.payment.reversedToast');
      await refresh();
    },
    onError: reverseForm.fail,
  });
  const payee = payment.payee;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">{t('financeConsole.payment.reference')}</dt>
        <dd className="font-mono">{payment.reference}</dd>
        <dt className="text-slate-500">{t('financeConsole.payment.request')}</dt>
        <dd className="font-mono">{payment.tradeInReference}</dd>
        <dt className="text-slate-500">{t('financeConsole.payment.status')}</dt>
        <dd>
          <StatusBadge tone={STATUS_TONE[payment.status]}>
            {t(`financeConsole.status.${payment.status}`)}
          </StatusBadge>
        </dd>
        <dt className="text-slate-500">{t('financeConsole.payment.amount')}</dt>
        <dd className="text-lg font-bold" data-testid="payment-amount">
          <Baht satang={payment.amountSatang} />
        </dd>
        <dt className="text-slate-500">{t('financeConsole.payment.payee')}</dt>
        <dd className="break-words">
          {payee.accountName} · {payee.masked}
        </dd>
        {payment.needsApproval ? (
          <>
            <dt className="text-slate-500">{t('financeConsole.payment.approval')}</dt>
            <dd>
              {payment.approvedBy
                ? t('financeConsole.payment.approvedBy', { name: payment.approvedBy })
                : t('financeConsole.payment.awaitingApproval')}
            </dd>
          </>
        ) : null}
        {payment.reversal ? (
          <>
            <dt className="text-slate-500">{t('financeConsole.payment.reversal')}</dt>
            <dd>
              {formatDate(payment.reversal.reversedOn, i18n.language)} · {payment.reversal.reason}
            </dd>
          </>
        ) : null}
      </dl>
      {payment.actions.includes('transfer') ? <PaymentTransfer payment={payment} /> : null}
      {payment.slipFileId ? <PaymentSlip payment={payment} /> : null}
      {payment.actions.includes('approve') ? (
        <button
          type="button"
          className={buttonClass.primary}
          disabled={approve.isPending}
          onClick={() => approve.mutate()}
        >
          {t('financeConsole.payment.approve')}
        </button>
      ) : null}
      {payment.status === 'pendingPayment' && payment.needsApproval && !payment.approved ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="awaiting-approval">
          {payment.actions.includes('approve') ? '' : `${t('financeConsole.payment.secondPerson')} `}
          {t('financeConsole.payment.nothingBeforeApproval')}
        </p>
      ) : null}
      {payment.actions.includes('complete') ? (
        <form
          className="space-y-3 rounded-lg border border-slate-200 p-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = completeForm.check(ZCompletePaymentSchema, {
              version: payment.version,
              slipFileId: slip?.id ?? '',
              ...(bankReference.trim() ? { bankReference } : {}),
            });
            if (body) complete.mutate(body);
          }}
        >
          <FileUploadField
            kind="slip"
            label={t('financeConsole.payment.slip')}
            value={slip}
            onChange={(file) => {
              setSlip(file);
              completeForm.clear('slipFileId');
            }}
            onUploadingChange={setSlipUploading}
            error={completeForm.errors.slipFileId}
          />
          <ConsoleField
            id="bank-reference"
            label={t('financeConsole.payment.bankReference')}
            error={completeForm.errors.bankReference}
          >
            <input
              {...describedBy('bank-reference', completeForm.errors.bankReference)}
              className={inputClass}
              value={bankReference}
              onChange={(event) => {
                setBankReference(event.target.value);
                completeForm.clear('bankReference');
              }}
            />
          </ConsoleField>
          {completeForm.message && (
            <Notice tone="error">{t(completeForm.message.key, completeForm.message.vars)}</Notice>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              className={buttonClass.primary}
              disabled={complete.isPending || slipUploading}
              aria-describedby={slipUploading ? 'complete-wait' : undefined}
            >
              {t('financeConsole.payment.complete')}
            </button>
            {slipUploading ? (
              <span id="complete-wait" className="text-xs text-slate-600">
                {t('financeConsole.payment.waitForSlip')}
              </span>
            ) : null}
          </div>
        </form>
      ) : null}
      {payment.actions.includes('reverse') ? (
        <form
          className="space-y-2 rounded-lg border border-slate-200 p-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = reverseForm.check(ZReverseSchema, { reason });
            if (body) reverse.mutate(body);
          }}
        >
          <ConsoleField
            id="reverse-reason"
            label={t('financeConsole.payment.reverseReason')}
            error={reverseForm.errors.reason}
          >
            <input
              {...describedBy('reverse-reason', reverseForm.errors.reason)}
              className={inputClass}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                reverseForm.clear('reason');
              }}
            />
          </ConsoleField>
          {reverseForm.message && (
            <Notice tone="error">{t(reverseForm.message.key, reverseForm.message.vars)}</Notice>
          )}
          <button type="submit" className={buttonClass.danger} disabled={reverse.isPending}>
            {t('financeConsole.payment.reverse')}
          </button>
        </form>
      ) : null}
      {payment.actions.includes('voucherPdf') ? (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            void fetchVoucherPdf(payment.id).then(
              (blob) => openBlob(blob, `${payment.reference}.pdf`),
              toast.fail,
            )
          }
        >
          {t('financeConsole.payment.voucherPdf')}
        </button>
      ) : null}
    </div>
  );
}
