import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { INVENTORY_SORTS, type TInventoryItem } from '#core/contracts/sales.ts';
import { VAT_SCHEMES } from '#core/money.ts';
import { GRADES } from '#core/questionnaire.ts';
import { itemCode } from '#core/warehouse/item-code.ts';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { SearchBar, SelectFilter } from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { cameraProblemKey } from '../../../components/scanner/camera-errors.ts';
import { CameraScanButton } from '../../../components/scanner/camera-scan-button.tsx';
import { errorKey } from '../../../lib/api.ts';
import { gradeLabel, storageLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listInventory, salesKeys } from '../api/sales-api.ts';
import { Baht } from '../../../components/baht.tsx';
import { SaleForm } from './sale-form.tsx';

const FILTERS = ['q', 'grade', 'vatScheme'] as const;
const LIST_SPEC = {
  filters: FILTERS,
  sorts: INVENTORY_SORTS,
  defaultSort: 'daysInStock',
  defaultDir: 'desc',
  pageSizes: [50, 100],
} as const;
const LIST_KEYS = [...FILTERS, 'sort', 'dir', 'pageSize', 'cursor'];

function useColumns(
  showsCost: boolean,
  sell: (items: TInventoryItem[]) => void,
): TDataColumn<TInventoryItem>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: TDataColumn<TInventoryItem>[] = [
      {
        id: 'model',
        header: t('salesConsole.inventory.model'),
        sortable: true,
        cell: (item) => (
          <>
            <span className="block font-medium">{item.description}</span>
            <span className="block font-mono text-xs text-slate-600">
              {itemCode(item.id)}
              {item.location ? ` · ${item.location}` : ''}
            </span>
          </>
        ),
      },
      {
        id: 'storage',
        header: t('salesConsole.inventory.storage'),
        cell: (item) => storageLabel(item.storageGb),
        className: 'whitespace-nowrap',
      },
      {
        id: 'grade',
        header: t('salesConsole.inventory.grade'),
        // One word ("ดีเยี่ยม"): never split across lines.
        cell: (item) => <span className="whitespace-nowrap">{gradeLabel(t, item.grade)}</span>,
      },
      {
        id: 'imei',
        header: t('salesConsole.inventory.imei'),
        cell: (item) => (item.imeiLast4 ? `…${item.imeiLast4}` : '—'),
        className: 'font-mono whitespace-nowrap',
      },
      {
        id: 'daysInStock',
        header: t('salesConsole.inventory.days'),
        sortable: true,
        sortDescFirst: true,
        align: 'end',
        cell: (item) => item.daysInStock,
        className: 'tabular-nums',
      },
    ];
    if (showsCost)
      columns.push({
        id: 'price',
        header: t('salesConsole.inventory.cost'),
        sortable: true,
        align: 'end',
        cell: (item) => <Baht satang={item.costSatang ?? null} />,
        className: 'whitespace-nowrap',
      });
    columns.push(
      {
        id: 'suggested',
        header: t('salesConsole.inventory.suggested'),
        align: 'end',
        cell: (item) => <Baht satang={item.suggestedPriceSatang} />,
        className: 'whitespace-nowrap',
      },
      {
        id: 'vat',
        header: t('salesConsole.inventory.vat'),
        cell: (item) => t(`salesConsole.vatScheme.${item.vatScheme}`),
        className: 'whitespace-nowrap',
      },
      {
        id: 'sell',
        header: '',
        cell: (item) => (
          <button type="button" className={buttonClass.secondary} onClick={() => sell([item])}>
            {t('salesConsole.inventory.sell')}
          </button>
        ),
      },
    );
    return columns;
  }, [t, showsCost, sell]);
}

