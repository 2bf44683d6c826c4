import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TAdminRequestSort } from '#core/contracts/admin-requests.ts';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { PROVINCES } from '#core/provinces.ts';
import { FULFILMENT_METHODS, TRADE_IN_OPTIONS, TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { errorKey, fetchBlob, listBrands, listRequests, saveBlob } from '../api/admin-api.ts';
import { useAsync } from '../use-async.ts';
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

  function onSort(column: TAdminRequestSort) {
    const nextDir =
      sort === column ? (dir === 'desc' ? 'asc' : 'desc') : column === 'createdAt' ? 'desc' : 'asc';
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
      const query = apiQuery(params, FILTER_KEYS).toString();
      const blob = await fetchBlob(`/api/admin/requests.csv${query ? `?${query}` : ''}`);
      saveBlob(blob, `requests-${new Date().toISOString().slice(0, 10)}.csv`);
      setExporting('idle');
    } catch (error) {
      setExporting({ failed: errorKey(error) });
    }
  }

  const activeFilters = FILTER_KEYS.some((key) => params.getAll(key).some(Boolean));
  const columns: { key: string; label: string; sort?: TAdminRequestSort; className?: string }[] = [
    { key: 'reference', label: t('admin.requests.reference'), sort: 'reference' },
    { key: 'createdAt', label: t('admin.requests.created'), sort: 'createdAt' },
    { key: 'status', label: t('admin.requests.status'), sort: 'status' },
    { key: 'customer', label: t('admin.requests.customer') },
    { key: 'device', label: t('admin.requests.device') },
    { key: 'offeredThb', label: t('admin.requests.offer'), sort: 'offeredThb', className: 'text-right' },
    { key: 'option', label: t('admin.requests.option') },
    { key: 'province', label: t('admin.requests.province') },
    { key: 'dealer', label: t('admin.requests.dealer') },
  ];

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
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[56rem] text-left text-sm" aria-busy={result.state === 'loading'}>
            <caption className="sr-only">{t('admin.requests.caption')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-700">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-3 py-2 font-semibold whitespace-nowrap ${column.className ?? ''}`}
                    aria-sort={
                      column.sort && column.sort === sort
                        ? dir === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        onClick={() => onSort(column.sort!)}
                        className="inline-flex items-center gap-1 hover:text-brand-700 focus-visible:underline"
                      >
                        {column.label}
                        <span aria-hidden="true" className="text-slate-500">
                          {column.sort === sort ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.state === 'loading' &&
                Array.from({ length: 8 }, (_, row) => (
                  <tr key={row} data-testid="admin-skeleton-row">
                    {columns.map((column) => (
                      <td key={column.key} className="px-3 py-2.5">
                        <span className="block h-3.5 animate-pulse rounded bg-slate-200" />
                      </td>
                    ))}
                  </tr>
                ))}
              {result.state === 'ready' && result.data.items.length === 0 && (
                <tr>
                  <td colSpan={columns.length} className="px-3 py-10 text-center text-slate-600">
                    <p className="font-semibold text-slate-800">{t('admin.requests.emptyTitle')}</p>
                    <p className="mt-1">
                      {activeFilters ? t('admin.requests.emptyFiltered') : t('admin.requests.empty')}
                    </p>
                  </td>
                </tr>
              )}
              {result.state === 'ready' &&
                result.data.items.map((item) => (
                  <tr
                    key={item.reference}
                    onClick={() => openRequest(item.reference)}
                    className="cursor-pointer hover:bg-brand-50/60"
                  >
                    <td className="px-3 py-2 font-mono whitespace-nowrap">
                      <Link
                        to={{ search: `?${withRef(params, item.reference)}` }}
                        state={location.state}
                        onClick={(event) => event.stopPropagation()}
                        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        {item.reference}
                      </Link>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                      {formatDateTime(item.createdAt, lang)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <StatusBadge status={item.status} />
                    </td>
                    <td className="px-3 py-2">
                      <span className="block font-medium">{item.fullName}</span>
                      <span className="block text-xs text-slate-600 tabular-nums">{item.phone}</span>
                    </td>
                    <td className="px-3 py-2">{item.device}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {item.offeredThb === null ? '—' : formatThb(t, item.offeredThb, lang)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {item.option ? t(`admin.options.${item.option}`) : '—'}
                      <span className="block text-xs text-slate-600">
                        {t(`admin.fulfilments.${item.fulfilment}`)}
                      </span>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {PROVINCES.find((province) => province.key === item.province)?.[lang] ?? item.province}
                    </td>
                    <td className="px-3 py-2 font-mono whitespace-nowrap">{item.dealerCode ?? '—'}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
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

function withRef(params: URLSearchParams, reference: string): string {
  const next = new URLSearchParams(params);
  next.set('ref', reference);
  return next.toString();
}

const STATUS_TONES: Record<string, string> = {
  new: 'bg-sky-100 text-sky-900',
  booked: 'bg-indigo-100 text-indigo-900',
  received: 'bg-amber-100 text-amber-900',
  inspected: 'bg-violet-100 text-violet-900',
  settled: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status] ?? ''}`}
    >
      {t(`admin.statuses.${status}`)}
    </span>
  );
}

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      />
    </div>
  );
}

function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  options: [value: string, label: string][];
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      >
        <option value="">{t('admin.requests.any')}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Applied on Enter or when the field is left, not on every key. */
function DealerFilter({ value, onChange }: { value: string; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    if (text.trim().toUpperCase() !== value) onChange(text.trim().toUpperCase() || null);
  };
  return (
    <div>
      <label htmlFor="filter-dealer" className={labelClass}>
        {t('admin.requests.dealerCode')}
      </label>
      <input
        id="filter-dealer"
        value={text}
        maxLength={20}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className={`${inputClass} font-mono uppercase`}
      />
    </div>
  );
}
