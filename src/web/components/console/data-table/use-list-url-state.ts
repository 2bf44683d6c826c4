import { useLocation, useSearchParams } from 'react-router';
import {
  pickQuery,
  readListState,
  withCursor,
  withFilters,
  withPageSize,
  withSort,
  type TFilterChanges,
  type TListSpec,
  type TSortDir,
} from './list-url-state.ts';

interface TPagerState {
  /** The cursors of the pages before this one ('' = the first page): what "Previous" goes back to. */
  cursors?: string[];
}

/**
 * A console list's filters, sort and keyset page, kept in the URL (`list-url-state.ts`). The cursors of
 * the pages before the one shown ride in the history entry's state, so Previous works after a reload
 * too; a shared link to a later page goes back to the first one.
 */
export function useListUrlState(spec: TListSpec) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const stack = (location.state as TPagerState | null)?.cursors ?? [];
  const state = readListState(params, spec);

  const go = (next: URLSearchParams, cursors: string[]) =>
    setParams(next, { state: { cursors } satisfies TPagerState });

  return {
    ...state,
    params,
    /** 1 for the first page. */
    page: stack.length + 1,
    hasFilters: Object.keys(state.filters).length > 0,
    /** The API query string of these URL parameters (filters, sort, cursor: whatever the call takes). */
    query: (keys: readonly string[]) => pickQuery(params, keys).toString(),
    setFilters: (changes: TFilterChanges) => go(withFilters(params, changes), []),
    clearFilters: () =>
      go(withFilters(params, Object.fromEntries(spec.filters.map((key) => [key, null]))), []),
    setSort: (sort: string, dir: TSortDir) => go(withSort(params, sort, dir), []),
    setPageSize: (pageSize: number) => go(withPageSize(params, pageSize), []),
    nextPage: (nextCursor: string) => go(withCursor(params, nextCursor), [...stack, state.cursor ?? '']),
    previousPage: () => go(withCursor(params, stack.at(-1) || null), stack.slice(0, -1)),
  };
}
export type TListUrlState = ReturnType<typeof useListUrlState>;