/** Sales › Inventory: available items, filters and search (typed or scanned), and selling from the list. */
export function InventoryTab() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const list = useListUrlState(LIST_SPEC);
  const query = list.query(LIST_KEYS);
  const page = useQuery({
    queryKey: salesKeys.inventory(query),
    queryFn: () => listInventory(query),
    placeholderData: keepPreviousData,
  });
  const [selling, setSelling] = useState<TInventoryItem[] | null>(null);
  const columns = useColumns(page.data?.showsCost ?? false, setSelling);

  return (
    <div className="grid gap-4">
      <SearchBar
        id="sales-search"
        label={t('salesConsole.inventory.search')}
        placeholder={t('salesConsole.inventory.searchPlaceholder')}
        buttonLabel={t('salesConsole.inventory.searchButton')}
        value={list.filters.q?.[0] ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      >
        <CameraScanButton
          onDetected={(code) => list.setFilters({ q: code.trim() })}
          onProblem={(problem) => toast.error(cameraProblemKey(problem))}
        />
      </SearchBar>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <SelectFilter
          id="sales-grade"
          label={t('salesConsole.inventory.grade')}
          value={list.filters.grade?.[0]}
          onChange={(grade) => list.setFilters({ grade })}
          options={GRADES.map((grade) => [grade, gradeLabel(t, grade)])}
        />
        <SelectFilter
          id="sales-vat"
          label={t('salesConsole.inventory.vat')}
          value={list.filters.vatScheme?.[0]}
          onChange={(vatScheme) => list.setFilters({ vatScheme })}
          options={VAT_SCHEMES.map((scheme) => [scheme, t(`salesConsole.vatScheme.${scheme}`)])}
        />
      </div>
      <DataTable
        caption={t('salesConsole.inventory.caption')}
        columns={columns}
        rows={page.data?.items}
        fetching={page.isPlaceholderData}
        errorKey={page.isError ? errorKey(page.error) : null}
        onRetry={() => void page.refetch()}
        getRowId={(item) => String(item.id)}
        rowLabel={(item) => item.description}
        open={{ action: (item) => setSelling([item]) }}
        sort={list.sort}
        dir={list.dir}
        onSort={list.setSort}
        empty={
          <>
            <p className="font-semibold text-slate-800">{t('salesConsole.inventory.emptyTitle')}</p>
            <p className="mt-1">
              {list.hasFilters
                ? t('salesConsole.inventory.emptyFiltered')
                : t('salesConsole.inventory.empty')}
            </p>
          </>
        }
        card={(item) => <InventoryCard item={item} />}
        cardsLabel={t('salesConsole.inventory.caption')}
        bulk={{
          pageKey: query,
          actions: (selected, clear) => (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                setSelling(selected);
                clear();
              }}
            >
              {t('salesConsole.inventory.sellSelected', { count: selected.length })}
            </button>
          ),
        }}
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
      {selling && <SaleForm items={selling} onClose={() => setSelling(null)} />}
    </div>
  );
}

/**
 * An item on a phone: what finds it on the shelf first (label code, bin, grade), then what sells it.
 * The whole card opens the sale (the kit's open target).
 */
function InventoryCard({ item }: { item: TInventoryItem }) {
  const { t } = useTranslation();
  return (
    <span className="grid gap-1 text-sm">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-mono font-semibold">{itemCode(item.id)}</span>
        <span>
          {t('salesConsole.inventory.bin')}: <strong className="font-mono">{item.location ?? '—'}</strong>
        </span>
      </span>
      <span className="font-medium">{item.description}</span>
      <span className="text-slate-700">
        {[
          item.storageGb ? storageLabel(item.storageGb) : null,
          `${t('salesConsole.inventory.grade')}: ${gradeLabel(t, item.grade)}`,
          item.imeiLast4 ? `…${item.imeiLast4}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span>
        <Baht satang={item.suggestedPriceSatang} /> · {t(`salesConsole.vatScheme.${item.vatScheme}`)} ·{' '}
        {t('salesConsole.inventory.daysShort', { days: item.daysInStock })}
      </span>
    </span>
  );
}
