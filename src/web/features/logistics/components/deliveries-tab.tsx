import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TDelivery } from '#core/contracts/logistics.ts';
import { DELIVERY_STATES } from '#core/workflow/delivery-machine.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { SearchBar, SelectFilter } from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listDeliveries, logisticsKeys } from '../api/logistics-api.ts';
import { DeliveryDetail } from './delivery-detail.tsx';
import { DeliveryBadge, ReturnBadge } from './delivery-parts.tsx';

const FILTERS = ['q', 'status'] as const;
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
            <span className="block">{delivery.carrierName ?? '—'}</span>
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
        cell: (delivery) => <DeliveryBadge status={delivery.status} />,
      },
    ],
    [t, i18n.language],
  );
}

/** Logistics › Deliveries: outbound deliveries, open ones first; one opens with `?delivery=`. */
export function DeliveriesTab() {
  const { t } = useTranslation();
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
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('delivery');
      else next.set('delivery', String(id));
      return next;
    });

  if (Number.isInteger(deliveryId) && deliveryId > 0)
    return <DeliveryDetail id={deliveryId} onBack={() => open(null)} />;
  const filtered = Boolean(list.filters.q?.[0] || list.filters.status?.[0]);
  return (
    <div className="grid gap-4">
      <SearchBar
        id="deliveries-search"
        label={t('logisticsConsole.deliveries.search')}
        buttonLabel={t('logisticsConsole.deliveries.searchButton')}
        value={list.filters.q?.[0] ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <div className="sm:max-w-xs">
        <SelectFilter
          id="deliveries-status"
          label={t('logisticsConsole.deliveries.status')}
          value={list.filters.status?.[0]}
          onChange={(status) => list.setFilters({ status })}
          options={DELIVERY_STATES.map((status) => [status, t(`logisticsConsole.status.${status}`)])}
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
        onOpen={(delivery) => open(delivery.id)}
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
              <ReturnBadge delivery={delivery} />
            </span>
            <span className="font-medium">{delivery.customerName}</span>
            <span className="text-slate-600">{delivery.address}</span>
            {delivery.trackingNumber && (
              <span className="font-mono text-xs">
                {delivery.carrierName} · {delivery.trackingNumber}
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
