import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZPaymentDetailSchema,
  ZPaymentTransferSchema,
  ZSettlementQueueSchema,
  ZVoucherSchema,
} from '#core/contracts/finance.ts';
import { isValidVoucherCode } from '#core/finance/voucher-code.ts';
import { closedPeriods, tradeIns, warehouseItems } from '#server/db/schema/index.ts';
import { createLogger } from '#server/http/logger.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
import { bangkokDate } from '#core/bangkok-time.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { call, COMPANY, financeUser, PDF_BYTES, uploadFile } from '../support/finance-api.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('tradein-finance-');
});
afterAll(() => removeDir(dataDir));
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));

const PROMPTPAY = { method: 'promptpay', promptPayId: '081-234-5678', accountName: 'สมชาย ใจดี' };

async function slip(token: string) {
  const png = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
  const response = await uploadFile(testApp.app, token, 'slip', png);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function prepare(token: string, reference: string, payee: unknown = PROMPTPAY) {
  const response = await call(testApp.app, token, 'POST', '/api/finance/payments', {
    tradeInReference: reference,
    payee,
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('payments to customers', () => {
  it('lists ready requests, pays one by PromptPay with a QR and a slip, settles it and stocks the device', async () => {
    const { db, app } = testApp;
    const { token } = await financeUser(app, db);
    const ready = await createRequest(db, { status: 'inspected', offeredThb: 12_340 });
    const requoted = await createRequest(db, {
      status: 'inspected',
      offeredThb: 17_600,
      engineerActualPriceThb: 15_000,
      requoteDecision: 'accepted',
    });
    const waiting = await createRequest(db, {
      status: 'inspected',
      offeredThb: 9_000,
      engineerActualPriceThb: 8_000,
    });
    await createRequest(db, { status: 'received' });

    const queue = ZSettlementQueueSchema.parse(
      await (await call(app, token, 'GET', '/api/finance/queue')).json(),
    );
    const refs = queue.items.map((item) => item.reference);
    expect(refs).toContain(ready.reference);
    expect(refs).toContain(requoted.reference);
    expect(refs).not.toContain(waiting.reference);
    expect(queue.items.find((item) => item.reference === requoted.reference)?.amountSatang).toBe(1_500_000);

    const prepared = await prepare(token, ready.reference);
    expect(prepared.response.status).toBe(201);
    const payment = ZPaymentDetailSchema.parse(prepared.body);
    expect(payment).toMatchObject({
      status: 'pendingPayment',
      amountSatang: 1_234_000,
      needsApproval: false,
      payeeMasked: 'PromptPay xxxxxx5678',
      actions: ['transfer', 'complete'],
    });
    expect(payment.reference).toMatch(/^PV-\d{4}-000001$/);
    const transfer = ZPaymentTransferSchema.parse(
      await (await call(app, token, 'GET', `/api/finance/payments/${payment.id}/transfer`)).json(),
    );
    expect(transfer.payee.promptPayId).toBe('0812345678');
    expect(transfer.promptPayPayload).toContain('0066812345678');
    expect(transfer.promptPayPayload).toContain('540812340.00');
    expect(transfer.qrSvg).toContain('<svg');

    // A second live payment for the same request is refused: it is no longer ready.
    expect((await prepare(token, ready.reference)).response.status).toBe(400);

    const completed = await call(app, token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: payment.version,
      slipFileId: await slip(token),
      bankReference: 'KB123456',
    });
    expect(completed.status).toBe(200);
    const done = ZPaymentDetailSchema.parse(await completed.json());
    expect(done).toMatchObject({
      status: 'completed',
      paidOn: bangkokDate(),
      bankReference: 'KB123456',
      actions: ['transfer', 'reverse', 'voucherPdf'],
    });
    const [request] = await db.select().from(tradeIns).where(eq(tradeIns.id, ready.id));
    expect(request?.status).toBe('settled');

    await createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger: createLogger('silent') }).drain();
    const items = await db.select().from(warehouseItems).where(eq(warehouseItems.tradeInId, ready.id));
    expect(items.map((item) => [item.status, item.costSatang])).toEqual([['pending', 1_234_000]]);

    // The voucher PDF needs the company profile.
    const admin = await financeUser(app, db, ['admin']);
    expect((await call(app, token, 'GET', `/api/finance/payments/${payment.id}/voucher.pdf`)).status).toBe(
      409,
    );
    expect(
      (await call(app, admin.token, 'PUT', '/api/admin/company', { ...COMPANY, version: 1 })).status,
    ).toBe(200);
    const pdf = await call(app, token, 'GET', `/api/finance/payments/${payment.id}/voucher.pdf`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses completion without a slip or with a slip already used, changing nothing', async () => {
    const { db, app } = testApp;
    const { token } = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected', offeredThb: 5_000 });
    const payment = ZPaymentDetailSchema.parse((await prepare(token, request.reference)).body);
    const noSlip = await call(app, token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: 1,
    });
    expect(noSlip.status).toBe(400);
    const pdfSlip = ((await (await uploadFile(app, token, 'slip', PDF_BYTES)).json()) as { id: string }).id;
    const other = await call(app, token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: 1,
      slipFileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(other.status).toBe(400);
    const [unchanged] = await db.select().from(tradeIns).where(eq(tradeIns.id, request.id));
    expect(unchanged?.status).toBe('inspected');
    const ok = await call(app, token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: 1,
      slipFileId: pdfSlip,
    });
    expect(ok.status).toBe(200);
  });

  it('four-eyes: above the threshold a second, different finance user approves before completion', async () => {
    const { db, app } = testApp;
    const first = await financeUser(app, db);
    const second = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected', offeredThb: 25_000 });
    const payment = ZPaymentDetailSchema.parse(
      (
        await prepare(first.token, request.reference, {
          method: 'bank',
          bankCode: 'KBANK',
          accountNumber: '123-4-56789-0',
          accountName: 'Malee S.',
        })
      ).body,
    );
    expect(payment).toMatchObject({
      needsApproval: true,
      approved: false,
      actions: [],
      payeeMasked: 'KBANK xxxxxx7890',
    });
    const early = await call(app, first.token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: payment.version,
      slipFileId: await slip(first.token),
    });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'financeConsole.errors.approvalRequired',
    );
    const self = await call(app, first.token, 'POST', `/api/finance/payments/${payment.id}/approve`, {
      version: 1,
    });
    expect(self.status).toBe(400);
    const asSecond = ZPaymentDetailSchema.parse(
      await (await call(app, second.token, 'GET', `/api/finance/payments/${payment.id}`)).json(),
    );
    expect(asSecond.actions).toEqual(['approve']);
    const approved = await call(app, second.token, 'POST', `/api/finance/payments/${payment.id}/approve`, {
      version: 1,
    });
    expect(approved.status).toBe(200);
    const after = ZPaymentDetailSchema.parse(await approved.json());
    expect(after).toMatchObject({ approved: true, actions: ['transfer', 'complete'] });
    const done = await call(app, first.token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: after.version,
      slipFileId: await slip(first.token),
    });
    expect(done.status).toBe(200);
    const waiting = await call(app, first.token, 'GET', '/api/finance/payments?awaitingApproval=1');
    expect(
      ((await waiting.json()) as { items: { id: number }[] }).items.map((item) => item.id),
    ).not.toContain(payment.id);
  });

  it('corrects a completed payment by a reversal with a reason, dated in an open month; it may be paid again', async () => {
    const { db, app } = testApp;
    const { token } = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected', offeredThb: 3_210 });
    const payment = ZPaymentDetailSchema.parse((await prepare(token, request.reference)).body);
    await call(app, token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: 1,
      slipFileId: await slip(token),
    });
    expect(
      (await call(app, token, 'POST', `/api/finance/payments/${payment.id}/reverse`, { reason: '' })).status,
    ).toBe(400);
    const reversed = await call(app, token, 'POST', `/api/finance/payments/${payment.id}/reverse`, {
      reason: 'Paid to the wrong account',
    });
    expect(reversed.status).toBe(200);
    expect(ZPaymentDetailSchema.parse(await reversed.json())).toMatchObject({
      status: 'reversed',
      reversal: { reason: 'Paid to the wrong account', reversedOn: bangkokDate(), amountSatang: -321_000 },
    });
    const queue = ZSettlementQueueSchema.parse(
      await (await call(app, token, 'GET', '/api/finance/queue')).json(),
    );
    expect(queue.items.map((item) => item.reference)).toContain(request.reference);
    expect((await prepare(token, request.reference)).response.status).toBe(201);
  });

  it('refuses to complete a payment while the current month is closed, until a later month is open', async () => {
    const { db, app } = testApp;
    const { token } = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected', offeredThb: 1_000 });
    const payment = ZPaymentDetailSchema.parse((await prepare(token, request.reference)).body);
    await db.insert(closedPeriods).values({ month: bangkokDate().slice(0, 7) });
    const done = await call(app, token, 'POST', `/api/finance/payments/${payment.id}/complete`, {
      version: 1,
      slipFileId: await slip(token),
    });
    // Dated in the first open month after the closed one: the payment goes through, in the next period.
    expect(done.status).toBe(200);
    const body = ZPaymentDetailSchema.parse(await done.json());
    expect(body.paidOn! > bangkokDate()).toBe(true);
    expect(body.paidOn!.endsWith('-01')).toBe(true);
  });

  it('issues a checkable, unique voucher code that settles a voucher request', async () => {
    const { db, app } = testApp;
    const { token } = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected', option: 'voucher', offeredThb: 10_500 });
    const notVoucher = await createRequest(db, { status: 'inspected', option: 'sale' });
    expect(
      (await call(app, token, 'POST', '/api/finance/vouchers', { tradeInReference: notVoucher.reference }))
        .status,
    ).toBe(400);
    expect((await prepare(token, request.reference)).response.status).toBe(400);
    const issued = await call(app, token, 'POST', '/api/finance/vouchers', {
      tradeInReference: request.reference,
    });
    expect(issued.status).toBe(201);
    const voucher = ZVoucherSchema.parse(await issued.json());
    expect(voucher.awaitingApproval).toBe(false);
    const code = voucher.code!;
    expect(isValidVoucherCode(code)).toBe(true);
    expect(voucher.amountSatang).toBe(1_050_000);
    const [settled] = await db.select().from(tradeIns).where(eq(tradeIns.id, request.id));
    expect(settled?.status).toBe('settled');
    const again = await call(app, token, 'POST', '/api/finance/vouchers', {
      tradeInReference: request.reference,
    });
    expect(again.status).toBe(400);

    const check = async (code: string) =>
      (await (
        await call(app, token, 'GET', `/api/finance/vouchers/check?code=${encodeURIComponent(code)}`)
      ).json()) as {
        wellFormed: boolean;
        voucher: { code: string } | null;
      };
    expect((await check(code.toLowerCase())).voucher?.code).toBe(code);
    const typo = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    expect(await check(typo)).toEqual({ wellFormed: false, voucher: null });
  });

  it('keeps payee details valid and masked; only finance and admin reach the console', async () => {
    const { db, app } = testApp;
    const { token } = await financeUser(app, db);
    const request = await createRequest(db, { status: 'inspected' });
    const bad = await call(app, token, 'PUT', `/api/finance/payee/${request.reference}`, {
      method: 'promptpay',
      promptPayId: '1234567890123',
      accountName: 'X Y',
    });
    expect(bad.status).toBe(400);
    const ok = await call(app, token, 'PUT', `/api/finance/payee/${request.reference}`, {
      method: 'promptpay',
      promptPayId: '1-1017-00230-70-8',
      accountName: 'Somchai',
    });
    expect(ok.status).toBe(200);
    const sales = await financeUser(app, db, ['sales']);
    expect((await call(app, sales.token, 'GET', '/api/finance/queue')).status).toBe(403);
    expect((await prepare(token, request.reference, undefined)).response.status).toBe(201);
  });
});
