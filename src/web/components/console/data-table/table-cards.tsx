import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { checkboxClass, panelClass } from '../console-styles.ts';
import type { TSortDir } from './list-url-state.ts';
import { CardOpenTarget, type TRowOpen } from './row-open.tsx';
import type { TDataTable } from './use-data-table.ts';

export interface TPhoneSort {
  /** The select's label ("Sort by"). */
  label: string;
  choices: { sort: string; dir: TSortDir; label: string }[];
}

/**
 * The list on a phone: a card per row (a dense table does not fit 390 px; a card shows the same fields
 * without sideways scrolling), the sort as a select (no column headers to tap), a checkbox per card. The
 * whole card opens its record (`open`); the card's own buttons (`cardActions`) and checkbox stand above.
 */
export function TableCards<TRow extends RowData>({
  table,
  rows,
  fetching,
  label,
  card,
  cardActions,
  open,
  empty,
  selectable,
  rowLabel,
  sort,
  dir,
  phoneSort,
  onSort,
}: {
  table: TDataTable<TRow>;
  rows: readonly TRow[] | undefined;
  fetching: boolean;
  label: string;
  card: (row: TRow) => ReactNode;
  cardActions: ((row: TRow) => ReactNode) | undefined;
  open: TRowOpen<TRow> | undefined;
  empty: ReactNode;
  selectable: boolean;
  rowLabel: (row: TRow) => string;
  sort: string;
  dir: TSortDir;
  phoneSort: TPhoneSort | undefined;
  onSort: (sort: string, dir: TSortDir) => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const current = `${sort}-${dir}`;
  return (
    <div className="grid gap-2">
      {phoneSort && (
        <label className="flex items-center justify-end gap-2 text-sm text-slate-700">
          {phoneSort.label}
          <select
            value={current}
            onChange={(event) => {
              const choice = phoneSort.choices.find(
                (entry) => `${entry.sort}-${entry.dir}` === event.target.value,
              );
              if (choice) onSort(choice.sort, choice.dir);
            }}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {!phoneSort.choices.some((entry) => `${entry.sort}-${entry.dir}` === current) && (
              <option value={current}>—</option>
            )}
            {phoneSort.choices.map((entry) => (
              <option key={`${entry.sort}-${entry.dir}`} value={`${entry.sort}-${entry.dir}`}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {selectable && rows !== undefined && rows.length > 0 && (
        <label className="flex items-center gap-2 px-3 text-sm font-semibold text-slate-700">
          <input
            type="checkbox"
            checked={table.getIsAllPageRowsSelected()}
            ref={(box) => {
              if (box) box.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
            className={checkboxClass}
          />
          {t('console.table.selectPage')}
        </label>
      )}
      <ul
        aria-label={label}
        aria-busy={fetching || rows === undefined}
        className={`grid gap-2 ${fetching ? 'opacity-60' : ''}`}
      >
        {rows === undefined &&
          Array.from({ length: 4 }, (_, row) => (
            <li key={row} data-testid="admin-skeleton-row" className={`${panelClass} p-3`}>
              <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <span className="mt-2 block h-3.5 w-1/2 animate-pulse rounded bg-slate-200" />
            </li>
          ))}
        {rows?.length === 0 && (
          <li className={`${panelClass} px-3 py-8 text-center text-slate-600`}>{empty}</li>
        )}
        {table.getRowModel().rows.map((row) => {
          const name = rowLabel(row.original);
          const textId = `${idPrefix}-${row.id}`;
          return (
            <li
              key={row.id}
              className={`${panelClass} relative flex gap-3 p-3 text-sm ${row.getIsSelected() ? 'ring-2 ring-brand-600' : ''}`}
            >
              {open && (
                <CardOpenTarget
                  open={open}
                  row={row.original}
                  label={t('console.table.open', { name })}
                  describedBy={textId}
                />
              )}
              {selectable && (
                <input
                  type="checkbox"
                  aria-label={t('console.table.selectRow', { name })}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                  className="relative z-[2] mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
                />
              )}
              <div className="min-w-0 flex-1">
                <div id={textId}>{card(row.original)}</div>
                {cardActions && (
                  <div className="relative z-[2] mt-2 flex flex-wrap gap-2">{cardActions(row.original)}</div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
