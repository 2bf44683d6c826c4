import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TVoucher } from '#core/contracts/finance.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { approveVoucher, checkVoucher, financeKeys, listVouchers } from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';

/** Voucher codes issued, and a check of a typed code (its check character, and whether it was issued). */
export function VouchersTab() {
  const { t } = useTranslation();
  const vouchers = useQuery({ queryKey: financeKeys.vouchers(), queryFn: listVouchers });
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <form
        className={`${panelClass} flex flex-wrap items-end gap-2 p-3`}
        onSubmit={(event) => {
          event.preventDefault();
          void checkVoucher(code).then(
            (result) =>
              setVerdict(
                !result.wellFormed
                  ? t('financeConsole.vouchers.malformed')
                  : result.voucher
                    ? t('financeConsole.vouchers.valid', { reference: result.voucher.tradeInReference })
                    : t('financeConsole.vouchers.unknown'),
              ),
            () => setVerdict(t('errors.internal')),
          );
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
          <p role="status" className="w-full text-sm">
            {verdict}
          </p>
        ) : null}
      </form>
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
function VoucherRow({ voucher }: { voucher: TVoucher }) {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => approveVoucher(voucher.id),
    onSuccess: async (approved) => {
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
      toast.ok('financeConsole.vouchers.approved', { code: approved.code ?? '' });
    },
    onError: (error) => toast.fail(error),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      {voucher.code ? (
        <span className="font-mono break-all">{voucher.code}</span>
      ) : (
        <>
          <StatusBadge tone="red">{t('financeConsole.vouchers.awaitingApproval')}</StatusBadge>
          <span className="text-slate-500">{t('financeConsole.vouchers.noCodeYet')}</span>
        </>
      )}
      <span className="font-mono">{voucher.tradeInReference}</span>
      <span className="min-w-0 flex-1 truncate">{voucher.customerName}</span>
      {voucher.issuedOn ? (
        <span className="tabular-nums">{formatDate(voucher.issuedOn, i18n.language)}</span>
      ) : null}
      <Baht satang={voucher.amountSatang} />
      {voucher.awaitingApproval ? (
        <span className="flex w-full flex-wrap items-center gap-2 text-slate-600">
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
        </span>
      ) : voucher.approvedBy ? (
        <span className="w-full text-slate-600">
          {t('financeConsole.vouchers.approvedBy', { name: voucher.approvedBy })}
        </span>
      ) : null}
    </li>
  );
}
