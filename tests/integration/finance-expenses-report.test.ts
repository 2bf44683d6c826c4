import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAccountReportSchema } from '#core/contracts/account.ts';
import { ZExpenseListSchema, ZExpenseSchema } from '#core/contracts/expenses.ts';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { firstDayOf, lastDayOf, monthOf, previousMonth } from '#core/finance/periods.ts';
import { vatIncluded } from '#core/finance/vat.ts';
import { call, financeUser, recomputeReport, PDF_BYTES, uploadFile } from '../support/finance-api.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('tradein-expenses-');
});
afterAll(() => removeDir(dataDir));
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));

const today = bangkokDate();
const lastMonth = previousMonth(monthOf(today));

/** The categories, made first: the reset database has none (the migration's rows are truncated). */
async function categories(token: string) {
  for (const [nameEn, nameTh] of [
    ['Rent', 'ค่าเช่า'],
    ['Bank fees', 'ค่าธรรมเนียมธนาคาร'],
    ['Shipping', 'ค่าขนส่ง'],
  ]) {
    const made = await call(testApp.app, token, 'POST', '/api/finance/expense-categories', {
      nameEn,
      nameTh,
    });
    expect(made.status).toBe(201);
  }
  const response = await call(testApp.app, token, 'GET', '/api/finance/expense-categories');
  return ((await response.json()) as { items: { id: number; nameEn: string }[] }).items;
}

