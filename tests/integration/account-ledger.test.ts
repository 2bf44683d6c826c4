import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAccountReportSchema } from '#core/contracts/account.ts';
import { ZExpenseSchema } from '#core/contracts/expenses.ts';
import type { TSale } from '#core/contracts/sales.ts';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { firstDayOf, lastDayOf, monthOf, previousMonth } from '#core/finance/periods.ts';
import { vatIncluded } from '#core/finance/vat.ts';
import { call, financeUser, recomputeReport } from '../support/finance-api.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('tradein-ledger-');
});
afterAll(() => removeDir(dataDir));
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));

type TRow = Record<string, string | number | null>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await testApp.db.execute(query)) as unknown as { rows: TRow[] }).rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)]),
    ),
  );

/**
 * The report's stored rows (`account_ledger`, `account_days`) against the records themselves: every
 * ledger row as its view computes it again, and every day's figures summed here straight from the sale
 * lines, sales and expenses (not through the view), to the satang.
 */
async function expectInStep() {
  const ledger = await rows(sql`select to_char(day, 'YYYY-MM-DD') as day, source, record_id, sale_id, type,
    reference, description, amount_satang, cost_satang, vat_satang, vat_kind
    from account_ledger order by day, source, record_id`);
  const again = await rows(sql`select to_char(day, 'YYYY-MM-DD') as day, source, record_id, sale_id, type,
    reference, description, amount_satang, cost_satang, vat_satang, vat_kind
    from account_ledger_source order by day, source, record_id`);
  expect(ledger).toEqual(again);
  const days =
    await rows(sql`select to_char(day, 'YYYY-MM-DD') as day, revenue_satang as revenue, cost_satang as cost,
    expenses_satang as expenses, output_vat_standard_satang as standard, output_vat_margin_satang as margin,
    input_vat_satang as input, transaction_count as count
    from account_days where transaction_count <> 0 or revenue_satang <> 0 or cost_satang <> 0
      or expenses_satang <> 0 or output_vat_standard_satang <> 0 or output_vat_margin_satang <> 0
      or input_vat_satang <> 0
    order by day`);
  const recomputed = await rows(sql`select to_char(day, 'YYYY-MM-DD') as day, sum(revenue) as revenue,
    sum(cost) as cost, sum(expenses) as expenses, sum(standard) as standard, sum(margin) as margin,
    sum(input) as input, count(*) as count
    from (
      select (s.sold_at at time zone 'Asia/Bangkok')::date as day, i.price_satang as revenue, i.cost_satang as cost,
        0 as expenses, case when i.vat_scheme = 'standard' then i.vat_satang else 0 end as standard,
        case when i.vat_scheme = 'standard' then 0 else i.vat_satang end as margin, 0 as input
      from sale_items i join sales s on s.id = i.sale_id
      union all
      select (i.returned_at at time zone 'Asia/Bangkok')::date, -i.price_satang, -i.cost_satang, 0,
        case when i.vat_scheme = 'standard' then -i.vat_satang else 0 end,
        case when i.vat_scheme = 'standard' then 0 else -i.vat_satang end, 0
      from sale_items i where i.returned_at is not null
      union all
      select e.expense_date, 0, 0, e.amount_satang, 0, 0, e.vat_satang from expenses e
    ) t group by day order by day`);
  expect(days).toEqual(recomputed);
  return ledger;
}

