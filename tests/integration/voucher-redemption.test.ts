import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import { ZVoucherCheckSchema } from '#core/contracts/finance.ts';
import { ZSaleSchema } from '#core/contracts/sales.ts';
import { voucherValidUntil } from '#core/finance/voucher.ts';
import { salePayments, sales, voucherMovements, vouchers, warehouseItems } from '#server/db/schema/index.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { pdfText } from '../support/pdf.ts';
import { counterSaleBody, issueTestVoucher, recordSale } from '../support/voucher-factories.ts';

const testApp = useTestApp();

async function setUp() {
  const { app, db } = testApp;
  await completeCompanyProfile(db);
  const finance = await financeUser(app, db);
  const seller = await financeUser(app, db, ['sales']);
  return { app, db, finance: finance.token, sales: seller.token };
}

async function lookUp(token: string, code: string) {
  const response = await call(
    testApp.app,
    token,
    'GET',
    `/api/finance/vouchers/check?code=${encodeURIComponent(code)}`,
  );
  expect(response.status).toBe(200);
  return ZVoucherCheckSchema.parse(await response.json()).voucher!;
}

async function voucherRow(id: number) {
  const [row] = await testApp.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row!;
}

async function movementsOf(id: number) {
  return testApp.db.select().from(voucherMovements).where(eq(voucherMovements.voucherId, id));
}

