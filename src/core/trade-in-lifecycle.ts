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
 * The inspected price (issue 28 item 1, decision 040): the one amount the customer is shown after
 * inspection (/track, messages), the staff request page names, and finance prepares or issues — in whole
 * baht. It is the request's price in force, `engineer_actual_price_thb`, which the workflow alone writes:
 * the inspection's price when it is at or below the offer (a lower one is the customer's re-quote, and a
 * declined re-quote never settles), the offer while a price above it waits for an admin or after an admin
 * refused it, the higher price once an admin approved it. Before an inspection (or when admin recorded
 * inspected without a price) it is the offer.
 */
export function inspectedPriceThb(request: {
  offeredThb: number | null;
  engineerActualPriceThb: number | null;
}): number {
  return request.engineerActualPriceThb ?? request.offeredThb ?? 0;
}

/** What the customer is paid at settlement, in whole baht: the inspected price, always. */
export const settlementAmountThb = inspectedPriceThb;
