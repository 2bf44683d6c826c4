import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, bangkokDate, formatDate } from '#core/bangkok-time.ts';
import { ZTrackingSchema } from '#core/contracts/trade-ins.ts';
import { vouchers } from '#server/db/schema/index.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { pdfText } from '../support/pdf.ts';
import { createPricingSettings } from '../support/pricing-factories.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { chatText, postJson, useTestApp } from '../support/test-app.ts';
import { counterSaleBody, issueTestVoucher, qrTextsOfPdf, recordSale } from '../support/voucher-factories.ts';

/**
 * The customer's side of a voucher (decision 044): /track shows its balance and last valid day and gives
 * its PDF, the chat assistant tells its balance — both only for the request's reference with the phone
 * number given with it.
 */
const testApp = useTestApp(() => ({ env: { CHAT_RATE_LIMIT: '1000' }, chat: { chunkDelayMs: 0 } }));
const PHONE = '0812345678';

async function spentVoucher() {
  const { app, db } = testApp;
  await completeCompanyProfile(db);
  await createPricingSettings(db);
  const finance = await financeUser(app, db);
  const seller = await financeUser(app, db, ['sales']);
  const voucher = await issueTestVoucher(app, db, finance.token, 5_000, {
    phone: PHONE,
    fullName: 'สมชาย ใจดี',
  });
  const item = await createStockItem(db);
  await recordSale(
    app,
    seller.token,
    counterSaleBody(item.id, 12_000, { vouchers: [{ code: voucher.code, amountSatang: 350_000 }] }),
  );
  return voucher;
}

const track = (reference: string, phone: string) => postJson(testApp.app, '/api/track', { reference, phone });

async function ask(text: string) {
  const response = await postJson(testApp.app, '/api/chat', { messages: [{ role: 'user', content: text }] });
  // Amounts keep their unit with a no-break space; compared as plain spaces.
  return chatText(await response.text()).replace(/\u00a0/g, ' ');
}

describe('a voucher for its customer', () => {
  it('shows on /track with what is left and until when, and downloads as PDF with its QR', async () => {
    const voucher = await spentVoucher();
    const response = await track(voucher.tradeInReference, '081-234-5678');
    expect(response.status).toBe(200);
    const tracking = ZTrackingSchema.parse(await response.json());
    expect(tracking.vouchers).toEqual([
      {
        code: voucher.code,
        status: 'active',
        amountSatang: 500_000,
        balanceSatang: 150_000,
        issuedOn: bangkokDate(),
        validUntil: voucher.validUntil,
      },
    ]);

    const pdf = await postJson(testApp.app, '/api/track/voucher', {
      reference: voucher.tradeInReference,
      phone: PHONE,
      code: voucher.code.toLowerCase(),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = await pdf.arrayBuffer();
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(voucher.code);
    // Its QR code holds the code, which the counter's lookup finds.
    const [scanned] = await qrTextsOfPdf(bytes);
    expect(scanned).toBe(voucher.code);
    const seller = await financeUser(testApp.app, testApp.db, ['sales']);
    const found = await call(testApp.app, seller.token, 'GET', `/api/finance/vouchers/check?code=${scanned}`);
    expect((await found.json()).voucher).toMatchObject({ code: voucher.code, balanceSatang: 150_000 });
    expect(text).toContain('1,500.00 THB');
    expect(text).toContain('5,000.00 THB');

    // The same answer as an unknown request for a wrong phone, and for a code that is not this request's.
    expect((await track(voucher.tradeInReference, '0899999999')).status).toBe(404);
    const other = await postJson(testApp.app, '/api/track/voucher', {
      reference: voucher.tradeInReference,
      phone: '0899999999',
      code: voucher.code,
    });
    expect(other.status).toBe(404);
  });

  it('shows a voucher past its last valid day as expired, even before the sweep', async () => {
    const voucher = await spentVoucher();
    await testApp.db
      .update(vouchers)
      .set({ validUntil: addDays(bangkokDate(), -1) })
      .where(eq(vouchers.id, voucher.id));
    const tracking = ZTrackingSchema.parse(await (await track(voucher.tradeInReference, PHONE)).json());
    expect(tracking.vouchers?.[0]).toMatchObject({ status: 'expired', balanceSatang: 0 });
  });

  it('is told by the chat assistant after the same reference and phone check, in Thai and English', async () => {
    const voucher = await spentVoucher();
    const last4 = voucher.code.slice(-4);
    const thai = await ask(`บัตรกำนัลเหลือเท่าไหร่ ${voucher.tradeInReference} เบอร์ 081-234-5678`);
    expect(thai).toContain(
      `บัตรกำนัล …${last4}: คงเหลือ 1,500.00 บาท ใช้ได้ถึง ${formatDate(voucher.validUntil!, 'th')}`,
    );
    // The whole code stays on the tracking page.
    expect(thai).not.toContain(voucher.code);

    const english = await ask(
      `What's the balance on my voucher? ${voucher.tradeInReference}, phone ${PHONE}`,
    );
    expect(english).toContain(
      `Voucher …${last4}: 1,500.00 THB left, valid until ${formatDate(voucher.validUntil!, 'en')}.`,
    );

    expect(await ask('How much is left on my voucher?')).toContain('reference number');
    const wrong = await ask(`voucher balance ${voucher.tradeInReference} 0899999999`);
    expect(wrong).toContain('could not find a request');
    expect(wrong).not.toContain(last4);
  });
});
