import { and, eq, inArray } from 'drizzle-orm';
import type { TAnswersInput, TPriceLine } from '#core/contracts/quotes.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { inspections, payeeDetails, payments, quotes, requotes, tradeIns } from '../../db/schema/index.ts';
import { readHistory, type THistoryRow } from '../workflow/workflow.repository.ts';

export type TRequoteDecision = 'accept' | 'decline';

export interface TTrackedRequest {
  id: number;
  reference: string;
  status: (typeof tradeIns.status.enumValues)[number];
  phone: string;
  deviceDescription: string;
  option: (typeof tradeIns.option.enumValues)[number] | null;
  fulfilment: (typeof tradeIns.fulfilment.enumValues)[number];
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
  /** The lower re-quote's state, null when there is none. */
  requote: 'pending' | 'accepted' | 'declined' | null;
  rejectionReason: string | null;
  version: number;
  createdAt: Date;
  priceLines: TPriceLine[];
  customerAnswers: TAnswersInput | null;
  inspection: {
    answers: TAnswersInput | null;
    lines: TPriceLine[];
    overrideReason: string | null;
    evidencePhotoIds: string[];
    certificateNumber: string | null;
  } | null;
}

export type THistoryEntry = Pick<THistoryRow, 'fromState' | 'toState' | 'createdAt'>;

/** Reference of a request that cannot exist (ids start at 1): the history query still runs. */
const NO_REQUEST_ID = 0;

/**
 * The request and its status history, oldest first. Both queries always run, found or not, so a wrong
 * phone number and an unknown reference cost the database the same.
 */
export async function findTrackingRecord(
  db: TDb,
  reference: string,
): Promise<{ request: TTrackedRequest | undefined; history: THistoryEntry[] }> {
  const [request] = await db
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      status: tradeIns.status,
      phone: tradeIns.phone,
      deviceDescription: tradeIns.deviceDescription,
      option: tradeIns.option,
      fulfilment: tradeIns.fulfilment,
      offeredThb: tradeIns.offeredThb,
      engineerActualPriceThb: tradeIns.engineerActualPriceThb,
      requote: requotes.status,
      rejectionReason: tradeIns.rejectionReason,
      version: tradeIns.version,
      createdAt: tradeIns.createdAt,
      priceLines: tradeIns.priceLines,
      customerAnswers: quotes.answers,
      inspectionAnswers: inspections.answers,
      inspectionLines: inspections.lines,
      overrideReason: inspections.overrideReason,
      evidencePhotoIds: inspections.evidencePhotoIds,
      certificateNumber: inspections.certificateNumber,
    })
    .from(tradeIns)
    .leftJoin(requotes, eq(requotes.tradeInId, tradeIns.id))
    .leftJoin(quotes, eq(quotes.id, tradeIns.quoteId))
    .leftJoin(inspections, eq(inspections.tradeInId, tradeIns.id))
    .where(eq(tradeIns.reference, reference));
  const history = await readHistory(db, 'tradeIn', [request?.id ?? NO_REQUEST_ID]);
  if (!request) return { request, history };
  const { inspectionAnswers, inspectionLines, overrideReason, evidencePhotoIds, certificateNumber, ...rest } =
    request;
  return {
    request: {
      ...rest,
      inspection:
        inspectionLines === null
          ? null
          : {
              answers: inspectionAnswers,
              lines: inspectionLines,
              overrideReason,
              evidencePhotoIds: evidencePhotoIds ?? [],
              certificateNumber,
            },
    },
    history,
  };
}

/**
 * Where the request's customer is paid, and whether it may still change (issue 20, decision 031): not for
 * a voucher, a rejected request, or once a payment is prepared or made (it copied the details).
 */
export async function findPayeeState(db: TExecutor, tradeInId: number) {
  const [payee] = await db.select().from(payeeDetails).where(eq(payeeDetails.tradeInId, tradeInId));
  const [live] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.tradeInId, tradeInId), inArray(payments.status, ['pendingPayment', 'completed'])))
    .limit(1);
  return { payee, paymentMade: Boolean(live) };
}
