import {
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import type { TSortDir } from './list-url-state.ts';

/** One column as the feature gives it: the kit renders it as a table column and reads its sort. */
export interface TDataColumn<TRow extends RowData> {
  /** The API's sort key when `sortable` (the URL's `sort=`). */
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  sortable?: boolean;
  /** Descending first (a date: newest first). */
  sortDescFirst?: boolean;
  /** Numbers stand right-aligned. */
  align?: 'end';
  className?: string;
  /** The record's name (its reference, number, code): the row's link stands here (else the first column). */
  primary?: boolean;
}

const features = tableFeatures({ rowSelectionFeature, rowSortingFeature });
export type TDataTableFeatures = typeof features;
export type TDataRow<TRow extends RowData> = Row<TDataTableFeatures, TRow>;

const noRows: never[] = [];

/**
 * The TanStack table (v9) behind a console list: the server sorts and pages (manual modes), the sort
 * is the URL's, and the selection is the page's own (it starts empty on every other page).
 */
export function useDataTable<TRow extends RowData>(options: {
  columns: readonly TDataColumn<TRow>[];
  rows: readonly TRow[] | undefined;
  getRowId: (row: TRow) => string;
  sort: string;
  dir: TSortDir;
  onSort: (sort: string, dir: TSortDir) => void;
  /** Says which page the rows are; the selection belongs to it. Without one, no selection. */
  pageKey: string | null;
}) {
  const { columns, getRowId, sort, dir, onSort, pageKey } = options;
  const [selection, setSelection] = useState<{ pageKey: string | null; ids: RowSelectionState }>({
    pageKey,
    ids: {},
  });
  const rowSelection = selection.pageKey === pageKey ? selection.ids : {};

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<TDataTableFeatures, TRow> => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: column.sortable ?? false,
        sortDescFirst: column.sortDescFirst ?? false,
      })),
    [columns],
  );
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];

  const table = useTable({
    features,
    columns: columnDefs,
    data: (options.rows ?? noRows) as TRow[],
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: pageKey !== null,
    state: { sorting, rowSelection },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSort(next.id, next.desc ? 'desc' : 'asc');
    },
    onRowSelectionChange: (updater) =>
      setSelection({ pageKey, ids: functionalUpdate(updater, rowSelection) }),
  });

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const clearSelection = () => setSelection({ pageKey, ids: {} });
  return { table, selected, clearSelection };
}
export type TDataTable<TRow extends RowData> = ReturnType<typeof useDataTable<TRow>>['table'];
