import { Link, useLocation, useSearchParams } from 'react-router';
import type {
  TAdminRequestList,
  TAdminRequestListItem,
  TAdminRequestSort,
} from '#core/contracts/admin-requests.ts';
import { PROVINCES } from '#core/provinces.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TAsync } from '../use-async.ts';

export interface TRequestsResultsProps {
  result: TAsync<TAdminRequestList>;
  sort: TAdminRequestSort;
  dir: 'asc' | 'desc';
  /** A column's header: that column, the other way round when it is already the sort (or as `dir` says). */
  onSort: (column: TAdminRequestSort, dir?: 'asc' | 'desc') => void;
  onOpen: (reference: string) => void;
  activeFilters: boolean;
}

interface TColumn {
  key: string;
  labelKey: string;
  sort?: TAdminRequestSort;
  className?: string;
}

const COLUMNS: TColumn[] = [
  { key: 'reference', labelKey: 'admin.requests.reference', sort: 'reference' },
  { key: 'createdAt', labelKey: 'admin.requests.created', sort: 'createdAt' },
  { key: 'status', labelKey: 'admin.requests.status', sort: 'status' },
  { key: 'customer', labelKey: 'admin.requests.customer' },
  { key: 'device', labelKey: 'admin.requests.device' },
  { key: 'offeredThb', labelKey: 'admin.requests.offer', sort: 'offeredThb', className: 'text-right' },
  { key: 'option', labelKey: 'admin.requests.option' },
  { key: 'province', labelKey: 'admin.requests.province' },
  { key: 'dealer', labelKey: 'admin.requests.dealer' },
];

/**
 * The page of requests: a sortable table from the small-tablet width up, a list of cards on a phone
 * (nine columns do not fit 390 px; a card shows the same fields without sideways scrolling).
 */
export function RequestsResults(props: TRequestsResultsProps) {
  return (
    <>
      <div className="sm:hidden">
        <RequestCards {...props} />
      </div>
      <div className="hidden sm:block">
        <RequestsTable {...props} />
      </div>
    </>
  );
}

