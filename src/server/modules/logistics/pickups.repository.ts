import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { PICKUP_STATES, type TPickupListQuery } from '#core/contracts/logistics.ts';
import type { TExecutor } from '../../db/client.ts';
import { tradeIns } from '../../db/schema/index.ts';

const pickupColumns = {
  id: tradeIns.id,
  reference: tradeIns.reference,
  status: tradeIns.status,
  version: tradeIns.version,
  customerName: tradeIns.fullName,
  phone: tradeIns.phone,
  device: tradeIns.deviceDescription,
  address: tradeIns.pickupAddress,
  province: tradeIns.province,
  date: tradeIns.pickupDate,
  timeSlot: tradeIns.pickupTimeSlot,
};
function pickupSelect(executor: TExecutor) {
  return executor.select(pickupColumns).from(tradeIns);
}
export type TPickupRow = Awaited<ReturnType<ReturnType<typeof pickupSelect>['execute']>>[number];

/** At most this many pick-ups in one answer: a day's runs, or what is open. */
const LIMIT = 500;

/**
 * Courier pick-ups: one day's (any of the three states, or the one asked for), or without a day those
 * still to do (new, booked) up to `until`. By date, then province and slot; the service orders areas.
 */
export async function listPickups(
  executor: TExecutor,
  query: TPickupListQuery,
  until: string,
): Promise<TPickupRow[]> {
  // Written as constants, so the planner matches the partial indexes (trade_ins_open_pickups_idx for the
  // open ones, trade_ins_pickup_date_idx for a day's) and reads the page in run order.
  const conditions: SQL[] = [sql`${tradeIns.fulfilment} = 'pickup'`];
  if (query.status) conditions.push(eq(tradeIns.status, query.status));
  else if (!query.date) conditions.push(sql`${tradeIns.status} in ('new', 'booked')`);
  else conditions.push(inArray(tradeIns.status, [...PICKUP_STATES]));
  if (query.date) conditions.push(eq(tradeIns.pickupDate, query.date));
  else conditions.push(or(lte(tradeIns.pickupDate, until), sql`${tradeIns.pickupDate} is null`)!);
  return pickupSelect(executor)
    .where(and(...conditions))
    .orderBy(
      sql`${tradeIns.pickupDate} asc nulls last`,
      asc(tradeIns.province),
      asc(tradeIns.pickupTimeSlot),
      asc(tradeIns.id),
    )
    .limit(LIMIT);
}

export async function findPickup(executor: TExecutor, id: number): Promise<TPickupRow | undefined> {
  const [row] = await pickupSelect(executor).where(
    and(eq(tradeIns.id, id), eq(tradeIns.fulfilment, 'pickup')),
  );
  return row;
}

/** The booked pick-ups of a day, for its run sheet. */
export async function bookedOn(executor: TExecutor, date: string): Promise<TPickupRow[]> {
  return listPickups(executor, { date, status: 'booked' }, date);
}
