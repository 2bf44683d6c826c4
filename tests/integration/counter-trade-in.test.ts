import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bangkokDate } from '#core/bangkok-time.ts';
import { ZAccountReportSchema, ZVoucherLiabilitySchema } from '#core/contracts/account.ts';
import { ZCounterTradeInSchema, ZUpgradeBonusSchema } from '#core/contracts/counter-trade-ins.ts';
import { ZSaleSchema, type TSale } from '#core/contracts/sales.ts';
import { ZTradeInReceiptSchema } from '#core/contracts/trade-ins.ts';
import { isMoneyMethod } from '#core/sales/sale-payments.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import {
  auditLog,
  counterTradeIns,
  salePayments,
  voucherMovements,
  vouchers,
  tradeInConsents,
  workflowHistory as stateHistory,
  tradeIns,
  warehouseItems,
} from '#server/db/schema/index.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { createLogger } from '#server/http/logger.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { createModel } from '../support/factories.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { pdfText } from '../support/pdf.ts';
import { createPrices } from '../support/pricing-factories.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createQuoteViaApi,
  createStore,
  phoneAnswers,
  quoteBody,
  tradeInBody,
} from '../support/trade-in-factories.ts';
import { counterSaleBody, issueTestVoucher, recordSale } from '../support/voucher-factories.ts';

/**
 * Old for new at the sales counter (issue 32 item 3, decision 044): the valuation on the counter's
 * screen, the sales person's inspection, the customer's answer to a lower price, the credit on the sale
 * (one receipt, both sides), the request settled "credited to sale" and the device stocked; the upgrade
 * bonus admin sets; two counters crediting one trade-in; the report unchanged by how sales were paid.
 */
const testApp = useTestApp();
const IMEI = '490154203237518';

async function setUp() {
  const { app, db } = testApp;
  await completeCompanyProfile(db);
  const seller = await financeUser(app, db, ['sales']);
  const admin = await financeUser(app, db, ['admin']);
  return { app, db, sales: seller.token, admin: admin.token };
}

