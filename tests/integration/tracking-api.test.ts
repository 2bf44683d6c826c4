import { beforeEach, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZTrackingSchema } from '#core/contracts/trade-ins.ts';
import { generateReference } from '#core/reference.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import {
  TRACK_FAILURES_PER_REFERENCE,
  TRACK_LOOKUPS_PER_IP,
} from '#server/modules/tracking/tracking-limits.ts';
import { createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createAwaitingDecision, createTrackedTradeIn } from '../support/tracking-factories.ts';
import { findRequote, findTradeIn, listHistory, listRequoteHistory } from '../support/tracking-queries.ts';

const testDatabase = useTestDatabase();
let testApp: TTestApp;

// A new app per test: the rate limiters live in the app, so no test inherits another's counts.
beforeEach(async () => {
  testApp = await createTestApp({ database: testDatabase.database });
});

const track = (body: unknown, headers?: Record<string, string>) =>
  postJson(testApp.app, '/api/track', body, headers);
const decide = (body: unknown) => postJson(testApp.app, '/api/track/decision', body);

/** The error without its request id, which differs per request by design. */
async function errorOf(response: Response) {
  const { error } = ZErrorBodySchema.parse(await response.json());
  const { requestId: _requestId, ...rest } = error;
  return rest;
}

describe('POST /api/track', () => {
  it('answers the right reference and phone with the status, timeline and offer', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { path: ['new', 'booked', 'received'] });

    const response = await track({ reference: tradeIn.reference, phone: '0812345678' });

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const body = ZTrackingSchema.parse(await response.json());
    expect(body).toMatchObject({
      reference: tradeIn.reference,
      status: 'received',
      device: 'Apple iPhone 15 128 GB',
      option: 'sale',
      fulfilment: 'store',
      offerThb: 17_600,
      actualPriceThb: null,
      decisionRequired: false,
      rejectionReason: null,
    });
    expect(body.timeline.map((step) => step.status)).toEqual(['new', 'booked', 'received']);
    const times = body.timeline.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(tradeIn.createdAt.getTime());
  });

  it('gives a wrong phone number and an unknown reference the same 404', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db);

    const wrongPhone = await track({ reference: tradeIn.reference, phone: '0899999999' });
    const unknown = await track({ reference: generateReference(), phone: '0812345678' });

    expect(wrongPhone.status).toBe(404);
    expect(unknown.status).toBe(404);
    const wrongPhoneError = await errorOf(wrongPhone);
    expect(wrongPhoneError).toEqual(await errorOf(unknown));
    expect(wrongPhoneError).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.track.notFound' });
  });

  it.each(['+66 81 234 5678', '081-234-5678', '66812345678', '(081) 234 5678'])(
    'matches the phone number typed as %s',
    async (phone) => {
      const { tradeIn } = await createTrackedTradeIn(testDatabase.db);
      const response = await track({ reference: tradeIn.reference, phone });
      expect(response.status).toBe(200);
    },
  );

  it('rejects a malformed reference or phone with 400', async () => {
    const badReference = await track({ reference: 'TRD-1', phone: '0812345678' });
    expect(badReference.status).toBe(400);
    expect((await errorOf(badReference)).messageKey).toBe('errors.reference.invalid');
    const badPhone = await track({ reference: generateReference(), phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect((await errorOf(badPhone)).messageKey).toBe('errors.phone.invalid');
  });

  it('shows a re-quote waiting for an answer as decisionRequired', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db);
    const body = ZTrackingSchema.parse(
      await (await track({ reference: tradeIn.reference, phone: '0812345678' })).json(),
    );
    expect(body).toMatchObject({
      status: 'inspected',
      offerThb: 17_600,
      actualPriceThb: 15_000,
      decisionRequired: true,
    });
  });

  it('does not ask for a decision when the inspected price is not below the offer', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db, { engineerActualPriceThb: 17_600 });
    const body = ZTrackingSchema.parse(
      await (await track({ reference: tradeIn.reference, phone: '0812345678' })).json(),
    );
    expect(body.decisionRequired).toBe(false);
  });
});

