/** Request lifecycle (product decisions): new → booked → received → inspected → settled; rejected before settled. */
export const TRADE_IN_STATUSES = ['new', 'booked', 'received', 'inspected', 'settled', 'rejected'] as const;
export type TTradeInStatus = (typeof TRADE_IN_STATUSES)[number];

export const ALLOWED_TRANSITIONS: Record<TTradeInStatus, readonly TTradeInStatus[]> = {
  new: ['booked', 'rejected'],
  booked: ['received', 'rejected'],
  received: ['inspected', 'rejected'],
  inspected: ['settled', 'rejected'],
  settled: [],
  rejected: [],
};

export function canTransition(from: TTradeInStatus, to: TTradeInStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

export const TRADE_IN_OPTIONS = ['tradeIn', 'sale', 'voucher'] as const;
export type TTradeInOption = (typeof TRADE_IN_OPTIONS)[number];

export const FULFILMENT_METHODS = ['store', 'pickup'] as const;
export type TFulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

/** Courier pick-up windows, local time (Asia/Bangkok). */
export const PICKUP_TIME_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00'] as const;
export type TPickupTimeSlot = (typeof PICKUP_TIME_SLOTS)[number];

/** Reason recorded when the customer declines a lower re-quote on the tracking page. */
export const REASON_CUSTOMER_DECLINED = 'customer declined re-quote';
