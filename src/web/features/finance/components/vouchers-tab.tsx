import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { checkVoucher, financeKeys, listVouchers } from '../api/finance-api.ts';
import { Baht } from '../../../components/baht.tsx';

/** Voucher codes issued, and a check of a typed code (its check character, and whether it was issued). */
export function VouchersTab() {
  const { t, i18n } = useTranslation();
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
              <li key={voucher.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-mono break-all">{voucher.code}</span>
                <span className="font-mono">{voucher.tradeInReference}</span>
                <span className="min-w-0 flex-1 truncate">{voucher.customerName}</span>
                <span className="tabular-nums">{formatDate(voucher.issuedOn, i18n.language)}</span>
                <Baht satang={voucher.amountSatang} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
