import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '#core/constants.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { type TCreatePickupRequest, ZTradeInReceiptSchema } from '#core/contracts/trade-ins.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { bangkokDateIn, createPendingPhoto, pickupBody } from '../support/trade-in-factories.ts';
import {
  countSubmissionRows,
  findTradeInByReference,
  listConsents,
  listHistory,
  listPhotos,
} from '../support/trade-in-queries.ts';

const testApp = useTestApp();

const post = (body: unknown) => postJson(testApp.app, '/api/pickups', body);

async function expectError(response: Response, status: number, messageKey: string) {
  expect(response.status).toBe(status);
  expect(ZErrorBodySchema.parse(await response.json()).error.messageKey).toBe(messageKey);
}

describe('POST /api/pickups', () => {
  it('stores a pick-up without a valuation, with consents, history and photos', async () => {
    const photo = await createPendingPhoto(testApp.db);
    const body = pickupBody({ photoIds: [photo.id], email: '', lineId: '@jane.doe', marketingOptIn: true });

    const response = await post(body);

    expect(response.status).toBe(201);
    const receipt = ZTradeInReceiptSchema.parse(await response.json());
    expect(receipt).toMatchObject({
      reference: body.reference,
      referenceChanged: false,
      created: true,
      status: 'new',
      offerThb: null,
      lines: [],
      trackingUrl: `${testApp.config.publicUrl}/track?ref=${body.reference}`,
    });
    const stored = await findTradeInByReference(testApp.db, body.reference);
    expect(stored).toMatchObject({
      quoteId: null,
      modelId: null,
      option: null,
      grade: null,
      systemPriceThb: null,
      offeredThb: null,
      priceLines: [],
      fulfilment: 'pickup',
      storeId: null,
      deviceDescription: 'Samsung Galaxy S23, cracked back',
      pickupAddress: '99/1 Nimmanhaemin Road, Suthep, Mueang Chiang Mai',
      pickupDate: bangkokDateIn(2),
      pickupTimeSlot: '09:00-12:00',
      province: 'chiang-mai',
      phone: '0897654321',
      email: null,
      lineId: '@jane.doe',
      locale: 'en',
    });
    expect(
      (await listConsents(testApp.db, stored?.id)).map(({ kind, granted, noticeVersion }) => [
        kind,
        granted,
        noticeVersion,
      ]),
    ).toEqual([
      ['pdpa', true, PRIVACY_NOTICE_VERSION],
      ['marketing', true, PRIVACY_NOTICE_VERSION],
    ]);
    expect(await listHistory(testApp.db, stored?.id)).toMatchObject([
      { fromStatus: null, toStatus: 'new', actor: 'customer' },
    ]);
    expect(await listPhotos(testApp.db, [photo.id])).toMatchObject([{ tradeInId: stored?.id, position: 0 }]);
  });

  it('answers a retry with the stored request, and other content under a fresh reference', async () => {
    const body = pickupBody();

    const first = await post(body);
    const retry = await post(body);
    const other = await post({ ...body, deviceDescription: 'iPad Air 5' });

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(ZTradeInReceiptSchema.parse(await retry.json())).toMatchObject({
      reference: body.reference,
      created: false,
    });
    expect(other.status).toBe(201);
    const changed = ZTradeInReceiptSchema.parse(await other.json());
    expect(changed.referenceChanged).toBe(true);
    expect(changed.reference).not.toBe(body.reference);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 2, consents: 4, history: 2 });
  });

  it('stores ten identical pick-ups sent at once as one request', async () => {
    const body = pickupBody();

    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await post(body)).status));

    expect(statuses.sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 1, consents: 2, history: 1 });
  });

  it.each<[string, Partial<TCreatePickupRequest>, string]>([
    [
      'a date today',
      { pickup: { address: '99/1 Nimmanhaemin Road', date: bangkokDateIn(0), timeSlot: '09:00-12:00' } },
      'errors.pickup.dateInvalid',
    ],
    [
      'a date 31 days ahead',
      { pickup: { address: '99/1 Nimmanhaemin Road', date: bangkokDateIn(31), timeSlot: '09:00-12:00' } },
      'errors.pickup.dateInvalid',
    ],
    [
      'an impossible date',
      { pickup: { address: '99/1 Nimmanhaemin Road', date: '2026-02-30', timeSlot: '09:00-12:00' } },
      'errors.pickup.dateInvalid',
    ],
    [
      'no time slot',
      { pickup: { address: '99/1 Nimmanhaemin Road', date: bangkokDateIn(2), timeSlot: 'evening' as never } },
      'errors.pickup.timeSlotRequired',
    ],
    [
      'a short address',
      { pickup: { address: 'Home', date: bangkokDateIn(2), timeSlot: '09:00-12:00' } },
      'errors.pickup.addressRequired',
    ],
    ['no device', { deviceDescription: ' ' }, 'errors.pickup.deviceRequired'],
    ['a bad email', { email: 'jane@' }, 'errors.email.invalid'],
    ['a bad LINE ID', { lineId: 'jane doe!' }, 'errors.lineId.invalid'],
    ['no consent', { pdpaConsent: false as never }, 'errors.consent.required'],
    ['an unknown photo', { photoIds: ['7d3c3f0e-3f5e-4c1b-9d8a-2b6f1e0c9a11'] }, 'errors.photos.invalid'],
  ])('refuses %s with 400 and stores nothing', async (_label, change, messageKey) => {
    await expectError(await post(pickupBody(change)), 400, messageKey);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
  });
});
