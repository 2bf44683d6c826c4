import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZSettlementQueueSchema, type TPayeeInput } from '#core/contracts/finance.ts';
import { ZTrackingSchema, ZTradeInReceiptSchema } from '#core/contracts/trade-ins.ts';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import { payeeDetails, tradeIns } from '#server/db/schema/index.ts';
import en from '../../src/core/i18n/en.json' with { type: 'json' };
import th from '../../src/core/i18n/th.json' with { type: 'json' };
import { call, financeUser } from '../support/finance-api.ts';
import { pdfText } from '../support/pdf.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { arrangeTradeIn, createPendingPhoto } from '../support/trade-in-factories.ts';

/** Payee details given on the request form (issue 20, decision 036). */
const testApp = useTestApp();

const ACCOUNT = '1234567890';
const BANK = {
  method: 'bank',
  bankCode: 'KBANK',
  accountNumber: '123-4-56789-0',
  accountName: 'สมชาย ใจดี',
} as const;
/** A national ID whose check digit is right, and the same with a wrong one. */
const NATIONAL_ID = '1101700230708';
const WRONG_CHECK_DIGIT = '1101700230709';

const submit = (body: unknown) => postJson(testApp.app, '/api/trade-ins', body);
const payeeRows = () => testApp.db.select().from(payeeDetails);
const requestRows = () => testApp.db.select({ id: tradeIns.id }).from(tradeIns);

describe('POST /api/trade-ins with payee details', () => {
  it.each([
    ['without photos (one statement)', 0],
    ['with photos (a transaction)', 2],
  ])(
    'stores them with the request, %s; the receipt leaves them out and finance sees them masked',
    async (_label, photoCount) => {
      const { db, app } = testApp;
      const photos = await Promise.all(Array.from({ length: photoCount }, () => createPendingPhoto(db)));
      const { body } = await arrangeTradeIn(db, {
        option: 'sale',
        payee: BANK,
        photoIds: photos.map((photo) => photo.id),
      });

      const response = await submit(body);
      expect(response.status, await response.clone().text()).toBe(201);
      const text = await response.text();
      expect(text).not.toContain(ACCOUNT);
      const receipt = ZTradeInReceiptSchema.parse(JSON.parse(text));
      const [tradeIn] = await db
        .select({ id: tradeIns.id })
        .from(tradeIns)
        .where(eq(tradeIns.reference, receipt.reference));
      expect(await payeeRows()).toEqual([
        expect.objectContaining({
          tradeInId: tradeIn!.id,
          method: 'bank',
          promptPayId: null,
          bankCode: 'KBANK',
          accountNumber: ACCOUNT,
          accountName: 'สมชาย ใจดี',
          updatedBy: 'customer',
        }),
      ]);

      const pdf = await app.request(
        `/api/trade-ins/${receipt.reference}/receipt.pdf?token=${receipt.receiptToken}&lang=en`,
      );
      expect(pdf.status).toBe(200);
      const pdfContent = await pdfText(await pdf.arrayBuffer());
      expect(pdfContent).toContain(receipt.reference);
      expect(pdfContent).not.toContain('56789');

      const tracked = await postJson(app, '/api/track', { reference: receipt.reference, phone: body.phone });
      expect(ZTrackingSchema.parse(await tracked.json()).payee).toEqual({
        saved: { method: 'bank', masked: 'KBANK xxxxxx7890' },
        editable: true,
      });

      // Inspected at the offer: ready to settle, with the customer's details masked in finance's queue.
      await db.update(tradeIns).set({ status: 'inspected' }).where(eq(tradeIns.id, tradeIn!.id));
      const { token } = await financeUser(app, db);
      const queue = await call(app, token, 'GET', '/api/finance/queue');
      const queueText = await queue.text();
      expect(queueText).not.toContain(ACCOUNT);
      const item = ZSettlementQueueSchema.parse(JSON.parse(queueText)).items.find(
        (entry) => entry.reference === receipt.reference,
      );
      expect(item?.payeeMasked).toBe('KBANK xxxxxx7890');
    },
  );

  it('refuses bad details field by field in both languages, and stores nothing', async () => {
    const cases = [
      [{ method: 'promptpay', promptPayId: WRONG_CHECK_DIGIT, accountName: 'สมชาย' }, 'payee.promptPayId'],
      [{ ...BANK, accountNumber: '123' }, 'payee.accountNumber'],
      [{ ...BANK, bankCode: 'NOPE' }, 'payee.bankCode'],
      [{ method: 'promptpay', promptPayId: NATIONAL_ID, accountName: ' ' }, 'payee.accountName'],
    ] as const;
    for (const [payee, field] of cases) {
      // Bad on purpose: the typed contract would not take them.
      const { body } = await arrangeTradeIn(testApp.db, { option: 'tradeIn', payee: payee as TPayeeInput });
      const response = await submit(body);
      expect(response.status, field).toBe(400);
      const { error } = (await response.json()) as {
        error: { details: { path: string; messageKey: string }[] };
      };
      const detail = error.details.find((entry) => entry.path === field);
      expect(detail, JSON.stringify(error.details)).toBeDefined();
      for (const catalogue of [en, th] as TCatalogue[]) {
        expect(translate(catalogue, detail!.messageKey)).not.toBe(detail!.messageKey);
      }
    }
    const { body } = await arrangeTradeIn(testApp.db, { option: 'voucher', payee: BANK });
    const voucher = await submit(body);
    expect(voucher.status).toBe(400);
    expect(JSON.stringify(await voucher.json())).toContain('errors.tradeIn.payeeForVoucher');
    expect(translate(th as TCatalogue, 'errors.tradeIn.payeeForVoucher')).toMatch(/[ก-๙]/);

    expect(await requestRows()).toEqual([]);
    expect(await payeeRows()).toEqual([]);
  });

  it('still takes a request without them, and /track asks for them', async () => {
    const { body } = await arrangeTradeIn(testApp.db, { option: 'sale' });
    const response = await submit(body);
    expect(response.status).toBe(201);
    const { reference } = ZTradeInReceiptSchema.parse(await response.json());
    expect(await requestRows()).toHaveLength(1);
    expect(await payeeRows()).toEqual([]);
    const tracked = await postJson(testApp.app, '/api/track', { reference, phone: body.phone });
    expect(ZTrackingSchema.parse(await tracked.json()).payee).toEqual({ saved: null, editable: true });
  });
});
