import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { carrierNameIn, type TDelivery } from '#core/contracts/logistics.ts';
import { DELIVERY_STATES } from '#core/workflow/delivery-machine.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import {
  SearchBar,
  SelectFilter,
  ToggleFilter,
} from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useSearchParamLink } from '../../../components/console/data-table/row-open.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listDeliveries, logisticsKeys } from '../api/logistics-api.ts';
import { DeliveryDetail } from './delivery-detail.tsx';
import { DeliveryBadge, OverdueBadge, ReturnBadge } from './delivery-parts.tsx';

const FILTERS = ['q', 'status', 'overdue'] as const;
const LIST_SPEC = {
  filters: FILTERS,
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDir: 'asc',
  pageSizes: [50, 100],
} as const;
const LIST_KEYS = [...FILTERS, 'pageSize', 'cursor'];

function useColumns(): TDataColumn<TDelivery>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'document',
        header: t('logisticsConsole.deliveries.document'),
        primary: true,
        cell: (delivery) => (
          <>
            <span className="block">{delivery.documentNumber ?? `#${delivery.id}`}</span>
            <ReturnBadge delivery={delivery} />
          </>
        ),
        className: 'font-mono whitespace-nowrap',
      },
      {
        id: 'customer',
        header: t('logisticsConsole.deliveries.customer'),
        cell: (delivery) => (
          <>
            <span className="block font-medium">{delivery.customerName}</span>
            <span className="block text-xs text-slate-600">{delivery.address}</span>
          </>
        ),
      },
      {
        id: 'items',
        header: t('logisticsConsole.deliveries.items'),
        cell: (delivery) => delivery.items.join(', '),
      },
      {
        id: 'carrier',
        header: t('logisticsConsole.deliveries.carrier'),
        cell: (delivery) => (
          <>
            <span className="block">{carrierNameIn(delivery, i18n.language) ?? '—'}</span>
            {delivery.trackingNumber && (
              <span className="block font-mono text-xs text-slate-600">{delivery.trackingNumber}</span>
            )}
          </>
        ),
      },
      {
        id: 'createdAt',
        header: t('logisticsConsole.deliveries.createdAt'),
        cell: (delivery) => formatDate(delivery.createdAt, i18n.language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'status',
        header: t('logisticsConsole.deliveries.status'),
        cell: (delivery) => (
          <span className="inline-flex flex-wrap gap-1">
            <DeliveryBadge status={delivery.status} />
            <OverdueBadge overdue={delivery.overdue} />
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );
}

/** Logistics › Deliveries: outbound deliveries, open ones first; one opens with `?delivery=`. */
export function DeliveriesTab() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const deliveryId = Number(params.get('delivery'));
  const list = useListUrlState(LIST_SPEC);
  const query = list.query(LIST_KEYS);
  const page = useQuery({
    queryKey: logisticsKeys.deliveries(query),
    queryFn: () => listDeliveries(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  const link = useSearchParamLink('delivery');
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('delivery');
      else next.set('delivery', String(id));
      return next;
    });

  if (Number.isInteger(deliveryId) && deliveryId > 0)
    return <DeliveryDetail id={deliveryId} onBack={() => open(null)} />;
  const filtered = list.hasFilters;
  return (
    <div className="grid gap-4">
      <SearchBar
        id="deliveries-search"
        label={t('logisticsConsole.deliveries.search')}
        buttonLabel={t('logisticsConsole.deliveries.searchButton')}
        value={list.filters.q?.[0] ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
        <SelectFilter
          id="deliveries-status"
          label={t('logisticsConsole.deliveries.status')}
          value={list.filters.status?.[0]}
          onChange={(status) => list.setFilters({ status })}
          options={DELIVERY_STATES.map((status) => [status, t(`logisticsConsole.status.${status}`)])}
        />
        <ToggleFilter
          label={t('logisticsConsole.overdue.deliveriesFilter', { days: page.data?.overdueDays ?? 7 })}
          checked={list.filters.overdue?.[0] === '1'}
          onChange={(checked) => list.setFilters({ overdue: checked ? '1' : null })}
        />
      </div>
      <DataTable
        caption={t('logisticsConsole.deliveries.caption')}
        columns={columns}
        rows={page.data?.items}
        fetching={page.isPlaceholderData}
        errorKey={page.isError ? errorKey(page.error) : null}
        onRetry={() => void page.refetch()}
        getRowId={(delivery) => String(delivery.id)}
        rowLabel={(delivery) => `${delivery.documentNumber ?? delivery.id} ${delivery.customerName}`}
        open={{ link: (delivery) => link(delivery.id) }}
        sort="createdAt"
        dir="asc"
        onSort={() => undefined}
        empty={
          <p className="font-semibold text-slate-800">
            {t(filtered ? 'logisticsConsole.deliveries.emptyFiltered' : 'logisticsConsole.deliveries.empty')}
          </p>
        }
        card={(delivery) => (
          <div className="grid gap-1 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-medium">{delivery.documentNumber ?? `#${delivery.id}`}</span>
              <DeliveryBadge status={delivery.status} />
              <OverdueBadge overdue={delivery.overdue} />
              <ReturnBadge delivery={delivery} />
            </span>
            <span className="font-medium">{delivery.customerName}</span>
            <span className="text-slate-600">{delivery.address}</span>
            {delivery.trackingNumber && (
              <span className="font-mono text-xs">
                {carrierNameIn(delivery, i18n.language)} · {delivery.trackingNumber}
              </span>
            )}
          </div>
        )}
        cardsLabel={t('logisticsConsole.deliveries.caption')}
        minWidth="56rem"
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
