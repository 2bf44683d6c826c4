import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ZPreparePaymentSchema } from '#core/contracts/finance.ts';
import { addDays, bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { ZReceiptInputSchema } from '#core/contracts/sale-receipts.ts';
import { firstDayOf, lastDayOf, monthOf, previousMonth } from '#core/finance/periods.ts';
import { formatSatang } from '#core/finance/vat.ts';
import type { TDb, TTx } from '../../client.ts';
import {
  auditLog,
  closedPeriods,
  expenses,
  outboxEvents,
  payeeDetails,
  payments,
  saleReceipts,
  tradeIns,
  vouchers,
  workflowHistory,
} from '../../schema/index.ts';
import { fileKey, type TFileStore } from '../../../storage/file-store.ts';
import { FILE_FOLDERS } from '../../../modules/files/files.service.ts';
import { createFilesRepository } from '../../../modules/files/files.repository.ts';
import { createReceiptsService } from '../../../modules/finance/receipts.service.ts';
import { createVouchersService } from '../../../modules/finance/vouchers.service.ts';
import { readOutstanding } from '../../../modules/finance/receipts.repository.ts';
import { deleteDemoFiles } from './deliveries.ts';
import { deleteDemoVouchers } from './vouchers.ts';
import { insertClosedPeriod } from '../../../modules/finance/periods.repository.ts';
import { readyToSettle } from '../../../modules/finance/payments.repository.ts';
import { createPaymentsService } from '../../../modules/finance/payments.service.ts';
import { createWorkflow } from '../../../modules/workflow/workflow.ts';
import type { TStaffActor } from '../../../modules/finance/finance-actor.ts';
import { createExpensesService } from '../../../modules/finance/expenses.service.ts';
import { readClosedMonths } from '../../../modules/finance/periods.repository.ts';

const FINANCE: TStaffActor = { kind: 'staff', userId: null, roles: ['finance'] };
/**
 * What a small Thai trade-in shop pays a month in each kind of expense (decision 028's categories, matched
 * by their names, which finance may edit): a base amount in baht, how much it moves from month to month,
 * the day of the month it is paid, and whether the bill carries 7% VAT (renting premises is VAT-exempt;
 * wages carry none). A category no rule names is a small sundry bill.
 */
export const DEMO_BILLS = [
  { match: /rent|เช่า/i, baht: 28_000, spread: 0, day: 1, vat: false, reference: 'RENT' },
  { match: /salar|wage|เงินเดือน|ค่าจ้าง/i, baht: 46_500, spread: 1_500, day: 25, vat: false, reference: 'SAL' },
  {
    match: /utilit|internet|electric|ค่าน้ำ|ค่าไฟ/i,
    baht: 4_300,
    spread: 900,
    day: 8,
    vat: true,
    reference: 'UTIL',
  },
  { match: /ship|courier|ขนส่ง/i, baht: 2_600, spread: 1_200, day: 28, vat: true, reference: 'LOGI' },
  { match: /market|advert|การตลาด|โฆษณา/i, baht: 5_000, spread: 1_500, day: 12, vat: true, reference: 'MKT' },
  { match: /part|repair|อะไหล่|ซ่อม/i, baht: 3_200, spread: 1_800, day: 16, vat: true, reference: 'PART' },
  { match: /office|สำนักงาน/i, baht: 650, spread: 400, day: 6, vat: true, reference: 'OFF' },
  { match: /bank|fee|ธนาคาร|ธรรมเนียม/i, baht: 1_100, spread: 500, day: 27, vat: true, reference: 'FEE' },
  { match: /profession|account|วิชาชีพ|บัญชี/i, baht: 3_500, spread: 0, day: 20, vat: true, reference: 'PRO' },
] as const;
const SUNDRY = { baht: 450, spread: 300, day: 18, vat: false, reference: 'OTH' } as const;

/** The bill a category's name calls for (its English name, else its Thai one). */
export function demoBillFor(category: { nameEn: string; nameTh: string }) {
  return (
    DEMO_BILLS.find((bill) => bill.match.test(category.nameEn)) ??
    DEMO_BILLS.find((bill) => bill.match.test(category.nameTh)) ??
    SUNDRY
  );
}

/**
 * The demo's expenses (decision 028) through the expenses service: for each of the last three months up
 * to today, one in every category (active or not) on its day of the month (this month's bills not yet due
 * are left out; the rent, due on the 1st, is always in), and the utilities bill of the month before last
 * entered twice (the copy is reversed when that month is closed). Months already closed are left alone. Amounts move a little from month to month, the same every run. Marked as the demo's so the next
 * run replaces them.
 */
export async function seedDemoExpenses(db: TDb, now: Date): Promise<number> {
  const service = createExpensesService({ db, now: () => now });
  const categories = (await service.categories()).items;
  const closed = await readClosedMonths(db);
  const today = bangkokDate(now);
  const ids: number[] = [];
  const utilities = new Map<string, Parameters<typeof service.create>[0]>();
  for (let monthsBack = 2; monthsBack >= 0; monthsBack -= 1) {
    let month = monthOf(today);
    for (let step = 0; step < monthsBack; step += 1) month = previousMonth(month);
    if (closed.has(month)) continue;
    for (const [index, category] of categories.entries()) {
      const bill = demoBillFor(category);
      // Its day, within the month (a 28th in February is the 28th) and not after today.
      const date = [addDays(firstDayOf(month), bill.day - 1), lastDayOf(month)].sort()[0]!;
      if (date > today) continue;
      // A step of up to ±spread, from the month and the category: the same every run.
      const steps = ((Number(month.slice(5)) * 7 + index * 3) % 9) - 4;
      const baht = bill.baht + Math.round((bill.spread * steps) / 4 / 10) * 10;
      const amountSatang = baht * 100;
      const vatSatang = bill.vat ? Math.round((amountSatang * 7) / 107) : 0;
      const input = {
        expenseDate: date,
        categoryId: category.id,
        reference: `${bill.reference}-${month.replace('-', '')}-${String(index + 1).padStart(2, '0')}`,
        amountSatang,
        vatSatang,
        notes: null,
      };
      ids.push((await service.create(input, FINANCE)).id);
      if (bill.reference === 'UTIL') utilities.set(month, input);
    }
    // The month to be closed has its utilities bill entered twice; closing it, finance reverses the copy.
    const twice = monthsBack === 2 ? utilities.get(month) : undefined;
    if (twice) ids.push((await service.create(twice, FINANCE)).id);
  }
  if (ids.length > 0) await db.update(expenses).set({ isDemo: true }).where(inArray(expenses.id, ids));
  return ids.length;
}

/**
 * A transfer slip as a banking app shows it (drawn, then encoded as PNG), stored as a pending `slip` file
 * for a record to attach, as an upload would leave it.
 */
async function storeDemoSlip(
  db: TDb,
  files: TFileStore,
  slip: { bank: string; amountSatang: number; reference: string; to: string; day: string },
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="520">
  <rect width="360" height="520" fill="#f1f5f9"/><rect x="16" y="16" width="328" height="488" rx="18" fill="#fff"/>
  <circle cx="180" cy="86" r="34" fill="#16a34a"/><path d="M163 86l12 12 22-24" stroke="#fff" stroke-width="7" fill="none"/>
  <text x="180" y="150" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#0f172a">Transfer successful</text>
  <text x="180" y="176" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#64748b">${slip.day}</text>
  <text x="40" y="230" font-family="sans-serif" font-size="14" fill="#64748b">From</text>
  <text x="40" y="252" font-family="sans-serif" font-size="16" fill="#0f172a">${slip.bank} xxx-x-x1234-x</text>
  <text x="40" y="292" font-family="sans-serif" font-size="14" fill="#64748b">To</text>
  <text x="40" y="314" font-family="sans-serif" font-size="16" fill="#0f172a">${slip.to}</text>
  <text x="40" y="354" font-family="sans-serif" font-size="14" fill="#64748b">Amount (THB)</text>
  <text x="40" y="384" font-family="sans-serif" font-size="26" font-weight="700" fill="#0f172a">${formatSatang(slip.amountSatang)}</text>
  <text x="40" y="430" font-family="sans-serif" font-size="14" fill="#64748b">Reference</text>
  <text x="40" y="452" font-family="monospace" font-size="15" fill="#0f172a">${slip.reference}</text>
</svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  const id = randomUUID();
  const key = fileKey(FILE_FOLDERS.slip, `${id}.png`);
  await files.put(key, data, 'image/png');
  await createFilesRepository(db).insertPending({
    id,
    kind: 'slip',
    storageKey: key,
    mimeType: 'image/png',
    bytes: data.byteLength,
    width: 360,
    height: 520,
    uploadedBy: null,
  });
  return id;
}

/**
 * Payments (decisions 028, 031) through the payments service, for the demo's requests ready to settle
 * (inspected, paid in money), the largest first. Those above the four-eyes threshold wait for a second
 * finance user's approval; of the others, all but one are completed with a transfer slip (settling the
 * request, which stocks its device), and one is left pending.
 */
export async function seedDemoPayments(db: TDb, now: Date, files: TFileStore): Promise<number> {
  const ready = await db
    .select({
      reference: tradeIns.reference,
      fullName: tradeIns.fullName,
      phone: tradeIns.phone,
      hasPayee: isNotNull(payeeDetails.tradeInId),
    })
    .from(tradeIns)
    .leftJoin(payeeDetails, eq(payeeDetails.tradeInId, tradeIns.id))
    .where(and(eq(tradeIns.isDemo, true), ne(tradeIns.option, 'voucher'), readyToSettle))
    .orderBy(
      desc(sql`coalesce(${tradeIns.engineerActualPriceThb}, ${tradeIns.offeredThb})`),
      asc(tradeIns.id),
    )
    .limit(6);
  // Prepared and paid in the last minute of the demo's days (they end when today began in Bangkok).
  const at = new Date(bangkokDayStart(bangkokDate(now)).getTime() - 60_000);
  const service = createPaymentsService({ db, workflow: createWorkflow({ db }), now: () => at });
  const ids: number[] = [];
  const prepared = [];
  for (const request of ready) {
    const payment = await service.prepare(
      ZPreparePaymentSchema.parse({
        tradeInReference: request.reference,
        // The details the customer gave on the form, or finance's from the phone number when none.
        payee: request.hasPayee
          ? undefined
          : { method: 'promptpay', promptPayId: request.phone, accountName: request.fullName },
      }),
      FINANCE,
    );
    ids.push(payment.id);
    prepared.push(payment);
  }
  if (ids.length > 0) await db.update(payments).set({ isDemo: true }).where(inArray(payments.id, ids));
  // The demo's ready requests may all be below the four-eyes threshold: then its largest payment is
  // shown as one prepared while the threshold was lower, so the console has one waiting for approval.
  const largest = prepared[0];
  if (largest && !prepared.some((payment) => payment.needsApproval)) {
    await db.update(payments).set({ needsApproval: true }).where(eq(payments.id, largest.id));
    largest.needsApproval = true;
  }
  const payable = prepared.filter((payment) => !payment.needsApproval);
  for (const payment of payable.slice(0, -1)) {
    const bankReference = `KB${bangkokDate(at).replaceAll('-', '')}${String(payment.id).padStart(6, '0')}`;
    const slipFileId = await storeDemoSlip(db, files, {
      bank: 'KBANK',
      amountSatang: payment.amountSatang,
      reference: bankReference,
      to: payment.payeeMasked,
      day: bangkokDate(at),
    });
    await service.complete(payment.id, { version: payment.version, slipFileId, bankReference }, FINANCE);
  }
  return ids.length;
}

/** A voucher code for the demo's voucher request ready to settle, if it has one (settles it). */
export async function seedDemoVoucher(db: TDb, now: Date): Promise<number> {
  const [request] = await db
    .select({ reference: tradeIns.reference })
    .from(tradeIns)
    .where(and(eq(tradeIns.isDemo, true), eq(tradeIns.option, 'voucher'), readyToSettle))
    .orderBy(asc(tradeIns.id))
    .limit(1);
  if (!request) return 0;
  const at = new Date(bangkokDayStart(bangkokDate(now)).getTime() - 30_000);
  const voucher = await createVouchersService({ db, workflow: createWorkflow({ db }), now: () => at }).issue(
    { tradeInReference: request.reference, notes: 'Demo' },
    FINANCE,
  );
  await db.update(vouchers).set({ isDemo: true }).where(eq(vouchers.id, voucher.id));
  return 1;
}

/**
 * Receipts from the demo's wholesale sales (decision 031): the oldest is paid in full by transfer (with
 * its slip), the next one half, so an outstanding amount is listed.
 */
export async function seedDemoReceipts(db: TDb, now: Date, files: TFileStore): Promise<number> {
  const service = createReceiptsService({ db, now: () => now });
  const today = bangkokDate(now);
  const owed = await readOutstanding(db, today);
  const closed = await readClosedMonths(db);
  const ids: number[] = [];
  for (const [index, sale] of owed.slice(0, 2).entries()) {
    const amountSatang =
      index === 0 ? sale.outstandingSatang : Math.floor(sale.outstandingSatang / 200) * 100;
    // A few days after the sale, or today when that is still to come.
    const day = [addDays(sale.soldOn, 3), today].sort()[0]!;
    if (closed.has(monthOf(day)) || amountSatang <= 0) continue;
    const reference = `SCB${day.replaceAll('-', '')}${String(sale.saleId).padStart(5, '0')}`;
    const slipFileId = await storeDemoSlip(db, files, {
      bank: 'SCB',
      amountSatang,
      reference,
      to: 'Khumkha Trade-in Co., Ltd.',
      day,
    });
    const receipt = await service.record(
      ZReceiptInputSchema.parse({
        saleId: sale.saleId,
        method: 'transfer',
        amountSatang,
        receivedOn: day,
        reference,
        notes: index === 0 ? 'Paid in full' : 'First half; the rest at month end',
        slipFileId,
      }),
      FINANCE,
    );
    ids.push(receipt.id!);
  }
  if (ids.length > 0)
    await db.update(saleReceipts).set({ isDemo: true }).where(inArray(saleReceipts.id, ids));
  return ids.length;
}

/**
 * One closed month (decision 031): the month before last, closed as the account role would once its
 * expenses are in; then the bill entered twice in it (its last expense) is corrected the only way left, by
 * a reversal dated now.
 */
export async function closeDemoMonth(db: TDb, now: Date): Promise<string | null> {
  const month = previousMonth(previousMonth(monthOf(bangkokDate(now))));
  const row = await insertClosedPeriod(db, month, null);
  if (!row) return null;
  await db.update(closedPeriods).set({ isDemo: true }).where(eq(closedPeriods.month, month));
  const [expense] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.isDemo, true), sql`to_char(${expenses.expenseDate}, 'YYYY-MM') = ${month}`))
    .orderBy(desc(expenses.id))
    .limit(1);
  if (expense) {
    const yesterday = new Date(bangkokDayStart(bangkokDate(now)).getTime() - 60_000);
    const reversal = await createExpensesService({ db, now: () => yesterday }).reverse(
      expense.id,
      'ใบแจ้งหนี้ซ้ำ / Duplicate invoice',
      FINANCE,
    );
    await db.update(expenses).set({ isDemo: true }).where(eq(expenses.id, reversal.id));
  }
  return month;
}

