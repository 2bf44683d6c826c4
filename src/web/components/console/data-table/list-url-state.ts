/**
 * A console list's state in the page URL (decision 017): filters, sort and the keyset cursor are search
 * parameters named as the API names them, so a reload or a shared link shows the same list and the API
 * query is the URL's own parameters. Other parameters (the tab, an open record) are left alone.
 */

export type TSortDir = 'asc' | 'desc';

export interface TListSpec {
  /** The filter parameters (a filter may repeat: `status=new&status=booked`). */
  filters: readonly string[];
  /** The sortable columns' keys, and the sort when the URL names none. */
  sorts: readonly string[];
  defaultSort: string;
  defaultDir: TSortDir;
  /** The page sizes offered (`pageSize=`), the first being the API's default. */
  pageSizes: readonly number[];
}

export interface TListState {
  filters: Record<string, string[]>;
  sort: string;
  dir: TSortDir;
  /** The keyset cursor of the page shown (null: the first page). */
  cursor: string | null;
  pageSize: number;
}

export type TFilterChanges = Record<string, string | readonly string[] | null>;

export function readListState(params: URLSearchParams, spec: TListSpec): TListState {
  const filters: Record<string, string[]> = {};
  for (const key of spec.filters) {
    const values = params.getAll(key).filter(Boolean);
    if (values.length > 0) filters[key] = values;
  }
  const asked = params.get('sort');
  const sort = asked && spec.sorts.includes(asked) ? asked : spec.defaultSort;
  const dir = params.get('dir');
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : spec.defaultDir,
    cursor: params.get('cursor') || null,
    pageSize: spec.pageSizes.includes(pageSize) ? pageSize : spec.pageSizes[0]!,
  };
}

/** New filter values (null or empty: none); the list starts again from its first page. */
export function withFilters(params: URLSearchParams, changes: TFilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    const values = typeof value === 'string' ? [value] : (value ?? []);
    for (const item of values) if (item) next.append(key, item);
  }
  next.delete('cursor');
  return next;
}

/** Another sort; the list starts again from its first page. */
export function withSort(params: URLSearchParams, sort: string, dir: TSortDir): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('sort', sort);
  next.set('dir', dir);
  next.delete('cursor');
  return next;
}

/** Another page size; the list starts again from its first page. */
export function withPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('pageSize', String(pageSize));
  next.delete('cursor');
  return next;
}

export function withCursor(params: URLSearchParams, cursor: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (cursor) next.set('cursor', cursor);
  else next.delete('cursor');
  return next;
}

/**
 * The direction a column header asks for: the other way round when it is already the sort, else the
 * column's first direction (newest first for a date).
 */
export function nextSortDir(current: { sort: string; dir: TSortDir }, column: string, descFirst: boolean) {
  if (current.sort === column) return current.dir === 'desc' ? 'asc' : 'desc';
  return descFirst ? 'desc' : 'asc';
}

/** The API query of `keys` from the URL (empty values left out). */
export function pickQuery(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of keys) for (const value of params.getAll(key)) if (value) query.append(key, value);
  return query;
}
