import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SALE_DOCUMENT_TYPES, type TSaleDocument } from '#core/contracts/sales.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { SearchBar, SelectFilter } from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useSearchParamLink } from '../../../components/console/data-table/row-open.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listDocuments, salesKeys } from '../api/sales-api.ts';
import { Baht } from '../../../components/baht.tsx';
import { DocumentBadge, PrintButtons } from './document-parts.tsx';
import { SaleDetail } from './sale-detail.tsx';

const FILTERS = ['q', 'type'] as const;
const LIST_SPEC = {
  filters: FILTERS,
  sorts: ['issuedAt'],
  defaultSort: 'issuedAt',
  defaultDir: 'desc',
  pageSizes: [50, 100],
} as const;
const LIST_KEYS = [...FILTERS, 'pageSize', 'cursor'];

function useColumns(): TDataColumn<TSaleDocument>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('salesConsole.documents.number'),
        primary: true,
        cell: (doc) => doc.number,
        className: 'font-mono whitespace-nowrap',
      },
      {
        id: 'type',
        header: t('salesConsole.documents.type'),
        cell: (doc) => t(`salesConsole.documentType.${doc.type}`),
      },
      {
        id: 'issuedAt',
        header: t('salesConsole.documents.issuedAt'),
        cell: (doc) => formatDateTime(doc.issuedAt, i18n.language),
        className: 'whitespace-nowrap tabular-nums',
      },
      { id: 'buyer', header: t('salesConsole.documents.buyer'), cell: (doc) => doc.buyerName },
      {
        id: 'total',
        header: t('salesConsole.documents.total'),
        align: 'end',
        cell: (doc) => <Baht satang={doc.totalSatang} />,
        className: 'whitespace-nowrap',
      },
      {
        id: 'vat',
        header: t('salesConsole.documents.vat'),
        align: 'end',
        cell: (doc) => <Baht satang={doc.vatSatang} />,
        className: 'whitespace-nowrap',
      },
      {
        id: 'status',
        header: t('salesConsole.documents.status'),
        cell: (doc) => <DocumentBadge document={doc} />,
      },
      { id: 'print', header: '', cell: (doc) => <PrintButtons document={doc} /> },
    ],
    [t, i18n.language],
  );
}

/** Sales › Documents: every document and credit note, newest first; a sale opens with `?sale=`. */
export function DocumentsTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const saleId = Number(params.get('sale'));
  const list = useListUrlState(LIST_SPEC);
  const query = list.query(LIST_KEYS);
  const page = useQuery({
    queryKey: salesKeys.documents(query),
    queryFn: () => listDocuments(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns();
  const link = useSearchParamLink('sale');
  const openSale = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('sale');
      else next.set('sale', String(id));
      return next;
    });

  if (Number.isInteger(saleId) && saleId > 0) return <SaleDetail id={saleId} onBack={() => openSale(null)} />;
  return (
    <div className="grid gap-4">
      <SearchBar
        id="documents-search"
        label={t('salesConsole.documents.search')}
        buttonLabel={t('salesConsole.inventory.searchButton')}
        value={list.filters.q?.[0] ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      />
      <div className="sm:max-w-xs">
        <SelectFilter
          id="documents-type"
          label={t('salesConsole.documents.type')}
          value={list.filters.type?.[0]}
          onChange={(type) => list.setFilters({ type })}
          options={SALE_DOCUMENT_TYPES.map((type) => [type, t(`salesConsole.documentType.${type}`)])}
        />
      </div>
      <DataTable
        caption={t('salesConsole.documents.caption')}
        columns={columns}
        rows={page.data?.items}
        fetching={page.isPlaceholderData}
        errorKey={page.isError ? errorKey(page.error) : null}
        onRetry={() => void page.refetch()}
        getRowId={(doc) => String(doc.id)}
        rowLabel={(doc) => doc.number}
        open={{ link: (doc) => link(doc.saleId) }}
        sort="issuedAt"
        dir="desc"
        onSort={() => undefined}
        empty={<p className="font-semibold text-slate-800">{t('salesConsole.documents.empty')}</p>}
        card={(doc) => (
          <div className="grid gap-1 text-sm">
            <span className="font-mono font-medium">{doc.number}</span>
            <span>
              {t(`salesConsole.documentType.${doc.type}`)} · {doc.buyerName}
            </span>
            <span>
              <Baht satang={doc.totalSatang} /> <DocumentBadge document={doc} />
            </span>
          </div>
        )}
        cardActions={(doc) => <PrintButtons document={doc} />}
        cardsLabel={t('salesConsole.documents.caption')}
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
