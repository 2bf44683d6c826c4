import { addDays, bangkokDayStart } from '../bangkok-time.ts';

/**
 * When logistics work is overdue (decision 045): a pick-up still new or booked after its slot has ended,
 * and a delivery still open (pending, in transit or failed) more than `DELIVERY_OVERDUE_DAYS` days after
 * it was created. Pure, so the list, its filter and the dashboard's count agree.
 */
export const OPEN_DELIVERY_STATES = ['pendingDelivery', 'inTransit', 'failed'] as const;
export const OPEN_PICKUP_STATES = ['new', 'booked'] as const;
export const DELIVERY_OVERDUE_DAYS_DEFAULT = 7;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The instant a pick-up's slot ends in Bangkok: "09:00-12:00" on a day ends at 12:00; no slot, at midnight. */
export function pickupSlotEnd(date: string, timeSlot: string | null): Date {
  const end = /-(\d{2}):(\d{2})$/.exec(timeSlot ?? '');
  if (!end) return bangkokDayStart(addDays(date, 1));
  return new Date(bangkokDayStart(date).getTime() + Number(end[1]) * HOUR_MS + Number(end[2]) * 60_000);
}

export function isPickupOverdue(
  pickup: { status: string; date: string | null; timeSlot: string | null },
  now: Date,
): boolean {
  if (!(OPEN_PICKUP_STATES as readonly string[]).includes(pickup.status) || pickup.date === null)
    return false;
  return pickupSlotEnd(pickup.date, pickup.timeSlot).getTime() <= now.getTime();
}

/** A delivery created before this instant and still open is overdue. */
export function deliveryOverdueBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function isDeliveryOverdue(
  delivery: { status: string; createdAt: Date },
  now: Date,
  days: number,
): boolean {
  return (
    (OPEN_DELIVERY_STATES as readonly string[]).includes(delivery.status) &&
    delivery.createdAt.getTime() < deliveryOverdueBefore(now, days).getTime()
  );
}
