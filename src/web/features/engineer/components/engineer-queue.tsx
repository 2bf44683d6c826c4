import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CATEGORY_KEYS, type TLocale } from '#core/constants.ts';
import {
  ENGINEER_QUEUE_PAGE_SIZE_DEFAULT,
  ENGINEER_QUEUE_PAGE_SIZE_MAX,
  type TEngineerQueueItem,
} from '#core/contracts/engineer.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { SearchBar, SelectFilter } from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { errorKey, publicApi } from '../../../lib/api.ts';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listQueue } from '../api/engineer-api.ts';
import { engineerKeys } from '../api/engineer-keys.ts';

const FILTERS = ['category', 'brandId', 'storeId', 'claim', 'q'] as const;
const LIST_SPEC = {
  filters: FILTERS,
  sorts: ['receivedAt'],
  defaultSort: 'receivedAt',
  defaultDir: 'asc',
  pageSizes: [ENGINEER_QUEUE_PAGE_SIZE_DEFAULT, 50, ENGINEER_QUEUE_PAGE_SIZE_MAX],
} as const;
const LIST_KEYS = [...FILTERS, 'pageSize', 'cursor'];

export const inspectionPath = (reference: string) => `/engineer/${encodeURIComponent(reference)}`;

/** Age against the target: overdue in red, the last quarter before it in amber. */
export function AgeBadge({
  item,
}: {
  item: Pick<TEngineerQueueItem, 'ageHours' | 'overdue'> & { targetHours: number };
}) {
  const { t } = useTranslation();
  const tone = item.overdue ? 'red' : item.ageHours >= item.targetHours * 0.75 ? 'amber' : 'emerald';
  return (
    <StatusBadge tone={tone}>
      {item.overdue
        ? t('engineerConsole.age.overdue', { hours: item.ageHours })
        : t('engineerConsole.age.hours', { hours: item.ageHours })}
    </StatusBadge>
  );
}

function ClaimCell({ claim }: { claim: TEngineerQueueItem['claim'] }) {
  const { t } = useTranslation();
  if (!claim) return <span className="text-slate-600">{t('engineerConsole.claim.unclaimed')}</span>;
  return claim.mine ? (
    <StatusBadge tone="violet">{t('engineerConsole.claim.mine')}</StatusBadge>
  ) : (
    <span className="text-slate-800">{t('engineerConsole.claim.by', { who: actorLabel(t, claim.by) })}</span>
  );
}

