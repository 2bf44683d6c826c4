/**
 * Request lifecycle (product decisions): new → booked → received → inspected → settled; rejected before
 * settled. Who may take which step, and with what evidence, is the workflow's table
 * (src/core/workflow/trade-in-machine.ts).
 */
export const TRADE_IN_STATUSES = ['new', 'booked', 'received', 'inspected', 'settled', 'rejected'] as const;
export type TTradeInStatus = (typeof TRADE_IN_STATUSES)[number];

export const TRADE_IN_OPTIONS = ['tradeIn', 'sale', 'voucher'] as const;
export type TTradeInOption = (typeof TRADE_IN_OPTIONS)[number];

export const FULFILMENT_METHODS = ['store', 'pickup'] as const;
export type TFulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

/** Courier pick-up windows, local time (Asia/Bangkok). */
export const PICKUP_TIME_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00'] as const;
export type TPickupTimeSlot = (typeof PICKUP_TIME_SLOTS)[number];

/** Reason recorded when the customer declines a lower re-quote on the tracking page. */
export const REASON_CUSTOMER_DECLINED = 'customer declined re-quote';

/**
 * What the customer is paid at settlement, in whole baht: the offer, or the inspection's actual price
 * when it is lower (the customer accepted it: a declined re-quote never settles). A price found higher
 * than the offer does not raise it: the offer is what was agreed.
 */
export function settlementAmountThb(request: {
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
}): number {
  const { offeredThb, engineerActualPriceThb: actual } = request;
  if (actual === null) return offeredThb ?? 0;
  return offeredThb === null ? actual : Math.min(actual, offeredThb);
}