describe('tracking rate limits', () => {
  it(`refuses the ${TRACK_LOOKUPS_PER_IP.max + 1}th lookup from one address with 429 and Retry-After`, async () => {
    for (let index = 0; index < TRACK_LOOKUPS_PER_IP.max; index += 1) {
      const response = await track({ reference: generateReference(), phone: '0812345678' });
      expect(response.status).toBe(404);
    }
    const refused = await track({ reference: generateReference(), phone: '0812345678' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).messageKey).toBe('errors.rateLimited');

    // Without TRUST_PROXY, a forged X-Forwarded-For is not a new client.
    const forged = await track(
      { reference: generateReference(), phone: '0812345678' },
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    expect(forged.status).toBe(429);
  });

  it('counts addresses from X-Forwarded-For only behind a trusted proxy', async () => {
    const proxied = await createTestApp({ database: testDatabase.database, env: { TRUST_PROXY: 'true' } });
    const from = (ip: string) =>
      postJson(
        proxied.app,
        '/api/track',
        { reference: generateReference(), phone: '0812345678' },
        { 'X-Forwarded-For': ip },
      );
    for (let index = 0; index < TRACK_LOOKUPS_PER_IP.max; index += 1) {
      expect((await from('203.0.113.9')).status).toBe(404);
    }
    expect((await from('203.0.113.9')).status).toBe(429);
    expect((await from('198.51.100.7')).status).toBe(404);
    await proxied.close();
  });

  it(`locks a reference after ${TRACK_FAILURES_PER_REFERENCE.max} wrong phone numbers, even for the right one`, async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db);
    for (let index = 0; index < TRACK_FAILURES_PER_REFERENCE.max; index += 1) {
      expect((await track({ reference: tradeIn.reference, phone: `08${index}1111111` })).status).toBe(404);
    }
    const wrong = await track({ reference: tradeIn.reference, phone: '0899999999' });
    expect(wrong.status).toBe(429);
    expect(Number(wrong.headers.get('Retry-After'))).toBeGreaterThan(10 * 60);
    const right = await track({ reference: tradeIn.reference, phone: '0812345678' });
    expect(right.status).toBe(429);
    // Other references are not affected.
    const { tradeIn: other } = await createTrackedTradeIn(testDatabase.db);
    expect((await track({ reference: other.reference, phone: '0812345678' })).status).toBe(200);
  });

  it('locks an unknown reference the same way, so the lock reveals nothing either', async () => {
    const reference = generateReference();
    for (let index = 0; index < TRACK_FAILURES_PER_REFERENCE.max; index += 1) {
      expect((await track({ reference, phone: '0812345678' })).status).toBe(404);
    }
    expect((await track({ reference, phone: '0812345678' })).status).toBe(429);
  });

  it('forgets earlier wrong numbers once the right one is given', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db);
    const attempt = (phone: string) => track({ reference: tradeIn.reference, phone });
    for (let index = 0; index < TRACK_FAILURES_PER_REFERENCE.max - 1; index += 1) {
      expect((await attempt('0899999999')).status).toBe(404);
    }
    expect((await attempt('0812345678')).status).toBe(200);
    for (let index = 0; index < TRACK_FAILURES_PER_REFERENCE.max - 1; index += 1) {
      expect((await attempt('0899999999')).status).toBe(404);
    }
    expect((await attempt('0812345678')).status).toBe(200);
  });
});

