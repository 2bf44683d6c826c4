import { desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { tradeIns, users, vouchers } from '../../db/schema/index.ts';

/** Vouchers with their request's reference, customer and state, and who asked for and approved them. */
const userLabel = (column: typeof vouchers.issuedBy | typeof vouchers.approvedBy) =>
  sql<
    string | null
  >`(select coalesce(${users.email}, ${users.phone}) from ${users} where ${users.id} = ${column})`;
const columns = {
  voucher: vouchers,
  tradeInReference: tradeIns.reference,
  tradeInStatus: tradeIns.status,
  customerName: tradeIns.fullName,
  requestedBy: userLabel(vouchers.issuedBy),
  approvedBy: userLabel(vouchers.approvedBy),
};

export type TVoucherRecord = {
  voucher: typeof vouchers.$inferSelect;
  tradeInReference: string;
  tradeInStatus: string;
  customerName: string;
  requestedBy: string | null;
  approvedBy: string | null;
};

/** One voucher by its id or its (normalized) code, or undefined; locked when asked. */
export async function findVoucher(
  executor: TExecutor,
  by: { id: number } | { code: string },
  lock = false,
): Promise<TVoucherRecord | undefined> {
  const query = executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where('id' in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code));
  const [row] = lock ? await query.for('update', { of: vouchers }) : await query;
  return row;
}

/** The latest vouchers, newest first. */
export function listVouchers(executor: TExecutor, limit: number): Promise<TVoucherRecord[]> {
  return executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(limit);
}

/** The second finance user's approval, written once with the issue. */
export async function recordVoucherApproval(executor: TExecutor, id: number, approvedBy: string) {
  await executor.update(vouchers).set({ approvedBy, approvedAt: new Date() }).where(eq(vouchers.id, id));
}
