import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZTrackingSchema } from '#core/contracts/trade-ins.ts';
import en from '../../src/core/i18n/en.json' with { type: 'json' };
import th from '../../src/core/i18n/th.json' with { type: 'json' };
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import { auditLog, payeeDetails } from '#server/db/schema/index.ts';
import { TRACK_LOOKUPS_PER_IP } from '#server/modules/tracking/tracking-limits.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createTrackedTradeIn } from '../support/tracking-factories.ts';

const testDatabase = useTestDatabase();
let testApp: TTestApp;
// A new app per test: the rate limiters live in the app.
beforeEach(async () => {
  testApp = await createTestApp({ database: testDatabase.database });
});

const PHONE = '0812345678';
const setPayee = (body: unknown) => postJson(testApp.app, '/api/track/payee', body);
const track = (reference: string) => postJson(testApp.app, '/api/track', { reference, phone: PHONE });
/** A national ID whose check digit is right (and the same with a wrong one). */
const NATIONAL_ID = '1101700230708';
const WRONG_CHECK_DIGIT = '1101700230709';

async function payeeOf(tradeInId: number) {
  const [row] = await testDatabase.db
    .select()
    .from(payeeDetails)
    .where(eq(payeeDetails.tradeInId, tradeInId));
  return row;
}

