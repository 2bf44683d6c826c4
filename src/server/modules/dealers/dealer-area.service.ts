import type { z } from 'zod';
import type {
  TActiveDealer,
  TDealerFindResult,
  TDealerRequest,
  TDealerRequestDetail,
  TDealerRequestsPage,
  TDealerSummary,
  ZDealerRequestsQuerySchema,
} from '#core/contracts/dealers.ts';
import { DEALER_LIST_PAGE } from '#core/contracts/dealers.ts';
import type { TCreateTradeInParsed, TTradeInReceipt } from '#core/contracts/trade-ins.ts';
import { bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { isDealerCode, normalizeDealerCode } from '#core/dealer-code.ts';
import { looksLikeImei, normalizeImeiOrSerial } from '#core/imei.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import { periodInstants, resolveReportPeriod } from '#core/report-period.ts';
import { readScannedCode } from '#core/scanned-code.ts';
import { TRADE_IN_STATUSES, settlementAmountThb, type TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TDb } from '../../db/client.ts';
import type { TPrincipal } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import {
  attachRequest,
  commissionBuckets,
  counterAccuracy,
  findCommission,
  findModelByTac,
  findReferenceByImei,
  findRequestByReference,
  linkCounterRequest,
  listDealerRequests,
  statusTotals,
  type TDealerRequestRecord,
  type TDealerRequestRow,
} from './dealer-area.repository.ts';
import { accessDenied, dealerActorOf } from './dealers.service.ts';
import { findApprovedByCode, findDealerByUser, type TDealerRow } from './dealers.repository.ts';

/** How many months of commission the dashboard lists. */
export const COMMISSION_MONTHS = 12;

const PERIOD_BUCKET = 'period';

/** The last COMMISSION_MONTHS Bangkok months up to the current one, newest first, as instants. */
function commissionMonths(at: Date): { label: string; start: Date; end: Date }[] {
  return Array.from({ length: COMMISSION_MONTHS }, (_, back) => {
    const start = monthsBack(at, back);
    return { label: bangkokDate(start).slice(0, 7), start, end: monthsBack(at, back - 1) };
  });
}

/** The start (Bangkok midnight) of the month `back` months before the Bangkok month of `now`. */
export function monthsBack(now: Date, back: number): Date {
  const [year, month] = bangkokDate(now).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  const first = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return bangkokDayStart(first);
}

export const codeInactive = () =>
  new AppError('NOT_FOUND', 'dealerArea.errors.codeInactive', 'This shop code is not active');

const notApproved = () =>
  new AppError('FORBIDDEN', 'dealerArea.errors.notApproved', 'The shop is not approved (or is suspended)');

const notYourCode = () =>
  new AppError('FORBIDDEN', 'dealerArea.errors.notYourCode', 'This shop code is not yours');

const requestNotFound = () =>
  new AppError('NOT_FOUND', 'dealerArea.errors.requestNotFound', 'No such request');

/** "Somchai J." — the shop sees the customer's given name and an initial. */
export function shortCustomerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]}.` : first;
}

const channelOf = (row: { channel: 'counter' | 'attached' | null }) => row.channel ?? 'customer';

const settledOf = (row: TDealerRequestRow | TDealerRequestRecord) =>
  row.status === 'settled' ? settlementAmountThb(row) : null;

function encodeCursor(row: { createdAt: Date; id: number }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  const number = Number(id);
  if (
    Number.isNaN(createdAt.getTime()) ||
    !Number.isSafeInteger(number) ||
    number < 1 ||
    number > 2_147_483_647
  )
    throw new AppError('VALIDATION', 'dealerArea.errors.cursorInvalid', 'Bad cursor', [
      { path: 'cursor', messageKey: 'dealerArea.errors.cursorInvalid' },
    ]);
  return { createdAt, id: number };
}

export interface TCounterSubmission {
  createTradeIn(body: TCreateTradeInParsed): Promise<TTradeInReceipt>;
}

/**
 * The dealer area (decision 023): always the caller's own shop. Reading its requests and money works
 * while the shop is approved or suspended (what it earned stays visible); everything that uses the code
 * — the counter assessment, attaching a request, the poster — needs it approved, checked on every call.
 */
export function createDealerAreaService(deps: { db: TDb; tradeIns: TCounterSubmission; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownShop(principal: TPrincipal): Promise<TDealerRow & { code: string }> {
    const row = await findDealerByUser(db, dealerActorOf(principal).userId);
    if (!row || !row.code || (row.status !== 'approved' && row.status !== 'suspended')) throw notApproved();
    return row as TDealerRow & { code: string };
  }

  async function approvedShop(principal: TPrincipal): Promise<TDealerRow & { code: string }> {
    const row = await ownShop(principal);
    if (row.status !== 'approved') throw notApproved();
    return row;
  }

  function toListItem(row: TDealerRequestRow): TDealerRequest {
    return {
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      device: row.deviceDescription,
      customer: shortCustomerName(row.fullName),
      channel: channelOf(row),
      offeredThb: row.offeredThb,
      settledThb: settledOf(row),
      commissionSatang: row.commissionSatang,
    };
  }

  async function ownRequest(shop: { code: string }, reference: string): Promise<TDealerRequestRecord> {
    const request = await findRequestByReference(db, reference.trim().toUpperCase());
    if (!request) throw requestNotFound();
    if (request.dealerCode !== shop.code) throw accessDenied();
    return request;
  }

  return {
    /** GET /api/dealer-codes/{code}: the approved shop, or "not active" for anything else. */
    async activeDealer(rawCode: string): Promise<TActiveDealer> {
      const code = normalizeDealerCode(rawCode);
      if (!isDealerCode(code)) throw codeInactive();
      const row = await findApprovedByCode(db, code);
      if (!row) throw codeInactive();
      return { code, shopName: row.shopName, province: row.province as TProvinceKey };
    },

    async listRequests(
      principal: TPrincipal,
      query: z.output<typeof ZDealerRequestsQuerySchema>,
    ): Promise<TDealerRequestsPage> {
      const shop = await ownShop(principal);
      const rows = await listDealerRequests(db, shop.code, {
        status: query.status,
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
        limit: DEALER_LIST_PAGE + 1,
      });
      const page = rows.slice(0, DEALER_LIST_PAGE);
      return {
        items: page.map(toListItem),
        nextCursor: rows.length > DEALER_LIST_PAGE ? encodeCursor(page.at(-1)!) : null,
      };
    },

    async getRequest(principal: TPrincipal, reference: string): Promise<TDealerRequestDetail> {
      const shop = await ownShop(principal);
      const request = await ownRequest(shop, reference);
      const [history, commission] = await Promise.all([
        readHistory(db, 'tradeIn', [request.id]),
        findCommission(db, request.id),
      ]);
      const timeline = history
        .filter((entry) => entry.fromState !== entry.toState)
        .flatMap((entry) =>
          (TRADE_IN_STATUSES as readonly string[]).includes(entry.toState)
            ? [{ status: entry.toState as TTradeInStatus, at: entry.createdAt.toISOString() }]
            : [],
        );
      if (timeline[0]?.status !== 'new')
        timeline.unshift({ status: 'new', at: request.createdAt.toISOString() });
      return {
        reference: request.reference,
        status: request.status,
        timeline,
        device: request.deviceDescription,
        option: request.option,
        fulfilment: request.fulfilment,
        offerThb: request.offeredThb,
        actualPriceThb: request.engineerActualPriceThb,
        rejectionReason: request.rejectionReason,
        createdAt: request.createdAt.toISOString(),
        channel: channelOf(request),
        grade: request.grade,
        settledThb: settledOf(request),
        commission: commission
          ? {
              satang: commission.commissionSatang,
              kind: commission.ruleKind,
              percentBp: commission.rulePercentBp,
              fixedThb: commission.ruleFixedThb,
              settledAt: commission.settledAt.toISOString(),
            }
          : null,
      };
    },

    async summary(
      principal: TPrincipal,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<TDealerSummary> {
      const shop = await ownShop(principal);
      const resolved = resolveReportPeriod(query, now());
      if (!resolved.ok) {
        throw new AppError('VALIDATION', resolved.messageKey, 'Bad period', [
          { path: 'from', messageKey: resolved.messageKey },
        ]);
      }
      const range = periodInstants(resolved.period);
      const months = commissionMonths(now());
      // PGlite serves one query at a time: three statements, each one aggregate pass over an index.
      const statuses = await statusTotals(db, shop.code, range);
      const commission = await commissionBuckets(db, shop.id, [
        { label: PERIOD_BUCKET, start: range.start, end: range.end },
        ...months,
      ]);
      const accuracy = await counterAccuracy(db, shop, range);
      const byStatus = TRADE_IN_STATUSES.flatMap((status) => {
        const row = statuses.find((candidate) => candidate.status === status);
        return row ? [{ status, count: row.count, offeredThb: row.offeredThb }] : [];
      });
      return {
        period: { from: resolved.period.from, to: resolved.period.to },
        totals: {
          count: statuses.reduce((sum, row) => sum + row.count, 0),
          offeredThb: statuses.reduce((sum, row) => sum + row.offeredThb, 0),
          settledThb: statuses.reduce((sum, row) => sum + row.settledThb, 0),
          commissionSatang: commission.get(PERIOD_BUCKET)?.commissionSatang ?? 0,
        },
        byStatus,
        // Newest first, the months that earned something (as before: a month without commission is left out).
        commissionByMonth: months.flatMap(({ label }) => {
          const month = commission.get(label);
          return month && month.requests > 0 ? [{ month: label, ...month }] : [];
        }),
        accuracy,
      };
    },

    /** GET /api/dealer/find: a scanned QR (tracking link), a typed reference, an IMEI or serial. */
    async find(principal: TPrincipal, q: string): Promise<TDealerFindResult> {
      const shop = await approvedShop(principal);
      const scanned = readScannedCode(q);
      let reference: string | undefined;
      if (scanned.kind === 'reference') reference = scanned.value;
      const imei = scanned.kind === 'text' ? normalizeImeiOrSerial(scanned.value) : null;
      if (!reference && imei) reference = await findReferenceByImei(db, imei);
      if (reference) {
        const request = await findRequestByReference(db, reference);
        if (request) {
          const ownership =
            request.dealerCode === shop.code ? 'mine' : request.dealerCode === null ? 'unassigned' : 'other';
          return { kind: 'request', reference: request.reference, ownership };
        }
      }
      if (imei && looksLikeImei(imei)) {
        const model = await findModelByTac(db, imei.slice(0, 8));
        return { kind: 'imei', imei, model: model ?? null };
      }
      return { kind: 'notFound' };
    },

    /** POST /api/dealer/requests/{reference}/attach: an unassigned, still open request becomes the shop's. */
    async attach(principal: TPrincipal, reference: string): Promise<TDealerRequestDetail> {
      const shop = await approvedShop(principal);
      const request = await findRequestByReference(db, reference.trim().toUpperCase());
      if (!request) throw requestNotFound();
      if (request.dealerCode !== shop.code) {
        if (request.dealerCode !== null) throw accessDenied();
        if (request.status === 'settled' || request.status === 'rejected') {
          throw new AppError('VALIDATION', 'dealerArea.errors.attachClosed', 'The request is already closed');
        }
        const attached = await attachRequest(db, {
          tradeInId: request.id,
          dealerId: shop.id,
          code: shop.code,
        });
        if (!attached) throw accessDenied();
      }
      return this.getRequest(principal, request.reference);
    },

    /**
     * POST /api/dealer/trade-ins: the counter assessment. Priced from the stored quote like every
     * request (the dealer cannot change the price); the code is the caller's own: another shop's code is refused.
     */
    async submitCounter(principal: TPrincipal, body: TCreateTradeInParsed): Promise<TTradeInReceipt> {
      const shop = await approvedShop(principal);
      // /assess/{code} sends the code of its address: only the shop that owns it may use it.
      if (body.dealerCode && normalizeDealerCode(body.dealerCode) !== shop.code) throw notYourCode();
      const receipt = await deps.tradeIns.createTradeIn({ ...body, dealerCode: shop.code });
      await linkCounterRequest(db, receipt.reference, shop.id);
      return receipt;
    },

    ownShop,
    approvedShop,
  };
}

export type TDealerAreaService = ReturnType<typeof createDealerAreaService>;
