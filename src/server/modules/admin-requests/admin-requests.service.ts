import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type {
  TAdminNotesUpdate,
  TAdminRequestDetail,
  TAdminRequestFilters,
  TAdminRequestList,
  TAdminRequestListQuery,
  TAdminRequestSort,
  TAdminStatusChange,
} from '#core/contracts/admin-requests.ts';
import type { TCategoryKey } from '#core/constants.ts';
import { addDays } from '#core/pickup-dates.ts';
import { classifyRequestSearch } from '#core/request-search.ts';
import { ALLOWED_TRANSITIONS, canTransition, type TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { AppError } from '../../http/errors.ts';
import {
  EXPORT_COLUMNS,
  SORT_KEYS,
  type TActor,
  type TAdminRequestsRepository,
  type TExportChunk,
  type TKeyValues,
  type TRequestConditions,
  type TRequestForChange,
} from './admin-requests.repository.ts';

export type { TActor } from './admin-requests.repository.ts';

/**
 * The CSV export reads this many rows per query (few queries: each costs the database ~2 ms beyond its
 * rows), as pieces of EXPORT_PIECE_ROWS formatted one at a time. A piece's text (~30 KB of UTF-8, up
 * to twice that as a string with Thai) stays below V8's large-object size (128 KB), so it is an
 * ordinary young-generation string that the next scavenge frees: with 250 rows a piece, pieces became
 * large objects that wait for full collections, and the server grew by 140–170 MB during a 1,000,000
 * row export instead of under 10 MB.
 */
export const EXPORT_READ_ROWS = 2000;
const EXPORT_PIECE_ROWS = 100;
/** Reads in flight or waiting beyond the one being sent: the database works while this thread formats. */
const EXPORT_READS_AHEAD = 2;

export interface TAdminRequestsDeps {
  repository: TAdminRequestsRepository;
  /** Folder of the stored photos (`<DATA_DIR>/photos`). */
  photosDir: string;
  /** Rows per read of the CSV export (tests make it small). */
  exportReadRows?: number;
}

const EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

const notFound = () => new AppError('NOT_FOUND', 'errors.admin.requestNotFound', 'No such request');
const cursorInvalid = () =>
  new AppError('VALIDATION', 'errors.admin.cursorInvalid', 'The page cursor does not fit this list', [
    { path: 'cursor', messageKey: 'errors.admin.cursorInvalid' },
  ]);
const transitionNotAllowed = (from: TTradeInStatus, to: TTradeInStatus) =>
  new AppError(
    'VALIDATION',
    'errors.admin.transitionNotAllowed',
    `A request cannot go from ${from} to ${to}`,
    [{ path: 'to', messageKey: 'errors.admin.transitionNotAllowed' }],
  );

const MAX_INTEGER = 2_147_483_647;
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor: base64url JSON of the sort, the direction and the last row's key (id last). */
interface TCursor {
  s: TAdminRequestSort;
  d: 'asc' | 'desc';
  k: TKeyValues;
}

export function encodeCursor(cursor: TCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The key in a cursor made for this sort and direction; anything else is a 400. */
export function decodeCursor(text: string, sort: TAdminRequestSort, dir: 'asc' | 'desc'): TKeyValues {
  let cursor: Partial<TCursor>;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<TCursor>;
  } catch {
    throw cursorInvalid();
  }
  const parts = SORT_KEYS[sort];
  if (
    typeof cursor !== 'object' ||
    cursor === null ||
    cursor.s !== sort ||
    cursor.d !== dir ||
    !Array.isArray(cursor.k) ||
    cursor.k.length !== parts.length
  ) {
    throw cursorInvalid();
  }
  const key = cursor.k;
  parts.forEach((part, index) => {
    const value = key[index];
    const ok =
      part.kind === 'integer'
        ? typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_INTEGER
        : part.kind === 'timestamp'
          ? typeof value === 'string' && TIMESTAMP_PATTERN.test(value) && !Number.isNaN(Date.parse(value))
          : typeof value === 'string' && value.length <= 100;
    if (!ok) throw cursorInvalid();
  });
  return key;
}

/** A Bangkok calendar day's first instant (UTC+7 all year). */
const bangkokMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

export function conditionsOf(filters: TAdminRequestFilters): TRequestConditions {
  return {
    statuses: filters.status,
    createdFrom: filters.from ? bangkokMidnight(filters.from) : undefined,
    createdBefore: filters.to ? bangkokMidnight(addDays(filters.to, 1)) : undefined,
    category: filters.category,
    brandId: filters.brandId,
    fulfilment: filters.fulfilment,
    option: filters.option,
    province: filters.province,
    dealerCode: filters.dealerCode,
    search: filters.q ? classifyRequestSearch(filters.q) : undefined,
  };
}

/**
 * Where a request may go now: the lifecycle's next statuses, less `settled` while a lower re-quote
 * waits for the customer's acceptance (product decisions: inspected).
 */
export function allowedNextStatuses(request: {
  status: TTradeInStatus;
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
  requoteDecision: string | null;
}): TTradeInStatus[] {
  return ALLOWED_TRANSITIONS[request.status].filter(
    (to) => to !== 'settled' || !awaitsRequoteAcceptance(request),
  );
}

function awaitsRequoteAcceptance(request: {
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
  requoteDecision: string | null;
}): boolean {
  const { offeredThb, engineerActualPriceThb } = request;
  return (
    offeredThb !== null &&
    engineerActualPriceThb !== null &&
    engineerActualPriceThb < offeredThb &&
    request.requoteDecision !== 'accepted'
  );
}

const iso = (date: Date) => date.toISOString();

/** "2026-11-22" → a file name that sorts by date. */
export function exportFileName(now: Date): string {
  const bangkok = new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString();
  return `trade-in-requests-${bangkok.slice(0, 10)}-${bangkok.slice(11, 16).replace(':', '')}.csv`;
}

export function createAdminRequestsService(deps: TAdminRequestsDeps) {
  const { repository } = deps;
  const exportReadRows = deps.exportReadRows ?? EXPORT_READ_ROWS;

  async function requestForChange(reference: string, version: number): Promise<TRequestForChange> {
    const request = await repository.findForChange(reference);
    if (!request) throw notFound();
    if (request.version !== version) throw await conflict(reference);
    return request;
  }

  /** 409 naming who changed the request and when, when the audit log knows. */
  async function conflict(reference: string): Promise<AppError> {
    const change = await repository.latestChange(reference);
    const when = change ? ` at ${iso(change.at)}` : '';
    const who = change?.by ? ` by ${change.by}` : '';
    return new AppError(
      'CONFLICT',
      'errors.admin.requestChanged',
      `The request was changed${who}${when}; reload it and try again`,
    );
  }

  async function getRequest(reference: string): Promise<TAdminRequestDetail> {
    const found = await repository.findRequest(reference);
    if (!found) throw notFound();
    const { request } = found;
    const related = await repository.findRelated(request.id, request.quoteId);
    const encodedReference = encodeURIComponent(request.reference);
    const quote = related.quote;
    return {
      reference: request.reference,
      status: request.status,
      version: request.version,
      createdAt: iso(request.createdAt),
      updatedAt: iso(request.updatedAt),
      device: {
        description: request.deviceDescription,
        modelId: request.modelId,
        brandId: request.brandId,
        brandName: found.brandName,
        category: request.category as TCategoryKey | null,
        storageGb: request.storageGb,
        year: request.year,
        imeiSerial: request.imeiSerial,
        grade: request.grade,
      },
      customer: {
        fullName: request.fullName,
        phone: request.phone,
        email: request.email,
        lineId: request.lineId,
        province: request.province,
        locale: request.locale,
      },
      option: request.option,
      fulfilment: request.fulfilment,
      store:
        request.storeId === null
          ? null
          : { id: request.storeId, name: { th: found.storeNameTh ?? '', en: found.storeNameEn ?? '' } },
      pickup:
        request.fulfilment === 'pickup'
          ? { address: request.pickupAddress, date: request.pickupDate, timeSlot: request.pickupTimeSlot }
          : null,
      systemPriceThb: request.systemPriceThb,
      offeredThb: request.offeredThb,
      priceLines: request.priceLines,
      engineerActualPriceThb: request.engineerActualPriceThb,
      requoteDecision: request.requoteDecision,
      preferredProduct: request.preferredProduct,
      promoCode: request.promoCode,
      dealerCode: request.dealerCode,
      remarks: request.remarks,
      adminNotes: request.adminNotes,
      rejectionReason: request.rejectionReason,
      quote: quote
        ? {
            id: quote.id,
            modelId: quote.modelId,
            modelName: quote.modelName,
            brandName: quote.brandName,
            category: quote.category as TCategoryKey,
            storageGb: quote.storageGb,
            year: quote.year,
            answers: quote.answers,
            grade: quote.grade,
            lines: quote.lines,
            offerThb: quote.offerThb,
            voucherOfferThb: quote.voucherOfferThb,
            voucherUpliftPercent: quote.voucherUpliftPercent,
            provincialBonusThb: quote.provincialBonusThb,
            validUntil: iso(quote.validUntil),
            createdAt: iso(quote.createdAt),
          }
        : null,
      photos: related.photos.map((photo) => ({
        ...photo,
        url: `/api/admin/requests/${encodedReference}/photos/${photo.id}`,
      })),
      consents: related.consents.map((consent) => ({ ...consent, recordedAt: iso(consent.recordedAt) })),
      history: related.history.map((entry) => ({
        fromStatus: entry.fromStatus as TTradeInStatus | null,
        toStatus: entry.toStatus as TTradeInStatus,
        actor: entry.actor,
        note: entry.note,
        at: iso(entry.createdAt),
      })),
      allowedNextStatuses: allowedNextStatuses(request),
    };
  }

  return {
    /** GET /api/admin/requests: one page, newest first unless sorted otherwise. */
    async listRequests(query: TAdminRequestListQuery): Promise<TAdminRequestList> {
      const after = query.cursor ? decodeCursor(query.cursor, query.sort, query.dir) : undefined;
      const rows = await repository.list({
        conditions: conditionsOf(query),
        sort: query.sort,
        dir: query.dir,
        after,
        // One more than the page tells whether another page follows.
        limit: query.pageSize + 1,
      });
      const page = rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          reference: row.reference,
          createdAt: iso(row.createdAt),
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
        nextCursor:
          rows.length > query.pageSize && last
            ? encodeCursor({ s: query.sort, d: query.dir, k: last.key })
            : null,
      };
    },

    getRequest,

    /** POST /api/admin/requests/{reference}/status: one step of the lifecycle, or a rejection. */
    async changeStatus(
      reference: string,
      change: TAdminStatusChange,
      actor: TActor,
    ): Promise<TAdminRequestDetail> {
      const request = await requestForChange(reference, change.version);
      if (!canTransition(request.status, change.to)) throw transitionNotAllowed(request.status, change.to);
      if (change.to === 'settled' && awaitsRequoteAcceptance(request)) {
        throw new AppError(
          'VALIDATION',
          'errors.admin.requoteNotAccepted',
          'The actual price is below the offer: the customer must accept it before settlement',
          [{ path: 'to', messageKey: 'errors.admin.requoteNotAccepted' }],
        );
      }
      if (change.to === 'rejected' && !change.reason) {
        throw new AppError('VALIDATION', 'errors.admin.rejectReasonRequired', 'A rejection needs a reason', [
          { path: 'reason', messageKey: 'errors.admin.rejectReasonRequired' },
        ]);
      }
      const version = await repository.changeStatus({ request, to: change.to, reason: change.reason, actor });
      if (version === undefined) throw await conflict(reference);
      return getRequest(reference);
    },

    /** PUT /api/admin/requests/{reference}/notes: replaces the notes (empty clears them). */
    async updateNotes(
      reference: string,
      update: TAdminNotesUpdate,
      actor: TActor,
    ): Promise<TAdminRequestDetail> {
      const request = await requestForChange(reference, update.version);
      const version = await repository.updateNotes({
        request,
        adminNotes: update.adminNotes || null,
        actor,
      });
      if (version === undefined) throw await conflict(reference);
      return getRequest(reference);
    },

    /** GET /api/admin/requests/{reference}/photos/{photoId}: the stored JPEG. */
    async getPhoto(reference: string, photoId: string): Promise<{ data: Buffer; mimeType: string }> {
      const photo = await repository.findPhotoFile(reference, photoId);
      if (!photo) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such photo');
      try {
        const data = await readFile(path.join(deps.photosDir, path.basename(photo.fileName)));
        return { data, mimeType: photo.mimeType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new AppError('NOT_FOUND', 'errors.notFound', 'The photo file is missing');
        }
        throw error;
      }
    },

    /**
     * GET /api/admin/requests.csv: every field of every request matching the filters, newest first.
     * The database reads ahead (each read starts after the previous one's last key, up to
     * EXPORT_READS_AHEAD reads beyond what the client took) while this thread formats the pieces
     * the client asks for, one per pull: a slow client slows the reading and memory stays flat.
     * UTF-8 with a byte order mark so Excel reads Thai; cells a spreadsheet would run as formulas
     * (= + - @ …) get a leading apostrophe (csv-stringify's escape_formulas).
     */
    exportCsv(filters: TAdminRequestFilters): ReadableStream<Uint8Array> {
      const conditions = conditionsOf(filters);
      const encoder = new TextEncoder();
      const END = Symbol('end');
      /** Where the next read starts: after the previous read's last key, or END after the last one. */
      let nextStart: Promise<TKeyValues | undefined | typeof END> = Promise.resolve(undefined);
      const reads: Promise<TExportChunk | undefined>[] = [];
      let pieces: string[] = [];
      let cancelled = false;
      let header = true;

      function readAhead(): void {
        while (reads.length < EXPORT_READS_AHEAD) {
          const read = nextStart.then((after) =>
            after === END || cancelled
              ? undefined
              : repository.exportChunk(conditions, after, exportReadRows, EXPORT_PIECE_ROWS),
          );
          nextStart = read.then((chunk) =>
            chunk && chunk.count === exportReadRows && chunk.lastKey !== undefined ? chunk.lastKey : END,
          );
          // A failure reaches the client through pull; reads nobody waits for (client gone) are dropped.
          nextStart.catch(() => undefined);
          read.catch(() => undefined);
          reads.push(read);
        }
      }

      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          while (pieces.length === 0) {
            readAhead();
            const chunk = await reads.shift();
            if (!chunk) {
              // Past the end (an empty export still has its header).
              if (header) controller.enqueue(encoder.encode(stringify([EXPORT_HEADERS], { bom: true })));
              controller.close();
              return;
            }
            pieces = chunk.pieces;
          }
          let text = header ? stringify([EXPORT_HEADERS], { bom: true }) : '';
          header = false;
          text += stringify(JSON.parse(pieces.shift()!) as unknown[][], { escape_formulas: true });
          controller.enqueue(encoder.encode(text));
        },
        cancel() {
          cancelled = true;
        },
      });
    },
  };
}

export type TAdminRequestsService = ReturnType<typeof createAdminRequestsService>;
