import { useState, type ReactNode } from 'react';
import type { TReportTable } from '#core/contracts/reports.ts';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorKey } from '../../../lib/api.ts';
import { downloadReportCsv } from '../api/reports-api.ts';
import { ScrollRegion } from '../../../components/console/scroll-region.tsx';

export interface TColumnDef {
  key: string;
  label: string;
  numeric?: boolean;
}

/** One table of the report with its CSV download (the same period as the page). */
export function ReportTable({
  table,
  period,
  columns,
  rows,
  empty,
  wide = false,
}: {
  table: TReportTable;
  period: { from: string; to: string };
  columns: TColumnDef[];
  rows: { key: string; cells: ReactNode[] }[];
  empty?: string;
  /** Across both columns on a desktop (tables with many columns). */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; errorKey: string | null }>({
    busy: false,
    errorKey: null,
  });
  const title = t(`reports.tables.${table}`);

  async function download() {
    setState({ busy: true, errorKey: null });
    try {
      await downloadReportCsv(table, period.from, period.to);
      setState({ busy: false, errorKey: null });
    } catch (error) {
      setState({ busy: false, errorKey: errorKey(error) });
    }
  }

  return (
    <section
      aria-labelledby={`table-${table}`}
      className={`grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 ${wide ? 'lg:col-span-2' : ''}`}
      data-testid={`table-${table}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`table-${table}`} className="text-base font-bold">
          {title}
        </h2>
        <button type="button" onClick={download} disabled={state.busy} className={buttonClass.secondary}>
          {state.busy ? t('reports.downloading') : t('reports.download')}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      {state.errorKey && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(state.errorKey)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{empty ?? t('reports.noRows')}</p>
      ) : (
        <ScrollRegion label={title} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-2 py-1.5 font-semibold ${column.numeric ? 'text-right' : 'min-w-36'}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100 last:border-0">
                  {row.cells.map((cell, index) => (
                    <td
                      key={columns[index]?.key ?? index}
                      className={`px-2 py-1.5 ${columns[index]?.numeric ? 'text-right whitespace-nowrap tabular-nums' : 'min-w-36'}`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