/** The inspection queue (issue 18, point 1): received requests, oldest first, filters in the URL. */
export function EngineerQueue() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const list = useListUrlState(LIST_SPEC);
  const query = list.query(LIST_KEYS);
  const page = useQuery({
    queryKey: engineerKeys.queue(query),
    queryFn: () => listQueue(query),
    placeholderData: keepPreviousData,
  });
  const brands = useQuery({ queryKey: ['engineer', 'brands'], queryFn: () => publicApi('GET /api/brands') });
  const stores = useQuery({ queryKey: ['engineer', 'stores'], queryFn: () => publicApi('GET /api/stores') });
  const targetHours = page.data?.targetHours ?? 24;

  const columns = useMemo<TDataColumn<TEngineerQueueItem>[]>(
    () => [
      {
        id: 'age',
        header: t('engineerConsole.columns.age'),
        cell: (item) => <AgeBadge item={{ ...item, targetHours }} />,
      },
      {
        id: 'reference',
        header: t('engineerConsole.columns.reference'),
        primary: true,
        cell: (item) => <span className="font-mono whitespace-nowrap">{item.reference}</span>,
      },
      { id: 'device', header: t('engineerConsole.columns.device'), cell: (item) => item.device },
      {
        id: 'imei',
        header: t('engineerConsole.columns.imei'),
        cell: (item) => <span className="font-mono">{item.imeiSerial ?? '—'}</span>,
      },
      {
        id: 'store',
        header: t('engineerConsole.columns.store'),
        cell: (item) =>
          item.storeName ? item.storeName[locale] : t(`engineerConsole.fulfilment.${item.fulfilment}`),
      },
      {
        id: 'offer',
        header: t('engineerConsole.columns.offer'),
        align: 'end',
        cell: (item) => (
          <span className="whitespace-nowrap">
            {item.offeredThb === null ? '—' : formatThb(t, item.offeredThb, locale)}
          </span>
        ),
      },
      {
        id: 'receivedAt',
        header: t('engineerConsole.columns.receivedAt'),
        cell: (item) => <span className="whitespace-nowrap">{formatDateTime(item.receivedAt, locale)}</span>,
      },
      {
        id: 'claim',
        header: t('engineerConsole.columns.claim'),
        cell: (item) => <ClaimCell claim={item.claim} />,
      },
    ],
    [t, locale, targetHours],
  );

  const filter = (key: (typeof FILTERS)[number]) => list.filters[key]?.[0];
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <SelectFilter
          id="engineer-claim"
          label={t('engineerConsole.filters.claim')}
          value={filter('claim')}
          onChange={(claim) => list.setFilters({ claim })}
          options={[
            ['mine', t('engineerConsole.claim.mine')],
            ['unclaimed', t('engineerConsole.claim.unclaimed')],
          ]}
        />
        <SelectFilter
          id="engineer-category"
          label={t('engineerConsole.filters.category')}
          value={filter('category')}
          onChange={(category) => list.setFilters({ category })}
          options={CATEGORY_KEYS.map((key) => [key, t(`wizard.category.${key}`)] as [string, string])}
        />
        <SelectFilter
          id="engineer-brand"
          label={t('engineerConsole.filters.brand')}
          value={filter('brandId')}
          onChange={(brandId) => list.setFilters({ brandId })}
          options={(brands.data?.brands ?? []).map(
            (brand) => [String(brand.id), brand.name] as [string, string],
          )}
        />
        <SelectFilter
          id="engineer-store"
          label={t('engineerConsole.filters.store')}
          value={filter('storeId')}
          onChange={(storeId) => list.setFilters({ storeId })}
          options={(stores.data?.stores ?? []).map(
            (store) => [String(store.id), store.name[locale]] as [string, string],
          )}
        />
      </div>
      <SearchBar
        id="engineer-search"
        label={t('engineerConsole.search.label')}
        placeholder={t('engineerConsole.search.placeholder')}
        buttonLabel={t('engineerConsole.search.button')}
        value={filter('q') ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <p className="text-sm text-slate-700">{t('engineerConsole.target', { hours: targetHours })}</p>
      <DataTable
        caption={t('engineerConsole.caption')}
        columns={columns}
        rows={page.data?.items}
        fetching={page.isPlaceholderData}
        errorKey={page.isError ? errorKey(page.error) : null}
        onRetry={() => void page.refetch()}
        getRowId={(item) => item.reference}
        rowLabel={(item) => item.reference}
        open={{ link: (item) => ({ to: inspectionPath(item.reference) }) }}
        sort="receivedAt"
        dir="asc"
        onSort={() => undefined}
        empty={
          <>
            <p className="font-semibold text-slate-800">{t('engineerConsole.empty.title')}</p>
            <p className="mt-1">
              {list.hasFilters ? t('engineerConsole.empty.filtered') : t('engineerConsole.empty.text')}
            </p>
          </>
        }
        card={(item) => (
          <div className="grid gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold">{item.reference}</span>
              <AgeBadge item={{ ...item, targetHours }} />
            </span>
            <span className="font-medium">{item.device}</span>
            <span className="text-slate-700">
              {item.offeredThb === null ? '—' : formatThb(t, item.offeredThb, locale)} ·{' '}
              <ClaimCell claim={item.claim} />
            </span>
          </div>
        )}
        cardsLabel={t('engineerConsole.cardsLabel')}
        minWidth="60rem"
      />
      <KeysetPager
        page={list.page}
        hasPrevious={list.cursor !== null}
        nextCursor={page.isPlaceholderData ? undefined : page.data?.nextCursor}
        onPrevious={list.previousPage}
        onNext={list.nextPage}
        pageSize={{ value: list.pageSize, choices: LIST_SPEC.pageSizes, onChange: list.setPageSize }}
      />
    </div>
  );
}
