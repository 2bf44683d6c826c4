import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { pickupBody } from '../support/trade-in-factories.ts';

/**
 * The customer's write endpoints are limited per client address (QUOTE_RATE_LIMIT,
 * SUBMISSION_RATE_LIMIT per minute). The limit is counted before the body is read, so even invalid
 * bodies count, and the answer past it is 429 with Retry-After.
 */
const testApp = useTestApp({
  env: { QUOTE_RATE_LIMIT: '3', SUBMISSION_RATE_LIMIT: '2', TRUST_PROXY: 'true' },
});

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(ZErrorBodySchema.parse(await response.json()).error).toMatchObject({
    code: 'RATE_LIMITED',
    messageKey: 'errors.rateLimited',
  });
}

describe('per-address limits on the customer write endpoints', () => {
  it('answers 429 to the fourth quote a minute from one address, and not to another address', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.10' };
    for (let index = 0; index < 3; index += 1) {
      expect((await postJson(testApp.app, '/api/quotes', {}, from)).status).toBe(400);
    }
    await expectLimited(await postJson(testApp.app, '/api/quotes', {}, from));
    expect(
      (await postJson(testApp.app, '/api/quotes', {}, { 'X-Forwarded-For': '203.0.113.11' })).status,
    ).toBe(400);
  });

  it('counts quote previews and quotes together', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.30' };
    for (let index = 0; index < 3; index += 1) {
      expect((await postJson(testApp.app, '/api/quotes/preview', {}, from)).status).toBe(400);
    }
    await expectLimited(await postJson(testApp.app, '/api/quotes', {}, from));
    await expectLimited(await postJson(testApp.app, '/api/quotes/preview', {}, from));
  });

  it('counts trade-ins and pick-ups together', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.20' };
    expect((await postJson(testApp.app, '/api/pickups', pickupBody(), from)).status).toBe(201);
    expect((await postJson(testApp.app, '/api/trade-ins', {}, from)).status).toBe(400);
    await expectLimited(await postJson(testApp.app, '/api/pickups', pickupBody(), from));
  });
});