describe('vouchers at the sales counter', () => {
  it('is issued active with its balance and a last valid day 12 months on, and the counter sees it masked', async () => {
    const { sales: token, finance } = await setUp();
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 10_500, {
      fullName: 'สมชาย ใจดี',
      phone: '0891234567',
    });
    const today = bangkokDate();
    expect(voucher).toMatchObject({
      status: 'active',
      amountSatang: 1_050_000,
      balanceSatang: 1_050_000,
      issuedOn: today,
      validUntil: voucherValidUntil(today, 12),
    });
    const seen = await lookUp(token, voucher.code.toLowerCase().replace(/-/g, ' '));
    expect(seen).toMatchObject({
      code: voucher.code,
      balanceSatang: 1_050_000,
      ownerMasked: 'ส. ใ. · xxxxxx4567',
      refusal: null,
    });
    expect(JSON.stringify(seen)).not.toContain('สมชาย');
    expect(await movementsOf(voucher.id)).toMatchObject([
      { kind: 'issued', amountSatang: 1_050_000, day: today },
    ]);
  });

  it('is valid for the months admin sets', async () => {
    const { finance } = await setUp();
    const admin = await financeUser(testApp.app, testApp.db, ['admin']);
    const settings = await call(testApp.app, admin.token, 'PUT', '/api/finance/settings', {
      fourEyesEnabled: true,
      fourEyesThresholdSatang: 2_000_000,
      voucherValidityMonths: 6,
    });
    expect(settings.status).toBe(200);
    const bad = await call(testApp.app, admin.token, 'PUT', '/api/finance/settings', {
      fourEyesEnabled: true,
      fourEyesThresholdSatang: 2_000_000,
      voucherValidityMonths: 0,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.messageKey).toBe('financeConsole.errors.validityInvalid');
    // The four-eyes form sends no validity: it stays as it was.
    const fourEyes = await call(testApp.app, admin.token, 'PUT', '/api/finance/settings', {
      fourEyesEnabled: true,
      fourEyesThresholdSatang: 3_000_000,
    });
    expect((await fourEyes.json()).voucherValidityMonths).toBe(6);
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 1_000);
    expect(voucher.validUntil).toBe(voucherValidUntil(bangkokDate(), 6));
  });

  it('pays part of a sale: the full price and VAT as in cash, the voucher among the payments, its balance falls', async () => {
    const { sales: token, finance } = await setUp();
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 10_500);
    const cashItem = await createStockItem(testApp.db, { costSatang: 1_000_000 });
    const voucherItem = await createStockItem(testApp.db, { costSatang: 1_000_000 });
    const cash = await recordSale(testApp.app, token, counterSaleBody(cashItem.id, 14_999));
    const paid = await recordSale(
      testApp.app,
      token,
      counterSaleBody(voucherItem.id, 14_999, {
        vouchers: [{ code: voucher.code, amountSatang: 500_000 }],
        paymentMethod: 'promptPay',
      }),
    );
    // A means of payment, not a discount.
    expect(paid.totalSatang).toBe(cash.totalSatang);
    expect(paid.vatSatang).toBe(cash.vatSatang);
    expect(
      paid.payments.map(({ method, amountSatang, voucherCode }) => ({ method, amountSatang, voucherCode })),
    ).toEqual([
      {
        method: 'voucher',
        amountSatang: 500_000,
        voucherCode: `KV-••••-••••-••••-${voucher.code.slice(-4)}`,
      },
      { method: 'promptPay', amountSatang: 999_900, voucherCode: null },
    ]);
    expect(await voucherRow(voucher.id)).toMatchObject({ status: 'active', balanceSatang: 550_000 });
    expect((await lookUp(token, voucher.code)).balanceSatang).toBe(550_000);

    const document = paid.documents[0]!;
    const pdf = await call(testApp.app, token, 'GET', `/api/sales/documents/${document.id}/pdf?lang=en`);
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('14,999.00');
    expect(text).toMatch(/VAT 7%\s+327\.04/);
    // After the total, each means of payment with its amount in the total's column.
    expect(text).toMatch(/Total\s+14,999\.00\s+[^]*Paid by\s+Voucher KV-/);
    expect(text).toMatch(new RegExp(`Voucher KV-••••-••••-••••-${voucher.code.slice(-4)}\\s+5,000\\.00`));
    expect(text).toMatch(/PromptPay\s+9,999\.00/);
  });

  it('refuses a second use beyond the balance, changing nothing; spends the rest to nothing (used)', async () => {
    const { sales: token, finance } = await setUp();
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 3_000);
    const first = await createStockItem(testApp.db, { costSatang: 100_000 });
    await recordSale(
      testApp.app,
      token,
      counterSaleBody(first.id, 2_000, { vouchers: [{ code: voucher.code, amountSatang: 200_000 }] }),
    );
    const second = await createStockItem(testApp.db, { costSatang: 100_000 });
    const refused = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales',
      counterSaleBody(second.id, 2_000, { vouchers: [{ code: voucher.code, amountSatang: 150_000 }] }),
    );
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.messageKey).toBe('salesConsole.errors.voucherBalanceChanged');
    expect(body.error.details).toEqual([
      { path: 'vouchers.0.amountSatang', messageKey: 'salesConsole.errors.voucherBalanceChanged' },
    ]);
    expect(await voucherRow(voucher.id)).toMatchObject({ balanceSatang: 100_000, status: 'active' });
    const [item] = await testApp.db.select().from(warehouseItems).where(eq(warehouseItems.id, second.id));
    expect(item!.status).toBe('available');
    expect(await testApp.db.select().from(sales)).toHaveLength(1);

    await recordSale(
      testApp.app,
      token,
      counterSaleBody(second.id, 2_000, { vouchers: [{ code: voucher.code, amountSatang: 100_000 }] }),
    );
    expect(await voucherRow(voucher.id)).toMatchObject({ balanceSatang: 0, status: 'used' });
    expect((await lookUp(token, voucher.code)).refusal).toBe('used');
    const balance = (await movementsOf(voucher.id)).reduce((sum, row) => sum + row.amountSatang, 0);
    expect(balance).toBe(0);
  });

  it('combines two vouchers with cash, refuses vouchers beyond the total, a typo, an unknown code and wholesale use', async () => {
    const { sales: token, finance } = await setUp();
    const one = await issueTestVoucher(testApp.app, testApp.db, finance, 1_000);
    const two = await issueTestVoucher(testApp.app, testApp.db, finance, 2_000);
    const item = await createStockItem(testApp.db, { costSatang: 100_000 });
    const refuse = async (body: unknown, status: number, key: string) => {
      const response = await call(testApp.app, token, 'POST', '/api/sales', body);
      expect(response.status).toBe(status);
      expect((await response.json()).error.messageKey).toBe(key);
    };
    await refuse(
      counterSaleBody(item.id, 2_500, {
        vouchers: [
          { code: one.code, amountSatang: 100_000 },
          { code: two.code, amountSatang: 200_000 },
        ],
      }),
      400,
      'salesConsole.errors.vouchersAboveTotal',
    );
    const typo = `${one.code.slice(0, -1)}${one.code.endsWith('0') ? '1' : '0'}`;
    await refuse(
      counterSaleBody(item.id, 2_500, { vouchers: [{ code: typo, amountSatang: 100 }] }),
      400,
      'salesConsole.errors.voucherCodeInvalid',
    );
    await refuse(
      {
        ...counterSaleBody(item.id, 2_500, { vouchers: [{ code: one.code, amountSatang: 100 }] }),
        kind: 'wholesale',
      },
      400,
      'salesConsole.errors.counterPaymentRetailOnly',
    );
    await refuse(
      counterSaleBody(item.id, 2_500, {
        vouchers: [
          { code: one.code, amountSatang: 100 },
          { code: one.code.toLowerCase(), amountSatang: 100 },
        ],
      }),
      400,
      'salesConsole.errors.voucherTwice',
    );
    expect(
      await testApp.db.select().from(voucherMovements).where(eq(voucherMovements.kind, 'redeemed')),
    ).toHaveLength(0);

    const sale = await recordSale(
      testApp.app,
      token,
      counterSaleBody(item.id, 2_500, {
        vouchers: [
          { code: two.code, amountSatang: 150_000 },
          { code: one.code, amountSatang: 100_000 },
        ],
      }),
    );
    expect(sale.payments.map((payment) => [payment.method, payment.amountSatang])).toEqual([
      ['voucher', 150_000],
      ['voucher', 100_000],
    ]);
    expect((await voucherRow(one.id)).status).toBe('used');
    expect((await voucherRow(two.id)).balanceSatang).toBe(50_000);
  });

  it('lets one of two counters redeeming the same code at once win, and tells the other', async () => {
    const { sales: token, finance } = await setUp();
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 5_000);
    const items = await Promise.all([createStockItem(testApp.db), createStockItem(testApp.db)]);
    const answers = await Promise.all(
      items.map((item) =>
        call(
          testApp.app,
          token,
          'POST',
          '/api/sales',
          counterSaleBody(item.id, 12_000, { vouchers: [{ code: voucher.code, amountSatang: 500_000 }] }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect((await loser.json()).error.messageKey).toBe('salesConsole.errors.voucherBalanceChanged');
    expect(await voucherRow(voucher.id)).toMatchObject({ balanceSatang: 0, status: 'used' });
    expect((await movementsOf(voucher.id)).filter((row) => row.kind === 'redeemed')).toHaveLength(1);
  });

  it('gives the voucher its part back on a cancellation (never cash), and a new voucher when it expired meanwhile', async () => {
    const { sales: token, finance } = await setUp();
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 4_000);
    const item = await createStockItem(testApp.db, { costSatang: 100_000 });
    const sale = await recordSale(
      testApp.app,
      token,
      counterSaleBody(item.id, 5_000, { vouchers: [{ code: voucher.code, amountSatang: 400_000 }] }),
    );
    expect((await voucherRow(voucher.id)).status).toBe('used');
    const cancelled = await call(testApp.app, token, 'POST', `/api/sales/${sale.id}/cancel`, {
      version: sale.version,
      reason: 'Customer changed their mind',
    });
    expect(cancelled.status).toBe(200);
    const after = ZSaleSchema.parse(await cancelled.json());
    expect(
      after.payments
        .filter((payment) => payment.refund)
        .map((payment) => [payment.method, payment.amountSatang, payment.refundVoucher]),
    ).toEqual([
      ['voucher', -400_000, null],
      ['cash', -100_000, null],
    ]);
    expect(await voucherRow(voucher.id)).toMatchObject({ status: 'active', balanceSatang: 400_000 });
    const creditNote = after.documents.find((document) => document.type === 'creditNote')!;
    const pdf = await call(testApp.app, token, 'GET', `/api/sales/documents/${creditNote.id}/pdf?lang=en`);
    const text = (await pdfText(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Given back as');
    expect(text).toContain(
      `Voucher KV-••••-••••-••••-${voucher.code.slice(-4)} — back to the voucher 4,000.00`,
    );
    expect(text).toContain('Cash — refunded 1,000.00');

    // Spent again, then its last valid day passes before the goods come back: a new voucher carries it.
    const again = await createStockItem(testApp.db, { costSatang: 100_000 });
    const second = await recordSale(
      testApp.app,
      token,
      counterSaleBody(again.id, 4_000, { vouchers: [{ code: voucher.code, amountSatang: 400_000 }] }),
    );
    await testApp.db
      .update(vouchers)
      .set({ validUntil: addDays(bangkokDate(), -1) })
      .where(eq(vouchers.id, voucher.id));
    const returned = await call(testApp.app, token, 'POST', `/api/sales/${second.id}/return`, {
      version: second.version,
      itemIds: [again.id],
      reason: 'Faulty speaker',
    });
    expect(returned.status).toBe(200);
    const refund = ZSaleSchema.parse(await returned.json()).payments.find((payment) => payment.refund)!;
    expect(refund).toMatchObject({ method: 'voucher', amountSatang: -400_000 });
    expect(refund.refundVoucher).not.toBeNull();
    const fresh = await voucherRow(refund.refundVoucher!.id);
    expect(fresh).toMatchObject({
      origin: 'refund',
      status: 'active',
      balanceSatang: 400_000,
      tradeInId: (await voucherRow(voucher.id)).tradeInId,
      replacesVoucherId: voucher.id,
      refundSaleId: second.id,
    });
    expect(await voucherRow(voucher.id)).toMatchObject({ status: 'used', balanceSatang: 0 });
    expect(
      await testApp.db.select().from(salePayments).where(eq(salePayments.saleId, second.id)),
    ).toHaveLength(2);
  });

  it('refuses an expired voucher and takes its balance off the books the day after its last valid day', async () => {
    const { sales: token, finance } = await setUp();
    const account = await financeUser(testApp.app, testApp.db, ['account']);
    const voucher = await issueTestVoucher(testApp.app, testApp.db, finance, 1_234);
    const lastDay = addDays(bangkokDate(), -3);
    await testApp.db.update(vouchers).set({ validUntil: lastDay }).where(eq(vouchers.id, voucher.id));
    expect((await lookUp(token, voucher.code)).refusal).toBe('expired');
    const item = await createStockItem(testApp.db);
    const refused = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales',
      counterSaleBody(item.id, 12_000, { vouchers: [{ code: voucher.code, amountSatang: 100 }] }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.messageKey).toBe('salesConsole.errors.voucher.expired');

    const today = bangkokDate();
    const figures = await call(
      testApp.app,
      account.token,
      'GET',
      `/api/account/vouchers?from=${addDays(today, -5)}&to=${today}`,
    );
    expect(figures.status).toBe(200);
    expect(await voucherRow(voucher.id)).toMatchObject({ status: 'expired', balanceSatang: 0 });
    expect((await movementsOf(voucher.id)).map((row) => [row.kind, row.amountSatang, row.day])).toEqual([
      ['issued', 123_400, today],
      ['expired', -123_400, addDays(lastDay, 1)],
    ]);
  });
});