describe('POST /api/track/decision', () => {
  it('accept keeps the request inspected and records the answer as the re-quote’s step', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db);

    const response = await decide({
      reference: tradeIn.reference,
      phone: '081 234 5678',
      decision: 'accept',
    });

    expect(response.status).toBe(200);
    const body = ZTrackingSchema.parse(await response.json());
    expect(body).toMatchObject({ status: 'inspected', decisionRequired: false, actualPriceThb: 15_000 });
    expect(body.timeline.map((step) => step.status)).toEqual(['new', 'booked', 'received', 'inspected']);
    const stored = await findTradeIn(testDatabase.db, tradeIn.id);
    // The answer is the re-quote's own step (decision 016): the request keeps its status and version.
    expect(stored).toMatchObject({
      status: 'inspected',
      requoteDecision: 'accepted',
      version: tradeIn.version,
    });
    expect(stored.rejectionReason).toBeNull();
    expect(await findRequote(testDatabase.db, tradeIn.id)).toMatchObject({ status: 'accepted', version: 2 });
    expect((await listRequoteHistory(testDatabase.db, tradeIn.id)).at(-1)).toEqual({
      fromState: 'pending',
      toState: 'accepted',
      actor: 'customer',
    });
    expect((await listHistory(testDatabase.db, tradeIn.id)).at(-1)).toMatchObject({ toStatus: 'inspected' });
  });

  it('decline rejects the request with the customer-declined reason', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db);

    const response = await decide({ reference: tradeIn.reference, phone: '0812345678', decision: 'decline' });

    expect(response.status).toBe(200);
    const body = ZTrackingSchema.parse(await response.json());
    expect(body).toMatchObject({
      status: 'rejected',
      decisionRequired: false,
      rejectionReason: REASON_CUSTOMER_DECLINED,
    });
    expect(body.timeline.map((step) => step.status)).toEqual([
      'new',
      'booked',
      'received',
      'inspected',
      'rejected',
    ]);
    const stored = await findTradeIn(testDatabase.db, tradeIn.id);
    expect(stored).toMatchObject({
      status: 'rejected',
      requoteDecision: 'declined',
      rejectionReason: REASON_CUSTOMER_DECLINED,
      version: tradeIn.version + 1,
    });
    expect((await listHistory(testDatabase.db, tradeIn.id)).at(-1)).toMatchObject({
      fromStatus: 'inspected',
      toStatus: 'rejected',
      actor: 'customer',
    });
  });

  it('answers 409 when no re-quote is waiting, and changes nothing', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { path: ['new', 'booked', 'received'] });

    const response = await decide({ reference: tradeIn.reference, phone: '0812345678', decision: 'accept' });

    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'errors.track.noDecision',
    });
    expect(await findTradeIn(testDatabase.db, tradeIn.id)).toMatchObject({
      requoteDecision: null,
      version: tradeIn.version,
    });
    expect(await listHistory(testDatabase.db, tradeIn.id)).toHaveLength(3);
  });

  it('answers the second decline with 409', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db);
    const body = { reference: tradeIn.reference, phone: '0812345678', decision: 'decline' };

    expect((await decide(body)).status).toBe(200);
    const second = await decide(body);

    expect(second.status).toBe(409);
    expect((await errorOf(second)).messageKey).toBe('errors.track.noDecision');
    expect(await findTradeIn(testDatabase.db, tradeIn.id)).toMatchObject({ version: tradeIn.version + 1 });
    expect(await listHistory(testDatabase.db, tradeIn.id)).toHaveLength(5);
  });

  it('gives a wrong phone number the same 404 as an unknown reference, and changes nothing', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db);

    const wrongPhone = await decide({
      reference: tradeIn.reference,
      phone: '0899999999',
      decision: 'decline',
    });
    const unknown = await decide({
      reference: generateReference(),
      phone: '0812345678',
      decision: 'decline',
    });

    expect(wrongPhone.status).toBe(404);
    expect(await errorOf(wrongPhone)).toEqual(await errorOf(unknown));
    expect(await findTradeIn(testDatabase.db, tradeIn.id)).toMatchObject({
      status: 'inspected',
      requoteDecision: null,
    });
  });

  it('requires accept or decline', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db);
    const response = await decide({ reference: tradeIn.reference, phone: '0812345678', decision: 'maybe' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).messageKey).toBe('errors.track.decisionRequired');
  });
});
