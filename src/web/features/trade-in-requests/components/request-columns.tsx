import { useMemo } from 'react';
import type { TAdminRequestListItem } from '#core/contracts/admin-requests.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import type { TPhoneSort } from '../../../components/console/data-table/table-cards.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CreatedAt, Offer, OptionAndFulfilment, Province, RequestStatusBadge } from './request-cells.tsx';

type TItem = TAdminRequestListItem;

/** The list's columns; the sortable ones carry the API's sort keys (`sort=createdAt`, …). */
export function useRequestColumns(): TDataColumn<TItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'reference',
        header: t('admin.requests.reference'),
        sortable: true,
        primary: true,
        cell: (item) => <span className="font-mono">{item.reference}</span>,
        className: 'whitespace-nowrap',
      },
      {
        id: 'createdAt',
        header: t('admin.requests.created'),
        sortable: true,
        sortDescFirst: true,
        cell: (item) => <CreatedAt item={item} />,
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'status',
        header: t('admin.requests.status'),
        sortable: true,
        cell: (item) => <RequestStatusBadge status={item.status} />,
      },
      {
        id: 'customer',
        header: t('admin.requests.customer'),
        cell: (item) => (
          <>
            <span className="block font-medium">{item.fullName}</span>
            <span className="block text-xs text-slate-600 tabular-nums">{item.phone}</span>
          </>
        ),
      },
      { id: 'device', header: t('admin.requests.device'), cell: (item) => item.device },
      {
        id: 'offeredThb',
        header: t('admin.requests.offer'),
        sortable: true,
        align: 'end',
        cell: (item) => <Offer item={item} />,
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'option',
        header: t('admin.requests.option'),
        cell: (item) => <OptionAndFulfilment item={item} />,
        className: 'whitespace-nowrap',
      },
      {
        id: 'province',
        header: t('admin.requests.province'),
        cell: (item) => <Province province={item.province} />,
        className: 'whitespace-nowrap',
      },
      {
        id: 'dealer',
        header: t('admin.requests.dealer'),
        cell: (item) => item.dealerCode ?? '—',
        className: 'font-mono whitespace-nowrap',
      },
    ],
    [t],
  );
}

/** A request on a phone: the same fields as a row, without sideways scrolling. */
export function RequestCard({ item }: { item: TItem }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="font-mono font-semibold text-brand-700">{item.reference}</span>
        <RequestStatusBadge status={item.status} />
      </div>
      <p className="mt-1 text-xs text-slate-600 tabular-nums">
        <CreatedAt item={item} />
      </p>
      <p className="mt-2 font-medium">
        {item.fullName} <span className="font-normal text-slate-600 tabular-nums">· {item.phone}</span>
      </p>
      <p className="mt-1 flex justify-between gap-2">
        <span>{item.device}</span>
        <span className="font-semibold whitespace-nowrap tabular-nums">
          <Offer item={item} />
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        <OptionAndFulfilment item={item} inline /> · <Province province={item.province} />
        {item.dealerCode && <span className="font-mono"> · {item.dealerCode}</span>}
      </p>
    </>
  );
}

/** Sort choices on a phone, where there are no column headers to tap. */
const PHONE_SORTS = [
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['offeredThb', 'desc'],
  ['offeredThb', 'asc'],
  ['status', 'asc'],
  ['reference', 'asc'],
] as const;

export function usePhoneSort(): TPhoneSort {
  const { t } = useTranslation();
  return {
    label: t('admin.requests.sortBy'),
    choices: PHONE_SORTS.map(([sort, dir]) => ({
      sort,
      dir,
      label: t(`admin.requests.sorts.${sort}-${dir}`),
    })),
  };
}