describe('POST /api/track/payee', () => {
  it('refuses bad details field by field with messages in both languages, and saves nothing', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { path: ['new', 'booked'] });
    const cases = [
      [
        { method: 'promptpay', promptPayId: WRONG_CHECK_DIGIT, accountName: 'Somchai Jaidee' },
        'promptPayId',
        'financeConsole.errors.promptPayId',
      ],
      [
        { method: 'promptpay', promptPayId: '0212345678', accountName: 'Somchai Jaidee' },
        'promptPayId',
        'financeConsole.errors.promptPayId',
      ],
      [
        { method: 'bank', accountNumber: '123', accountName: 'Somchai Jaidee' },
        'accountNumber',
        'financeConsole.errors.accountNumber',
      ],
      [
        { method: 'bank', accountNumber: '1234567890', accountName: 'Somchai Jaidee' },
        'bankCode',
        'financeConsole.errors.bank',
      ],
      [
        { method: 'promptpay', promptPayId: PHONE, accountName: ' ' },
        'accountName',
        'financeConsole.errors.accountName',
      ],
      [{ method: 'cash', accountName: 'Somchai Jaidee' }, 'method', 'financeConsole.errors.payeeMethod'],
    ] as const;
    for (const [payee, field, key] of cases) {
      const response = await setPayee({ reference: tradeIn.reference, phone: PHONE, payee });
      expect(response.status, key).toBe(400);
      const { error } = (await response.json()) as {
        error: { details: { path: string; messageKey: string }[] };
      };
      expect(error.details).toContainEqual({ path: `payee.${field}`, messageKey: key });
      for (const catalogue of [en, th] as TCatalogue[]) {
        expect(translate(catalogue, key)).not.toBe(key);
      }
    }
    expect(translate(th as TCatalogue, 'financeConsole.errors.promptPayId')).toMatch(/[ก-๙]/);
    expect(await payeeOf(tradeIn.id)).toBeUndefined();
  });

  it("saves the owner's PromptPay ID or bank account and shows it masked, on /track and in finance's queue", async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, {
      path: ['new', 'booked', 'received', 'inspected'],
      engineerActualPriceThb: 17_600,
    });
    const before = ZTrackingSchema.parse(await (await track(tradeIn.reference)).json());
    expect(before.payee).toEqual({ saved: null, editable: true });

    const saved = await setPayee({
      reference: tradeIn.reference,
      phone: '081-234-5678',
      payee: {
        method: 'promptpay',
        promptPayId: `${NATIONAL_ID.slice(0, 1)}-${NATIONAL_ID.slice(1)}`,
        accountName: 'Somchai Jaidee',
      },
    });
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(NATIONAL_ID);
    expect(ZTrackingSchema.parse(JSON.parse(text)).payee).toEqual({
      saved: { method: 'promptpay', masked: 'PromptPay xxxxxxxxx0708' },
      editable: true,
    });
    expect(await payeeOf(tradeIn.id)).toMatchObject({ promptPayId: NATIONAL_ID, updatedBy: 'customer' });

    const bank = await setPayee({
      reference: tradeIn.reference,
      phone: PHONE,
      payee: {
        method: 'bank',
        bankCode: 'KBANK',
        accountNumber: '123-4-56789-0',
        accountName: 'Somchai Jaidee',
      },
    });
    const again = await (await track(tradeIn.reference)).text();
    expect(again).not.toContain('1234567890');
    expect(ZTrackingSchema.parse(JSON.parse(again)).payee?.saved).toEqual({
      method: 'bank',
      masked: 'KBANK xxxxxx7890',
    });
    expect(bank.status).toBe(200);
    const audit = await testDatabase.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payee.customer.update'));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit.map((row) => row.details))).not.toContain('1234567890');

    // Finance sees it masked in its queue, and pays it; then the customer can no longer change it.
    const { token } = await financeUser(testApp.app, testDatabase.db);
    const queue = (await (await call(testApp.app, token, 'GET', '/api/finance/queue')).json()) as {
      items: { reference: string; payeeMasked: string | null }[];
    };
    expect(queue.items.find((item) => item.reference === tradeIn.reference)?.payeeMasked).toBe(
      'KBANK xxxxxx7890',
    );
    const prepared = await call(testApp.app, token, 'POST', '/api/finance/payments', {
      tradeInReference: tradeIn.reference,
    });
    expect(prepared.status).toBe(201);
    const locked = ZTrackingSchema.parse(await (await track(tradeIn.reference)).json());
    expect(locked.payee).toEqual({ saved: { method: 'bank', masked: 'KBANK xxxxxx7890' }, editable: false });
    const late = await setPayee({
      reference: tradeIn.reference,
      phone: PHONE,
      payee: { method: 'promptpay', promptPayId: PHONE, accountName: 'Somchai Jaidee' },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'errors.track.payeeLocked',
    );
    expect((await payeeOf(tradeIn.id))?.method).toBe('bank');
  });

  it('lets only the owner set it (a wrong phone is the same 404 as /track), not for a voucher', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { path: ['new'] });
    const payee = { method: 'promptpay', promptPayId: PHONE, accountName: 'Somchai Jaidee' };
    const wrong = await setPayee({ reference: tradeIn.reference, phone: '0899999999', payee });
    expect(wrong.status).toBe(404);
    expect(((await wrong.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'errors.track.notFound',
    );
    expect(await payeeOf(tradeIn.id)).toBeUndefined();

    const { tradeIn: voucher } = await createTrackedTradeIn(testDatabase.db, {
      path: ['new'],
      option: 'voucher',
    });
    const tracked = ZTrackingSchema.parse(await (await track(voucher.reference)).json());
    expect(tracked.payee).toEqual({ saved: null, editable: false });
    expect((await setPayee({ reference: voucher.reference, phone: PHONE, payee })).status).toBe(409);
  });

  it("shares /track's rate limit per address", async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { path: ['new'] });
    const payee = { method: 'promptpay', promptPayId: PHONE, accountName: 'Somchai Jaidee' };
    for (let index = 0; index < TRACK_LOOKUPS_PER_IP.max; index += 1) {
      const response =
        index % 2 === 0
          ? await track(tradeIn.reference)
          : await setPayee({ reference: tradeIn.reference, phone: PHONE, payee });
      expect(response.status).toBe(200);
    }
    const refused = await setPayee({ reference: tradeIn.reference, phone: PHONE, payee });
    expect(refused.status).toBe(429);
    expect((await track(tradeIn.reference)).status).toBe(429);
  });
});
