import type {
  TAdminRequestFilters,
  TAdminRequestList,
  TAdminRequestListQuery,
} from '#core/contracts/admin-requests.ts';
import { bangkokDayStart } from '#core/bangkok-time.ts';
import { addDays } from '#core/bangkok-time.ts';
import { classifyRequestSearch } from '#core/request-search.ts';
import type { TDb } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/keyset.ts';
import { AppError } from '../../http/errors.ts';
import { listRequestRows, SORT_KEYS, type TRequestConditions } from './request-list.repository.ts';

const cursorInvalid = () =>
  new AppError('VALIDATION', 'errors.admin.cursorInvalid', 'The page cursor does not fit this list', [
    { path: 'cursor', messageKey: 'errors.admin.cursorInvalid' },
  ]);

/** The filters of the list and the export as the repository applies them: Bangkok days as instants. */
export function conditionsOf(filters: TAdminRequestFilters): TRequestConditions {
  return {
    statuses: filters.status,
    createdFrom: filters.from ? bangkokDayStart(filters.from) : undefined,
    createdBefore: filters.to ? bangkokDayStart(addDays(filters.to, 1)) : undefined,
    category: filters.category,
    brandId: filters.brandId,
    fulfilment: filters.fulfilment,
    option: filters.option,
    province: filters.province,
    dealerCode: filters.dealerCode,
    search: filters.q ? classifyRequestSearch(filters.q) : undefined,
  };
}

/** GET /api/admin/requests: one page, newest first unless sorted otherwise. */
export async function listRequests(db: TDb, query: TAdminRequestListQuery): Promise<TAdminRequestList> {
  const parts = SORT_KEYS[query.sort];
  const after = query.cursor ? decodeCursor(query.cursor, query.sort, query.dir, parts) : undefined;
  if (query.cursor && !after) throw cursorInvalid();
  const rows = await listRequestRows(db, {
    conditions: conditionsOf(query),
    sort: query.sort,
    dir: query.dir,
    after,
    // One more than the page tells whether another page follows.
    limit: query.pageSize + 1,
  });
  const page = pageOf(rows, query.pageSize, query.sort, query.dir, parts);
  return {
    items: page.rows.map((row) => ({
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      fullName: row.fullName,
      phone: row.phone,
      device: row.deviceDescription,
      offeredThb: row.offeredThb,
      option: row.option,
      fulfilment: row.fulfilment,
      province: row.province,
      dealerCode: row.dealerCode,
    })),
    nextCursor: page.nextCursor,
  };
}
