import { createHash, timingSafeEqual } from 'node:crypto';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { bangkokDate } from '#core/bangkok-time.ts';
import { normalizeThaiPhone } from '#core/phone.ts';
import { allowedTransitions } from '#core/workflow/decide-transition.ts';
import { TRADE_IN_MACHINE } from '#core/workflow/trade-in-machine.ts';
import {
  REASON_CUSTOMER_DECLINED,
  TRADE_IN_STATUSES,
  type TTradeInStatus,
} from '#core/trade-in-lifecycle.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import { applyTransition } from '../workflow/apply-transition.ts';
import { CUSTOMER_ACTOR } from '../workflow/workflow-actor.ts';
import { createWorkflow, type TWorkflow } from '../workflow/workflow.ts';
import { maskedPayee, type TPayee } from '#core/finance/payee.ts';
import { writeAudit } from '../../db/audit.ts';
import { toPayee, upsertPayee } from '../finance/payments.repository.ts';
import { normalizeVoucherCode } from '#core/finance/voucher-code.ts';
import { findVouchersOfRequest } from '../vouchers/voucher-ledger.repository.ts';
import { voucherPdf as renderVoucherPdf } from '../vouchers/voucher-pdf.ts';
import {
  findPayeeState,
  findTrackingRecord,
  type THistoryEntry,
  type TRequoteDecision,
  type TTrackedRequest,
} from './tracking.repository.ts';

export const TRACK_NOT_FOUND_KEY = 'errors.track.notFound';

/** One answer for an unknown reference and a wrong phone number: the lookup reveals nothing. */
const notFound = () =>
  new AppError('NOT_FOUND', TRACK_NOT_FOUND_KEY, 'No request with this reference and phone number');

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared with when the reference is unknown, so that path hashes and compares too. */
const NO_PHONE = digest('no such request');

/**
 * Constant-time: both sides are hashed to the same length first. `given` is already normalised. Also
 * the buyer's delivery look-up (decision 030).
 */
export function phoneMatches(given: string, stored: string | undefined): boolean {
  const expected = stored === undefined ? NO_PHONE : digest(normalizeThaiPhone(stored) ?? stored);
  return timingSafeEqual(digest(given), expected) && stored !== undefined;
}

/**
 * A lower re-quote waits for the customer (product decisions, step 3): the core's table lets the customer
 * take a step from where the request stands.
 */
export function isDecisionPending(request: TTrackedRequest): boolean {
  return allowedTransitions(TRADE_IN_MACHINE, request.status, { kind: 'customer' }, request).length > 0;
}

const isStatus = (value: string): value is TTradeInStatus =>
  (TRADE_IN_STATUSES as readonly string[]).includes(value);

/** The request's status changes (its re-quote's steps are not statuses of the request). */
function timelineOf(request: TTrackedRequest, history: THistoryEntry[]): TTracking['timeline'] {
  const timeline = history
    .filter((entry) => entry.fromState !== entry.toState)
    .flatMap((entry) =>
      isStatus(entry.toState) ? [{ status: entry.toState, at: entry.createdAt.toISOString() }] : [],
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
    requote:
      request.requote && request.inspection
        ? {
            status: request.requote,
            customerAnswers: request.customerAnswers,
            engineerAnswers: request.inspection.answers,
            offerLines: request.priceLines,
            actualLines: request.inspection.lines,
            overrideReason: request.inspection.overrideReason,
            evidencePhotoIds: request.inspection.evidencePhotoIds,
          }
        : null,
    erasureCertificate: request.inspection?.certificateNumber ?? null,
  };
}

/**
 * The customer's answer to a lower re-quote, through the workflow in one transaction: accepting closes
 * the re-quote; declining rejects the request with its reason, then closes the re-quote (the request's
 * step depends on the re-quote still waiting).
 */
async function recordDecision(workflow: TWorkflow, request: TTrackedRequest, decision: TRequoteDecision) {
  await workflow.transaction(async (tx) => {
    if (decision === 'decline') {
      await moveTradeIn(tx, {
        id: request.id,
        to: 'rejected',
        version: request.version,
        actor: CUSTOMER_ACTOR,
        reason: REASON_CUSTOMER_DECLINED,
      });
    }
    await applyTransition(tx, {
      entity: 'requote',
      id: request.id,
      to: decision === 'accept' ? 'accepted' : 'declined',
      actor: CUSTOMER_ACTOR,
    });
  });
}

/** Payee details may be given while nothing is paid yet, for a request paid in money (not a voucher). */
function payeeEditable(request: TTrackedRequest, paymentMade: boolean): boolean {
  return (
    request.option !== 'voucher' &&
    request.status !== 'rejected' &&
    !paymentMade &&
    request.status !== 'settled'
  );
}