/** The customer's valuation on the counter's screen (consent ticked there), sent by the sales person. */
async function counterRequest(token: string) {
  const model = await createModel(testApp.db);
  await createPrices(testApp.db, model.id, 128);
  const quote = await createQuoteViaApi(testApp.app, quoteBody(model.id));
  const store = await createStore(testApp.db);
  const body = tradeInBody(quote.id, store.id, { option: 'tradeIn', dealerCode: undefined });
  const response = await call(testApp.app, token, 'POST', '/api/sales/trade-ins', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return { body, receipt: ZTradeInReceiptSchema.parse(await response.json()), quote };
}

async function view(token: string, reference: string) {
  const response = await call(testApp.app, token, 'GET', `/api/sales/trade-ins/${reference.toLowerCase()}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZCounterTradeInSchema.parse(await response.json());
}

function inspection(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    answers: phoneAnswers({ screen: 'minorScratch' }),
    imei: IMEI,
    activationLockOff: true,
    cloudLockOff: true,
    evidencePhotoIds: [],
    wipe: { method: 'factoryReset', at: new Date(Date.now() - 60_000).toISOString() },
    ...overrides,
  };
}

async function inspect(token: string, reference: string, overrides: Record<string, unknown> = {}) {
  const before = await view(token, reference);
  const response = await call(
    testApp.app,
    token,
    'POST',
    `/api/sales/trade-ins/${reference}/inspect`,
    inspection(before.version, overrides),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ZCounterTradeInSchema.parse(await response.json());
}

async function answer(token: string, reference: string, decision: 'accept' | 'decline') {
  const response = await call(testApp.app, token, 'POST', `/api/sales/trade-ins/${reference}/answer`, {
    decision,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ZCounterTradeInSchema.parse(await response.json());
}

async function requestRow(reference: string) {
  const [row] = await testApp.db.select().from(tradeIns).where(eq(tradeIns.reference, reference));
  return row!;
}

describe('old for new at the sales counter', () => {
  it('values, takes in, inspects at a lower price the customer accepts, credits the sale with the bonus, settles and stocks the device', async () => {
    const { sales: token, admin } = await setUp();
    const { receipt, quote } = await counterRequest(token);
    const reference = receipt.reference;
    expect(receipt.status).toBe('received');
    const row = await requestRow(reference);
    expect(row).toMatchObject({ status: 'received', offeredThb: quote.offerThb });
    // The customer's consent, recorded with the request; the counter's own mark.
    expect(
      (await testApp.db.select().from(tradeInConsents).where(eq(tradeInConsents.tradeInId, row.id))).map(
        (consent) => [consent.kind, consent.granted],
      ),
    ).toContainEqual(['pdpa', true]);
    expect(
      await testApp.db.select().from(counterTradeIns).where(eq(counterTradeIns.tradeInId, row.id)),
    ).toHaveLength(1);
    const history = await testApp.db
      .select({ from: stateHistory.fromState, to: stateHistory.toState })
      .from(stateHistory)
      .where(sql`${stateHistory.entity} = 'tradeIn' and ${stateHistory.entityId} = ${row.id}`)
      .orderBy(stateHistory.id);
    expect(history).toEqual([
      { from: null, to: 'new' },
      { from: 'new', to: 'booked' },
      { from: 'booked', to: 'received' },
    ]);

    // Not inspected yet: shown, but no sale takes it.
    expect(await view(token, reference)).toMatchObject({ status: 'received', creditable: false });
    const item = await createStockItem(testApp.db, { costSatang: 2_000_000 });
    const early = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales',
      counterSaleBody(item.id, 29_990, { tradeInReference: reference }),
    );
    expect(early.status).toBe(400);
    expect((await early.json()).error.messageKey).toBe('salesConsole.errors.tradeInNotReady');

    // The sales person inspects: the screen scratched, a lower price waits for the customer's answer.
    const inspected = await inspect(token, reference);
    expect(inspected.status).toBe('inspected');
    expect(inspected.actualThb).toBeLessThan(quote.offerThb);
    expect(inspected).toMatchObject({ requote: 'pending', creditable: false });
    const accepted = await answer(token, reference, 'accept');
    expect(accepted).toMatchObject({
      requote: 'accepted',
      creditable: true,
      acceptedSatang: inspected.actualThb! * 100,
      bonusSatang: 0,
    });

    // Admin's upgrade bonus for phones from today: 10 % of the accepted price, toward a purchase only.
    const bonus = await call(testApp.app, admin, 'POST', '/api/sales/upgrade-bonuses', {
      category: 'phone',
      kind: 'percent',
      percent: 10,
      validFrom: bangkokDate(),
    });
    expect(bonus.status, await bonus.clone().text()).toBe(201);
    expect(ZUpgradeBonusSchema.parse(await bonus.json())).toMatchObject({ kind: 'percent', percent: 10 });
    const withBonus = await view(token, reference);
    const bonusSatang = Math.floor((withBonus.acceptedSatang * 10) / 100 / 100) * 100;
    expect(withBonus).toMatchObject({ bonusSatang, creditSatang: withBonus.acceptedSatang + bonusSatang });

    const cash = await recordSale(
      testApp.app,
      token,
      counterSaleBody((await createStockItem(testApp.db, { costSatang: 2_000_000 })).id, 29_990),
    );
    const sale = await recordSale(
      testApp.app,
      token,
      counterSaleBody(item.id, 29_990, { tradeInReference: reference.toLowerCase(), paymentMethod: 'card' }),
    );
    // A means of payment: price and VAT as in cash; the credit and the card for the rest.
    expect([sale.totalSatang, sale.vatSatang]).toEqual([cash.totalSatang, cash.vatSatang]);
    expect(sale.payments.map(({ method, amountSatang }) => ({ method, amountSatang }))).toEqual([
      { method: 'tradeIn', amountSatang: withBonus.creditSatang },
      { method: 'card', amountSatang: 2_999_000 - withBonus.creditSatang },
    ]);
    expect(sale.payments[0]!.tradeIn).toMatchObject({ reference, bonusSatang });

    // The request settled "credited to sale", the device a pending item in stock.
    expect((await requestRow(reference)).status).toBe('settled');
    const settledStep = await testApp.db
      .select({ note: stateHistory.note })
      .from(stateHistory)
      .where(
        sql`${stateHistory.entity} = 'tradeIn' and ${stateHistory.entityId} = ${row.id} and ${stateHistory.toState} = 'settled'`,
      );
    expect(settledStep).toEqual([{ note: `Credited to sale ${sale.id}` }]);
    // The outbox stocks it (the running server works it after each commit; the test drains it).
    await createOutboxWorker({
      db: testApp.db,
      handlers: EVENT_HANDLERS,
      logger: createLogger('silent'),
    }).drain();
    const stocked = await testApp.db
      .select()
      .from(warehouseItems)
      .where(eq(warehouseItems.tradeInId, row.id));
    expect(stocked.map((stock) => stock.status)).toEqual(['pending']);
    expect(await view(token, reference)).toMatchObject({
      status: 'settled',
      creditedSaleId: sale.id,
      creditable: false,
    });

    // One receipt, both sides: the item sold at its full price and VAT, the device traded in.
    const pdf = await call(
      testApp.app,
      token,
      'GET',
      `/api/sales/documents/${sale.documents[0]!.id}/pdf?lang=en`,
    );
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain('29,990.00');
    const oneLine = text.replace(/\s+/g, ' ');
    const credit = (withBonus.creditSatang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const bonusText = (bonusSatang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(oneLine).toContain(
      `Trade-in: ${row.deviceDescription} · ${reference} (incl. upgrade bonus ${bonusText}) ${credit}`,
    );
    // The full price and its VAT first, then how it was paid: the credit and the card under the total.
    const lines = text.split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    expect(at(/^VAT 7%/)).toBeGreaterThan(-1);
    expect(at(/^VAT 7%/)).toBeLessThan(at(/^Total\s+29,990\.00/));
    expect(at(/^Total\s+29,990\.00/)).toBeLessThan(at(/^Paid by$/));
    expect(at(/^Paid by$/)).toBeLessThan(at(/^Trade-in: /));
    expect(at(/^Trade-in: /)).toBeLessThan(at(/^Card\s+/));
    const thai = await pdfText(
      await (
        await call(testApp.app, token, 'GET', `/api/sales/documents/${sale.documents[0]!.id}/pdf?lang=th`)
      ).arrayBuffer(),
    );
    expect(thai).toContain('เครื่องเก่าแลกซื้อ');

    // Credited once: another sale naming it is told so, nothing written.
    const other = await createStockItem(testApp.db);
    const again = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales',
      counterSaleBody(other.id, 29_990, { tradeInReference: reference }),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).error.messageKey).toBe('salesConsole.errors.tradeInCredited');
    const credits = await testApp.db.select().from(salePayments).where(eq(salePayments.tradeInId, row.id));
    expect(credits).toHaveLength(1);
  });

  it("credits the trade-in option's price: the voucher option's uplift (or the sale option) is refused at the counter", async () => {
    const { sales: token } = await setUp();
    const model = await createModel(testApp.db);
    await createPrices(testApp.db, model.id, 128);
    const quote = await createQuoteViaApi(testApp.app, quoteBody(model.id));
    // The quote offers more as a voucher: that extra is for a voucher the customer takes away.
    expect(quote.voucherOfferThb).toBeGreaterThan(quote.offerThb);
    const store = await createStore(testApp.db);
    const before = await testApp.db.select({ id: tradeIns.id }).from(tradeIns);
    for (const option of ['voucher', 'sale'] as const) {
      const refused = await call(
        testApp.app,
        token,
        'POST',
        '/api/sales/trade-ins',
        tradeInBody(quote.id, store.id, { option, dealerCode: undefined }),
      );
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.details).toEqual([
        { path: 'option', messageKey: 'salesConsole.errors.tradeInOptionOnly' },
      ]);
    }
    // Nothing was made: no request, no counter mark.
    expect(await testApp.db.select({ id: tradeIns.id }).from(tradeIns)).toEqual(before);
    expect(await testApp.db.select().from(counterTradeIns)).toEqual([]);

    // The trade-in option: inspected as the customer described it, the credit is the trade-in price.
    const made = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales/trade-ins',
      tradeInBody(quote.id, store.id, { option: 'tradeIn', dealerCode: undefined }),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { reference } = ZTradeInReceiptSchema.parse(await made.json());
    const inspected = await inspect(token, reference, { answers: phoneAnswers() });
    expect(inspected).toMatchObject({
      creditable: true,
      acceptedSatang: quote.offerThb * 100,
      bonusSatang: 0,
      creditSatang: quote.offerThb * 100,
    });
    const item = await createStockItem(testApp.db, { costSatang: 2_000_000 });
    const sold = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales',
      counterSaleBody(item.id, 39_990, { tradeInReference: reference }),
    );
    expect(sold.status, await sold.clone().text()).toBe(201);
    const row = await requestRow(reference);
    const [credit] = await testApp.db.select().from(salePayments).where(eq(salePayments.tradeInId, row.id));
    expect(credit).toMatchObject({ method: 'tradeIn', amountSatang: quote.offerThb * 100, bonusSatang: 0 });
  });

  it('lets one of two counters crediting the same trade-in at once win, and tells the other', async () => {
    const { sales: token } = await setUp();
    const { receipt } = await counterRequest(token);
    await inspect(token, receipt.reference, { answers: phoneAnswers() });
    expect((await view(token, receipt.reference)).creditable).toBe(true);
    const [first, second] = await Promise.all([createStockItem(testApp.db), createStockItem(testApp.db)]);
    const responses = await Promise.all(
      [first, second].map((item) =>
        call(
          testApp.app,
          token,
          'POST',
          '/api/sales',
          counterSaleBody(item.id, 39_990, { tradeInReference: receipt.reference }),
        ),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect((await loser.json()).error.messageKey).toBe('salesConsole.errors.tradeInCredited');
    const row = await requestRow(receipt.reference);
    expect(
      await testApp.db.select().from(salePayments).where(eq(salePayments.tradeInId, row.id)),
    ).toHaveLength(1);
    // The losing sale left nothing: one of the two items is still on the shelf.
    const items = await testApp.db
      .select({ status: warehouseItems.status })
      .from(warehouseItems)
      .where(sql`${warehouseItems.id} in (${first.id}, ${second.id})`);
    expect(items.map((item) => item.status).sort()).toEqual(['available', 'sold']);
  });

  it('rejects the request when the customer declines the lower price; refuses what is not the counter’s or not allowed', async () => {
    const { sales: token, admin } = await setUp();
    const { receipt } = await counterRequest(token);
    await inspect(token, receipt.reference);
    const declined = await answer(token, receipt.reference, 'decline');
    expect(declined).toMatchObject({ status: 'rejected', requote: 'declined', creditable: false });
    expect((await requestRow(receipt.reference)).rejectionReason).toBe(REASON_CUSTOMER_DECLINED);
    const twice = await call(testApp.app, token, 'POST', `/api/sales/trade-ins/${receipt.reference}/answer`, {
      decision: 'accept',
    });
    expect(twice.status).toBe(409);

    // A request made elsewhere is finance's to pay: the counter does not see it, a sale cannot take it.
    const elsewhere = await createRequest(testApp.db, { status: 'inspected', offeredThb: 5_000 });
    expect(
      (await call(testApp.app, token, 'GET', `/api/sales/trade-ins/${elsewhere.reference}`)).status,
    ).toBe(404);
    const notCounter = await call(
      testApp.app,
      token,
      'POST',
      '/api/sales',
      counterSaleBody((await createStockItem(testApp.db)).id, 19_990, {
        tradeInReference: elsewhere.reference,
      }),
    );
    expect((await notCounter.json()).error.messageKey).toBe('salesConsole.errors.tradeInNotCounter');
    expect(
      (
        await call(
          testApp.app,
          token,
          'POST',
          `/api/sales/trade-ins/${elsewhere.reference}/inspect`,
          inspection(1),
        )
      ).status,
    ).toBe(404);

    // The bonus is admin's: sales cannot set one; a percent out of range or a backwards period is refused.
    const bonus = { category: 'phone', kind: 'fixed', amountSatang: 50_000, validFrom: bangkokDate() };
    expect((await call(testApp.app, token, 'POST', '/api/sales/upgrade-bonuses', bonus)).status).toBe(403);
    const badPercent = await call(testApp.app, admin, 'POST', '/api/sales/upgrade-bonuses', {
      ...bonus,
      kind: 'percent',
      percent: 150,
    });
    expect(badPercent.status).toBe(400);
    expect((await badPercent.json()).error.details[0]).toMatchObject({
      path: 'percent',
      messageKey: 'salesConsole.errors.bonusInvalid',
    });
    const backwards = await call(testApp.app, admin, 'POST', '/api/sales/upgrade-bonuses', {
      ...bonus,
      validFrom: '2026-03-01',
      validUntil: '2026-02-01',
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.details[0].messageKey).toBe('salesConsole.errors.bonusDates');
    const listed = await call(testApp.app, token, 'GET', '/api/sales/upgrade-bonuses');
    expect((await listed.json()).bonuses).toEqual([]);
  });

  it('lets admin end a bonus on a last day: not in the past, not before its start, only shorter; audited', async () => {
    const { sales: token, admin } = await setUp();
    const today = bangkokDate();
    const added = await call(testApp.app, admin, 'POST', '/api/sales/upgrade-bonuses', {
      category: 'phone',
      kind: 'percent',
      percent: 10,
      validFrom: '2026-01-01',
    });
    expect(added.status).toBe(201);
    const bonus = ZUpgradeBonusSchema.parse(await added.json());
    const end = (who: string, id: number, lastDay: string) =>
      call(testApp.app, who, 'POST', `/api/sales/upgrade-bonuses/${id}/end`, { lastDay });
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400);
      return (await response.json()).error.details[0].messageKey as string;
    };

    expect((await end(token, bonus.id, today)).status).toBe(403);
    expect((await end(admin, bonus.id + 1_000, today)).status).toBe(404);
    expect(await refusal(await end(admin, bonus.id, '2025-12-31'))).toBe('salesConsole.errors.bonusEndPast');
    expect(await refusal(await end(admin, bonus.id, 'tomorrow'))).toBe('salesConsole.errors.dateInvalid');
    const ended = await end(admin, bonus.id, today);
    expect(ended.status, await ended.clone().text()).toBe(200);
    expect(ZUpgradeBonusSchema.parse(await ended.json())).toMatchObject({ id: bonus.id, validUntil: today });
    // Ended today: it still counts today (the day's sales keep it); it cannot be made to run longer.
    expect(await refusal(await end(admin, bonus.id, '2099-12-31'))).toBe('salesConsole.errors.bonusEndLater');
    const later = await call(testApp.app, admin, 'POST', '/api/sales/upgrade-bonuses', {
      category: 'tablet',
      kind: 'fixed',
      amountSatang: 50_000,
      validFrom: '2099-01-01',
    });
    const scheduled = ZUpgradeBonusSchema.parse(await later.json());
    expect(await refusal(await end(admin, scheduled.id, today))).toBe('salesConsole.errors.bonusDates');

    const listed = await call(testApp.app, token, 'GET', '/api/sales/upgrade-bonuses');
    expect(
      (await listed.json()).bonuses.map((row: { id: number; validUntil: string | null }) => [
        row.id,
        row.validUntil,
      ]),
    ).toEqual([
      [scheduled.id, null],
      [bonus.id, today],
    ]);
    const audit = await testApp.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'upgradeBonus'));
    expect(audit).toContainEqual({ action: 'UPGRADE_BONUS_ENDED', targetId: String(bonus.id) });
  });

  it('takes an old-for-new sale back (return, cancellation): the credit and the voucher parts come back as voucher value, never cash; the traded device stays in stock', async () => {
    const { sales: token, app, db } = await setUp();
    const finance = (await financeUser(app, db)).token;
    const account = (await financeUser(app, db, ['account'])).token;
    const voucher = await issueTestVoucher(app, db, finance, 6_000);
    const drain = () =>
      createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger: createLogger('silent') }).drain();

    /** An old-for-new sale: the counter's trade-in, 2,000 baht of the voucher, cash for the rest. */
    async function exchange(imei: string) {
      const { receipt } = await counterRequest(token);
      const credit = await inspect(token, receipt.reference, { answers: phoneAnswers(), imei });
      const item = await createStockItem(db, { costSatang: 2_000_000 });
      const sale = await recordSale(
        app,
        token,
        counterSaleBody(item.id, 39_990, {
          tradeInReference: receipt.reference,
          vouchers: [{ code: voucher.code, amountSatang: 200_000 }],
          paymentMethod: 'cash',
        }),
      );
      expect(sale.payments.map(({ method, amountSatang }) => [method, amountSatang])).toEqual([
        ['tradeIn', credit.creditSatang],
        ['voucher', 200_000],
        ['cash', 3_999_000 - credit.creditSatang - 200_000],
      ]);
      await drain();
      const request = await requestRow(receipt.reference);
      const [stocked] = await db
        .select()
        .from(warehouseItems)
        .where(eq(warehouseItems.tradeInId, request.id));
      expect(stocked).toMatchObject({ status: 'pending' });
      return { sale, item, credit: credit.creditSatang, request, stocked: stocked! };
    }

    const returnedSale = await exchange(IMEI);
    const cancelledSale = await exchange('356938035643809');
    expect(await db.select().from(vouchers).where(eq(vouchers.id, voucher.id))).toMatchObject([
      { balanceSatang: 200_000 },
    ]);

    const back = async (
      { sale, item }: { sale: TSale; item: { id: number } },
      how: 'return' | 'cancel',
    ): Promise<TSale> => {
      const response = await call(
        app,
        token,
        'POST',
        `/api/sales/${sale.id}/${how}`,
        how === 'return'
          ? { version: sale.version, itemIds: [item.id], reason: 'Faulty camera' }
          : { version: sale.version, reason: 'Customer changed their mind' },
      );
      expect(response.status, await response.clone().text()).toBe(200);
      return ZSaleSchema.parse(await response.json());
    };
    const returned = await back(returnedSale, 'return');
    const cancelled = await back(cancelledSale, 'cancel');

    for (const [after, before] of [
      [returned, returnedSale],
      [cancelled, cancelledSale],
    ] as const) {
      const refunds = after.payments.filter((payment) => payment.refund);
      const part = (method: string) => refunds.find((payment) => payment.method === method)!;
      // The credit comes back as a new voucher of the request's, the voucher's part to the voucher, the
      // money as money: nothing of the credit or the voucher is refunded in cash.
      expect(refunds).toHaveLength(3);
      expect([part('tradeIn'), part('voucher'), part('cash')].map((row) => row.amountSatang)).toEqual([
        -before.credit,
        -200_000,
        -(3_999_000 - before.credit - 200_000),
      ]);
      const creditBack = part('tradeIn').refundVoucher;
      expect(creditBack).not.toBeNull();
      expect(part('voucher').refundVoucher).toBeNull();
      const [fresh] = await db.select().from(vouchers).where(eq(vouchers.id, creditBack!.id));
      expect(fresh).toMatchObject({
        origin: 'refund',
        status: 'active',
        amountSatang: before.credit,
        balanceSatang: before.credit,
        tradeInId: before.request.id,
        refundSaleId: before.sale.id,
      });
      // The sale's rows net to nothing; the money handed back is only what came in as money.
      const rows = await db.select().from(salePayments).where(eq(salePayments.saleId, before.sale.id));
      expect(rows.reduce((sum, row) => sum + row.amountSatang, 0)).toBe(0);
      const money = rows.filter((row) => isMoneyMethod(row.method)).map((row) => row.amountSatang);
      expect(money.sort((a, b) => a - b)).toEqual([
        -(3_999_000 - before.credit - 200_000),
        3_999_000 - before.credit - 200_000,
      ]);
      // The device traded in is the shop's: still the same pending item, the request still settled.
      const [stock] = await db.select().from(warehouseItems).where(eq(warehouseItems.id, before.stocked.id));
      expect(stock).toMatchObject({ status: 'pending', version: before.stocked.version });
      expect((await requestRow(before.request.reference)).status).toBe('settled');
    }
    await drain();
    expect(
      (await db.select().from(warehouseItems).where(eq(warehouseItems.tradeInId, returnedSale.request.id)))
        .length,
    ).toBe(1);
    // The voucher has both its parts back.
    const [spent] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(spent).toMatchObject({ status: 'active', balanceSatang: 600_000 });

    // The books: what is owed on vouchers is every voucher's balance, and each figure is its movements.
    const today = bangkokDate();
    const response = await call(app, account, 'GET', `/api/account/vouchers?from=${today}&to=${today}`);
    expect(response.status).toBe(200);
    const books = ZVoucherLiabilitySchema.parse(await response.json());
    const credits = returnedSale.credit + cancelledSale.credit;
    expect(books).toMatchObject({
      openingSatang: 0,
      issuedSatang: 600_000 + credits,
      redeemedSatang: 400_000,
      restoredSatang: 400_000,
      expiredSatang: 0,
      cancelledSatang: 0,
      closingSatang: 600_000 + credits,
    });
    const balances = await db.select({ balance: vouchers.balanceSatang }).from(vouchers);
    expect(balances.reduce((sum, row) => sum + row.balance, 0)).toBe(books.closingSatang);
    const movements = await db.select({ amount: voucherMovements.amountSatang }).from(voucherMovements);
    expect(movements.reduce((sum, row) => sum + row.amount, 0)).toBe(books.closingSatang);
  });

  it("leaves the account report's revenue, cost and VAT as the sale lines say, however the sales were paid", async () => {
    const { sales: token, app, db } = await setUp();
    const finance = (await financeUser(app, db)).token;
    const account = (await financeUser(app, db, ['account'])).token;
    const voucher = await issueTestVoucher(app, db, finance, 19_000);
    const { receipt } = await counterRequest(token);
    await inspect(token, receipt.reference, { answers: phoneAnswers() });
    const item = (costSatang: number, vatScheme: 'margin' | 'standard') =>
      createStockItem(db, { costSatang, vatScheme });

    // The same month: cash, a voucher in full, voucher and money mixed, a trade-in credit and money.
    const sold = [
      await recordSale(app, token, counterSaleBody((await item(1_000_000, 'margin')).id, 14_990)),
      await recordSale(
        app,
        token,
        counterSaleBody((await item(800_000, 'standard')).id, 9_990, {
          vouchers: [{ code: voucher.code, amountSatang: 999_000 }],
        }),
      ),
      await recordSale(
        app,
        token,
        counterSaleBody((await item(1_500_000, 'margin')).id, 24_990, {
          vouchers: [{ code: voucher.code, amountSatang: 500_000 }],
          paymentMethod: 'transfer',
        }),
      ),
      await recordSale(
        app,
        token,
        counterSaleBody((await item(2_500_000, 'standard')).id, 45_990, {
          tradeInReference: receipt.reference,
          paymentMethod: 'promptPay',
        }),
      ),
    ];
    expect(sold.map((sale) => sale.payments.map((payment) => payment.method))).toEqual([
      ['cash'],
      ['voucher'],
      ['voucher', 'transfer'],
      ['tradeIn', 'promptPay'],
    ]);

    const today = bangkokDate();
    const from = `${today.slice(0, 7)}-01`;
    const response = await call(app, account, 'GET', `/api/account/report?from=${from}&to=${today}`);
    expect(response.status).toBe(200);
    const report = ZAccountReportSchema.parse(await response.json());
    const raw = (await db.execute(sql`select
        coalesce(sum(i.price_satang), 0)::bigint as revenue,
        coalesce(sum(i.cost_satang), 0)::bigint as cost,
        coalesce(sum(case when i.vat_scheme = 'standard' then i.vat_satang else 0 end), 0)::bigint as standard,
        coalesce(sum(case when i.vat_scheme = 'standard' then 0 else i.vat_satang end), 0)::bigint as margin,
        count(*)::int as lines
      from sale_items i join sales s on s.id = i.sale_id
      where (s.sold_at at time zone 'Asia/Bangkok')::date between ${from}::date and ${today}::date`)) as unknown as {
      rows: { revenue: string; cost: string; standard: string; margin: string; lines: number }[];
    };
    const figures = raw.rows[0]!;
    expect(report.totals).toMatchObject({
      revenueSatang: Number(figures.revenue),
      costSatang: Number(figures.cost),
      outputVatStandardSatang: Number(figures.standard),
      outputVatMarginSatang: Number(figures.margin),
    });
    // Every sale at its full price: the four lines sum to what was rung up, not what was paid in money.
    expect(Number(figures.revenue)).toBe(sold.reduce((sum, sale) => sum + sale.totalSatang, 0));
    expect(Number(figures.revenue)).toBe((14_990 + 9_990 + 24_990 + 45_990) * 100);
    // Each sale's means sum to its price, and less came in as money than the revenue the report shows.
    const paid = await db
      .select({ saleId: salePayments.saleId, amount: salePayments.amountSatang, method: salePayments.method })
      .from(salePayments);
    for (const sale of sold)
      expect(paid.filter((row) => row.saleId === sale.id).reduce((sum, row) => sum + row.amount, 0)).toBe(
        sale.totalSatang,
      );
    const moneyIn = paid.filter((row) => isMoneyMethod(row.method)).reduce((sum, row) => sum + row.amount, 0);
    expect(moneyIn).toBeLessThan(report.totals.revenueSatang);
    expect(report.transactions.filter((row) => row.type === 'sale')).toHaveLength(4);
  });
});
