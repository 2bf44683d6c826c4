import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZEngineerQueueSchema, ZEngineerRequestSchema } from '#core/contracts/engineer.ts';
import { ZStoredFileSchema } from '#core/contracts/files.ts';
import { ZTrackingSchema } from '#core/contracts/trade-ins.ts';
import { ZWarehouseLookupSchema, ZWarehousePassportSchema } from '#core/contracts/warehouse.ts';
import { REASON_IMEI_BLOCKED } from '#core/inspection.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import type { TRole } from '#core/roles.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { createLogger } from '#server/http/logger.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
import { bearer, createUser, requestJson, signIn } from '../support/auth-factories.ts';
import { eq } from 'drizzle-orm';
import { brands } from '#server/db/schema/index.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { createModel } from '../support/factories.ts';
import { createPrices } from '../support/pricing-factories.ts';
import {
  createStore,
  createQuoteViaApi,
  phoneAnswers,
  quoteBody,
  tradeInBody,
} from '../support/trade-in-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();
const GOOD_IMEI = '490154203237518';
const OTHER_IMEI = '356938035643809';

async function tokenFor(roles: TRole[]) {
  const user = await createUser(testApp.db, { roles });
  return { user, token: (await signIn(testApp.app, user)).accessToken };
}

/** A request submitted through the API (excellent phone, 20,000 THB), then booked and received by admin. */
async function receivedRequest(admin: string, imeiSerial?: string) {
  const model = await createModel(testApp.db);
  await createPrices(testApp.db, model.id, 128);
  const quote = await createQuoteViaApi(testApp.app, quoteBody(model.id));
  const store = await createStore(testApp.db);
  const body = tradeInBody(quote.id, store.id, imeiSerial ? { imeiSerial } : {});
  const submitted = await postJson(testApp.app, '/api/trade-ins', body);
  expect(submitted.status, await submitted.clone().text()).toBe(201);
  for (const to of ['booked', 'received']) {
    const detail = await (
      await requestJson(testApp.app, 'GET', `/api/admin/requests/${body.reference}`, admin)
    ).json();
    const moved = await requestJson(
      testApp.app,
      'POST',
      `/api/admin/requests/${body.reference}/status`,
      admin,
      {
        to,
        version: detail.version,
      },
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return { reference: body.reference, phone: body.phone, storeId: store.id };
}

const get = (path: string, token: string) => requestJson(testApp.app, 'GET', path, token);
const post = (path: string, token: string, body?: unknown) =>
  requestJson(testApp.app, 'POST', path, token, body ?? {});

async function detail(reference: string, token: string) {
  const response = await get(`/api/engineer/requests/${reference}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZEngineerRequestSchema.parse(await response.json());
}

async function uploadEvidence(token: string) {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)]), 'evidence.jpg');
  const response = await testApp.app.request('/api/files/evidencePhoto', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  expect(response.status).toBe(201);
  return ZStoredFileSchema.parse(await response.json()).id;
}

function inspection(version: number, overrides: Record<string, unknown> = {}) {
  return {
    version,
    answers: phoneAnswers({ screen: 'minorScratch' }),
    imei: GOOD_IMEI,
    activationLockOff: true,
    cloudLockOff: true,
    evidencePhotoIds: [],
    wipe: { method: 'factoryReset', at: new Date(Date.now() - 60_000).toISOString() },
    ...overrides,
  };
}

describe('engineer console API', () => {
  it('queues, claims, inspects at a lower price on the quote’s table, and the customer accepts on /track', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { token: other } = await tokenFor(['engineer']);
    const { reference, phone } = await receivedRequest(admin);

    const queue = ZEngineerQueueSchema.parse(await (await get('/api/engineer/queue', engineer)).json());
    expect(queue.items.map((item) => item.reference)).toEqual([reference]);
    expect(queue.items[0]).toMatchObject({ claim: null, overdue: false, ageHours: 0, offeredThb: 20_000 });
    expect(queue.targetHours).toBe(24);

    const claimed = await post(`/api/engineer/requests/${reference}/claim`, engineer);
    expect(claimed.status).toBe(200);
    expect(ZEngineerRequestSchema.parse(await claimed.json()).claim?.mine).toBe(true);
    // Another engineer sees it taken, cannot claim or inspect it, nor release it.
    expect((await post(`/api/engineer/requests/${reference}/claim`, other)).status).toBe(409);
    const seen = await detail(reference, other);
    expect([seen.claim?.mine, seen.canInspect]).toEqual([false, false]);
    expect((await post(`/api/engineer/requests/${reference}/release`, other)).status).toBe(403);
    const mine = ZEngineerQueueSchema.parse(
      await (await get('/api/engineer/queue?claim=mine', other)).json(),
    );
    expect(mine.items).toEqual([]);
    const unclaimed = ZEngineerQueueSchema.parse(
      await (await get('/api/engineer/queue?claim=unclaimed', other)).json(),
    );
    expect(unclaimed.items).toEqual([]);

    const checked = await post(`/api/engineer/requests/${reference}/identity`, engineer, {
      imei: '490154203237519',
    });
    expect(checked.status).toBe(400);

    const photoId = await uploadEvidence(engineer);
    const before = await detail(reference, engineer);
    expect(before.pricing?.table.basePrices).toEqual({
      excellent: 20_000,
      good: 17_600,
      fair: 14_400,
      broken: 6_000,
    });
    const inspected = await post(
      `/api/engineer/requests/${reference}/inspect`,
      engineer,
      inspection(before.version, { evidencePhotoIds: [photoId] }),
    );
    expect(inspected.status, await inspected.clone().text()).toBe(200);
    const after = ZEngineerRequestSchema.parse(await inspected.json());
    expect(after.status).toBe('inspected');
    expect(after.requote).toBe('pending');
    expect(after.inspection).toMatchObject({
      grade: 'good',
      computedThb: 17_600,
      actualThb: 17_600,
      overrideReason: null,
      imei: GOOD_IMEI,
      evidencePhotoIds: [photoId],
      wipeMethod: 'factoryReset',
    });
    expect(after.inspection?.certificateNumber).toMatch(/^WIPE-\d{4}-000001$/);
    expect((await get('/api/engineer/queue', engineer)).ok).toBe(true);
    expect(
      ZEngineerQueueSchema.parse(await (await get('/api/engineer/queue', engineer)).json()).items,
    ).toEqual([]);

    // The customer sees both answer sets, both price lines and the evidence photo, and accepts.
    const tracked = ZTrackingSchema.parse(
      await (await postJson(testApp.app, '/api/track', { reference, phone })).json(),
    );
    expect(tracked.decisionRequired).toBe(true);
    expect(tracked.requote?.customerAnswers?.screen).toBe('noScratch');
    expect(tracked.requote?.engineerAnswers?.screen).toBe('minorScratch');
    expect(tracked.requote?.actualLines[0]).toMatchObject({ kind: 'base', grade: 'good', amountThb: 17_600 });
    expect(tracked.requote?.offerLines[0]).toMatchObject({
      kind: 'base',
      grade: 'excellent',
      amountThb: 20_000,
    });
    expect(tracked.erasureCertificate).toBe(after.inspection?.certificateNumber);
    const photo = await testApp.app.request(`/api/track/evidence/${reference}/${photoId}`);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const pdf = await postJson(testApp.app, '/api/track/certificate', { reference, phone });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const wrongPhone = await postJson(testApp.app, '/api/track/certificate', {
      reference,
      phone: '0899999999',
    });
    expect(wrongPhone.status).toBe(404);

    const accepted = await postJson(testApp.app, '/api/track/decision', {
      reference,
      phone,
      decision: 'accept',
    });
    expect(ZTrackingSchema.parse(await accepted.json()).requote?.status).toBe('accepted');
  });

  it('stocks the settled request with the engineer’s grade and IMEI, the accepted price as cost and the admin’s VAT rule', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { token: clerk } = await tokenFor(['warehouse']);
    // Standard VAT is the default (issue 28 item 8): the admin's rule here is the margin scheme.
    const rule = await requestJson(testApp.app, 'PUT', '/api/warehouse/settings', admin, {
      individualVatScheme: 'margin',
    });
    expect(rule.status).toBe(200);
    // The customer described an excellent phone and gave no IMEI; the engineer finds it good (17,600).
    const { reference, phone } = await receivedRequest(admin);
    await post(`/api/engineer/requests/${reference}/claim`, engineer);
    const { version } = await detail(reference, engineer);
    const inspected = await post(
      `/api/engineer/requests/${reference}/inspect`,
      engineer,
      inspection(version),
    );
    expect(inspected.status, await inspected.clone().text()).toBe(200);
    // The inspection keeps who claimed it: nobody releases a request that left the queue.
    expect(ZEngineerRequestSchema.parse(await inspected.json()).canRelease).toBe(false);
    expect((await post(`/api/engineer/requests/${reference}/release`, admin)).status).toBe(409);
    const accepted = await postJson(testApp.app, '/api/track/decision', {
      reference,
      phone,
      decision: 'accept',
    });
    expect(accepted.status).toBe(200);

    const record = await (await get(`/api/admin/requests/${reference}`, admin)).json();
    expect([record.device.grade, record.device.imeiSerial]).toEqual(['excellent', null]);
    const settled = await post(`/api/admin/requests/${reference}/status`, admin, {
      to: 'settled',
      version: record.version,
    });
    expect(settled.status, await settled.clone().text()).toBe(200);
    await createOutboxWorker({
      db: testApp.db,
      handlers: EVENT_HANDLERS,
      logger: createLogger('silent'),
    }).drain();

    const found = await get(`/api/warehouse/lookup?code=${GOOD_IMEI}`, clerk);
    expect(found.status, await found.clone().text()).toBe(200);
    const { id } = ZWarehouseLookupSchema.parse(await found.json());
    // The cost and the prices it was bought at are for cost readers (issue 28 item 3): admin reads them.
    const passport = ZWarehousePassportSchema.parse(
      await (await get(`/api/warehouse/items/${id}`, admin)).json(),
    );
    expect(passport).toMatchObject({
      reference,
      status: 'pending',
      grade: 'good',
      imeiSerial: GOOD_IMEI,
      costSatang: 1_760_000,
      vatScheme: 'margin',
      inspection: { offeredThb: 20_000, actualPriceThb: 17_600, grade: 'good' },
    });
  });

  it('marks an override with its reason, and a decline rejects the request', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { reference, phone } = await receivedRequest(admin);
    await post(`/api/engineer/requests/${reference}/claim`, engineer);
    const { version } = await detail(reference, engineer);
    const noReason = await post(
      `/api/engineer/requests/${reference}/inspect`,
      engineer,
      inspection(version, { override: { priceThb: 12_000, reason: '' } }),
    );
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.details[0].path).toBe('override.reason');
    const locked = await post(
      `/api/engineer/requests/${reference}/inspect`,
      engineer,
      inspection(version, { cloudLockOff: false }),
    );
    expect(locked.status).toBe(400);
    const done = ZEngineerRequestSchema.parse(
      await (
        await post(
          `/api/engineer/requests/${reference}/inspect`,
          engineer,
          inspection(version, { override: { priceThb: 12_000, reason: 'Water damage inside' } }),
        )
      ).json(),
    );
    expect(done.inspection).toMatchObject({
      computedThb: 17_600,
      actualThb: 12_000,
      overrideReason: 'Water damage inside',
    });
    const tracked = ZTrackingSchema.parse(
      await (await postJson(testApp.app, '/api/track', { reference, phone })).json(),
    );
    expect(tracked.requote?.overrideReason).toBe('Water damage inside');
    const declined = ZTrackingSchema.parse(
      await (
        await postJson(testApp.app, '/api/track/decision', { reference, phone, decision: 'decline' })
      ).json(),
    );
    expect([declined.status, declined.rejectionReason]).toEqual(['rejected', REASON_CUSTOMER_DECLINED]);
  });

  it('flags a duplicate IMEI and stops a blocklisted one with its own reason', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const first = await receivedRequest(admin);
    const second = await receivedRequest(admin);
    await post(`/api/engineer/requests/${first.reference}/claim`, engineer);
    const firstVersion = (await detail(first.reference, engineer)).version;
    expect(
      (await post(`/api/engineer/requests/${first.reference}/inspect`, engineer, inspection(firstVersion)))
        .status,
    ).toBe(200);

    const duplicate = await (
      await post(`/api/engineer/requests/${second.reference}/identity`, engineer, { imei: GOOD_IMEI })
    ).json();
    expect(duplicate).toMatchObject({
      kind: 'imei',
      duplicateOf: [{ reference: first.reference, status: 'inspected' }],
      blocked: null,
    });

    // The blocklist is admin's.
    expect((await post('/api/admin/imei-blocklist', engineer, { imei: OTHER_IMEI, note: 'x' })).status).toBe(
      403,
    );
    const added = await post('/api/admin/imei-blocklist', admin, {
      imei: '3569 3803 5643 809',
      note: 'Reported stolen, police report 123/2569',
    });
    expect(added.status).toBe(201);
    expect((await post('/api/admin/imei-blocklist', admin, { imei: OTHER_IMEI, note: 'again' })).status).toBe(
      409,
    );
    const blocked = await (
      await post(`/api/engineer/requests/${second.reference}/identity`, engineer, { imei: OTHER_IMEI })
    ).json();
    expect(blocked.blocked).toEqual({ note: 'Reported stolen, police report 123/2569' });

    await post(`/api/engineer/requests/${second.reference}/claim`, engineer);
    const version = (await detail(second.reference, engineer)).version;
    const stopped = ZEngineerRequestSchema.parse(
      await (
        await post(
          `/api/engineer/requests/${second.reference}/inspect`,
          engineer,
          inspection(version, { imei: OTHER_IMEI, wipe: undefined }),
        )
      ).json(),
    );
    expect([stopped.status, stopped.rejectionReason]).toEqual(['rejected', REASON_IMEI_BLOCKED]);
    const list = await (await get('/api/admin/imei-blocklist', admin)).json();
    expect(list.items).toHaveLength(1);
    expect(
      (await requestJson(testApp.app, 'DELETE', `/api/admin/imei-blocklist/${list.items[0].id}`, admin))
        .status,
    ).toBe(204);
  });

  it('finds a queued request by its reference or the customer’s IMEI, and nothing for another number', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { reference } = await receivedRequest(admin, OTHER_IMEI);
    const other = await receivedRequest(admin);
    const search = async (q: string) =>
      ZEngineerQueueSchema.parse(
        await (await get(`/api/engineer/queue?q=${encodeURIComponent(q)}`, engineer)).json(),
      ).items.map((item) => item.reference);
    expect(await search(reference.toLowerCase())).toEqual([reference]);
    expect(await search(other.reference)).toEqual([other.reference]);
    expect(await search('35693803 5643809')).toEqual([reference]);
    expect(await search(GOOD_IMEI)).toEqual([]);
  });

  it('asks what the customer was asked: no "Model ZP" for a phone not made by Apple, quoted or described freely', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { reference } = await receivedRequest(admin);
    const quoted = await detail(reference, admin);
    const modelTypes = (request: typeof quoted) =>
      request.questionnaire?.find((entry) => entry.question === 'modelType')?.options;
    expect(modelTypes(quoted)).toEqual(['th', 'international']);
    // The server holds to it too.
    await post(`/api/engineer/requests/${reference}/claim`, admin);
    const refused = await post(
      `/api/engineer/requests/${reference}/inspect`,
      admin,
      inspection(quoted.version, { answers: phoneAnswers({ modelType: 'zp' }) }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.messageKey).toBe('questionnaireAdmin.errors.optionNotOffered');

    // A pick-up asked for in the customer's own words: the model those words name decides.
    const model = await createModel(testApp.db, { name: 'Y38 5G' });
    const [brand] = await testApp.db.select().from(brands).where(eq(brands.id, model.brandId));
    const free = await createRequest(testApp.db, {
      status: 'received',
      fulfilment: 'pickup',
      option: null,
      offeredThb: null,
      deviceDescription: `${brand!.name} Y38 5G ใช้งานปกติ`,
    });
    expect(modelTypes(await detail(free.reference, admin))).toEqual(['th', 'international']);
    const unknown = await createRequest(testApp.db, {
      status: 'received',
      fulfilment: 'pickup',
      option: null,
      offeredThb: null,
      deviceDescription: 'โทรศัพท์เก่า',
    });
    expect((await detail(unknown.reference, admin)).questionnaire).toBeNull();
  });

  it('lets admin release a claim and refuses other roles', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { token: warehouse } = await tokenFor(['warehouse']);
    const { reference } = await receivedRequest(admin);
    await post(`/api/engineer/requests/${reference}/claim`, engineer);
    const released = ZEngineerRequestSchema.parse(
      await (await post(`/api/engineer/requests/${reference}/release`, admin)).json(),
    );
    expect(released.claim).toBeNull();
    expect((await get('/api/engineer/queue', warehouse)).status).toBe(403);
    expect((await get(`/api/engineer/requests/${reference}`, warehouse)).status).toBe(403);
    expect((await testApp.app.request('/api/engineer/queue')).status).toBe(401);
    // Not claimed: an engineer may not inspect it.
    const { version } = await detail(reference, engineer);
    expect(
      (await post(`/api/engineer/requests/${reference}/inspect`, engineer, inspection(version))).status,
    ).toBe(409);
    const bad = await get('/api/engineer/queue?claim=everyone', engineer);
    expect(bad.status).toBe(400);
  });
});
