import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bangkokDate } from '#core/bangkok-time.ts';
import type { TReportTotals } from '#core/contracts/account.ts';
import { monthOf, presetPeriod, previousMonth } from '#core/finance/periods.ts';
import { formatSatang } from '#core/finance/vat.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { PeriodFilter, usePeriodParams } from '../../../components/console/period-filter.tsx';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { saveBlob } from '../../../lib/file-download.ts';
import { formatDate, formatMonth, formatSatangThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ScrollRegion } from '../../../components/console/scroll-region.tsx';
import {
  accountKeys,
  closePeriod,
  fetchReportFile,
  fetchVatReport,
  getReport,
  listPeriods,
} from '../api/account-api.ts';
import { VoucherLiability } from './voucher-liability.tsx';

const FIGURES: (keyof TReportTotals)[] = [
  'revenueSatang',
  'costSatang',
  'grossProfitSatang',
  'expensesSatang',
  'netProfitSatang',
  'outputVatStandardSatang',
  'outputVatMarginSatang',
  'inputVatSatang',
];

/** /account (issue 20 items 6–8): the report by period with presets, its downloads, closing a month. */
export function AccountConsoleBody() {
  const { t, i18n } = useTranslation();
  const toast = useConsoleToast();
  const [{ from, to }, setPeriod] = usePeriodParams(presetPeriod('thisMonth'));
  const report = useQuery({ queryKey: accountKeys.report(from, to), queryFn: () => getReport(from, to) });
  const download = (kind: 'csv' | 'xlsx' | 'pdf') =>
    void fetchReportFile(kind, from, to).then(
      (blob) => saveBlob(blob, `account-report-${from}_${to}.${kind}`),
      toast.fail,
    );
  return (
    <div className="space-y-4">
      <section className={`${panelClass} space-y-3 p-3`}>
        <PeriodFilter period={{ from, to }} onChange={setPeriod} presets>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass.secondary} onClick={() => download('csv')}>
              CSV
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => download('xlsx')}>
              Excel
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => download('pdf')}>
              PDF
            </button>
          </div>
        </PeriodFilter>
      </section>
      {report.isPending ? (
        <SkeletonRows />
      ) : report.isError ? (
        <ErrorBox messageKey="errors.internal" onRetry={() => void report.refetch()} />
      ) : (
        <>
          <section className={`${panelClass} p-3`}>
            <h2 className="mb-2 text-base font-semibold">{t('accountConsole.summary')}</h2>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {FIGURES.map((figure) => (
                <div key={figure} className="flex justify-between gap-2 border-b border-slate-100 py-1">
                  <dt>{t(`accountConsole.figures.${figure}`)}</dt>
                  <dd className="font-semibold tabular-nums" data-testid={`figure-${figure}`}>
                    {formatSatangThb(t, report.data.totals[figure] as number)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={`${panelClass} p-3`}>
            <h2 className="mb-2 text-base font-semibold">
              {t('accountConsole.transactions', { count: report.data.totals.transactionCount })}
            </h2>
            {report.data.truncated ? (
              <p className="mb-2 text-sm text-amber-800">{t('accountConsole.truncated')}</p>
            ) : null}
            {report.data.transactions.length === 0 ? (
              <EmptyState>{t('accountConsole.empty')}</EmptyState>
            ) : (
              <ScrollRegion
                label={t('accountConsole.transactions', { count: report.data.totals.transactionCount })}
                className="max-h-[32rem] overflow-auto"
              >
                <table className="w-full text-left text-sm" data-testid="report-transactions">
                  <thead className="sticky top-0 bg-white">
                    <tr>
                      <th className="py-1 pr-2">{t('accountConsole.columns.date')}</th>
                      <th className="py-1 pr-2">{t('accountConsole.columns.type')}</th>
                      <th className="hidden py-1 pr-2 sm:table-cell">
                        {t('accountConsole.columns.description')}
                      </th>
                      <th className="py-1 pr-2 text-right">{t('accountConsole.columns.amount')}</th>
                      <th className="py-1 text-right">{t('accountConsole.columns.vat')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.data.transactions.map((row, index) => (
                      <tr
                        key={index}
                        className="border-t border-slate-100"
                        data-type={row.type}
                        data-amount={row.amountSatang}
                        data-cost={row.costSatang}
                        data-vat={row.vatSatang}
                        data-vat-kind={row.vatKind}
                      >
                        <td className="py-1 pr-2 tabular-nums whitespace-nowrap">
                          {formatDate(row.date, i18n.language)}
                        </td>
                        <td className="py-1 pr-2">{t(`accountConsole.types.${row.type}`)}</td>
                        <td className="hidden py-1 pr-2 sm:table-cell">
                          <span className="font-mono">{row.reference}</span> {row.description}
                        </td>
                        <td className="py-1 pr-2 text-right tabular-nums">
                          {formatSatang(row.amountSatang)}
                        </td>
                        <td className="py-1 text-right tabular-nums">{formatSatang(row.vatSatang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </section>
        </>
      )}
      <VoucherLiability from={from} to={to} />
      <Periods />
    </div>
  );
}

export function Periods() {
  const { t, i18n } = useTranslation();
  // A month as the screens say it ("ต.ค. 2569" / "October 2026", decision 046), not "2026-10".
  const monthName = (value: string) => formatMonth(value, i18n.language);
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const periods = useQuery({ queryKey: accountKeys.periods(), queryFn: listPeriods });
  const [month, setMonth] = useState(previousMonth(monthOf(bangkokDate())));
  const [vatMonth, setVatMonth] = useState(previousMonth(monthOf(bangkokDate())));
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () => closePeriod(month),
    onSuccess: async () => {
      setConfirming(false);
      toast.ok('accountConsole.periods.closedToast', { month: monthName(month) });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      toast.fail(error);
    },
  });
  return (
    <section className={`${panelClass} space-y-3 p-3`}>
      <h2 className="text-base font-semibold">{t('accountConsole.periods.title')}</h2>
      <p className="text-sm text-slate-600">
        {t('accountConsole.periods.closed')}:{' '}
        {periods.data?.items.length ? periods.data.items.map((row) => monthName(row.month)).join(', ') : '—'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label className={labelClass} htmlFor="close-month">
            {t('accountConsole.periods.month')}
          </label>
          <input
            id="close-month"
            type="month"
            className={inputClass}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
        </div>
        <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
          {t('accountConsole.periods.close')}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label className={labelClass} htmlFor="vat-month">
            {t('accountConsole.vatReport.month')}
          </label>
          <input
            id="vat-month"
            type="month"
            className={inputClass}
            value={vatMonth}
            onChange={(e) => setVatMonth(e.target.value)}
          />
        </div>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() =>
            void fetchVatReport(vatMonth).then(
              (blob) => saveBlob(blob, `output-vat-${vatMonth}.pdf`),
              toast.fail,
            )
          }
        >
          {t('accountConsole.vatReport.download')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('accountConsole.periods.confirmTitle', { month: monthName(month) })}
        text={t('accountConsole.periods.confirmText')}
        confirmLabel={t('accountConsole.periods.close')}
        danger
        busy={close.isPending}
        onConfirm={() => close.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
