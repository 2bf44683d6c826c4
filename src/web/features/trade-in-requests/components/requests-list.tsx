import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readScannedCode } from '#core/scanned-code.ts';
import {
  ADMIN_REQUEST_SORTS,
  ADMIN_REQUESTS_PAGE_SIZE_DEFAULT,
  ADMIN_REQUESTS_PAGE_SIZE_MAX,
  type TAdminRequestListItem,
} from '#core/contracts/admin-requests.ts';
import { CsvDownloadButton } from '../../../components/console/data-table/csv-download.tsx';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { SearchBar } from '../../../components/console/data-table/filter-controls.tsx';
import { KeysetPager } from '../../../components/console/data-table/keyset-pager.tsx';
import { useSearchParamLink } from '../../../components/console/data-table/row-open.tsx';
import { useListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { cameraProblemKey } from '../../../components/scanner/camera-errors.ts';
import { CameraScanButton } from '../../../components/scanner/camera-scan-button.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadRequestsCsv, listRequests } from '../api/requests-api.ts';
import { requestKeys } from '../api/request-keys.ts';
import { BulkStatusChange } from './bulk-status-change.tsx';
import { RequestCard, usePhoneSort, useRequestColumns } from './request-columns.tsx';
import { REQUEST_FILTERS, RequestFilters } from './request-filters.tsx';
import { ProposalsWaiting } from './request-prices.tsx';

const LIST_SPEC = {
  filters: REQUEST_FILTERS,
  sorts: ADMIN_REQUEST_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  pageSizes: [ADMIN_REQUESTS_PAGE_SIZE_DEFAULT, 50, ADMIN_REQUESTS_PAGE_SIZE_MAX],
} as const;
const LIST_KEYS = [...REQUEST_FILTERS, 'sort', 'dir', 'pageSize', 'cursor'];

const referenceOf = (item: TAdminRequestListItem) => item.reference;

/**
 * Admin › Trade-in requests: search (typed, or scanned with the camera), filters and sort in the URL,
 * keyset pages, CSV of the filters, and a status change for the selected requests of a page.
 */
export function RequestsList() {
  const { t } = useTranslation();
  const link = useSearchParamLink('ref');
  const list = useListUrlState(LIST_SPEC);
  const query = list.query(LIST_KEYS);
  const page = useQuery({
    queryKey: requestKeys.list(query),
    queryFn: () => listRequests(query),
    placeholderData: keepPreviousData,
  });
  const columns = useRequestColumns();
  const phoneSort = usePhoneSort();
  const toast = useConsoleToast();

  return (
    <div className="grid gap-4">
      <ProposalsWaiting />
      <SearchBar
        id="admin-search"
        label={t('admin.requests.search')}
        placeholder={t('admin.requests.searchPlaceholder')}
        buttonLabel={t('admin.requests.searchButton')}
        value={list.filters.q?.[0] ?? ''}
        onSearch={(q) => list.setFilters({ q })}
      >
        {/* The success page's QR (the tracking link) or a device's IMEI barcode finds its request. */}
        <CameraScanButton
          onDetected={(code) => list.setFilters({ q: readScannedCode(code).value })}
          onProblem={(problem) => toast.error(cameraProblemKey(problem))}
        />
        <CsvDownloadButton
          label={t('admin.requests.export')}
          busyLabel={t('admin.requests.exporting')}
          fileName="requests"
          download={() => downloadRequestsCsv(list.query(REQUEST_FILTERS))}
        />
      </SearchBar>
      <RequestFilters list={list} />
      <DataTable
        caption={t('admin.requests.caption')}
        columns={columns}
        rows={page.data?.items}
        fetching={page.isPlaceholderData}
        errorKey={page.isError ? errorKey(page.error) : null}
        onRetry={() => void page.refetch()}
        getRowId={referenceOf}
        rowLabel={referenceOf}
        open={{ link: (item) => link(item.reference) }}
        sort={list.sort}
        dir={list.dir}
        onSort={list.setSort}
        empty={
          <>
            <p className="font-semibold text-slate-800">{t('admin.requests.emptyTitle')}</p>
            <p className="mt-1">
              {list.hasFilters ? t('admin.requests.emptyFiltered') : t('admin.requests.empty')}
            </p>
          </>
        }
        card={(item) => <RequestCard item={item} />}
        cardsLabel={t('admin.requests.cardsLabel')}
        phoneSort={phoneSort}
        bulk={{
          pageKey: query,
          actions: (selected, clear) => <BulkStatusChange selected={selected} onDone={clear} />,
        }}
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
