import { describe, expect, it } from 'vitest';
import {
  nextSortDir,
  pickQuery,
  readListState,
  withCursor,
  withFilters,
  withPageSize,
  withSort,
  type TListSpec,
} from './list-url-state.ts';

const spec: TListSpec = {
  filters: ['status', 'from', 'q'],
  sorts: ['createdAt', 'offeredThb'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  pageSizes: [25, 50, 100],
};

describe('a list in the URL', () => {
  it('reads filters (repeated ones too), sort and cursor', () => {
    const params = new URLSearchParams(
      'tab=requests&status=new&status=booked&q=&sort=offeredThb&dir=asc&cursor=abc',
    );
    expect(readListState(params, spec)).toEqual({
      filters: { status: ['new', 'booked'] },
      sort: 'offeredThb',
      dir: 'asc',
      cursor: 'abc',
      pageSize: 25,
    });
  });

  it('falls back to the default sort for an unknown one or none', () => {
    const state = readListState(new URLSearchParams('sort=password&dir=sideways'), spec);
    expect([state.sort, state.dir, state.cursor]).toEqual(['createdAt', 'desc', null]);
  });

  it('a new filter starts from the first page and keeps what is not the list’s', () => {
    const params = new URLSearchParams('tab=requests&status=new&cursor=abc&sort=offeredThb');
    const next = withFilters(params, { status: ['booked', 'received'], q: '0812345678', from: null });
    expect(next.toString()).toBe('tab=requests&sort=offeredThb&status=booked&status=received&q=0812345678');
    expect(withFilters(next, { status: [], q: '' }).toString()).toBe('tab=requests&sort=offeredThb');
  });

  it('reads an offered page size only, and a new one starts from the first page', () => {
    expect(readListState(new URLSearchParams('pageSize=100'), spec).pageSize).toBe(100);
    expect(readListState(new URLSearchParams('pageSize=5000'), spec).pageSize).toBe(25);
    expect(withPageSize(new URLSearchParams('q=x&cursor=abc'), 50).toString()).toBe('q=x&pageSize=50');
  });

  it('a new sort starts from the first page', () => {
    const next = withSort(new URLSearchParams('q=x&cursor=abc'), 'offeredThb', 'asc');
    expect(next.toString()).toBe('q=x&sort=offeredThb&dir=asc');
  });

  it('pages by cursor', () => {
    expect(withCursor(new URLSearchParams('q=x'), 'c2').toString()).toBe('q=x&cursor=c2');
    expect(withCursor(new URLSearchParams('q=x&cursor=c2'), null).toString()).toBe('q=x');
  });

  it('a header turns its own sort round and starts another column its own way', () => {
    expect(nextSortDir({ sort: 'createdAt', dir: 'desc' }, 'createdAt', true)).toBe('asc');
    expect(nextSortDir({ sort: 'createdAt', dir: 'asc' }, 'createdAt', true)).toBe('desc');
    expect(nextSortDir({ sort: 'createdAt', dir: 'desc' }, 'offeredThb', false)).toBe('asc');
    expect(nextSortDir({ sort: 'offeredThb', dir: 'asc' }, 'createdAt', true)).toBe('desc');
  });

  it('builds the API query from the URL’s own parameters, empty ones left out', () => {
    const params = new URLSearchParams('tab=requests&ref=TRD-1&status=new&status=booked&q=&cursor=c');
    expect(pickQuery(params, ['status', 'q', 'cursor']).toString()).toBe('status=new&status=booked&cursor=c');
  });
});
