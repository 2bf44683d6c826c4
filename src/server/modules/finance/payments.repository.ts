import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TPayee } from '#core/finance/payee.ts';
import type { TPaymentState } from '#core/workflow/payment-machine.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  payeeDetails,
  paymentReversals,
  payments,
  priceProposals,
  requotes,
  storedFiles,
  tradeIns,
  users,
  vouchers,
  workflowHistory,
} from '../../db/schema/index.ts';

export type TPaymentRow = typeof payments.$inferSelect;

const livePayment = (tradeInId: SQL | typeof tradeIns.id) =>
  sql`exists (select 1 from ${payments} where ${payments.tradeInId} = ${tradeInId} and ${payments.status} in ('pendingPayment', 'completed'))`;
const reversedPayment = sql`exists (select 1 from ${payments} where ${payments.tradeInId} = ${tradeIns.id} and ${payments.status} = 'reversed')`;
/** A price above the offer waits for an admin (decision 040): nothing is paid or issued meanwhile. */
const proposalPending = sql`exists (select 1 from ${priceProposals} where ${priceProposals.tradeInId} = ${tradeIns.id} and ${priceProposals.status} = 'pending')`;
const voucherIssued = sql`exists (select 1 from ${vouchers} where ${vouchers.tradeInId} = ${tradeIns.id} and ${vouchers.status} <> 'cancelled')`;

/**
 * Ready to settle (product decisions, step 4): inspected with no open or declined re-quote, no price above
 * the offer waiting for an admin (decision 040), and nothing live paid or issued for it — or settled, but
 * its only payments were reversed (paid again).
 */
export const readyToSettle = sql`(
  (${tradeIns.status} = 'inspected'
    and coalesce((select ${requotes.status} from ${requotes} where ${requotes.tradeInId} = ${tradeIns.id}), 'accepted') = 'accepted'
    and not ${proposalPending}
    and not ${livePayment(tradeIns.id)} and not ${voucherIssued})
  or (${tradeIns.status} = 'settled' and ${reversedPayment} and not ${livePayment(tradeIns.id)})
)`;

const requestColumns = {
  id: tradeIns.id,
  reference: tradeIns.reference,
  status: tradeIns.status,
  deviceDescription: tradeIns.deviceDescription,
  fullName: tradeIns.fullName,
  option: tradeIns.option,
  offeredThb: tradeIns.offeredThb,
  engineerActualPriceThb: tradeIns.engineerActualPriceThb,
};

export async function listReadyRequests(executor: TExecutor, limit = 500) {
  return executor
    .select({
      ...requestColumns,
      payeeMethod: payeeDetails.method,
      promptPayId: payeeDetails.promptPayId,
      bankCode: payeeDetails.bankCode,
      accountNumber: payeeDetails.accountNumber,
      accountName: payeeDetails.accountName,
      inspectedAt: sql<Date | null>`(select max(${workflowHistory.createdAt}) from ${workflowHistory}
        where ${workflowHistory.entity} = 'tradeIn' and ${workflowHistory.entityId} = ${tradeIns.id}
          and ${workflowHistory.toState} = 'inspected')`.mapWith((value) =>
        value === null ? null : new Date(value as string),
      ),
    })
    .from(tradeIns)
    .leftJoin(payeeDetails, eq(payeeDetails.tradeInId, tradeIns.id))
    .where(readyToSettle)
    .orderBy(tradeIns.updatedAt, tradeIns.id)
    .limit(limit);
}

/** A request by reference, locked, with whether it is ready to settle now. */
export async function lockRequestByReference(executor: TExecutor, reference: string) {
  const [row] = await executor
    .select({
      ...requestColumns,
      ready: sql<boolean>`${readyToSettle}`,
      proposalPending: sql<boolean>`${proposalPending}`,
    })
    .from(tradeIns)
    .where(eq(tradeIns.reference, reference))
    .for('update', { of: tradeIns });
  return row;
}

export async function findPayee(executor: TExecutor, tradeInId: number): Promise<TPayee | undefined> {
  const [row] = await executor.select().from(payeeDetails).where(eq(payeeDetails.tradeInId, tradeInId));
  return row ? toPayee(row) : undefined;
}

export function toPayee(row: {
  method: TPayee['method'];
  promptPayId: string | null;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string;
}): TPayee {
  return {
    method: row.method,
    promptPayId: row.promptPayId,
    bankCode: row.bankCode as TPayee['bankCode'],
    accountNumber: row.accountNumber,
    accountName: row.accountName,
  };
}

export async function upsertPayee(executor: TExecutor, tradeInId: number, payee: TPayee, updatedBy: string) {
  const values = { ...payee, updatedBy, updatedAt: new Date() };
  await executor
    .insert(payeeDetails)
    .values({ tradeInId, ...values })
    .onConflictDoUpdate({ target: payeeDetails.tradeInId, set: values });
}

export async function insertPayment(
  executor: TExecutor,
  values: Omit<typeof payments.$inferInsert, 'status' | 'id'>,
): Promise<number> {
  const [row] = await executor.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

export async function findPayment(executor: TExecutor, id: number, lock = false) {
  const query = executor
    .select({
      payment: payments,
      tradeInReference: tradeIns.reference,
      customerName: tradeIns.fullName,
      tradeInStatus: tradeIns.status,
      slipMimeType: storedFiles.mimeType,
      reversal: paymentReversals,
    })
    .from(payments)
    .innerJoin(tradeIns, eq(tradeIns.id, payments.tradeInId))
    .leftJoin(storedFiles, eq(storedFiles.id, payments.slipFileId))
    .leftJoin(paymentReversals, eq(paymentReversals.paymentId, payments.id))
    .where(eq(payments.id, id));
  const [row] = await (lock ? query.for('update', { of: payments }) : query);
  return row;
}
export type TPaymentRecord = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export async function listPayments(
  executor: TExecutor,
  filters: { status?: TPaymentState | undefined; awaitingApproval?: boolean | undefined },
  limit = 500,
) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(payments.status, filters.status));
  if (filters.awaitingApproval !== undefined) {
    conditions.push(
      filters.awaitingApproval
        ? sql`${payments.status} = 'pendingPayment' and ${payments.needsApproval} and ${payments.approvedBy} is null`
        : sql`not (${payments.status} = 'pendingPayment' and ${payments.needsApproval} and ${payments.approvedBy} is null)`,
    );
  }
  return executor
    .select({ payment: payments, tradeInReference: tradeIns.reference, customerName: tradeIns.fullName })
    .from(payments)
    .innerJoin(tradeIns, eq(tradeIns.id, payments.tradeInId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export async function recordApproval(executor: TExecutor, id: number, userId: string | null) {
  await executor
    .update(payments)
    .set({
      approvedBy: userId,
      approvedAt: new Date(),
      version: sql`${payments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
}

export async function recordCompletion(
  executor: TExecutor,
  id: number,
  values: { slipFileId: string; bankReference: string | null; paidOn: string; completedBy: string | null },
) {
  await executor.update(payments).set(values).where(eq(payments.id, id));
}

export async function insertReversal(executor: TExecutor, values: typeof paymentReversals.$inferInsert) {
  await executor.insert(paymentReversals).values(values);
}

export async function userLabels(executor: TExecutor, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await executor
    .select({ id: users.id, label: sql<string>`coalesce(${users.email}, ${users.phone}, ${users.id}::text)` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.label]));
}
