import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import {
  ZOutstandingListSchema,
  ZReceiptLineSchema,
  ZReceiptListSchema,
} from '#core/contracts/sale-receipts.ts';
import type { TSale } from '#core/contracts/sales.ts';
import { firstDayOf, monthOf, previousMonth } from '#core/finance/periods.ts';
import { auditLog, saleReceipts, sales } from '#server/db/schema/index.ts';
import { call, financeUser, PDF_BYTES, uploadFile } from '../support/finance-api.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();
const today = bangkokDate();

async function sell(
  token: string,
  kind: 'retail' | 'wholesale',
  pricesThb: number[],
  paymentMethod = 'transfer',
) {
  const items = [];
  for (const _ of pricesThb) items.push(await createStockItem(testApp.db, { costSatang: 500_000 }));
  const response = await call(testApp.app, token, 'POST', '/api/sales', {
    kind,
    customerName: kind === 'wholesale' ? 'Mobile Mart Co., Ltd.' : 'Somchai Jaidee',
    customerContact: '0823456789',
    items: items.map((item, index) => ({ itemId: item.id, priceThb: pricesThb[index] })),
    paymentMethod,
    handover: 'counter',
    documentType: 'receipt',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as TSale;
}

async function outstanding(token: string) {
  return ZOutstandingListSchema.parse(
    await (await call(testApp.app, token, 'GET', '/api/finance/receipts/outstanding')).json(),
  );
}

describe('receipts from sales', () => {
  it('lists retail sales as paid at the counter and what wholesale buyers owe; records money to the satang, never more than owed', async () => {
    const { app, db } = testApp;
    await completeCompanyProfile(db);
    const seller = (await financeUser(app, db, ['sales'])).token;
    const { token } = await financeUser(app, db);
    const retail = await sell(seller, 'retail', [12_345], 'card');
    const wholesale = await sell(seller, 'wholesale', [10_001, 9_999, 7_777]);
    const document = wholesale.documents[0]!.number;

    const owed = await outstanding(token);
    expect(owed.items).toHaveLength(1);
    expect(owed.items[0]).toMatchObject({
      saleId: wholesale.id,
      documentNumber: document,
      buyerName: 'Mobile Mart Co., Ltd.',
      soldOn: today,
      daysOutstanding: 0,
      totalSatang: 2_777_700,
      receivedSatang: 0,
      outstandingSatang: 2_777_700,
    });

    // A retail sale is paid at the counter: nothing to record for it.
    const retailReceipt = await call(app, token, 'POST', '/api/finance/receipts', {
      saleId: retail.id,
      method: 'cash',
      amountSatang: 100,
      receivedOn: today,
      reference: 'X',
    });
    expect(retailReceipt.status).toBe(400);
    expect((await retailReceipt.json()).error.messageKey).toBe('financeConsole.errors.retailPaidAtCounter');

    const base = { saleId: wholesale.id, method: 'transfer', receivedOn: today, reference: 'KBANK-0001' };
    const bad = [
      [{ ...base, amountSatang: 12.5 }, 'financeConsole.errors.amountInvalid'],
      [{ ...base, amountSatang: 0 }, 'financeConsole.errors.amountInvalid'],
      [{ ...base, amountSatang: 100, reference: ' ' }, 'financeConsole.errors.referenceRequired'],
      [{ ...base, amountSatang: 100, method: 'cheque' }, 'financeConsole.errors.methodRequired'],
      [{ ...base, amountSatang: 100, receivedOn: addDays(today, 1) }, 'financeConsole.errors.dateInFuture'],
      [{ ...base, amountSatang: 100, receivedOn: addDays(today, -1) }, 'financeConsole.errors.beforeSale'],
      [{ ...base, amountSatang: 2_777_701 }, 'financeConsole.errors.moreThanOwed'],
    ] as const;
    for (const [body, key] of bad) {
      const response = await call(app, token, 'POST', '/api/finance/receipts', body);
      expect(response.status, key).toBe(400);
      const error = (await response.json()).error;
      expect([error.messageKey, ...error.details.map((d: { messageKey: string }) => d.messageKey)]).toContain(
        key,
      );
    }
    expect(
      (await call(app, token, 'POST', '/api/finance/receipts', { ...base, saleId: 999_999, amountSatang: 1 }))
        .status,
    ).toBe(404);
    expect(
      (await call(app, seller, 'POST', '/api/finance/receipts', { ...base, amountSatang: 1 })).status,
    ).toBe(403);
    expect(await db.select().from(saleReceipts)).toHaveLength(0);

    const slip = ((await (await uploadFile(app, token, 'slip', PDF_BYTES)).json()) as { id: string }).id;
    const first = await call(app, token, 'POST', '/api/finance/receipts', {
      ...base,
      amountSatang: 1_000_033,
      notes: 'First instalment',
      slipFileId: slip,
    });
    expect(first.status).toBe(201);
    const firstLine = ZReceiptLineSchema.parse(await first.json());
    expect(firstLine).toMatchObject({ source: 'recorded', documentNumber: document, slipFileId: slip });
    const second = await call(app, token, 'POST', '/api/finance/receipts', {
      ...base,
      method: 'cash',
      reference: 'RV-2',
      amountSatang: 1_777_667,
    });
    expect(second.status).toBe(201);
    expect((await outstanding(token)).items).toEqual([]);
    const more = await call(app, token, 'POST', '/api/finance/receipts', { ...base, amountSatang: 1 });
    expect((await more.json()).error.messageKey).toBe('financeConsole.errors.moreThanOwed');

    const list = ZReceiptListSchema.parse(
      await (await call(app, token, 'GET', `/api/finance/receipts?from=${today}&to=${today}`)).json(),
    );
    expect(
      list.items.map((line) => [line.source, line.documentNumber, line.method, line.amountSatang]),
    ).toEqual([
      ['counter', retail.documents[0]!.number, 'card', 1_234_500],
      ['recorded', document, 'transfer', 1_000_033],
      ['recorded', document, 'cash', 1_777_667],
    ]);
    expect(list.totalSatang).toBe(1_234_500 + 1_000_033 + 1_777_667);
    expect(list.totalSatang).toBe(list.items.reduce((sum, line) => sum + line.amountSatang, 0));
    expect(Object.fromEntries(list.byMethod.map((row) => [row.method, row.amountSatang]))).toEqual({
      cash: 1_777_667,
      card: 1_234_500,
      transfer: 1_000_033,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetType, 'saleReceipt'));
    expect(audit.map((row) => row.action)).toEqual(['saleReceipt.create', 'saleReceipt.create']);
    // The account role reads them; the sales role does not.
    const account = (await financeUser(app, db, ['account'])).token;
    expect((await call(app, account, 'GET', '/api/finance/receipts')).status).toBe(200);
    expect((await call(app, seller, 'GET', '/api/finance/receipts')).status).toBe(403);
  });

  it('corrects a receipt by reversing it (once, with a reason); a cancelled sale owes nothing and its counter refund is listed', async () => {
    const { app, db } = testApp;
    await completeCompanyProfile(db);
    const seller = (await financeUser(app, db, ['sales'])).token;
    const { token } = await financeUser(app, db);
    const wholesale = await sell(seller, 'wholesale', [20_000, 15_000]);
    const recorded = ZReceiptLineSchema.parse(
      await (
        await call(app, token, 'POST', '/api/finance/receipts', {
          saleId: wholesale.id,
          method: 'transfer',
          amountSatang: 3_000_000,
          receivedOn: today,
          reference: 'WRONG',
        })
      ).json(),
    );
    expect((await outstanding(token)).items[0]!.outstandingSatang).toBe(500_000);
    const noReason = await call(app, token, 'POST', `/api/finance/receipts/${recorded.id}/reverse`, {
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const reversed = await call(app, token, 'POST', `/api/finance/receipts/${recorded.id}/reverse`, {
      reason: 'Typed the wrong amount',
    });
    expect(reversed.status).toBe(201);
    const reversal = ZReceiptLineSchema.parse(await reversed.json());
    expect(reversal).toMatchObject({ source: 'reversal', amountSatang: -3_000_000, date: today });
    const again = await call(app, token, 'POST', `/api/finance/receipts/${recorded.id}/reverse`, {
      reason: 'Twice',
    });
    expect((await again.json()).error.messageKey).toBe('financeConsole.errors.alreadyReversed');
    expect(
      (await call(app, token, 'POST', `/api/finance/receipts/${reversal.id}/reverse`, { reason: 'Undo' }))
        .status,
    ).toBe(400);
    expect((await outstanding(token)).items[0]!.outstandingSatang).toBe(3_500_000);
    const [original] = await db.select().from(saleReceipts).where(eq(saleReceipts.id, recorded.id!));
    expect(original!.amountSatang).toBe(3_000_000);

    const retail = await sell(seller, 'retail', [9_000], 'cash');
    const cancelled = await call(app, seller, 'POST', `/api/sales/${retail.id}/cancel`, {
      version: retail.version,
      reason: 'Changed mind',
    });
    expect(cancelled.status).toBe(200);
    const cancelWholesale = await call(app, seller, 'POST', `/api/sales/${wholesale.id}/cancel`, {
      version: wholesale.version,
      reason: 'Order withdrawn',
    });
    expect(cancelWholesale.status).toBe(200);
    expect((await outstanding(token)).items).toEqual([]);
    const list = ZReceiptListSchema.parse(
      await (await call(app, token, 'GET', '/api/finance/receipts')).json(),
    );
    const refund = list.items.find((line) => line.source === 'counterRefund');
    expect(refund).toMatchObject({ saleId: retail.id, method: 'cash', amountSatang: -900_000 });
    expect(list.items.find((line) => line.id === recorded.id)?.reversed).toBe(true);
  });

  it('refuses money dated in a closed month; a reversal of it is dated in the open month', async () => {
    const { app, db } = testApp;
    await completeCompanyProfile(db);
    const seller = (await financeUser(app, db, ['sales'])).token;
    const { token } = await financeUser(app, db);
    const account = (await financeUser(app, db, ['account'])).token;
    const wholesale = await sell(seller, 'wholesale', [5_000]);
    const lastMonth = previousMonth(monthOf(today));
    await db
      .update(sales)
      .set({ soldAt: bangkokDayStart(firstDayOf(lastMonth)) })
      .where(eq(sales.id, wholesale.id));
    const early = ZReceiptLineSchema.parse(
      await (
        await call(app, token, 'POST', '/api/finance/receipts', {
          saleId: wholesale.id,
          method: 'transfer',
          amountSatang: 100_000,
          receivedOn: firstDayOf(lastMonth),
          reference: 'EARLY',
        })
      ).json(),
    );
    expect((await outstanding(token)).items[0]!.daysOutstanding).toBeGreaterThanOrEqual(28);
    expect((await call(app, account, 'POST', '/api/account/periods', { month: lastMonth })).status).toBe(201);
    const late = await call(app, token, 'POST', '/api/finance/receipts', {
      saleId: wholesale.id,
      method: 'transfer',
      amountSatang: 100_000,
      receivedOn: firstDayOf(lastMonth),
      reference: 'LATE',
    });
    expect(late.status).toBe(400);
    expect((await late.json()).error.messageKey).toBe('financeConsole.errors.periodClosed');
    const reversal = ZReceiptLineSchema.parse(
      await (
        await call(app, token, 'POST', `/api/finance/receipts/${early.id}/reverse`, { reason: 'Bounced' })
      ).json(),
    );
    expect(reversal.date).toBe(today);
  });
});
