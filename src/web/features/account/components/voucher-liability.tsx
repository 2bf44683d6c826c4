import { useQuery } from '@tanstack/react-query';
import type { TVoucherLiability } from '#core/contracts/account.ts';
import { buttonClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { saveBlob } from '../../../lib/file-download.ts';
import { formatDate, formatSatangThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { fetchVoucherCsv, getVoucherLiability, voucherKeys } from '../api/account-api.ts';

/** The figures in their order: what was owed, what moved it, what is owed at the end (the liability). */
const FIGURES: { key: keyof TVoucherLiability; sign: '' | '+' | '−' }[] = [
  { key: 'openingSatang', sign: '' },
  { key: 'issuedSatang', sign: '+' },
  { key: 'redeemedSatang', sign: '−' },
  { key: 'restoredSatang', sign: '+' },
  { key: 'expiredSatang', sign: '−' },
  { key: 'cancelledSatang', sign: '−' },
  { key: 'closingSatang', sign: '' },
];

/**
 * Vouchers in the account console (issue 32, decision 044): owed at the period's start, issued, redeemed,
 * given back by returns, expired (their own line: they leave the liability), cancelled, and owed at its
 * end, with the vouchers still open then and the CSVs.
 */
export function VoucherLiability({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const liability = useQuery({
    queryKey: voucherKeys.liability(from, to),
    queryFn: () => getVoucherLiability(from, to),
  });
  const download = (table: 'movements' | 'outstanding') =>
    void fetchVoucherCsv(from, to, table).then(
      (blob) => saveBlob(blob, `vouchers-${table}-${from}_${to}.csv`),
      toast.fail,
    );
  return (
    <section className={`${panelClass} space-y-3 p-3`} aria-labelledby="voucher-liability">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="voucher-liability" className="text-base font-semibold">
          {t('accountConsole.vouchers.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => download('movements')}>
            {t('accountConsole.vouchers.csvMovements')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => download('outstanding')}>
            {t('accountConsole.vouchers.csvOutstanding')}
          </button>
        </div>
      </div>
      {liability.isPending ? (
        <SkeletonRows rows={3} />
      ) : liability.isError ? (
        <ErrorBox messageKey="errors.internal" onRetry={() => void liability.refetch()} />
      ) : (
        <>
          <dl className="grid max-w-xl gap-y-1 text-sm">
            {FIGURES.map(({ key, sign }) => (
              <div
                key={key}
                className={`flex justify-between gap-2 border-b border-slate-100 py-1 ${
                  key === 'closingSatang' ? 'font-semibold' : ''
                }`}
              >
                <dt>{t(`accountConsole.vouchers.figures.${key}`)}</dt>
                <dd className="tabular-nums" data-testid={`voucher-${key}`}>
                  {sign ? `${sign} ` : ''}
                  {formatSatangThb(t, liability.data[key] as number)}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="text-sm font-semibold">
            {t('accountConsole.vouchers.outstanding', { count: liability.data.outstandingCount })}
          </h3>
          {liability.data.outstanding.length === 0 ? (
            <EmptyState>{t('accountConsole.vouchers.none')}</EmptyState>
          ) : (
            <div className="max-h-80 overflow-auto">
              <table className="w-full text-left text-sm" data-testid="outstanding-vouchers">
                <thead className="sticky top-0 bg-white text-xs text-slate-600">
                  <tr>
                    <th className="py-1 pr-2">{t('accountConsole.vouchers.code')}</th>
                    <th className="hidden py-1 pr-2 sm:table-cell">{t('accountConsole.vouchers.request')}</th>
                    <th className="py-1 pr-2">{t('vouchers.validUntil')}</th>
                    <th className="py-1 text-right">{t('vouchers.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {liability.data.outstanding.map((row) => (
                    <tr key={row.code} className="border-t border-slate-100">
                      <td className="py-1 pr-2 font-mono text-xs break-all">{row.code}</td>
                      <td className="hidden py-1 pr-2 font-mono text-xs sm:table-cell">
                        {row.tradeInReference}
                      </td>
                      <td className="py-1 pr-2 whitespace-nowrap">
                        {formatDate(row.validUntil, i18n.language)}
                      </td>
                      <td className="py-1 text-right tabular-nums">
                        {formatSatangThb(t, row.balanceSatang)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