describe("the account report's ledger and daily figures", () => {
  it('stay in step with sales, returns, cancellations, expenses, edits, deletions, reversals and renames', async () => {
    const { app, db } = testApp;
    await completeCompanyProfile(db);
    const today = bangkokDate();
    const lastMonth = previousMonth(monthOf(today));
    const finance = (await financeUser(app, db)).token;
    const seller = (await financeUser(app, db, ['sales', 'warehouse'])).token;
    const account = (await financeUser(app, db, ['account'])).token;

    // Sales: a retail one (margin VAT) and a wholesale one of three (one standard VAT item).
    const items = [
      await createStockItem(db),
      await createStockItem(db, { vatScheme: 'standard' }),
      await createStockItem(db),
      await createStockItem(db, { costSatang: 777_777 }),
    ];
    const retail = (await (
      await call(app, seller, 'POST', '/api/sales', {
        kind: 'retail',
        customerName: 'Somchai Jaidee',
        customerContact: '0812345678',
        items: [{ itemId: items[3]!.id, priceThb: 9_999 }],
        paymentMethod: 'cash',
        handover: 'counter',
        documentType: 'abbreviatedTaxInvoice',
      })
    ).json()) as TSale;
    const wholesale = (await (
      await call(app, seller, 'POST', '/api/sales', {
        kind: 'wholesale',
        customerName: 'Buyer Co.',
        customerContact: '0812345679',
        items: items.slice(0, 3).map((item, index) => ({ itemId: item.id, priceThb: 12_000 + index * 333 })),
        paymentMethod: 'transfer',
        handover: 'counter',
        documentType: 'receipt',
      })
    ).json()) as TSale;
    let ledger = await expectInStep();
    expect(ledger.filter((row) => row.type === 'sale')).toHaveLength(4);
    expect(ledger.find((row) => row.record_id === String(retail.lines[0]!.id))?.reference).toBe(
      retail.documents[0]!.number,
    );

    // A return of one line (a credit note), then the retail sale cancelled (another).
    const returned = await call(app, seller, 'POST', `/api/sales/${wholesale.id}/return`, {
      version: wholesale.version,
      itemIds: [items[1]!.id],
      reason: 'Screen flickers',
      disposition: 'restock',
      location: 'R-01',
    });
    expect(returned.status).toBe(200);
    const cancelled = await call(app, seller, 'POST', `/api/sales/${retail.id}/cancel`, {
      version: retail.version,
      reason: 'Wrong price',
    });
    expect(cancelled.status).toBe(200);
    ledger = await expectInStep();
    expect(ledger.filter((row) => row.type === 'saleReturn').map((row) => row.reference)).toHaveLength(2);
    expect(
      ledger.filter((row) => row.type === 'saleReturn').every((row) => row.reference!.startsWith('CN-')),
    ).toBe(true);

    // Expenses: made, edited (another category, amount and day), deleted; one last month, reversed once
    // the month is closed; a category renamed.
    const made: number[] = [];
    for (const [nameEn, nameTh] of [
      ['Rent', 'ค่าเช่า'],
      ['Shipping', 'ค่าขนส่ง'],
    ]) {
      const response = await call(app, finance, 'POST', '/api/finance/expense-categories', {
        nameEn,
        nameTh,
      });
      made.push(((await response.json()) as { id: number }).id);
    }
    const [rent, shipping] = made as [number, number];
    const expense = async (expenseDate: string, amountSatang: number, notes?: string) =>
      ZExpenseSchema.parse(
        await (
          await call(app, finance, 'POST', '/api/finance/expenses', {
            expenseDate,
            categoryId: rent,
            reference: `INV-${amountSatang}`,
            amountSatang,
            vatSatang: vatIncluded(amountSatang),
            ...(notes ? { notes } : {}),
          })
        ).json(),
      );
    const kept = await expense(today, 1_070_001, 'November, "rent"');
    const gone = await expense(today, 333);
    const old = await expense(firstDayOf(lastMonth), 50_001, 'a "quoted", note');
    await expectInStep();
    const edited = await call(app, finance, 'PUT', `/api/finance/expenses/${kept.id}`, {
      expenseDate: today > firstDayOf(monthOf(today)) ? addDays(today, -1) : today,
      categoryId: shipping,
      reference: '-77',
      amountSatang: 99_999,
      vatSatang: vatIncluded(99_999),
      notes: '=cmd',
      version: kept.version,
    });
    expect(edited.status).toBe(200);
    expect((await call(app, finance, 'DELETE', `/api/finance/expenses/${gone.id}`)).status).toBe(204);
    expect((await call(app, account, 'POST', '/api/account/periods', { month: lastMonth })).status).toBe(201);
    const reversal = await call(app, finance, 'POST', `/api/finance/expenses/${old.id}/reverse`, {
      reason: 'Billed twice',
    });
    expect(reversal.status).toBe(201);
    const renamed = await call(app, finance, 'PUT', `/api/finance/expense-categories/${shipping}`, {
      nameEn: 'Couriers',
      nameTh: 'ขนส่งด่วน',
    });
    expect(renamed.status).toBe(200);
    ledger = await expectInStep();
    expect(ledger.find((row) => row.source === '3' && row.record_id === String(kept.id))).toMatchObject({
      description: 'Couriers / ขนส่งด่วน — =cmd',
      amount_satang: '99999',
    });
    expect(ledger.some((row) => row.source === '3' && row.record_id === String(gone.id))).toBe(false);
    expect(ledger.filter((row) => row.type === 'expenseReversal')).toHaveLength(1);

    // The report reads the same rows: its totals are its listed transactions' sums, and the CSV lists them.
    const from = firstDayOf(lastMonth);
    const to = lastDayOf(monthOf(today));
    const report = ZAccountReportSchema.parse(
      await (await call(app, account, 'GET', `/api/account/report?from=${from}&to=${to}`)).json(),
    );
    expect(report.transactions).toHaveLength(ledger.length);
    expect(report.totals).toEqual(recomputeReport(report));
    const csv = await (
      await call(app, account, 'GET', `/api/account/report.csv?from=${from}&to=${to}`)
    ).text();
    const lines = csv.split('\n');
    expect(lines.filter((line) => /^\d{4}-/.test(line))).toHaveLength(ledger.length);
    expect(csv).toContain(",expense,'-77,Couriers / ขนส่งด่วน — =cmd,999.99,0.00,");
    expect(csv).toContain(',expenseReversal,INV-50001,"Rent / ค่าเช่า — a ""quoted"", note",-500.01,0.00,');
    expect(csv).toMatch(/,saleReturn,CN-\d{4}-\d{6},[^\n]*,-\d+\.\d\d,-\d+\.\d\d,-\d+\.\d\d,output/);
  });
});
