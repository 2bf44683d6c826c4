import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { inspectedPriceThb } from '#core/trade-in-lifecycle.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  carriers,
  deliveries,
  inspections,
  lineLinks,
  payments,
  priceProposals,
  quotes,
  requotes,
  saleDocuments,
  sales,
  stores,
  tradeIns,
  vouchers,
} from '../../db/schema/index.ts';

const requestFactColumns = {
  id: tradeIns.id,
  reference: tradeIns.reference,
  status: tradeIns.status,
  option: tradeIns.option,
  fulfilment: tradeIns.fulfilment,
  deviceDescription: tradeIns.deviceDescription,
  offeredThb: tradeIns.offeredThb,
  pickupDate: tradeIns.pickupDate,
  pickupTimeSlot: tradeIns.pickupTimeSlot,
  pickupAddress: tradeIns.pickupAddress,
  rejectionReason: tradeIns.rejectionReason,
  email: tradeIns.email,
  locale: tradeIns.locale,
  fullName: tradeIns.fullName,
  storeNameTh: stores.nameTh,
  storeNameEn: stores.nameEn,
  storeAddressTh: stores.addressTh,
  storeAddressEn: stores.addressEn,
  quoteAnswers: quotes.answers,
  validUntil: quotes.validUntil,
  isDemo: tradeIns.isDemo,
  /** The LINE chats linked to the request (decision 043). */
  lineUserIds: sql<
    string[]
  >`coalesce((select array_agg(${lineLinks.lineUserId} order by ${lineLinks.lineUserId}) from ${lineLinks} where ${lineLinks.tradeInId} = ${tradeIns.id} and ${lineLinks.status} = 'linked'), '{}')`,
};

function selectRequestFacts(db: TExecutor) {
  return db
    .select(requestFactColumns)
    .from(tradeIns)
    .leftJoin(stores, eq(stores.id, tradeIns.storeId))
    .leftJoin(quotes, eq(quotes.id, tradeIns.quoteId));
}

type TRequestFactsRow = Awaited<ReturnType<ReturnType<typeof selectRequestFacts>['execute']>>[number];

/** Facts read once for a whole outbox batch, by event (prefetchRequestFacts). */
const prefetched = new WeakMap<object, TRequestFactsRow>();

/**
 * Reads the facts of every request the batch's `events` name in one query and keeps them with each
 * event: its handler then reads none on its own (bench:notifications, decision 043).
 */
export async function prefetchRequestFacts(
  tx: TExecutor,
  events: readonly { entityId: number }[],
): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((event) => event.entityId))];
  const rows = new Map(
    (await selectRequestFacts(tx).where(inArray(tradeIns.id, ids))).map((row) => [row.id, row]),
  );
  for (const event of events) {
    const row = rows.get(event.entityId);
    if (row) prefetched.set(event, row);
  }
}

/** What a request's messages say: as prefetched for `event`, or read in the handler's transaction. */
export async function findRequestFacts(db: TExecutor, tradeInId: number, event?: object) {
  const cached = event ? prefetched.get(event) : undefined;
  if (cached) return cached;
  const [row] = await selectRequestFacts(db).where(eq(tradeIns.id, tradeInId));
  return row;
}

export type TRequestFacts = NonNullable<Awaited<ReturnType<typeof findRequestFacts>>>;

/**
 * The inspection's findings, the re-quote it opened or the price above the offer it proposed, if any, and
 * the request's inspected price: the one the customer is told (decision 040).
 */
export async function findInspectionFacts(db: TExecutor, tradeInId: number) {
  const [inspection] = await db
    .select({ answers: inspections.answers })
    .from(inspections)
    .where(eq(inspections.tradeInId, tradeInId));
  const [request] = await db
    .select({ offeredThb: tradeIns.offeredThb, engineerActualPriceThb: tradeIns.engineerActualPriceThb })
    .from(tradeIns)
    .where(eq(tradeIns.id, tradeInId));
  const [requote] = await db
    .select({ status: requotes.status, offeredThb: requotes.offeredThb, actualThb: requotes.actualThb })
    .from(requotes)
    .where(eq(requotes.tradeInId, tradeInId));
  const [proposal] = await db
    .select({ status: priceProposals.status })
    .from(priceProposals)
    .where(eq(priceProposals.tradeInId, tradeInId));
  return {
    engineerAnswers: (inspection?.answers ?? undefined) as TAnswersInput | undefined,
    inspectedThb: request ? inspectedPriceThb(request) : undefined,
    requote,
    proposal: proposal?.status,
  };
}

/** How a settled request was paid: the completed payment or the voucher. */
export async function findSettlementFacts(db: TExecutor, tradeInId: number) {
  const [payment] = await db
    .select({ reference: payments.reference, amountSatang: payments.amountSatang })
    .from(payments)
    .where(and(eq(payments.tradeInId, tradeInId), eq(payments.status, 'completed')));
  const [voucher] = await db
    .select({ code: vouchers.code, amountSatang: vouchers.amountSatang })
    .from(vouchers)
    // The settlement's voucher, not one a sale's return gave back later (decision 044).
    .where(and(eq(vouchers.tradeInId, tradeInId), eq(vouchers.origin, 'settlement')));
  return { payment, voucher };
}

/** A shipment: a request's return or a sale's delivery, its carrier and tracking page. */
export async function findDeliveryFacts(db: TExecutor, deliveryId: number) {
  const [row] = await db
    .select({
      id: deliveries.id,
      tradeInId: deliveries.tradeInId,
      saleId: deliveries.saleId,
      trackingNumber: deliveries.trackingNumber,
      carrierName: carriers.name,
      carrierTrackingUrl: carriers.trackingUrl,
      buyerName: sales.customerName,
      buyerContact: sales.customerContact,
      /** The sale's first document: the number a buyer follows the delivery with on /track. */
      documentNumber: sql<
        string | null
      >`(select ${saleDocuments.number} from ${saleDocuments} where ${saleDocuments.saleId} = ${deliveries.saleId} order by ${saleDocuments.id} limit 1)`,
    })
    .from(deliveries)
    .leftJoin(carriers, eq(carriers.id, deliveries.carrierId))
    .leftJoin(sales, eq(sales.id, deliveries.saleId))
    .where(eq(deliveries.id, deliveryId));
  return row;
}

export type TDeliveryFacts = NonNullable<Awaited<ReturnType<typeof findDeliveryFacts>>>;

/** Requests' references by id (the admin's notes). */
export async function findReferences(db: TExecutor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tradeIns.id, reference: tradeIns.reference })
    .from(tradeIns)
    .where(inArray(tradeIns.id, [...ids]));
}
