import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TAdminRequestSort } from '#core/contracts/admin-requests.ts';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { PROVINCES } from '#core/provinces.ts';
import { FULFILMENT_METHODS, TRADE_IN_OPTIONS, TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorKey, exportRequests, listBrands, listRequests, saveBlob } from '../api/admin-api.ts';
import { useAsync } from '../use-async.ts';
import { DateFilter, DealerFilter, SelectFilter } from './request-filters.tsx';
import { RequestsResults } from './requests-table.tsx';
import { buttonClass, ErrorBox, inputClass, labelClass, Notice } from './ui.tsx';

/** The list's parameters in the page URL, named as the API names them. */
const FILTER_KEYS = [
  'status',
  'from',
  'to',
  'category',
  'brandId',
  'fulfilment',
  'option',
  'province',
  'dealerCode',
  'q',
] as const;
const LIST_KEYS = [...FILTER_KEYS, 'sort', 'dir', 'cursor'] as const;

/** The API query of the list (or, without sort and cursor, of the CSV export) from the page URL. */
function apiQuery(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of keys) for (const value of params.getAll(key)) if (value) query.append(key, value);
  return query;
}

interface TPagerState {
  /** The cursors of the pages before this one ('' = the first page): what "Previous" goes back to. */
  cursors?: string[];
}