export function createTrackingService(deps: { db: TDb; workflow?: TWorkflow }) {
  const { db } = deps;
  const workflow = deps.workflow ?? createWorkflow({ db });

  async function findVerified(reference: string, phone: string) {
    const { request, history } = await findTrackingRecord(db, reference);
    const matches = phoneMatches(phone, request?.phone);
    if (!request || !matches) throw notFound();
    return { request, history };
  }

  /** /track's answer: the request, with its payee masked. */
  async function withPayee(request: TTrackedRequest, history: THistoryEntry[]): Promise<TTracking> {
    const { payee, paymentMade } = await findPayeeState(db, request.id);
    const saved = payee ? toPayee(payee) : null;
    return {
      ...toTracking(request, history),
      payee: {
        saved: saved ? { method: saved.method, masked: maskedPayee(saved) } : null,
        editable: payeeEditable(request, paymentMade),
      },
      vouchers: await issuedVouchers(request.id),
    };
  }

  /** The request's vouchers once issued (decision 044), with what is left and until when. */
  async function issuedVouchers(tradeInId: number): Promise<NonNullable<TTracking['vouchers']>> {
    const today = bangkokDate();
    return (await findVouchersOfRequest(db, tradeInId)).flatMap(({ voucher }) => {
      // Past its last valid day it is expired, whether or not the sweep has run yet.
      const lapsed = voucher.status === 'active' && voucher.validUntil !== null && voucher.validUntil < today;
      return voucher.code && voucher.issuedOn && voucher.validUntil
        ? [
            {
              code: voucher.code,
              status: lapsed ? ('expired' as const) : voucher.status,
              amountSatang: voucher.amountSatang,
              balanceSatang: lapsed ? 0 : voucher.balanceSatang,
              issuedOn: voucher.issuedOn,
              validUntil: voucher.validUntil,
            },
          ]
        : [];
    });
  }

  return {
    /** The request's status for the customer who knows its reference and phone number. */
    async track(reference: string, phone: string): Promise<TTracking> {
      const { request, history } = await findVerified(reference, phone);
      return withPayee(request, history);
    },

    /**
     * The customer gives (or changes) where to be paid: only the request's owner (reference + phone), only
     * while nothing is paid (409 otherwise). Audited without the numbers; answered masked.
     */
    async setPayee(reference: string, phone: string, input: TPayee, ip?: string): Promise<TTracking> {
      const { request } = await findVerified(reference, phone);
      await db.transaction(async (tx) => {
        const { paymentMade } = await findPayeeState(tx, request.id);
        if (!payeeEditable(request, paymentMade))
          throw new AppError('CONFLICT', 'errors.track.payeeLocked', 'The payee can no longer change');
        await upsertPayee(tx, request.id, input, 'customer');
        await writeAudit(
          tx,
          { userId: null, ip },
          {
            action: 'payee.customer.update',
            targetType: 'tradeIn',
            targetId: request.reference,
            details: { method: input.method, masked: maskedPayee(input) },
          },
        );
      });
      const updated = await findTrackingRecord(db, reference);
      if (!updated.request) throw notFound();
      return withPayee(updated.request, updated.history);
    },

    /** One of the request's vouchers as PDF, for the request's owner (reference + phone). */
    async voucherPdf(reference: string, phone: string, code: string): Promise<Buffer> {
      const { request } = await findVerified(reference, phone);
      const normalized = normalizeVoucherCode(code);
      const own = (await issuedVouchers(request.id)).some((voucher) => voucher.code === normalized);
      if (!own) throw notFound();
      return renderVoucherPdf(db, { code: normalized });
    },

    /** Accept or decline a lower re-quote; 409 when none is waiting for an answer. */
    async decide(reference: string, phone: string, decision: TRequoteDecision): Promise<TTracking> {
      const { request } = await findVerified(reference, phone);
      const noDecision = () =>
        new AppError('CONFLICT', 'errors.track.noDecision', 'No re-quote is waiting for an answer');
      if (!isDecisionPending(request)) throw noDecision();
      try {
        await recordDecision(workflow, request, decision);
      } catch (error) {
        // Answered meanwhile (another tab, or staff moved the request on): nothing waits any more.
        if (error instanceof AppError && error.status < 500) throw noDecision();
        throw error;
      }
      const updated = await findTrackingRecord(db, reference);
      if (!updated.request) throw notFound();
      return withPayee(updated.request, updated.history);
    },
  };
}

export type TTrackingService = ReturnType<typeof createTrackingService>;
