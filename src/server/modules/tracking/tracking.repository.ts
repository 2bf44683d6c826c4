import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import type { TDb } from '../../db/client.ts';
import { tradeIns, tradeInStatusHistory } from '../../db/schema/index.ts';

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
  requoteDecision: string | null;
  rejectionReason: string | null;
  version: number;
  createdAt: Date;
}

export interface THistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  createdAt: Date;
}

/** Reference of a request that cannot exist (ids start at 1): the history query still runs. */
const NO_REQUEST_ID = 0;

export function createTrackingRepository(db: TDb) {
  return {
    /**
     * The request and its status history, oldest first. Both queries always run, found or not, so a
     * wrong phone number and an unknown reference cost the database the same.
     */
    async findTrackingRecord(
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
          requoteDecision: tradeIns.requoteDecision,
          rejectionReason: tradeIns.rejectionReason,
          version: tradeIns.version,
          createdAt: tradeIns.createdAt,
        })
        .from(tradeIns)
        .where(eq(tradeIns.reference, reference));
      const history = await db
        .select({
          fromStatus: tradeInStatusHistory.fromStatus,
          toStatus: tradeInStatusHistory.toStatus,
          createdAt: tradeInStatusHistory.createdAt,
        })
        .from(tradeInStatusHistory)
        .where(eq(tradeInStatusHistory.tradeInId, request?.id ?? NO_REQUEST_ID))
        .orderBy(asc(tradeInStatusHistory.createdAt), asc(tradeInStatusHistory.id));
      return { request, history };
    },

    /**
     * Records the customer's answer to a lower re-quote, in one transaction: the update applies only
     * while the request is still inspected, undecided and at the version the service checked; the history
     * row is written only when it did. Returns false when someone else changed the request first.
     */
    async recordRequoteDecision(input: {
      id: number;
      version: number;
      decision: TRequoteDecision;
    }): Promise<boolean> {
      const accepted = input.decision === 'accept';
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(tradeIns)
          .set({
            ...(accepted
              ? { requoteDecision: 'accepted' }
              : {
                  requoteDecision: 'declined',
                  status: 'rejected' as const,
                  rejectionReason: REASON_CUSTOMER_DECLINED,
                }),
            version: sql`${tradeIns.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(tradeIns.id, input.id),
              eq(tradeIns.version, input.version),
              eq(tradeIns.status, 'inspected'),
              isNull(tradeIns.requoteDecision),
            ),
          )
          .returning({ id: tradeIns.id });
        if (updated.length === 0) return false;
        await tx.insert(tradeInStatusHistory).values({
          tradeInId: input.id,
          fromStatus: 'inspected',
          toStatus: accepted ? 'inspected' : 'rejected',
          actor: 'customer',
          note: accepted ? 'customer accepted re-quote' : REASON_CUSTOMER_DECLINED,
        });
        return true;
      });
    },
  };
}

export type TTrackingRepository = ReturnType<typeof createTrackingRepository>;