export function RequestsList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stack = (location.state as TPagerState | null)?.cursors ?? [];

  const listQuery = apiQuery(params, LIST_KEYS).toString();
  const { result, reload } = useAsync(listQuery, () => listRequests(new URLSearchParams(listQuery)));
  const brands = useAsync('brands', listBrands).result;

  const sort = (params.get('sort') ?? 'createdAt') as TAdminRequestSort;
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const statuses = params.getAll('status');
  const cursor = params.get('cursor');

  /** A new filter or sort starts again from the first page. */
  function update(changes: Record<string, string | string[] | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      for (const item of Array.isArray(value) ? value : value ? [value] : []) next.append(key, item);
    }
    next.delete('cursor');
    setParams(next, { state: { cursors: [] } satisfies TPagerState });
  }

  function goTo(nextCursor: string | null, cursors: string[]) {
    const next = new URLSearchParams(params);
    if (nextCursor) next.set('cursor', nextCursor);
    else next.delete('cursor');
    setParams(next, { state: { cursors } satisfies TPagerState });
  }

  function onSort(column: TAdminRequestSort, explicitDir?: 'asc' | 'desc') {
    const nextDir =
      explicitDir ??
      (sort === column ? (dir === 'desc' ? 'asc' : 'desc') : column === 'createdAt' ? 'desc' : 'asc');
    update({ sort: column, dir: nextDir });
  }

  function openRequest(reference: string) {
    const next = new URLSearchParams(params);
    next.set('ref', reference);
    void navigate({ search: `?${next.toString()}` }, { state: location.state });
  }

  const [search, setSearch] = useState(params.get('q') ?? '');
  const [searchFor, setSearchFor] = useState(params.get('q') ?? '');
  if ((params.get('q') ?? '') !== searchFor) {
    // The URL changed (back button, a shared link): the box shows what is searched.
    setSearchFor(params.get('q') ?? '');
    setSearch(params.get('q') ?? '');
  }
  function onSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: search.trim() || null });
  }

  const [exporting, setExporting] = useState<'idle' | 'busy' | { failed: string }>('idle');
  async function onExport() {
    setExporting('busy');
    try {
      const blob = await exportRequests(apiQuery(params, FILTER_KEYS));
      saveBlob(blob, `requests-${new Date().toISOString().slice(0, 10)}.csv`);
      setExporting('idle');
    } catch (error) {
      setExporting({ failed: errorKey(error) });
    }
  }

  const activeFilters = FILTER_KEYS.some((key) => params.getAll(key).some(Boolean));

  return (
    <div className="grid gap-4">
      <form onSubmit={onSearch} role="search" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="admin-search" className={labelClass}>
            {t('admin.requests.search')}
          </label>
          <input
            id="admin-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('admin.requests.searchPlaceholder')}
            maxLength={100}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass.primary}>
          {t('admin.requests.searchButton')}
        </button>
        <button
          type="button"
          onClick={() => void onExport()}
          disabled={exporting === 'busy'}
          aria-busy={exporting === 'busy'}
          className={buttonClass.secondary}
        >
          {exporting === 'busy' ? t('admin.requests.exporting') : t('admin.requests.export')}
        </button>
      </form>
      {typeof exporting === 'object' && <Notice tone="error">{t(exporting.failed)}</Notice>}

      <details className="rounded-xl border border-slate-200 bg-white p-3" open={activeFilters || undefined}>
        <summary className="cursor-pointer text-sm font-semibold">{t('admin.requests.filters')}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5">
          <fieldset className="sm:col-span-2 lg:col-span-4 xl:col-span-5">
            <legend className={labelClass}>{t('admin.requests.status')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {TRADE_IN_STATUSES.map((status) => (
                <label key={status} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={statuses.includes(status)}
                    onChange={(event) =>
                      update({
                        status: event.target.checked
                          ? [...statuses, status]
                          : statuses.filter((value) => value !== status),
                      })
                    }
                    className="h-4 w-4 accent-brand-600"
                  />
                  {t(`admin.statuses.${status}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <DateFilter
            id="filter-from"
            label={t('admin.requests.from')}
            value={params.get('from')}
            onChange={(from) => update({ from })}
          />
          <DateFilter
            id="filter-to"
            label={t('admin.requests.to')}
            value={params.get('to')}
            onChange={(to) => update({ to })}
          />
          <SelectFilter
            id="filter-category"
            label={t('admin.requests.category')}
            value={params.get('category')}
            onChange={(category) => update({ category })}
            options={CATEGORY_KEYS.map((key) => [key, t(`wizard.category.${key}`)])}
          />
          <SelectFilter
            id="filter-brand"
            label={t('admin.requests.brand')}
            value={params.get('brandId')}
            onChange={(brandId) => update({ brandId })}
            options={
              brands.state === 'ready'
                ? brands.data.brands.map((brand) => [
                    String(brand.id),
                    `${brand.name} (${t(`wizard.category.${brand.category}`)})`,
                  ])
                : []
            }
          />
          <SelectFilter
            id="filter-fulfilment"
            label={t('admin.requests.fulfilment')}
            value={params.get('fulfilment')}
            onChange={(fulfilment) => update({ fulfilment })}
            options={FULFILMENT_METHODS.map((key) => [key, t(`admin.fulfilments.${key}`)])}
          />
          <SelectFilter
            id="filter-option"
            label={t('admin.requests.option')}
            value={params.get('option')}
            onChange={(option) => update({ option })}
            options={TRADE_IN_OPTIONS.map((key) => [key, t(`admin.options.${key}`)])}
          />
          <SelectFilter
            id="filter-province"
            label={t('admin.requests.province')}
            value={params.get('province')}
            onChange={(province) => update({ province })}
            options={PROVINCES.map((province) => [province.key, province[lang]])}
          />
          <DealerFilter
            value={params.get('dealerCode') ?? ''}
            onChange={(dealerCode) => update({ dealerCode })}
          />
          <div className="flex items-end">
            <button
              type="button"
              disabled={!activeFilters}
              onClick={() => {
                setSearch('');
                update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
              }}
              className={buttonClass.secondary}
            >
              {t('admin.requests.clearFilters')}
            </button>
          </div>
        </div>
      </details>

      {result.state === 'failed' ? (
        <ErrorBox messageKey={result.messageKey} onRetry={reload} />
      ) : (
        <RequestsResults
          result={result}
          sort={sort}
          dir={dir}
          onSort={onSort}
          onOpen={openRequest}
          activeFilters={activeFilters}
        />
      )}

      <nav aria-label={t('admin.requests.pages')} className="flex items-center justify-between gap-2">
        <button
          type="button"
          disabled={!cursor}
          onClick={() => {
            const previous = stack.at(-1) ?? '';
            goTo(previous || null, stack.slice(0, -1));
          }}
          className={buttonClass.secondary}
        >
          ← {t('admin.requests.previous')}
        </button>
        <span className="text-sm text-slate-600">{t('admin.requests.page', { page: stack.length + 1 })}</span>
        <button
          type="button"
          disabled={result.state !== 'ready' || !result.data.nextCursor}
          onClick={() => {
            if (result.state === 'ready' && result.data.nextCursor) {
              goTo(result.data.nextCursor, [...stack, cursor ?? '']);
            }
          }}
          className={buttonClass.secondary}
        >
          {t('admin.requests.next')} →
        </button>
      </nav>
    </div>
  );
}
