import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZPaymentDetailSchema, ZPaymentTransferSchema } from '#core/contracts/finance.ts';
import { auditLog, financeSettings, payments } from '#server/db/schema/index.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { call, financeUser, uploadFile } from '../support/finance-api.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Four-eyes that holds (issue 28 item 2, decision 040): above the limit, before a second finance user's
 * approval, no endpoint shows or returns what lets the money move — no PromptPay payload or QR, no full
 * account number — to the preparer or to anyone else; afterwards both may read it.
 */
const testApp = useTestApp();

const PROMPTPAY_ID = '0812345678';
const ACCOUNT = '1234567890';
const PAYEES = {
  promptpay: { method: 'promptpay', promptPayId: PROMPTPAY_ID, accountName: 'สมชาย ใจดี' },
  bank: { method: 'bank', bankCode: 'KBANK', accountNumber: ACCOUNT, accountName: 'Malee S.' },
};
/** What a banking app needs: the PromptPay ID or account number in full, an EMVCo payload, a QR. */
const MONEY_MOVING = [PROMPTPAY_ID, '66812345678', ACCOUNT, '000201', '<svg'];

function expectNothingThatMovesMoney(text: string) {
  for (const needle of MONEY_MOVING) expect(text, `answer contains ${needle}`).not.toContain(needle);
}

async function prepared(token: string, payee: keyof typeof PAYEES, offeredThb = 25_000) {
  const request = await createRequest(testApp.db, { status: 'inspected', offeredThb });
  const response = await call(testApp.app, token, 'POST', '/api/finance/payments', {
    tradeInReference: request.reference,
    payee: PAYEES[payee],
  });
  expect(response.status).toBe(201);
  const text = await response.text();
  return { text, payment: ZPaymentDetailSchema.parse(JSON.parse(text)) };
}

async function slip(token: string) {
  const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
  return ((await (await uploadFile(testApp.app, token, 'slip', png)).json()) as { id: string }).id;
}

describe('four-eyes for payments above the limit', () => {
  for (const method of ['promptpay', 'bank'] as const) {
    it(`${method}: every endpoint keeps the money-moving details back until the second approval`, async () => {
      const { db, app } = testApp;
      const preparer = await financeUser(app, db);
      const second = await financeUser(app, db);
      const { text, payment } = await prepared(preparer.token, method);
      expect(payment).toMatchObject({ needsApproval: true, approved: false });
      expectNothingThatMovesMoney(text);
      expect(payment.payee.masked).toMatch(/xxxxxx(5678|7890)$/);
      const id = payment.id;

      for (const user of [preparer, second]) {
        const detail = await call(app, user.token, 'GET', `/api/finance/payments/${id}`);
        expect(detail.status).toBe(200);
        const detailText = await detail.text();
        expectNothingThatMovesMoney(detailText);
        expect(ZPaymentDetailSchema.parse(JSON.parse(detailText)).actions).not.toContain('transfer');
        const list = await call(app, user.token, 'GET', '/api/finance/payments?awaitingApproval=1');
        expectNothingThatMovesMoney(await list.text());
        const queue = await call(app, user.token, 'GET', '/api/finance/queue');
        expectNothingThatMovesMoney(await queue.text());

        const transfer = await call(app, user.token, 'GET', `/api/finance/payments/${id}/transfer`);
        expect(transfer.status).toBe(409);
        const refusal = await transfer.text();
        expectNothingThatMovesMoney(refusal);
        expect(JSON.parse(refusal).error.messageKey).toBe('financeConsole.errors.approvalRequired');
        const pdf = await call(app, user.token, 'GET', `/api/finance/payments/${id}/voucher.pdf`);
        expect(pdf.status).toBe(400);
        const complete = await call(app, user.token, 'POST', `/api/finance/payments/${id}/complete`, {
          version: payment.version,
          slipFileId: await slip(user.token),
        });
        expect(complete.status).toBe(400);
      }

      // The preparer cannot approve; the second user can, and the answer itself still moves nothing.
      const self = await call(app, preparer.token, 'POST', `/api/finance/payments/${id}/approve`, {
        version: payment.version,
      });
      expect(self.status).toBe(400);
      expectNothingThatMovesMoney(await self.text());
      const approved = await call(app, second.token, 'POST', `/api/finance/payments/${id}/approve`, {
        version: payment.version,
      });
      expect(approved.status).toBe(200);
      const approvedText = await approved.text();
      expectNothingThatMovesMoney(approvedText);
      expect(ZPaymentDetailSchema.parse(JSON.parse(approvedText)).actions).toEqual(['transfer', 'complete']);

      // Approved: both may read the transfer; the PromptPay QR carries the amount.
      for (const user of [preparer, second]) {
        const transfer = await call(app, user.token, 'GET', `/api/finance/payments/${id}/transfer`);
        expect(transfer.status).toBe(200);
        const body = ZPaymentTransferSchema.parse(await transfer.json());
        expect(body.amountSatang).toBe(2_500_000);
        if (method === 'promptpay') {
          expect(body.payee.promptPayId).toBe(PROMPTPAY_ID);
          expect(body.promptPayPayload).toContain('540825000.00');
          expect(body.qrSvg).toContain('<svg');
        } else {
          expect(body.payee.accountNumber).toBe(ACCOUNT);
          expect(body.qrSvg).toBeNull();
        }
      }
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'finance.payment.approve'), eq(auditLog.targetId, payment.reference)));
      expect(audit.map((row) => row.actorUserId)).toEqual([second.user.id]);
    });
  }

  it('under the limit the transfer is there at once', async () => {
    const { db, app } = testApp;
    const preparer = await financeUser(app, db);
    const { payment } = await prepared(preparer.token, 'promptpay', 20_000);
    expect(payment).toMatchObject({ needsApproval: false, actions: ['transfer', 'complete'] });
    const transfer = await call(app, preparer.token, 'GET', `/api/finance/payments/${payment.id}/transfer`);
    expect(transfer.status).toBe(200);
  });

  it('of 20 finance users approving at once, exactly one approval is recorded', async () => {
    const { db, app } = testApp;
    const preparer = await financeUser(app, db);
    const approvers = [];
    for (let index = 0; index < 20; index += 1) approvers.push(await financeUser(app, db));
    const { payment } = await prepared(preparer.token, 'bank', 60_000);
    const answers = await Promise.all(
      approvers.map((user) =>
        call(app, user.token, 'POST', `/api/finance/payments/${payment.id}/approve`, {
          version: payment.version,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 409),
    ).toBe(true);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.version).toBe(payment.version + 1);
    const winner = approvers[statuses.indexOf(200)]!;
    expect(row?.approvedBy).toBe(winner.user.id);
  });
});

