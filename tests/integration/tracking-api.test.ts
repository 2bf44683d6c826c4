import { beforeEach, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZTrackingSchema } from '#core/contracts/trade-ins.ts';
import { generateReference } from '#core/reference.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import { TRACK_LOOKUPS_PER_IP, TRACK_WRONG_PHONES } from '#server/modules/tracking/tracking-limits.ts';
import { createClock } from '../support/auth-factories.ts';
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

/** An app behind a trusted proxy (addresses from X-Forwarded-For) on a clock the test moves. */
async function proxiedApp() {
  const clock = createClock();
  const app = await createTestApp({
    database: testDatabase.database,
    env: { TRUST_PROXY: 'true' },
    auth: { now: clock.now },
  });
  return { app: app.app, clock, close: () => app.close() };
}

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

  it('never locks the owner out (F5): 5 wrong phones from 5 addresses, then the right phone answers at once', async () => {
    const { app, clock, close } = await proxiedApp();
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db);
    const from = (ip: string, phone: string) =>
      postJson(app, '/api/track', { reference: tradeIn.reference, phone }, { 'X-Forwarded-For': ip });
    for (let index = 0; index < TRACK_WRONG_PHONES.free; index += 1) {
      expect((await from(`203.0.113.${index + 1}`, `08${index}1111111`)).status).toBe(404);
    }
    // The owner, from their own address: answered, no hour-long lock.
    const right = await from('198.51.100.20', '0812345678');
    expect(right.status).toBe(200);
    expect(right.headers.get('Retry-After')).toBeNull();
    clock.advance(1_000);
    expect((await from('198.51.100.20', '0812345678')).status).toBe(200);
    await close();
  });

  it('keeps slowing wrong guesses: each guessing address waits 30 s, then twice as long after every wrong number', async () => {
    const { app, clock, close } = await proxiedApp();
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db);
    const from = (ip: string, phone: string) =>
      postJson(app, '/api/track', { reference: tradeIn.reference, phone }, { 'X-Forwarded-For': ip });
    // Five addresses guess once each; the sixth wrong number on the reference starts the delays.
    for (let index = 0; index < TRACK_WRONG_PHONES.free; index += 1) {
      expect((await from(`203.0.113.${index + 1}`, `08${index}1111111`)).status).toBe(404);
    }
    const guesser = '203.0.113.99';
    expect((await from(guesser, '0899999990')).status).toBe(404);
    const waits: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      const refused = await from(guesser, `089999999${round}`);
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).messageKey).toBe('errors.track.slowed');
      const wait = Number(refused.headers.get('Retry-After'));
      waits.push(wait);
      // Even the right number waits from an address that guessed (else a 200 would tell it apart).
      expect((await from(guesser, '0812345678')).status).toBe(429);
      clock.advance(wait * 1000);
      expect((await from(guesser, `088888888${round}`)).status).toBe(404);
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    // The five other addresses guessed before the delays began: their next wrong number slows them too.
    expect((await from('203.0.113.1', '0877777777')).status).toBe(404);
    expect((await from('203.0.113.1', '0877777778')).status).toBe(429);
    // Meanwhile the owner is answered, and other references are not affected.
    expect((await from('198.51.100.20', '0812345678')).status).toBe(200);
    const { tradeIn: other } = await createTrackedTradeIn(testDatabase.db);
    const otherTrack = await postJson(
      app,
      '/api/track',
      { reference: other.reference, phone: '0812345678' },
      { 'X-Forwarded-For': guesser },
    );
    expect(otherTrack.status).toBe(200);
    // A quiet window later, the reference starts afresh.
    clock.advance(TRACK_WRONG_PHONES.windowMs + TRACK_WRONG_PHONES.maxDelayMs);
    expect((await from(guesser, '0866666666')).status).toBe(404);
    await close();
  });

  it('slows guesses on an unknown reference the same way, so the delays reveal nothing either', async () => {
    const reference = generateReference();
    for (let index = 0; index <= TRACK_WRONG_PHONES.free; index += 1) {
      expect((await track({ reference, phone: '0812345678' })).status).toBe(404);
    }
    const refused = await track({ reference, phone: '0812345678' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(TRACK_WRONG_PHONES.firstDelayMs / 1000);
  });

  it("takes back the right number's try: an owner who mistypes a few times is answered again and again", async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db);
    const attempt = (phone: string) => track({ reference: tradeIn.reference, phone });
    for (let index = 0; index < TRACK_WRONG_PHONES.free - 1; index += 1) {
      expect((await attempt('0899999999')).status).toBe(404);
    }
    expect((await attempt('0812345678')).status).toBe(200);
    for (let index = 0; index < TRACK_WRONG_PHONES.free - 1; index += 1) {
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
