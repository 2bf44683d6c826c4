import { desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { tradeIns, users, vouchers } from '../../db/schema/index.ts';

const requesters = sql`(select coalesce(${users.email}, ${users.phone}) from ${users} where ${users.id} = ${vouchers.issuedBy})`;
const approvers = sql`(select coalesce(${users.email}, ${users.phone}) from ${users} where ${users.id} = ${vouchers.approvedBy})`;

/** Vouchers with their request's reference and customer, and who asked for and approved them (040). */
const columns = {
  voucher: vouchers,
  tradeInReference: tradeIns.reference,
  tradeInStatus: tradeIns.status,
  customerName: tradeIns.fullName,
  requestedBy: sql<string | null>`${requesters}`,
  approvedBy: sql<string | null>`${approvers}`,
};

export type TVoucherRecord = {
  voucher: typeof vouchers.$inferSelect;
  tradeInReference: string;
  tradeInStatus: string;
  customerName: string;
  requestedBy: string | null;
  approvedBy: string | null;
};

/** One voucher by its id or its (normalized) code, or null; locked for the approval when asked. */
export async function findVoucher(
  executor: TExecutor,
  by: { id: number } | { code: string },
  lock = false,
): Promise<TVoucherRecord | null> {
  const query = executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where('id' in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code));
  const [row] = await (lock ? query.for('update', { of: vouchers }) : query);
  return row ?? null;
}

/** The latest vouchers, newest first. */
export async function listVouchers(executor: TExecutor, limit: number): Promise<TVoucherRecord[]> {
  return executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(limit);
}

export async function insertVoucher(executor: TExecutor, values: typeof vouchers.$inferInsert) {
  const [row] = await executor.insert(vouchers).values(values).returning({ id: vouchers.id });
  return row!.id;
}

/** The second finance user's approval: the code is made now, dated the day it is issued. */
export async function recordVoucherApproval(
  executor: TExecutor,
  id: number,
  values: { code: string; issuedOn: string; approvedBy: string },
) {
  await executor
    .update(vouchers)
    .set({ ...values, approvedAt: new Date() })
    .where(eq(vouchers.id, id));
}
