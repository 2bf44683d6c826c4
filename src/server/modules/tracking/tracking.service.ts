import { createHash, timingSafeEqual } from 'node:crypto';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { normalizeThaiPhone } from '#core/phone.ts';
import { TRADE_IN_STATUSES, type TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { AppError } from '../../http/errors.ts';
import type {
  THistoryEntry,
  TRequoteDecision,
  TTrackedRequest,
  TTrackingRepository,
} from './tracking.repository.ts';

export const TRACK_NOT_FOUND_KEY = 'errors.track.notFound';

/** One answer for an unknown reference and a wrong phone number: the lookup reveals nothing. */
const notFound = () =>
  new AppError('NOT_FOUND', TRACK_NOT_FOUND_KEY, 'No request with this reference and phone number');

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared with when the reference is unknown, so that path hashes and compares too. */
const NO_PHONE = digest('no such request');

/** Constant-time: both sides are hashed to the same length first. `given` is already normalised. */
function phoneMatches(given: string, stored: string | undefined): boolean {
  const expected = stored === undefined ? NO_PHONE : digest(normalizeThaiPhone(stored) ?? stored);
  return timingSafeEqual(digest(given), expected) && stored !== undefined;
}

/** The engineer's price is below the offer and the customer has not answered yet (product decisions). */
export function isDecisionPending(request: TTrackedRequest): boolean {
  return (
    request.status === 'inspected' &&
    request.requoteDecision === null &&
    request.engineerActualPriceThb !== null &&
    request.offeredThb !== null &&
    request.engineerActualPriceThb < request.offeredThb
  );
}

const isStatus = (value: string): value is TTradeInStatus =>
  (TRADE_IN_STATUSES as readonly string[]).includes(value);

/** Status changes only: a row that keeps the status (the customer accepting a re-quote) is not a step. */
function timelineOf(request: TTrackedRequest, history: THistoryEntry[]): TTracking['timeline'] {
  const timeline = history
    .filter((entry) => entry.fromStatus !== entry.toStatus)
    .flatMap((entry) =>
      isStatus(entry.toStatus) ? [{ status: entry.toStatus, at: entry.createdAt.toISOString() }] : [],
    );
  if (timeline[0]?.status !== 'new') timeline.unshift({ status: 'new', at: request.createdAt.toISOString() });
  return timeline;
}

function toTracking(request: TTrackedRequest, history: THistoryEntry[]): TTracking {
  return {
    reference: request.reference,
    status: request.status,
    timeline: timelineOf(request, history),
    device: request.deviceDescription,
    option: request.option,
    fulfilment: request.fulfilment,
    offerThb: request.offeredThb,
    actualPriceThb: request.engineerActualPriceThb,
    decisionRequired: isDecisionPending(request),
    rejectionReason: request.rejectionReason,
  };
}

export function createTrackingService(repository: TTrackingRepository) {
  async function findVerified(reference: string, phone: string) {
    const { request, history } = await repository.findTrackingRecord(reference);
    const matches = phoneMatches(phone, request?.phone);
    if (!request || !matches) throw notFound();
    return { request, history };
  }

  return {
    /** The request's status for the customer who knows its reference and phone number. */
    async track(reference: string, phone: string): Promise<TTracking> {
      const { request, history } = await findVerified(reference, phone);
      return toTracking(request, history);
    },

    /** Accept or decline a lower re-quote; 409 when none is waiting for an answer. */
    async decide(reference: string, phone: string, decision: TRequoteDecision): Promise<TTracking> {
      const { request } = await findVerified(reference, phone);
      const noDecision = () =>
        new AppError('CONFLICT', 'errors.track.noDecision', 'No re-quote is waiting for an answer');
      if (!isDecisionPending(request)) throw noDecision();
      const recorded = await repository.recordRequoteDecision({
        id: request.id,
        version: request.version,
        decision,
      });
      if (!recorded) throw noDecision();
      const updated = await repository.findTrackingRecord(reference);
      if (!updated.request) throw notFound();
      return toTracking(updated.request, updated.history);
    },
  };
}

export type TTrackingService = ReturnType<typeof createTrackingService>;
