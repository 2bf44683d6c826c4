import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  WAREHOUSE_PAGE_SIZE_DEFAULT,
  WAREHOUSE_PAGE_SIZE_MAX,
  WAREHOUSE_TABS,
  WAREHOUSE_VAT_FILTERS,
  type TWarehouseItem,
  type TWarehouseTab,
  type TWarehouseVatFilter,
} from '#core/contracts/warehouse.ts';
import { passportPath } from '#core/warehouse/item-code.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { SearchBar } from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { tabClass, tabListClass } from '../../../components/console/console-styles.ts';
import { ScanField } from '../../../components/scanner/scan-field.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listItems, lookupItem } from '../api/warehouse-api.ts';
import { warehouseKeys } from '../api/warehouse-keys.ts';
import { ItemStatusBadge, useItemText } from './item-cells.tsx';
import { LabelButtons } from './label-buttons.tsx';
import { ReceiveAction } from './receive-action.tsx';

const FILTERS = ['status', 'vat', 'q'] as const;
const LIST_SPEC = {
  filters: FILTERS,
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  pageSizes: [WAREHOUSE_PAGE_SIZE_DEFAULT, 100, WAREHOUSE_PAGE_SIZE_MAX],
} as const;
const LIST_KEYS = [...FILTERS, 'pageSize', 'cursor'];

const idOf = (item: TWarehouseItem) => String(item.id);
const codeOf = (item: TWarehouseItem) => item.code;

/**
 * The stock (issue 18, points 7, 8, 10): find an item by scan; status tabs, the VAT filter's three
 * choices and search in the URL; totals of the whole filter; select items (all on the page too) to
 * receive them onto a bin or print their labels.
 */
