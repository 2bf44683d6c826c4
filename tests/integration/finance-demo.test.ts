import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ZAccountReportSchema, ZVoucherLiabilitySchema } from '#core/contracts/account.ts';
import { ZOutstandingListSchema, ZReceiptListSchema } from '#core/contracts/sale-receipts.ts';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { firstDayOf, monthOf, previousMonth } from '#core/finance/periods.ts';
import {
  closedPeriods,
  expenseCategories,
  expenses,
  payments,
  saleReceipts,
  storedFiles,
  vouchers,
} from '#server/db/schema/index.ts';
import { seedDemoBusiness } from '#server/db/seed/demo/seed-demo.ts';
import { createLogger } from '#server/http/logger.ts';
import { createExpensesService } from '#server/modules/finance/expenses.service.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { call, financeUser, recomputeReport } from '../support/finance-api.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';

const dataDir = makeTempDir('tradein-finance-demo-');
afterAll(() => removeDir(dataDir));
const testApp = useTestApp();

// Writes the demo business once (about 15 s on a quiet machine; much more when it is shared).
describe('the demo business in finance and account', { timeout: 180_000 }, () => {
  it('has every kind of money record, and its report totals equal the sums of the listed transactions', async () => {
    const { app, db } = testApp;
    const categories = createExpensesService({ db });
    for (const [nameTh, nameEn] of [
      ['ค่าเช่า', 'Rent'],
      ['ค่าน้ำค่าไฟ', 'Utilities'],
      ['ค่าการตลาด', 'Marketing'],
    ] as const)
      await categories.addCategory({ nameTh, nameEn });
    const files = createFsFileStore(dataDir);
    const result = await seedDemoBusiness(db, {
      requests: 60,
      force: false,
      files,
      logger: createLogger('silent'),
    });
    expect(result.kind).toBe('done');
    const today = bangkokDate();

    // Payments: completed ones with their slip (stored), and one waiting for a second finance user.
    const paid = await db.select().from(payments);
    expect(paid.every((payment) => payment.isDemo)).toBe(true);
    const completed = paid.filter((payment) => payment.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const payment of completed) {
      const [slip] = await db.select().from(storedFiles).where(eq(storedFiles.id, payment.slipFileId!));
      expect(slip).toMatchObject({ kind: 'slip', mimeType: 'image/png' });
      expect(slip!.attachedAt).not.toBeNull();
      expect((await files.get(slip!.storageKey))?.subarray(1, 4).toString()).toBe('PNG');
    }
    expect(
      paid.some(
        (payment) => payment.status === 'pendingPayment' && payment.needsApproval && !payment.approvedBy,
      ),
    ).toBe(true);
    // Vouchers (decision 044): issued, one spent in part, one in full, one expired.
    const issued = await db.select().from(vouchers);
    expect(issued.length).toBeGreaterThanOrEqual(4);
    expect(issued.every((voucher) => voucher.isDemo)).toBe(true);
    const states = issued.map((voucher) => voucher.status);
    expect(states).toContain('expired');
    expect(states).toContain('used');
    expect(
      issued.some(
        (voucher) =>
          voucher.status === 'active' &&
          voucher.balanceSatang > 0 &&
          voucher.balanceSatang < voucher.amountSatang,
      ),
    ).toBe(true);
    // Expenses in every category, one reversal of the closed month's, and that month closed.
    const spent = await db.select().from(expenses);
    expect(new Set(spent.map((expense) => expense.categoryId))).toEqual(
      new Set((await db.select().from(expenseCategories)).map((category) => category.id)),
    );
    const closed = await db.select().from(closedPeriods);
    const closedMonth = previousMonth(previousMonth(monthOf(today)));
    expect(closed.map((row) => [row.month, row.isDemo])).toEqual([[closedMonth, true]]);
    expect(spent.filter((expense) => expense.reversesId !== null)).toHaveLength(1);

    // Receipts: a wholesale sale paid, another still owed.
    const { token } = await financeUser(app, db);
    expect(await db.$count(saleReceipts)).toBe(2);
    const owed = ZOutstandingListSchema.parse(
      await (await call(app, token, 'GET', '/api/finance/receipts/outstanding')).json(),
    );
    expect(owed.items).toHaveLength(1);
    expect(owed.items[0]!.receivedSatang).toBeGreaterThan(0);
    expect(owed.items[0]!.outstandingSatang).toBeGreaterThan(0);
    const from = firstDayOf(closedMonth);
    const received = ZReceiptListSchema.parse(
      await (await call(app, token, 'GET', `/api/finance/receipts?from=${from}&to=${today}`)).json(),
    );
    expect(new Set(received.items.map((line) => line.source))).toEqual(
      new Set(['counter', 'counterRefund', 'recorded']),
    );
    expect(received.totalSatang).toBe(received.items.reduce((sum, line) => sum + line.amountSatang, 0));

    // The report over the demo's whole time: every total is the sum of its listed transactions.
    const account = (await financeUser(app, db, ['account'])).token;
    const response = await call(
      app,
      account,
      'GET',
      `/api/account/report?from=${addDays(from, -90)}&to=${today}`,
    );
    expect(response.status).toBe(200);
    const report = ZAccountReportSchema.parse(await response.json());
    expect(report.truncated).toBe(false);
    expect(new Set(report.transactions.map((row) => row.type))).toEqual(
      new Set(['sale', 'saleReturn', 'expense', 'expenseReversal']),
    );
    expect(report.totals).toEqual(recomputeReport(report));
    expect(report.totals.revenueSatang).toBeGreaterThan(0);
    expect(report.closedMonths).toContain(closedMonth);

    // The current month (what /account, Finance's expenses and receipts open on) is a shop's month: sales
    // (planned and walk-in), money received, and this month's bills so far at a small shop's amounts.
    const thisMonth = { from: firstDayOf(monthOf(today)), to: today };
    const month = ZAccountReportSchema.parse(
      await (
        await call(app, account, 'GET', `/api/account/report?from=${thisMonth.from}&to=${thisMonth.to}`)
      ).json(),
    );
    expect(month.transactions.filter((row) => row.type === 'sale').length).toBeGreaterThanOrEqual(3);
    expect(month.totals.revenueSatang).toBeGreaterThan(0);
    expect(month.transactions.some((row) => row.type === 'expense')).toBe(true);
    const receivedThisMonth = ZReceiptListSchema.parse(
      await (
        await call(app, token, 'GET', `/api/finance/receipts?from=${thisMonth.from}&to=${thisMonth.to}`)
      ).json(),
    );
    expect(receivedThisMonth.items.length).toBeGreaterThan(0);
    const bills = await db
      .select({ amount: expenses.amountSatang, nameEn: expenseCategories.nameEn })
      .from(expenses)
      .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId));
    const rent = bills.filter((bill) => bill.nameEn === 'Rent' && bill.amount > 0);
    expect(rent.length).toBeGreaterThan(0);
    expect(rent.every((bill) => bill.amount >= 15_000_00 && bill.amount <= 60_000_00)).toBe(true);
    expect(
      bills.filter((bill) => bill.nameEn === 'Office supplies').every((bill) => bill.amount < 2_000_00),
    ).toBe(true);

    // What is owed on vouchers at the end is what they have left, and the period's movements add up.
    const liability = ZVoucherLiabilitySchema.parse(
      await (
        await call(app, account, 'GET', `/api/account/vouchers?from=${addDays(from, -90)}&to=${today}`)
      ).json(),
    );
    const left = (await db.select().from(vouchers)).reduce((sum, voucher) => sum + voucher.balanceSatang, 0);
    expect(liability.closingSatang).toBe(left);
    expect(liability.expiredSatang).toBeGreaterThan(0);
    expect(liability.redeemedSatang).toBeGreaterThan(0);
    expect(liability.closingSatang).toBe(
      liability.openingSatang +
        liability.issuedSatang -
        liability.redeemedSatang +
        liability.restoredSatang -
        liability.expiredSatang -
        liability.cancelledSatang,
    );
  });
});
