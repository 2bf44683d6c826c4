import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { checkboxClass, panelClass } from '../console-styles.ts';
import { isControlClick, nextRowIndex } from './row-keys.ts';
import { RowLink, useRowOpener, type TRowOpen } from './row-open.tsx';
import type { TDataColumn, TDataRow, TDataTable } from './use-data-table.ts';

/** From this many rows on a page only the rows in view are in the document (@tanstack/react-virtual). */
export const VIRTUALIZE_FROM = 60;
/** A one-line row's height (the virtual rows' estimate before they are measured). */
const ROW_HEIGHT = 49;

export interface TTableGridProps<TRow extends RowData> {
  table: TDataTable<TRow>;
  columns: readonly TDataColumn<TRow>[];
  caption: string;
  /** undefined while the first answer is on its way. */
  rows: readonly TRow[] | undefined;
  fetching: boolean;
  selectable: boolean;
  rowLabel: (row: TRow) => string;
  open: TRowOpen<TRow> | undefined;
  empty: ReactNode;
  minWidth: string;
}

/**
 * The list as a dense table (from the small-tablet width up): sortable headers, a checkbox per row and
 * for the page, rows reached with the keyboard (the rows are one tab stop; ↑↓ or j/k move, Enter opens,
 * Space selects). It scrolls sideways inside its own box, and long pages scroll inside it too.
 */
export function TableGrid<TRow extends RowData>(props: TTableGridProps<TRow>) {
  const { t } = useTranslation();
  const { table, columns, rows, selectable } = props;
  const openRow = useRowOpener(props.open);
  // The record's link stands in the column the feature marks as the record's name (else the first).
  const linkColumn = Math.max(
    columns.findIndex((column) => column.primary),
    0,
  );
  const modelRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowRefs = useRef(new Map<number, HTMLTableRowElement>());
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const virtual = modelRows.length >= VIRTUALIZE_FROM;
  // The app does not use the React Compiler, whose memoizing this hook's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
  });
  const activeIndex = Math.min(active, Math.max(modelRows.length - 1, 0));

  // A row asked for by the keyboard gets focus once it is in the document (after a virtual scroll).
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = rowRefs.current.get(pendingFocus.current);
    if (row) {
      row.focus();
      pendingFocus.current = null;
    }
  });

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, row: TDataRow<TRow>) {
    const onRow = event.target === event.currentTarget;
    const next = nextRowIndex(event.key, index, modelRows.length);
    if (next !== null && (onRow || !isControlClick(event.target))) {
      event.preventDefault();
      setActive(next);
      pendingFocus.current = next;
      if (virtual) virtualizer.scrollToIndex(next);
      else rowRefs.current.get(next)?.focus();
      return;
    }
    if (!onRow) return;
    if (event.key === 'Enter' && openRow) {
      event.preventDefault();
      openRow(row.original, event.ctrlKey || event.metaKey);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      row.toggleSelected();
    }
  }

  const items = virtual
    ? virtualizer.getVirtualItems()
    : modelRows.map((_, index) => ({ index, start: index * ROW_HEIGHT, end: (index + 1) * ROW_HEIGHT }));
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <div
      ref={scrollRef}
      className={`${panelClass} overflow-x-auto ${virtual ? 'max-h-[75vh] overflow-y-auto' : ''}`}
    >
      <table
        className="w-full text-left text-sm"
        style={{ minWidth: props.minWidth }}
        aria-busy={props.fetching || rows === undefined}
        aria-rowcount={virtual ? modelRows.length + 1 : undefined}
      >
        <caption className="sr-only">
          {props.caption}. {t('console.table.keys')}
        </caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-700">
          <tr aria-rowindex={virtual ? 1 : undefined}>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t('console.table.selectPage')}
                  checked={table.getIsAllPageRowsSelected()}
                  ref={(box) => {
                    if (box) box.indeterminate = table.getIsSomePageRowsSelected();
                  }}
                  disabled={modelRows.length === 0}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                  className={checkboxClass}
                />
              </th>
            )}
            {table.getHeaderGroups()[0]!.headers.map((header, index) => {
              const column = columns[index]!;
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${column.align === 'end' ? 'text-right' : ''}`}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 hover:text-brand-700 focus-visible:underline"
                    >
                      {column.header}
                      <span aria-hidden="true" className="text-slate-500">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${props.fetching ? 'opacity-60' : ''}`}>
          {rows === undefined &&
            Array.from({ length: 8 }, (_, row) => (
              <tr key={row} data-testid="admin-skeleton-row">
                {Array.from({ length: columnCount }, (_, cell) => (
                  <td key={cell} className="px-3 py-2.5">
                    <span className="block h-3.5 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))}
          {rows?.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-3 py-10 text-center text-slate-600">
                {props.empty}
              </td>
            </tr>
          )}
          {padTop > 0 && <Spacer height={padTop} columns={columnCount} />}
          {items.map(({ index }) => {
            const row = modelRows[index]!;
            return (
              <tr
                key={row.id}
                ref={(element) => {
                  if (element) rowRefs.current.set(index, element);
                  else rowRefs.current.delete(index);
                  // A row that wraps is taller than the estimate: measured, so the scroll bar stays true.
                  if (element && virtual) virtualizer.measureElement(element);
                }}
                data-index={index}
                tabIndex={index === activeIndex ? 0 : -1}
                aria-rowindex={virtual ? index + 2 : undefined}
                aria-selected={selectable ? row.getIsSelected() : undefined}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => onRowKeyDown(event, index, row)}
                onClick={(event) => {
                  if (openRow && !isControlClick(event.target))
                    openRow(row.original, event.ctrlKey || event.metaKey);
                }}
                onAuxClick={(event) => {
                  if (openRow && event.button === 1 && !isControlClick(event.target))
                    openRow(row.original, true);
                }}
                className={`h-[49px] outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset ${
                  openRow ? 'cursor-pointer hover:bg-brand-50/60' : ''
                } ${row.getIsSelected() ? 'bg-brand-50' : ''}`}
              >
                {selectable && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t('console.table.selectRow', { name: props.rowLabel(row.original) })}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                      tabIndex={-1}
                      className={checkboxClass}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell, cellIndex) => (
                  <td
                    key={cell.id}
                    className={`px-3 py-2 ${columns[cellIndex]!.align === 'end' ? 'text-right' : ''} ${columns[cellIndex]!.className ?? ''}`}
                  >
                    {cellIndex === linkColumn ? (
                      <RowLink open={props.open} row={row.original}>
                        <table.FlexRender cell={cell} />
                      </RowLink>
                    ) : (
                      <table.FlexRender cell={cell} />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <Spacer height={padBottom} columns={columnCount} />}
        </tbody>
      </table>
    </div>
  );
}

/** The height of the rows scrolled out of the document, so the scroll bar stays true. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}
