import { desc, eq } from 'drizzle-orm';
import type { TVoucher } from '#core/contracts/finance.ts';
import type { TExecutor } from '../../db/client.ts';
import { tradeIns, vouchers } from '../../db/schema/index.ts';

/** Vouchers with their request's reference and customer (decision 028). */
const columns = {
  voucher: vouchers,
  tradeInReference: tradeIns.reference,
  customerName: tradeIns.fullName,
};

function toVoucher(row: {
  voucher: typeof vouchers.$inferSelect;
  tradeInReference: string;
  customerName: string;
}): TVoucher {
  const { voucher } = row;
  return {
    id: voucher.id,
    code: voucher.code,
    tradeInReference: row.tradeInReference,
    customerName: row.customerName,
    amountSatang: voucher.amountSatang,
    issuedOn: voucher.issuedOn,
    notes: voucher.notes,
  };
}

/** One voucher by its id or its (normalized) code, or null. */
export async function findVoucher(executor: TExecutor, by: { id: number } | { code: string }) {
  const [row] = await executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .where('id' in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code));
  return row ? toVoucher(row) : null;
}

/** The latest vouchers, newest first. */
export async function listVouchers(executor: TExecutor, limit: number) {
  const rows = await executor
    .select(columns)
    .from(vouchers)
    .innerJoin(tradeIns, eq(tradeIns.id, vouchers.tradeInId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(limit);
  return rows.map(toVoucher);
}

export async function insertVoucher(executor: TExecutor, values: typeof vouchers.$inferInsert) {
  const [row] = await executor.insert(vouchers).values(values).returning({ id: vouchers.id });
  return row!.id;
}