describe('the four-eyes setting', () => {
  it('only admin changes it; each change is audited with before and after; bad input changes nothing', async () => {
    const { db, app } = testApp;
    const finance = await financeUser(app, db);
    const admin = await financeUser(app, db, ['admin']);
    const next = { fourEyesEnabled: true, fourEyesThresholdSatang: 1_500_000 };
    expect((await call(app, finance.token, 'PUT', '/api/finance/settings', next)).status).toBe(403);
    for (const bad of [
      { fourEyesEnabled: true, fourEyesThresholdSatang: 1_500_000.5 },
      { fourEyesEnabled: true, fourEyesThresholdSatang: -1 },
      { fourEyesEnabled: 'yes', fourEyesThresholdSatang: 1_500_000 },
    ]) {
      expect((await call(app, admin.token, 'PUT', '/api/finance/settings', bad)).status).toBe(400);
    }
    const [unchanged] = await db.select().from(financeSettings);
    expect(unchanged?.fourEyesThresholdSatang ?? 2_000_000).toBe(2_000_000);
    const saved = await call(app, admin.token, 'PUT', '/api/finance/settings', next);
    expect(saved.status).toBe(200);
    // The answer and the audit hold the whole settings record: the voucher validity (decision 044),
    // not sent, is left as it was.
    expect(await saved.json()).toEqual({ ...next, voucherValidityMonths: 12 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'finance.settings.update'));
    expect(audit.at(-1)?.details).toEqual({
      before: { fourEyesEnabled: true, fourEyesThresholdSatang: 2_000_000, voucherValidityMonths: 12 },
      after: { ...next, voucherValidityMonths: 12 },
    });
    // The new limit applies to what is prepared next: 16,000 THB now waits.
    const { payment } = await prepared(finance.token, 'promptpay', 16_000);
    expect(payment.needsApproval).toBe(true);
    await call(app, admin.token, 'PUT', '/api/finance/settings', {
      fourEyesEnabled: true,
      fourEyesThresholdSatang: 2_000_000,
    });
  });
});
