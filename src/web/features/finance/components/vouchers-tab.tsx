import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ZCancelVoucherSchema, type TVoucher, type TVoucherCheck } from '#core/contracts/finance.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { EmptyState, ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { VoucherLookupSummary, VoucherStatusBadge } from '../../../components/voucher-lookup.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  approveVoucher,
  cancelVoucher,
  checkVoucher,
  fetchVoucherCardPdf,
  financeKeys,
  listVouchers,
  openBlob,
} from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';
import { VoucherValidity } from './voucher-validity.tsx';

/**
 * Vouchers (decisions 028, 040, 044): the codes issued, what is left of each and until when, a check of a
 * typed code, the voucher PDF for its owner, and cancelling one.
 */
export function VouchersTab() {
  const { t } = useTranslation();
  const vouchers = useQuery({ queryKey: financeKeys.vouchers(), queryFn: listVouchers });
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<TVoucherCheck | 'failed' | null>(null);
  return (
    <div className="space-y-4">
      <form
        className={`${panelClass} flex flex-wrap items-end gap-2 p-3`}
        onSubmit={(event) => {
          event.preventDefault();
          void checkVoucher(code).then(setVerdict, () => setVerdict('failed'));
        }}
      >
        <div className="min-w-0 flex-1">
          <label className={labelClass} htmlFor="voucher-code">
            {t('financeConsole.vouchers.check')}
          </label>
          <input
            id="voucher-code"
            className={inputClass}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass.secondary}>
          {t('financeConsole.vouchers.checkButton')}
        </button>
        {verdict ? (
          <div role="status" className="w-full text-sm">
            {verdict === 'failed' ? (
              t('errors.internal')
            ) : !verdict.wellFormed ? (
              t('financeConsole.vouchers.malformed')
            ) : verdict.voucher ? (
              <VoucherLookupSummary voucher={verdict.voucher} />
            ) : (
              t('financeConsole.vouchers.unknown')
            )}
          </div>
        ) : null}
      </form>
      <VoucherValidity />
      <section className={`${panelClass} p-3`}>
        {vouchers.isPending ? (
          <SkeletonRows />
        ) : vouchers.isError ? (
          <ErrorBox messageKey="errors.internal" onRetry={() => void vouchers.refetch()} />
        ) : vouchers.data.items.length === 0 ? (
          <EmptyState>{t('financeConsole.vouchers.empty')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {vouchers.data.items.map((voucher) => (
              <VoucherRow key={voucher.id} voucher={voucher} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * One voucher. Above the four-eyes limit it has no code until a finance user other than the one who asked
 * for it approves it (decision 040); the approval issues the code and settles the request.
 */
export function VoucherRow({ voucher }: { voucher: TVoucher }) {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: financeKeys.all });
  const approve = useMutation({
    mutationFn: () => approveVoucher(voucher.id),
    onSuccess: async (approved) => {
      await refresh();
      toast.ok('financeConsole.vouchers.approved', { code: approved.code ?? '' });
    },
    onError: (error) => toast.fail(error),
  });
  // The endpoint's schema checks the reason first (issue 30, item 7); its error stands at the field.
  const cancelForm = useFormErrors(
    (path) => (path === 'reason' ? path : null),
    () => `voucher-cancel-${voucher.id}`,
  );
  const cancel = useMutation({
    mutationFn: (body: { version: number; reason: string }) =>
      cancelVoucher(voucher.id, body.version, body.reason),
    onSuccess: async () => {
      setCancelling(false);
      await refresh();
      toast.ok('financeConsole.vouchers.cancelled');
    },
    onError: cancelForm.fail,
  });
  const date = (day: string) => formatDate(day, i18n.language);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="voucher-row">
      {voucher.code ? (
        <span className="font-mono break-all">{voucher.code}</span>
      ) : (
        <>
          <StatusBadge tone="red">{t('financeConsole.vouchers.awaitingApproval')}</StatusBadge>
          <span className="text-slate-500">{t('financeConsole.vouchers.noCodeYet')}</span>
        </>
      )}
      <VoucherStatusBadge status={voucher.status} />
      {voucher.origin === 'refund' ? (
        <span className="text-slate-600">{t('financeConsole.vouchers.fromReturn')}</span>
      ) : null}
      <span className="font-mono">{voucher.tradeInReference}</span>
      <span className="min-w-0 flex-1 truncate">{voucher.customerName}</span>
      {voucher.issuedOn ? <span className="tabular-nums">{date(voucher.issuedOn)}</span> : null}
      <span className="flex flex-wrap gap-x-2">
        <span className="text-slate-600">{t('vouchers.balance')}</span>
        <Baht satang={voucher.balanceSatang} />
        <span className="text-slate-500">/</span>
        <Baht satang={voucher.amountSatang} />
      </span>
      {voucher.validUntil ? (
        <span className="text-slate-600">
          {t('vouchers.validUntil')} {date(voucher.validUntil)}
        </span>
      ) : null}
      <span className="flex w-full flex-wrap items-center gap-2 text-slate-600">
        {voucher.awaitingApproval ? (
          <>
            {voucher.requestedBy
              ? t('financeConsole.vouchers.requestedBy', { name: voucher.requestedBy })
              : null}
            {voucher.mayApprove ? (
              <button
                type="button"
                className={buttonClass.primary}
                disabled={approve.isPending}
                onClick={() => approve.mutate()}
              >
                {t('financeConsole.vouchers.approve')}
              </button>
            ) : (
              <span>{t('financeConsole.vouchers.secondPerson')}</span>
            )}
          </>
        ) : voucher.approvedBy ? (
          <span>{t('financeConsole.vouchers.approvedBy', { name: voucher.approvedBy })}</span>
        ) : null}
        {voucher.code ? (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() =>
              void fetchVoucherCardPdf(voucher.id).then(
                (blob) => openBlob(blob, `${voucher.code}.pdf`),
                toast.fail,
              )
            }
          >
            {t('vouchers.pdf')}
          </button>
        ) : null}
        {voucher.status === 'active' || voucher.status === 'requested' ? (
          <button type="button" className={buttonClass.secondary} onClick={() => setCancelling(true)}>
            {t('financeConsole.vouchers.cancel')}
          </button>
        ) : null}
      </span>
      <ConfirmDialog
        open={cancelling}
        title={t('financeConsole.vouchers.cancelTitle')}
        text={t('financeConsole.vouchers.cancelText')}
        confirmLabel={t('financeConsole.vouchers.cancel')}
        danger
        busy={cancel.isPending}
        onConfirm={() => {
          const body = cancelForm.check(ZCancelVoucherSchema, { version: voucher.version, reason });
          if (body) cancel.mutate(body);
        }}
        onCancel={() => (setCancelling(false), cancelForm.reset())}
      >
        <div className="mt-3">
          <ConsoleField
            id={`voucher-cancel-${voucher.id}`}
            label={t('financeConsole.vouchers.cancelReason')}
            error={cancelForm.errors.reason}
          >
            <textarea
              {...describedBy(`voucher-cancel-${voucher.id}`, cancelForm.errors.reason)}
              className={inputClass}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => (setReason(event.target.value), cancelForm.clear('reason'))}
            />
          </ConsoleField>
          {cancelForm.message && (
            <Notice tone="error">{t(cancelForm.message.key, cancelForm.message.vars)}</Notice>
          )}
        </div>
      </ConfirmDialog>
    </li>
  );
}