/**
 * Deletes the demo's money records (payments, vouchers, receipts, expenses, its closed month) with their
 * history and audit rows, and the rows of their slips; returns the slips' storage keys for the caller to
 * remove. Real ones are not touched.
 */
export async function deleteDemoFinance(tx: TTx): Promise<string[]> {
  const slipIds = [
    ...(await tx
      .select({ id: payments.slipFileId })
      .from(payments)
      .where(and(eq(payments.isDemo, true), isNotNull(payments.slipFileId)))),
    ...(await tx
      .select({ id: saleReceipts.slipFileId })
      .from(saleReceipts)
      .where(and(eq(saleReceipts.isDemo, true), isNotNull(saleReceipts.slipFileId)))),
  ].map((row) => row.id!);
  const receiptIds = (
    await tx.select({ id: saleReceipts.id }).from(saleReceipts).where(eq(saleReceipts.isDemo, true))
  ).map((row) => row.id);
  if (receiptIds.length > 0) {
    await tx
      .delete(auditLog)
      .where(and(eq(auditLog.targetType, 'saleReceipt'), inArray(auditLog.targetId, receiptIds.map(String))));
    await tx
      .delete(saleReceipts)
      .where(or(inArray(saleReceipts.reversesId, receiptIds), inArray(saleReceipts.id, receiptIds)));
  }
  await deleteDemoVouchers(tx);
  await tx.delete(closedPeriods).where(eq(closedPeriods.isDemo, true));
  await deleteDemoPaymentsAndExpenses(tx);
  return deleteDemoFiles(tx, slipIds);
}

async function deleteDemoPaymentsAndExpenses(tx: TTx): Promise<void> {
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
