import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ErrorBox } from '../notice.tsx';
import { BulkBar } from './bulk-bar.tsx';
import type { TSortDir } from './list-url-state.ts';
import { TableCards, type TPhoneSort } from './table-cards.tsx';
import type { TRowOpen } from './row-open.tsx';
import { TableGrid } from './table-grid.tsx';
import { useDataTable, type TDataColumn } from './use-data-table.ts';

export interface TDataTableProps<TRow extends RowData> {
  /** What the table lists (read out with it). */
  caption: string;
  /** Keep it stable (module constant or memo): a new array rebuilds the table. */
  columns: readonly TDataColumn<TRow>[];
  /** The page's rows; undefined while the first answer is on its way (skeleton rows). */
  rows: readonly TRow[] | undefined;
  /** Another page is on its way (the rows shown are the last ones). */
  fetching: boolean;
  /** A failed load's message key (its retry button calls `onRetry`). */
  errorKey: string | null;
  onRetry: () => void;
  getRowId: (row: TRow) => string;
  /** Names a row for a screen reader ("Select TRD-…"). */
  rowLabel: (row: TRow) => string;
  /**
   * How a row opens its record (decision 045): `{ link }` where the record has a URL (a new tab works
   * too), `{ action }` otherwise. The table row and the whole phone card open it alike.
   */
  open?: TRowOpen<TRow>;
  sort: string;
  dir: TSortDir;
  onSort: (sort: string, dir: TSortDir) => void;
  /** Shown when the page has no rows (say whether filters are why). */
  empty: ReactNode;
  /** A row as a card on a phone (text only: the whole card opens the record), and the list's name there. */
  card: (row: TRow) => ReactNode;
  /** The card's own buttons (print, sell), above the card's open target. */
  cardActions?: (row: TRow) => ReactNode;
  cardsLabel: string;
  phoneSort?: TPhoneSort;
  /** Selection and the bulk bar: `pageKey` names the page (the selection starts empty on another). */
  bulk?: { pageKey: string; actions: (selected: TRow[], clear: () => void) => ReactNode };
  /** The table's least width before it scrolls sideways in its box. */
  minWidth?: string;
}

/**
 * The consoles' one data table (decision 017): a dense sortable table on wider screens and cards on a
 * phone, over keyset pages the feature fetches (TanStack Query) with its filters and sort in the URL
 * (`useListUrlState`), with loading, empty and error states, keyboard rows, selection and a bulk bar.
 */
export function DataTable<TRow extends RowData>(props: TDataTableProps<TRow>) {
  const { bulk } = props;
  const { table, selected, clearSelection } = useDataTable({
    columns: props.columns,
    rows: props.rows,
    getRowId: props.getRowId,
    sort: props.sort,
    dir: props.dir,
    onSort: props.onSort,
    pageKey: bulk?.pageKey ?? null,
  });
  if (props.errorKey) return <ErrorBox messageKey={props.errorKey} onRetry={props.onRetry} />;
  const selectable = bulk !== undefined;
  const shared = {
    table,
    rows: props.rows,
    fetching: props.fetching,
    empty: props.empty,
    selectable,
    rowLabel: props.rowLabel,
  };
  // min-w-0 and a track that may shrink: whatever grid holds the table may be narrower than the table's
  // widest row (the table scrolls in its own box, never the page; issue 30, item 9).
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      {bulk && selected.length > 0 && (
        <BulkBar count={selected.length} onClear={clearSelection}>
          {bulk.actions(selected, clearSelection)}
        </BulkBar>
      )}
      <div className="sm:hidden">
        <TableCards
          {...shared}
          label={props.cardsLabel}
          card={props.card}
          cardActions={props.cardActions}
          open={props.open}
          sort={props.sort}
          dir={props.dir}
          phoneSort={props.phoneSort}
          onSort={props.onSort}
        />
      </div>
      <div className="hidden sm:block">
        <TableGrid
          {...shared}
          columns={props.columns}
          caption={props.caption}
          open={props.open}
          minWidth={props.minWidth ?? '48rem'}
        />
      </div>
    </div>
  );
}