describe('expenses, the period report and closed months', () => {
  it('records, edits and deletes expenses in an open month, with a document and totals by category', async () => {
    const { app, db } = testApp;
    const { token } = await financeUser(app, db);
    const [rent, fees] = await categories(token);
    const document = (
      (await (await uploadFile(app, token, 'expenseDocument', PDF_BYTES)).json()) as { id: string }
    ).id;
    const created = await call(app, token, 'POST', '/api/finance/expenses', {
      expenseDate: today,
      categoryId: rent!.id,
      reference: 'INV-77',
      amountSatang: 1_070_000,
      vatSatang: 70_000,
      notes: 'November rent',
      documentFileId: document,
    });
    expect(created.status).toBe(201);
    const expense = ZExpenseSchema.parse(await created.json());
    expect(expense).toMatchObject({ documentFileId: document, locked: false, reversed: false });
    const bad = await call(app, token, 'POST', '/api/finance/expenses', {
      expenseDate: today,
      categoryId: rent!.id,
      reference: 'X',
      amountSatang: 100,
      vatSatang: 200,
    });
    expect(bad.status).toBe(400);
    const edited = await call(app, token, 'PUT', `/api/finance/expenses/${expense.id}`, {
      expenseDate: today,
      categoryId: fees!.id,
      reference: 'INV-77',
      amountSatang: 1_070_001,
      vatSatang: vatIncluded(1_070_001),
      version: expense.version,
    });
    expect(edited.status).toBe(200);
    expect(ZExpenseSchema.parse(await edited.json())).toMatchObject({
      categoryId: fees!.id,
      vatSatang: 70_000,
    });
    const list = ZExpenseListSchema.parse(
      await (await call(app, token, 'GET', `/api/finance/expenses?from=${today}&to=${today}`)).json(),
    );
    expect(list.byCategory.find((row) => row.categoryId === fees!.id)?.amountSatang).toBe(1_070_001);
    expect(list.totalSatang).toBe(list.items.reduce((sum, row) => sum + row.amountSatang, 0));
    expect((await call(app, token, 'DELETE', `/api/finance/expenses/${expense.id}`)).status).toBe(204);
    expect((await call(app, token, 'DELETE', `/api/finance/expenses/${expense.id}`)).status).toBe(404);
  });

  it('closes an ended month: its expenses can no longer change, and a reversal goes into the open month', async () => {
    const { app, db } = testApp;
    const { token } = await financeUser(app, db);
    const account = await financeUser(app, db, ['account']);
    const [rent] = await categories(token);
    const old = ZExpenseSchema.parse(
      await (
        await call(app, token, 'POST', '/api/finance/expenses', {
          expenseDate: firstDayOf(lastMonth),
          categoryId: rent!.id,
          reference: 'OCT-1',
          amountSatang: 50_000,
          vatSatang: 3_271,
        })
      ).json(),
    );
    expect(
      (await call(app, account.token, 'POST', '/api/account/periods', { month: monthOf(today) })).status,
    ).toBe(400);
    expect((await call(app, token, 'POST', '/api/account/periods', { month: lastMonth })).status).toBe(403);
    const closed = await call(app, account.token, 'POST', '/api/account/periods', { month: lastMonth });
    expect(closed.status).toBe(201);
    expect(
      (await call(app, account.token, 'POST', '/api/account/periods', { month: lastMonth })).status,
    ).toBe(400);

    const edit = await call(app, token, 'PUT', `/api/finance/expenses/${old.id}`, {
      expenseDate: firstDayOf(lastMonth),
      categoryId: rent!.id,
      reference: 'OCT-1',
      amountSatang: 1,
      vatSatang: 0,
      version: old.version,
    });
    expect(edit.status).toBe(400);
    expect(((await edit.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'financeConsole.errors.periodClosed',
    );
    expect((await call(app, token, 'DELETE', `/api/finance/expenses/${old.id}`)).status).toBe(400);
    const late = await call(app, token, 'POST', '/api/finance/expenses', {
      expenseDate: lastDayOf(lastMonth),
      categoryId: rent!.id,
      reference: 'LATE',
      amountSatang: 100,
      vatSatang: 0,
    });
    expect(late.status).toBe(400);
    const reversal = await call(app, token, 'POST', `/api/finance/expenses/${old.id}/reverse`, {
      reason: 'Billed twice',
    });
    expect(reversal.status).toBe(201);
    expect(ZExpenseSchema.parse(await reversal.json())).toMatchObject({
      expenseDate: today,
      amountSatang: -50_000,
      vatSatang: -3_271,
      reversesId: old.id,
      reversalReason: 'Billed twice',
    });
    expect(
      (await call(app, token, 'POST', `/api/finance/expenses/${old.id}/reverse`, { reason: 'Again' })).status,
    ).toBe(400);
    const [unchanged] = ZExpenseListSchema.parse(
      await (
        await call(
          app,
          token,
          'GET',
          `/api/finance/expenses?from=${firstDayOf(lastMonth)}&to=${firstDayOf(lastMonth)}`,
        )
      ).json(),
    ).items;
    expect(unchanged).toMatchObject({ amountSatang: 50_000, locked: true, reversed: true });
  });

  it('reports a period whose totals equal the sums of its transactions, to the satang, with awkward amounts', async () => {
    const { app, db } = testApp;
    const { token } = await financeUser(app, db);
    const account = await financeUser(app, db, ['account']);
    const cats = await categories(token);
    const awkward = [1, 3, 7, 99, 101, 333, 1_001, 9_999, 12_345, 99_999, 1_234_567, 98_765_43];
    for (const [index, amount] of awkward.entries()) {
      const response = await call(app, token, 'POST', '/api/finance/expenses', {
        expenseDate:
          addDays(today, -(index % 3)) < firstDayOf(monthOf(today)) ? today : addDays(today, -(index % 3)),
        categoryId: cats[index % cats.length]!.id,
        reference: index === 0 ? '=1+2' : `AWK-${index}`,
        amountSatang: amount,
        vatSatang: vatIncluded(amount),
        ...(index === 0 ? { notes: '=SUM(A1:A9)' } : {}),
      });
      expect(response.status).toBe(201);
    }
    const from = firstDayOf(monthOf(today));
    const to = lastDayOf(monthOf(today));
    const response = await call(app, account.token, 'GET', `/api/account/report?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    const report = ZAccountReportSchema.parse(await response.json());
    expect(report.truncated).toBe(false);
    expect(report.totals).toEqual(recomputeReport(report));
    expect(report.totals.inputVatSatang).toBe(
      report.transactions
        .filter((row) => row.vatKind === 'input')
        .reduce((sum, row) => sum + row.vatSatang, 0),
    );

    const csv = await call(app, account.token, 'GET', `/api/account/report.csv?from=${from}&to=${to}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\n').filter((line) => /^\d{4}-/.test(line))).toHaveLength(report.transactions.length);
    expect(text).toContain("'=1+2");
    expect(text).toContain('/ ค่า');

    const xlsx = await call(app, account.token, 'GET', `/api/account/report.xlsx?from=${from}&to=${to}`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const expensesCell = workbook.getWorksheet('Summary')!.getCell('B5');
    expect(String((expensesCell.value as { formula: string }).formula)).toContain('SUMIFS(Transactions!$E$2');
    expect(Math.round((expensesCell.value as { result: number }).result * 100)).toBe(
      report.totals.expensesSatang,
    );
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(report.transactions.length + 1);

    expect((await call(app, token, 'GET', `/api/account/report?from=${from}&to=${to}`)).status).toBe(403);
    expect((await call(app, account.token, 'GET', `/api/account/report?from=${to}&to=${from}`)).status).toBe(
      400,
    );
  });
});