function RequestsTable({ result, sort, dir, onSort, onOpen, activeFilters }: TRequestsResultsProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[56rem] text-left text-sm" aria-busy={result.state === 'loading'}>
        <caption className="sr-only">{t('admin.requests.caption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
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
                    {t(column.labelKey)}
                    <span aria-hidden="true" className="text-slate-500">
                      {column.sort === sort ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  t(column.labelKey)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.state === 'loading' &&
            Array.from({ length: 8 }, (_, row) => (
              <tr key={row} data-testid="admin-skeleton-row">
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-3 py-2.5">
                    <span className="block h-3.5 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))}
          {result.state === 'ready' && result.data.items.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="px-3 py-10 text-center text-slate-600">
                <EmptyMessage activeFilters={activeFilters} />
              </td>
            </tr>
          )}
          {result.state === 'ready' &&
            result.data.items.map((item) => (
              <tr
                key={item.reference}
                onClick={() => onOpen(item.reference)}
                className="cursor-pointer hover:bg-brand-50/60"
              >
                <td className="px-3 py-2 font-mono whitespace-nowrap">
                  <ReferenceLink reference={item.reference} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  <CreatedAt item={item} />
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
                  <Offer item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <OptionAndFulfilment item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Province item={item} />
                </td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">{item.dealerCode ?? '—'}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sort choices on a phone, where there are no column headers to tap. */
const CARD_SORTS: { value: string; sort: TAdminRequestSort; dir: 'asc' | 'desc' }[] = [
  { value: 'createdAt-desc', sort: 'createdAt', dir: 'desc' },
  { value: 'createdAt-asc', sort: 'createdAt', dir: 'asc' },
  { value: 'offeredThb-desc', sort: 'offeredThb', dir: 'desc' },
  { value: 'offeredThb-asc', sort: 'offeredThb', dir: 'asc' },
  { value: 'status-asc', sort: 'status', dir: 'asc' },
  { value: 'reference-asc', sort: 'reference', dir: 'asc' },
];

function RequestCards({ result, sort, dir, onSort, activeFilters }: TRequestsResultsProps) {
  const { t } = useTranslation();
  const current = `${sort}-${dir}`;
  return (
    <div className="grid gap-2">
      <label className="flex items-center justify-end gap-2 text-sm text-slate-700">
        {t('admin.requests.sortBy')}
        <select
          value={current}
          onChange={(event) => {
            const choice = CARD_SORTS.find((entry) => entry.value === event.target.value);
            if (choice) onSort(choice.sort, choice.dir);
          }}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {!CARD_SORTS.some((entry) => entry.value === current) && <option value={current}>—</option>}
          {CARD_SORTS.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {t(`admin.requests.sorts.${entry.value}`)}
            </option>
          ))}
        </select>
      </label>
      <ul
        aria-label={t('admin.requests.cardsLabel')}
        aria-busy={result.state === 'loading'}
        className="grid gap-2"
      >
        {result.state === 'loading' &&
          Array.from({ length: 4 }, (_, row) => (
            <li
              key={row}
              data-testid="admin-skeleton-row"
              className="rounded-xl border border-slate-200 bg-white p-3"
            >
              <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <span className="mt-2 block h-3.5 w-1/2 animate-pulse rounded bg-slate-200" />
            </li>
          ))}
        {result.state === 'ready' && result.data.items.length === 0 && (
          <li className="rounded-xl border border-slate-200 bg-white px-3 py-8 text-center text-slate-600">
            <EmptyMessage activeFilters={activeFilters} />
          </li>
        )}
        {result.state === 'ready' &&
          result.data.items.map((item) => (
            <li key={item.reference} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <span className="font-mono">
                  <ReferenceLink reference={item.reference} />
                </span>
                <StatusBadge status={item.status} />
              </div>
              <p className="mt-1 text-xs text-slate-600 tabular-nums">
                <CreatedAt item={item} />
              </p>
              <p className="mt-2 font-medium">
                {item.fullName}{' '}
                <span className="font-normal text-slate-600 tabular-nums">· {item.phone}</span>
              </p>
              <p className="mt-1 flex justify-between gap-2">
                <span>{item.device}</span>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  <Offer item={item} />
                </span>
              </p>
              <p className="mt-1 text-xs text-slate-600">
                <OptionAndFulfilment item={item} inline /> · <Province item={item} />
                {item.dealerCode && <span className="font-mono"> · {item.dealerCode}</span>}
              </p>
            </li>
          ))}
      </ul>
    </div>
  );
}

function EmptyMessage({ activeFilters }: { activeFilters: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-semibold text-slate-800">{t('admin.requests.emptyTitle')}</p>
      <p className="mt-1">{activeFilters ? t('admin.requests.emptyFiltered') : t('admin.requests.empty')}</p>
    </>
  );
}

/** The reference as a link to the request's page; the list's filters and pager state stay with it. */
function ReferenceLink({ reference }: { reference: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const next = new URLSearchParams(params);
  next.set('ref', reference);
  return (
    <Link
      to={{ search: `?${next.toString()}` }}
      state={location.state}
      onClick={(event) => event.stopPropagation()}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {reference}
    </Link>
  );
}

function CreatedAt({ item }: { item: TAdminRequestListItem }) {
  const { i18n } = useTranslation();
  return <>{formatDateTime(item.createdAt, i18n.language)}</>;
}

function Offer({ item }: { item: TAdminRequestListItem }) {
  const { t, i18n } = useTranslation();
  return <>{item.offeredThb === null ? '—' : formatThb(t, item.offeredThb, i18n.language)}</>;
}

function OptionAndFulfilment({ item, inline = false }: { item: TAdminRequestListItem; inline?: boolean }) {
  const { t } = useTranslation();
  const option = item.option ? t(`admin.options.${item.option}`) : '—';
  const fulfilment = t(`admin.fulfilments.${item.fulfilment}`);
  if (inline) return <>{`${option} · ${fulfilment}`}</>;
  return (
    <>
      {option}
      <span className="block text-xs text-slate-600">{fulfilment}</span>
    </>
  );
}

function Province({ item }: { item: TAdminRequestListItem }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  return <>{PROVINCES.find((province) => province.key === item.province)?.[lang] ?? item.province}</>;
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
