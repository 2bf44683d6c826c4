import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#core/constants.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { type TCreateTradeInRequest, ZTradeInReceiptSchema } from '#core/contracts/trade-ins.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import {
  arrangeTradeIn,
  bangkokDateIn,
  createPendingPhoto,
  createQuote,
  createStore,
  createTradeInRow,
  tradeInBody,
} from '../support/trade-in-factories.ts';
import {
  countSubmissionRows,
  findTradeInByReference,
  listConsents,
  listHistory,
  listPhotos,
} from '../support/trade-in-queries.ts';

const testApp = useTestApp({ env: { PUBLIC_URL: 'https://trade.example.co.th' } });

const post = (body: unknown) => postJson(testApp.app, '/api/trade-ins', body);
const setup = (overrides: Partial<TCreateTradeInRequest> = {}) => arrangeTradeIn(testApp.db, overrides);

async function expectError(response: Response, status: number, messageKey: string) {
  expect(response.status).toBe(status);
  const body = ZErrorBodySchema.parse(await response.json());
  expect(body.error.messageKey).toBe(messageKey);
  return body;
}

describe('POST /api/trade-ins: a store drop-off', () => {
  it('stores the request under the submitted reference with its consents and first history entry', async () => {
    const { quote, store, body } = await setup({ marketingOptIn: true, imeiSerial: '4901 5420 3237 518' });
    const started = Date.now();

    const response = await post(body);

    expect(response.status).toBe(201);
    const receipt = ZTradeInReceiptSchema.parse(await response.json());
    expect(receipt).toMatchObject({
      reference: body.reference,
      referenceChanged: false,
      created: true,
      status: 'new',
      trackingUrl: `https://trade.example.co.th/track?ref=${body.reference}`,
      offerThb: 17_600,
      lines: quote.lines,
    });
    expect(receipt.receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await findTradeInByReference(testApp.db, body.reference);
    expect(stored).toMatchObject({
      status: 'new',
      quoteId: quote.id,
      modelId: quote.modelId,
      storageGb: 128,
      year: 2024,
      deviceDescription: 'Apple iPhone 15 128 GB',
      imeiSerial: '490154203237518',
      grade: 'good',
      systemPriceThb: 17_600,
      offeredThb: 17_600,
      option: 'tradeIn',
      fulfilment: 'store',
      storeId: store.id,
      pickupAddress: null,
      province: 'bangkok',
      fullName: 'สมชาย ใจดี',
      phone: '0812345678',
      email: 'somchai@example.co.th',
      locale: 'th',
      receiptTokenHash: createHash('sha256').update(receipt.receiptToken).digest('hex'),
    });
    expect(stored?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.createdAt.toISOString()).toBe(receipt.createdAt);

    const consents = await listConsents(testApp.db, stored?.id);
    expect(consents.map(({ kind, granted, noticeVersion }) => ({ kind, granted, noticeVersion }))).toEqual([
      { kind: 'pdpa', granted: true, noticeVersion: PRIVACY_NOTICE_VERSION },
      { kind: 'marketing', granted: true, noticeVersion: PRIVACY_NOTICE_VERSION },
    ]);
    for (const consent of consents) {
      expect(consent.recordedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(consent.recordedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const history = await listHistory(testApp.db, stored?.id);
    expect(history.map(({ fromStatus, toStatus, actor }) => ({ fromStatus, toStatus, actor }))).toEqual([
      { fromStatus: null, toStatus: 'new', actor: 'customer' },
    ]);
  });

  it('takes a request without an e-mail, as /pickup does: the phone is the contact (issue 16)', async () => {
    const { body } = await setup({ email: '' });

    const response = await post(body);

    expect(response.status).toBe(201);
    const stored = await findTradeInByReference(testApp.db, body.reference);
    expect(stored).toMatchObject({ phone: '0812345678', email: null });
  });

  it('refuses a fifteen-digit IMEI whose check digit is wrong as not valid, storing nothing', async () => {
    const { body } = await setup({ imeiSerial: '490154203237519' });

    await expectError(await post(body), 400, 'errors.imei.checkDigit');
    expect(await findTradeInByReference(testApp.db, body.reference)).toBeUndefined();
  });

  it('records a refused marketing opt-in as not granted', async () => {
    const { body } = await setup();

    await post(body);

    const [, marketing] = await listConsents(testApp.db);
    expect(marketing).toMatchObject({ kind: 'marketing', granted: false });
  });

  it('adds the voucher uplift and, outside Bangkok, the provincial bonus as their own lines', async () => {
    const { quote, body } = await setup({ option: 'voucher', province: 'chiang-mai' });

    const receipt = ZTradeInReceiptSchema.parse(await (await post(body)).json());

    expect(receipt.lines).toEqual([
      ...quote.lines,
      { kind: 'voucherUplift', labelKey: 'pricing.line.voucherUplift', percent: 5, amountThb: 880 },
      { kind: 'bonus', labelKey: 'pricing.line.provincialBonus', amountThb: 300 },
    ]);
    expect(receipt.offerThb).toBe(17_600 + 880 + 300);
    const stored = await findTradeInByReference(testApp.db, body.reference);
    expect(stored).toMatchObject({ systemPriceThb: 17_600, offeredThb: 18_780, priceLines: receipt.lines });
  });

  it('gives no bonus in Bangkok and no uplift for a direct sale', async () => {
    const { quote, body } = await setup({ option: 'sale', province: 'bangkok' });

    const receipt = ZTradeInReceiptSchema.parse(await (await post(body)).json());

    expect(receipt.lines).toEqual(quote.lines);
    expect(receipt.offerThb).toBe(17_600);
  });

  it('attaches the photos in the order given', async () => {
    const [first, second, third] = [
      await createPendingPhoto(testApp.db),
      await createPendingPhoto(testApp.db),
      await createPendingPhoto(testApp.db),
    ];
    const { body } = await setup({ photoIds: [third!.id, first!.id, second!.id] });

    await post(body);

    const stored = await findTradeInByReference(testApp.db, body.reference);
    const linked = new Map((await listPhotos(testApp.db)).map((photo) => [photo.id, photo]));
    expect(linked.get(third!.id)).toMatchObject({ tradeInId: stored?.id, position: 0 });
    expect(linked.get(first!.id)).toMatchObject({ tradeInId: stored?.id, position: 1 });
    expect(linked.get(second!.id)).toMatchObject({ tradeInId: stored?.id, position: 2 });
  });
});

describe('POST /api/trade-ins: a courier pick-up', () => {
  it('stores the address, date and slot, and no store', async () => {
    const { body } = await setup({
      fulfilment: 'pickup',
      storeId: undefined,
      province: 'khon-kaen',
      pickup: { address: '123 Mittraphap Road, Nai Mueang', date: bangkokDateIn(1), timeSlot: '15:00-18:00' },
    });

    const response = await post(body);

    expect(response.status).toBe(201);
    expect(await findTradeInByReference(testApp.db, body.reference)).toMatchObject({
      fulfilment: 'pickup',
      storeId: null,
      pickupAddress: '123 Mittraphap Road, Nai Mueang',
      pickupDate: bangkokDateIn(1),
      pickupTimeSlot: '15:00-18:00',
      offeredThb: 17_900,
    });
  });

  it.each([
    ['today', 0],
    ['31 days ahead', 31],
  ])('refuses a pick-up date %s with 400 errors.pickup.dateInvalid', async (_label, days) => {
    const { body } = await setup({
      fulfilment: 'pickup',
      pickup: {
        address: '123 Mittraphap Road, Nai Mueang',
        date: bangkokDateIn(days),
        timeSlot: '09:00-12:00',
      },
    });

    await expectError(await post(body), 400, 'errors.pickup.dateInvalid');
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
  });
});

describe('POST /api/trade-ins: what is refused, and leaves nothing stored', () => {
  it('answers 404 for an unknown quote and 410 for an expired one', async () => {
    const store = await createStore(testApp.db);
    const expired = await createQuote(testApp.db, { validUntil: new Date(Date.now() - 1000) });

    await expectError(await post(tradeInBody(crypto.randomUUID(), store.id)), 404, 'errors.quote.notFound');
    await expectError(await post(tradeInBody(expired.id, store.id)), 410, 'errors.quote.expired');
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
  });

  it('refuses an unknown or closed store with 400 errors.tradeIn.storeNotFound', async () => {
    const quote = await createQuote(testApp.db);
    const closed = await createStore(testApp.db, { isActive: false });

    const unknown = await expectError(
      await post(tradeInBody(quote.id, 999_999)),
      400,
      'errors.tradeIn.storeNotFound',
    );
    await expectError(await post(tradeInBody(quote.id, closed.id)), 400, 'errors.tradeIn.storeNotFound');
    // Beyond PostgreSQL's integer: no store, and no database error either.
    await expectError(await post(tradeInBody(quote.id, 3_000_000_000)), 400, 'errors.tradeIn.storeNotFound');
    expect(unknown.error.details).toEqual([{ path: 'storeId', messageKey: 'errors.tradeIn.storeNotFound' }]);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
  });

  it('refuses unknown photos and photos of another request, leaving the good ones pending', async () => {
    const mine = await createPendingPhoto(testApp.db);
    const other = await createTradeInRow(testApp.db);
    const taken = await createPendingPhoto(testApp.db, { tradeInId: other.id });
    const { body } = await setup({ photoIds: [mine.id, crypto.randomUUID()] });

    await expectError(await post(body), 400, 'errors.photos.invalid');
    await expectError(await post({ ...body, photoIds: [mine.id, taken.id] }), 400, 'errors.photos.invalid');
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 1, consents: 0, history: 0 });
    expect((await listPhotos(testApp.db, [mine.id]))[0]?.tradeInId).toBeNull();
  });

  it('refuses a sixth photo with 400 errors.photos.tooMany', async () => {
    const photos = [];
    for (let index = 0; index < 6; index += 1) photos.push(await createPendingPhoto(testApp.db));
    const { body } = await setup({ photoIds: photos.map((photo) => photo.id) });

    const error = await expectError(await post(body), 400, 'errors.photos.tooMany');

    expect(error.error.details?.[0]?.path).toBe('photoIds');
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
    expect((await listPhotos(testApp.db)).every((photo) => photo.tradeInId === null)).toBe(true);
  });

  it.each<[string, (body: TCreateTradeInRequest) => unknown, string]>([
    ['no PDPA consent', (body) => ({ ...body, pdpaConsent: false }), 'errors.consent.required'],
    ['a bad reference', (body) => ({ ...body, reference: 'TRD-1-ABCD' }), 'errors.reference.invalid'],
    // Fourteen digits: fifteen with a wrong check digit has its own message (issue 16, tested above).
    ['a bad IMEI', (body) => ({ ...body, imeiSerial: '49015420323751' }), 'errors.imei.invalid'],
    ['a foreign phone', (body) => ({ ...body, phone: '+1 415 555 0100' }), 'errors.phone.invalid'],
    [
      'a store drop-off without store',
      (body) => ({ ...body, storeId: undefined }),
      'errors.tradeIn.storeRequired',
    ],
    ['an unknown province', (body) => ({ ...body, province: 'atlantis' }), 'errors.province.required'],
    ['a quote id that is no UUID', (body) => ({ ...body, quoteId: '42' }), 'errors.quote.notFound'],
    ['a fractional store id', (body) => ({ ...body, storeId: 1.5 }), 'errors.validation.invalid'],
    ['an array body', () => [], 'errors.validation.invalid'],
  ])('answers 400 for %s', async (_label, change, messageKey) => {
    const { body } = await setup();

    await expectError(await post(change(body)), 400, messageKey);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
  });

  it('answers 400 for broken JSON or another content type, and 413 for a huge body', async () => {
    const { body } = await setup();

    const send = (init: RequestInit) => testApp.app.request('/api/trade-ins', { method: 'POST', ...init });
    expect(
      (await send({ headers: { 'Content-Type': 'application/json' }, body: '{"reference":' })).status,
    ).toBe(400);
    const form = new FormData();
    form.set('reference', body.reference);
    expect((await send({ body: form })).status).toBe(400);
    expect((await post({ ...body, remarks: 'x'.repeat(70_000) })).status).toBe(413);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
  });
});
