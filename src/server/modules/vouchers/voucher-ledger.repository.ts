import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TVoucherMovementKind } from '#core/finance/voucher-movements.ts';
import type { TExecutor, TTx } from '../../db/client.ts';
import { outboxEvents, tradeIns, voucherMovements, vouchers } from '../../db/schema/index.ts';

/** A voucher as the counter, /track and the steps read it: the row, and its request's customer. */
const voucherColumns = {
  voucher: vouchers,
  tradeInReference: tradeIns.reference,
  ownerName: tradeIns.fullName,
  ownerPhone: tradeIns.phone,
};
export type TVoucherRow = {
  voucher: typeof vouchers.$inferSelect;
  tradeInReference: string;
  ownerName: string;
  ownerPhone: string;
};

export async function findVoucherRow(
  executor: TExecutor,
  by: { id: number } | { code: string },
  lock = false,
): Promise<TVoucherRow | undefined> {
  const query = executor
    .select(voucherColumns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where('id' in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code));
  const [row] = lock ? await query.for('update', { of: vouchers }) : await query;
  return row;
}

/** Every voucher of a request (its settlement's, and any a return gave back since), oldest first. */
export function findVouchersOfRequest(executor: TExecutor, tradeInId: number): Promise<TVoucherRow[]> {
  return executor
    .select(voucherColumns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where(eq(vouchers.tradeInId, tradeInId))
    .orderBy(asc(vouchers.id));
}

export async function insertVoucherRow(
  executor: TExecutor,
  values: typeof vouchers.$inferInsert,
): Promise<number> {
  const [row] = await executor.insert(vouchers).values(values).returning({ id: vouchers.id });
  return row!.id;
}

/** Writes what issuing sets once: the code, the day, the last valid day and the full balance. */
export async function markIssued(
  tx: TTx,
  id: number,
  values: { code: string; issuedOn: string; validUntil: string; balanceSatang: number },
): Promise<void> {
  await tx.update(vouchers).set(values).where(eq(vouchers.id, id));
}

/**
 * Moves a locked voucher's balance by `delta` and records the movement, in the caller's transaction.
 * The update itself refuses to go below nothing or above the amount (and the table's check would too),
 * so a bug elsewhere cannot make money; returns the new balance, or null when refused.
 */
export async function moveBalance(
  tx: TTx,
  movement: {
    voucherId: number;
    kind: TVoucherMovementKind;
    deltaSatang: number;
    day: string;
    saleId?: number | null;
    createdBy?: string | null;
  },
): Promise<number | null> {
  const [row] = await tx
    .update(vouchers)
    .set({ balanceSatang: sql`${vouchers.balanceSatang} + ${movement.deltaSatang}` })
    .where(
      and(
        eq(vouchers.id, movement.voucherId),
        sql`${vouchers.balanceSatang} + ${movement.deltaSatang} between 0 and ${vouchers.amountSatang}`,
      ),
    )
    .returning({ balance: vouchers.balanceSatang });
  if (!row) return null;
  await tx.insert(voucherMovements).values({
    voucherId: movement.voucherId,
    day: movement.day,
    kind: movement.kind,
    amountSatang: movement.deltaSatang,
    saleId: movement.saleId ?? null,
    createdBy: movement.createdBy ?? null,
  });
  return row.balance;
}

/** An event for the outbox beside the state's own (voucher issued or redeemed, for customer messages). */
export async function recordVoucherEvent(
  tx: TTx,
  voucherId: number,
  topic: 'voucher.issued' | 'voucher.redeemed' | 'voucher.restored',
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.insert(outboxEvents).values({ topic, entity: 'voucher', entityId: voucherId, payload });
}

/** Active vouchers whose last valid day is before `today`: the expiry sweep's work. */
export async function findExpiredActive(executor: TExecutor, today: string, limit: number) {
  return executor
    .select({ id: vouchers.id, validUntil: vouchers.validUntil, balanceSatang: vouchers.balanceSatang })
    .from(vouchers)
    .where(and(eq(vouchers.status, 'active'), lt(vouchers.validUntil, today)))
    .orderBy(asc(vouchers.id))
    .limit(limit);
}
