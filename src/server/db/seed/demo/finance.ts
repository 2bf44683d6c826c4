import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ZPreparePaymentSchema } from '#core/contracts/finance.ts';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import type { TDb, TTx } from '../../client.ts';
import { auditLog, expenses, outboxEvents, payments, tradeIns, workflowHistory } from '../../schema/index.ts';
import { readyToSettle } from '../../../modules/finance/payments.repository.ts';
import { createPaymentsService } from '../../../modules/finance/payments.service.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';
import type { TStaffActor } from '../../../modules/finance/finance-actor.ts';
import { createExpensesService } from '../../../modules/finance/expenses.service.ts';
import { readClosedMonths } from '../../../modules/finance/periods.repository.ts';

const FINANCE: TStaffActor = { kind: 'staff', userId: null, roles: ['finance'] };
/** Each category's monthly bill: a base amount in baht, and whether it carries 7% VAT. */
const BILLS = [
  { baht: 45_000, vat: true, reference: 'RENT' },
  { baht: 6_800, vat: true, reference: 'UTIL' },
  { baht: 3_200, vat: true, reference: 'LOGI' },
  { baht: 12_500, vat: false, reference: 'SAL' },
  { baht: 2_400, vat: true, reference: 'MKT' },
  { baht: 1_150, vat: true, reference: 'OFF' },
];

/**
 * The demo's expenses (decision 028) through the expenses service: for each of the last three months,
 * one in every category (active or not), dated on a working day; months already closed are left alone.
 * Marked as the demo's so the next run replaces them.
 */
export async function seedDemoExpenses(db: TDb, now: Date): Promise<number> {
  const service = createExpensesService({ db, now: () => now });
  const categories = (await service.categories()).items;
  const closed = await readClosedMonths(db);
  const today = bangkokDate(now);
  const ids: number[] = [];
  for (let monthsBack = 2; monthsBack >= 0; monthsBack -= 1) {
    for (const [index, category] of categories.entries()) {
      const date = addDays(today, -(monthsBack * 30 + 3 + ((index * 4) % 24)));
      if (date >= today || closed.has(date.slice(0, 7))) continue;
      const bill = BILLS[index % BILLS.length]!;
      const amountSatang = (bill.baht + ((index + monthsBack) % 5) * 137) * 100;
      const vatSatang = bill.vat ? Math.round((amountSatang * 7) / 107) : 0;
      const expense = await service.create(
        {
          expenseDate: date,
          categoryId: category.id,
          reference: `${bill.reference}-${date.slice(0, 7).replace('-', '')}-${String(index + 1).padStart(2, '0')}`,
          amountSatang,
          vatSatang,
          notes: null,
        },
        FINANCE,
      );
      ids.push(expense.id);
    }
  }
  if (ids.length > 0) await db.update(expenses).set({ isDemo: true }).where(inArray(expenses.id, ids));
  return ids.length;
}

/**
 * Payments waiting (decision 028) through the payments service, for the demo's requests ready to settle
 * (inspected, paid in money), the largest first: those above the threshold wait for a second finance user's approval (four-eyes).
 * Completing one needs a slip uploaded by a staff user, which the demo (no users) does not have.
 */
export async function seedDemoPayments(db: TDb, now: Date): Promise<number> {
  const ready = await db
    .select({ reference: tradeIns.reference, fullName: tradeIns.fullName, phone: tradeIns.phone })
    .from(tradeIns)
    .where(and(eq(tradeIns.isDemo, true), ne(tradeIns.option, 'voucher'), readyToSettle))
    .orderBy(
      desc(sql`coalesce(${tradeIns.engineerActualPriceThb}, ${tradeIns.offeredThb})`),
      asc(tradeIns.id),
    )
    .limit(6);
  const service = createPaymentsService({ db, workflow: createWorkflow({ db }), now: () => now });
  const ids: number[] = [];
  for (const request of ready) {
    const payment = await service.prepare(
      ZPreparePaymentSchema.parse({
        tradeInReference: request.reference,
        payee: { method: 'promptpay', promptPayId: request.phone, accountName: request.fullName },
      }),
      FINANCE,
    );
    ids.push(payment.id);
  }
  if (ids.length > 0) await db.update(payments).set({ isDemo: true }).where(inArray(payments.id, ids));
  return ids.length;
}

/** Deletes the demo's expenses (reversals of them first) and their audit rows; real ones are not touched. */
export async function deleteDemoFinance(tx: TTx): Promise<void> {
  const paid = await tx
    .select({ id: payments.id, reference: payments.reference })
    .from(payments)
    .where(eq(payments.isDemo, true));
  if (paid.length > 0) {
    const ids = paid.map((row) => row.id);
    const ofPayments = (entity: AnyPgColumn, entityId: AnyPgColumn) =>
      and(eq(entity, 'payment'), inArray(entityId, ids));
    await tx.delete(workflowHistory).where(ofPayments(workflowHistory.entity, workflowHistory.entityId));
    await tx.delete(outboxEvents).where(ofPayments(outboxEvents.entity, outboxEvents.entityId));
    await tx.delete(auditLog).where(
      and(
        eq(auditLog.targetType, 'payment'),
        inArray(
          auditLog.targetId,
          paid.map((row) => row.reference),
        ),
      ),
    );
    await tx.delete(payments).where(inArray(payments.id, ids));
  }
  const rows = await tx.select({ id: expenses.id }).from(expenses).where(eq(expenses.isDemo, true));
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await tx
    .delete(auditLog)
    .where(and(eq(auditLog.targetType, 'expense'), inArray(auditLog.targetId, ids.map(String))));
  await tx.delete(expenses).where(and(eq(expenses.isDemo, true), inArray(expenses.reversesId, ids)));
  await tx.delete(expenses).where(inArray(expenses.id, ids));
}