export function WarehouseList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const text = useItemText();
  const list = useListUrlState(LIST_SPEC);
  const status = (list.filters.status?.[0] ?? 'pending') as TWarehouseTab;
  const vat = (list.filters.vat?.[0] ?? 'all') as TWarehouseVatFilter;
  const query = list.query(LIST_KEYS);
  const page = useQuery({
    queryKey: warehouseKeys.list(query),
    queryFn: () => listItems(query),
    placeholderData: keepPreviousData,
  });
  const [scan, setScan] = useState<{ busy: boolean; messageKey: string | null }>({
    busy: false,
    messageKey: null,
  });

  async function find(code: string) {
    setScan({ busy: true, messageKey: null });
    try {
      const found = await lookupItem(code);
      setScan({ busy: false, messageKey: null });
      void navigate(passportPath(found.id));
    } catch (error) {
      setScan({ busy: false, messageKey: errorKey(error) });
    }
  }

  const totals = page.data?.totals;
  const showsCost = page.data?.showsCost ?? false;
  const costText = useCallback(
    (satang: number | undefined) => (satang === undefined ? '—' : text.cost(satang)),
    [text],
  );
  const columns = useMemo<TDataColumn<TWarehouseItem>[]>(
    () => [
      {
        id: 'code',
        header: t('warehouseConsole.columns.code'),
        primary: true,
        cell: (item) => <span className="font-mono whitespace-nowrap">{item.code}</span>,
      },
      { id: 'model', header: t('warehouseConsole.columns.model'), cell: (item) => item.model },
      {
        id: 'storage',
        header: t('warehouseConsole.columns.storage'),
        cell: (item) => <span className="whitespace-nowrap">{text.storage(item.storageGb)}</span>,
      },
      {
        id: 'grade',
        header: t('warehouseConsole.columns.grade'),
        cell: (item) => <span className="whitespace-nowrap">{text.grade(item.grade)}</span>,
      },
      {
        id: 'imei',
        header: t('warehouseConsole.columns.imei'),
        cell: (item) => <span className="font-mono text-xs">{item.imeiSerial ?? '—'}</span>,
      },
      {
        id: 'vat',
        header: t('warehouseConsole.columns.vat'),
        cell: (item) => text.vat(item.vatScheme),
      },
      // Only when the server gave cost (COST_READERS, issue 28 item 3).
      ...(showsCost
        ? [
            {
              id: 'cost',
              header: t('warehouseConsole.columns.cost'),
              align: 'end' as const,
              cell: (item: TWarehouseItem) => (
                <span className="whitespace-nowrap">{costText(item.costSatang)}</span>
              ),
            },
          ]
        : []),
      {
        id: 'location',
        header: t('warehouseConsole.columns.location'),
        cell: (item) => item.location ?? '—',
      },
      {
        id: 'reference',
        header: t('warehouseConsole.columns.reference'),
        // May break after its hyphens: with the IMEI column the table ran past its box at 1280 px.
        cell: (item) => <span className="font-mono text-xs">{item.reference}</span>,
      },
      {
        id: 'createdAt',
        header: t('warehouseConsole.columns.createdAt'),
        // The day over its time (Bangkok's): one line of both made the last column run past the table's
        // box at 1280 px (issue 30).
        cell: (item) => (
          <span className="grid whitespace-nowrap">
            <span>{formatDate(item.createdAt, i18n.language)}</span>
            <span className="text-xs text-slate-600">{formatTime(item.createdAt)}</span>
          </span>
        ),
      },
    ],
    [t, text, i18n.language, showsCost, costText],
  );

  return (
    <div className="grid gap-4">
      <ScanField
        label={t('warehouseConsole.scan.label')}
        placeholder={t('warehouseConsole.scan.placeholder')}
        busy={scan.busy}
        onScan={(code) => void find(code)}
        message={
          scan.messageKey && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t(scan.messageKey)}
            </p>
          )
        }
      />
      <nav aria-label={t('warehouseConsole.tabs.label')}>
        <ul className={tabListClass}>
          {WAREHOUSE_TABS.map((tab) => (
            <li key={tab}>
              <button
                type="button"
                aria-current={status === tab ? 'page' : undefined}
                onClick={() => list.setFilters({ status: tab === 'pending' ? null : tab })}
                className={tabClass(status === tab)}
              >
                {t(`warehouseConsole.statuses.${tab}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-center gap-1">
          <legend className="mb-1 block text-xs font-semibold text-slate-700">
            {t('warehouseConsole.vat.label')}
          </legend>
          {WAREHOUSE_VAT_FILTERS.map((choice) => (
            <label
              key={choice}
              className={`cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ${
                vat === choice
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-800 ring-slate-300'
              }`}
            >
              <input
                type="radio"
                name="warehouse-vat"
                value={choice}
                checked={vat === choice}
                onChange={() => list.setFilters({ vat: choice === 'all' ? null : choice })}
                className="sr-only"
              />
              {t(`warehouseConsole.vat.${choice}`)}
            </label>
          ))}
        </fieldset>
        <div className="min-w-0 flex-1 basis-64">
          <SearchBar
            id="warehouse-search"
            label={t('warehouseConsole.search.label')}
            placeholder={t('warehouseConsole.search.placeholder')}
            buttonLabel={t('warehouseConsole.search.button')}
            value={list.filters.q?.[0] ?? ''}
            onSearch={(q) => list.setFilters({ q })}
          />
        </div>
      </div>
      <p aria-live="polite" className="text-sm font-semibold text-slate-800" data-testid="warehouse-totals">
        {totals
          ? totals.costSatang === undefined
            ? t('warehouseConsole.totalsCount', { count: totals.count })
            : t('warehouseConsole.totals', { count: totals.count, cost: text.cost(totals.costSatang) })
          : t('console.loading')}
      </p>
      <DataTable
        caption={t('warehouseConsole.caption')}
        columns={columns}
        rows={page.data?.items}
        fetching={page.isPlaceholderData}
        errorKey={page.isError ? errorKey(page.error) : null}
        onRetry={() => void page.refetch()}
        getRowId={idOf}
        rowLabel={codeOf}
        open={{ link: (item) => ({ to: passportPath(item.id) }) }}
        sort="createdAt"
        dir="desc"
        onSort={() => undefined}
        empty={
          <>
            <p className="font-semibold text-slate-800">{t('warehouseConsole.empty.title')}</p>
            <p className="mt-1">
              {list.filters.q || list.filters.vat
                ? t('warehouseConsole.empty.filtered')
                : t(`warehouseConsole.empty.${status}`)}
            </p>
          </>
        }
        card={(item) => <ItemCard item={item} />}
        cardsLabel={t('warehouseConsole.cardsLabel')}
        bulk={{
          pageKey: query,
          actions: (selected, clear) => (
            <>
              {status === 'pending' && <ReceiveAction selected={selected} onDone={clear} />}
              <LabelButtons selected={selected} />
            </>
          ),
        }}
        minWidth="64rem"
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

function ItemCard({ item }: { item: TWarehouseItem }) {
  const { t } = useTranslation();
  const text = useItemText();
  return (
    <div className="grid gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold">{item.code}</span>
        <ItemStatusBadge status={item.status} />
      </span>
      <span className="font-medium">{item.model}</span>
      <span className="text-slate-700">
        {[text.storage(item.storageGb), text.grade(item.grade), text.vat(item.vatScheme)].join(' · ')}
      </span>
      <span className="font-mono text-xs break-all text-slate-700">{item.imeiSerial ?? '—'}</span>
      <span className="text-slate-700">
        {[
          item.costSatang === undefined
            ? null
            : `${t('warehouseConsole.columns.cost')}: ${text.cost(item.costSatang)}`,
          item.location ? `${t('warehouseConsole.columns.location')}: ${item.location}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </div>
  );
}
