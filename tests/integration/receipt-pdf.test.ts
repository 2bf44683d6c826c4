import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { generateReference } from '#core/reference.ts';
import { pdfText } from '../support/pdf.ts';
import { useTestApp } from '../support/test-app.ts';
import { createLockedQuote, createTrackedTradeIn } from '../support/tracking-factories.ts';

const PUBLIC_URL = 'https://khumkha.example';
const testApp = useTestApp({ env: { PUBLIC_URL } });

const get = (url: string) => testApp.app.request(url);
const receiptUrl = (reference: string, query: string) => `/api/trade-ins/${reference}/receipt.pdf?${query}`;

async function errorOf(response: Response) {
  const { error } = ZErrorBodySchema.parse(await response.json());
  const { requestId: _requestId, ...rest } = error;
  return rest;
}

// 18:30 UTC is 01:30 the next day in Bangkok.
const CREATED_AT = new Date('2026-11-22T18:30:00Z');
const THAI_DEVICE = 'ไอโฟน 15 โปร แม็กซ์ 256 GB สีไทเทเนียมธรรมชาติ';

async function thaiRequest() {
  const quote = await createLockedQuote(testApp.database.db, new Date('2026-11-30T04:00:00Z'));
  return createTrackedTradeIn(testApp.database.db, {
    createdAt: CREATED_AT,
    quoteId: quote.id,
    deviceDescription: THAI_DEVICE,
    imeiSerial: '356789104567123',
  });
}

describe('GET /api/trade-ins/:reference/receipt.pdf', () => {
  it('sends the Thai receipt to the holder of the token', async () => {
    const { tradeIn, receiptToken } = await thaiRequest();

    const response = await get(receiptUrl(tradeIn.reference, `token=${receiptToken}`));

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="${tradeIn.reference}.pdf"`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = await response.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = await pdfText(bytes);
    for (const expected of [
      tradeIn.reference,
      THAI_DEVICE,
      'คุ้มค่า',
      'บริษัท คุ้มค่า เทรด จำกัด',
      'ใบรับคำขอขายเครื่อง',
      'เลขที่อ้างอิง',
      'ข้อมูลเครื่อง',
      'รายละเอียดราคา',
      'ราคาเสนอซื้อรวม',
      'ขั้นตอนถัดไป',
      'ราคารับซื้อสภาพดี', // pricing.line.base in the web's Thai wording
      '18,000 บาท',
      '-400 บาท',
      '17,600 บาท',
      '23 พ.ย. 2569 เวลา 01:30 น.', // Buddhist era, Bangkok time
      'ยืนยันราคานี้ถึง 30 พ.ย. 2569',
      'คุ้มค่า สาขาสยามสแควร์วัน',
      'สมชาย ใจดี',
      '081-xxx-5678',
      'xxxxxxxxxxx7123',
      '02-026-8888',
      '@khumkha',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('0812345678');
    expect(text).not.toContain('356789104567123');
  });

  it('follows ?lang=en, and the stored locale without it', async () => {
    const { tradeIn, receiptToken } = await thaiRequest();

    const english = await pdfText(
      await (await get(receiptUrl(tradeIn.reference, `token=${receiptToken}&lang=en`))).arrayBuffer(),
    );
    for (const expected of [
      'Trade-in request receipt',
      'Khumkha Trade Co., Ltd.',
      'Price breakdown',
      'Price in Good condition',
      'THB 18,000',
      '-THB 400',
      'THB 17,600',
      'Total offer',
      '23 Nov 2026, 01:30',
      'Price guaranteed until 30 Nov 2026',
      'What happens next',
      'Khumkha Siam Square One',
      '081-xxx-5678',
      THAI_DEVICE,
    ]) {
      expect(english, expected).toContain(expected);
    }
    expect(english).not.toContain('ใบรับคำขอขายเครื่อง');

    const { tradeIn: enRequest, receiptToken: enToken } = await createTrackedTradeIn(testApp.database.db, {
      locale: 'en',
    });
    const stored = await pdfText(
      await (await get(receiptUrl(enRequest.reference, `token=${enToken}`))).arrayBuffer(),
    );
    expect(stored).toContain('Trade-in request receipt');
  });

  it('shows a pick-up with its address, day and time slot', async () => {
    const address = 'บ้านเลขที่ 99/123 หมู่บ้านศุภาลัยปาร์ควิลล์ ถนนพระรามที่ 2 แขวงแสมดำ เขตบางขุนเทียน กรุงเทพมหานคร 10150';
    const { tradeIn, receiptToken } = await createTrackedTradeIn(testApp.database.db, {
      fulfilment: 'pickup',
      pickupAddress: address,
      pickupDate: '2026-11-25',
      pickupTimeSlot: '09:00-12:00',
    });

    const text = await pdfText(
      await (await get(receiptUrl(tradeIn.reference, `token=${receiptToken}`))).arrayBuffer(),
    );

    expect(text).toContain('ให้พนักงานเข้ารับเครื่อง');
    expect(text).toContain('วันพุธที่ 25 พ.ย. 2569');
    expect(text).toContain('09:00–12:00 น.');
    // The address wraps at Thai word boundaries: every word is whole on some line.
    for (const word of ['หมู่บ้านศุภาลัยปาร์ควิลล์', 'แขวงแสมดำ', 'เขตบางขุนเทียน', 'กรุงเทพมหานคร']) {
      expect(text, word).toContain(word);
    }
  });

  it('gives a wrong token, a missing token and an unknown reference the same 404', async () => {
    const { tradeIn, receiptToken } = await thaiRequest();

    const answers = [
      await get(receiptUrl(tradeIn.reference, `token=${receiptToken}x`)),
      await get(receiptUrl(tradeIn.reference, '')),
      await get(receiptUrl(generateReference(), `token=${receiptToken}`)),
      await get(receiptUrl('not-a-reference', `token=${receiptToken}`)),
    ];

    const bodies = [];
    for (const response of answers) {
      expect(response.status).toBe(404);
      bodies.push(await errorOf(response));
    }
    expect(bodies[0]).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.receipt.notFound' });
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('rejects an unknown language with 400', async () => {
    const { tradeIn, receiptToken } = await thaiRequest();
    const response = await get(receiptUrl(tradeIn.reference, `token=${receiptToken}&lang=fr`));
    expect(response.status).toBe(400);
  });
});

describe('GET /api/trade-ins/:reference/qr.svg', () => {
  it('draws the tracking link as an SVG QR code, cacheable for a day, without a stored request', async () => {
    const reference = generateReference();

    const response = await get(`/api/trade-ins/${reference}/qr.svg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The same modules as a QR code of the expected link (and not of another reference).
    const modulesOf = (text: string) =>
      Array.from(QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.data).join('');
    const drawn = QRCode.create(`${PUBLIC_URL}/track?ref=${reference}`, { errorCorrectionLevel: 'M' });
    expect(svg).toContain(`viewBox="0 0 ${drawn.modules.size + 4} ${drawn.modules.size + 4}"`);
    expect(svg).toBe(
      await QRCode.toString(`${PUBLIC_URL}/track?ref=${reference}`, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
        color: { dark: '#000000', light: '#ffffff' },
      }),
    );
    expect(modulesOf(`${PUBLIC_URL}/track?ref=${reference}`)).not.toBe(
      modulesOf(`${PUBLIC_URL}/track?ref=${generateReference()}`),
    );
  });

  it('rejects a malformed reference with 400', async () => {
    const response = await get('/api/trade-ins/TRD-12-AB/qr.svg');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).messageKey).toBe('errors.reference.invalid');
  });
});
