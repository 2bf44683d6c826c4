import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  ZAdminDealerDetailSchema,
  ZAdminDealersSchema,
  ZDealerSummarySchema,
} from '#core/contracts/dealers.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  dealerCommissions,
  dealerRequestLinks,
  inspections,
  tradeIns,
  workflowHistory,
} from '#server/db/schema/index.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { moveTradeIn } from '#server/modules/trade-ins/trade-in-steps.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
import type { TActorContext } from '#server/modules/workflow/workflow-actor.ts';
import { signInAdmin } from '../support/admin-request-api.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { createModel } from '../support/factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { arrangeTradeIn, createTradeInRow, tradeInBody } from '../support/trade-in-factories.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read loosely; the schemas are checked elsewhere
type TJson = any;

const testApp = useTestApp();
const logger = pino({ level: 'silent' });

const shop = {
  shopName: 'Siam Mobile',
  phone: '081-234-5678',
  province: 'bangkok',
  address: '99 Rama I Road, Pathum Wan',
};

async function expectError(response: Response, status: number, messageKey: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(ZErrorBodySchema.parse(await response.json()).error.messageKey).toBe(messageKey);
}

async function dealerClient(profile = shop) {
  const user = await createUser(testApp.db, { kind: 'dealer' });
  const { accessToken } = await signIn(testApp.app, user);
  const call = async (method: string, path: string, body?: unknown): Promise<Response> =>
    testApp.app.request(path, {
      method,
      headers: {
        ...bearer(accessToken),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  expect((await call('PUT', '/api/dealer/profile', profile)).status).toBe(200);
  return { user, call };
}

async function dealerIdOf(admin: Awaited<ReturnType<typeof signInAdmin>>, shopName: string) {
  const list = ZAdminDealersSchema.parse(await (await admin.get('/api/admin/dealers')).json());
  return list.dealers.find((dealer) => dealer.shopName === shopName)!;
}

async function approve(admin: Awaited<ReturnType<typeof signInAdmin>>, id: number, code?: string) {
  const detail = ZAdminDealerDetailSchema.parse(await (await admin.get(`/api/admin/dealers/${id}`)).json());
  const response = await admin.send('POST', `/api/admin/dealers/${id}/status`, {
    to: 'approved',
    version: detail.version,
    ...(code ? { code } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ZAdminDealerDetailSchema.parse(await response.json());
}

const staffScript = (role: 'sales' | 'warehouse' | 'engineer' | 'finance'): TActorContext => ({
  kind: 'staff',
  userId: null,
  roles: [role],
});

async function settle(id: number, actualPriceThb: number) {
  await testApp.db.transaction(async (tx) => {
    await moveTradeIn(tx, { id, to: 'booked', actor: staffScript('sales') });
    await moveTradeIn(tx, { id, to: 'received', actor: staffScript('warehouse') });
    await moveTradeIn(tx, { id, to: 'inspected', actor: staffScript('engineer'), actualPriceThb });
  });
  await testApp.db.transaction((tx) => moveTradeIn(tx, { id, to: 'settled', actor: staffScript('finance') }));
  await createOutboxWorker({ db: testApp.db, handlers: EVENT_HANDLERS, logger }).drain();
}

describe('the dealer network', () => {
  it('takes an application through the workflow: pending, a suggested code, approval; the code works', async () => {
    const admin = await signInAdmin(testApp.app, testApp.db);
    const dealer = await dealerClient();
    const profile = await (await dealer.call('GET', '/api/dealer/profile')).json();
    expect(profile).toMatchObject({ status: 'pending', code: null, statusReason: null });

    const listed = await dealerIdOf(admin, 'Siam Mobile');
    expect(listed).toMatchObject({ status: 'pending', suggestedCode: 'BKK-SIAMMO01', requestCount: 0 });
    expect(listed.email).toBe(dealer.user.email);

    // Not yet approved: the code does not work anywhere.
    await expectError(
      await testApp.app.request('/api/dealer-codes/BKK-SIAM01'),
      404,
      'dealerArea.errors.codeInactive',
    );
    await expectError(
      await dealer.call('GET', '/api/dealer/poster.pdf'),
      403,
      'dealerArea.errors.notApproved',
    );

    // The code is editable before approval, unique, and fixed after.
    const coded = await admin.send('PUT', `/api/admin/dealers/${listed.id}/code`, {
      code: 'bkk-siam01',
      version: listed.version,
    });
    expect(coded.status, await coded.clone().text()).toBe(200);
    const approved = await approve(admin, listed.id);
    expect(approved).toMatchObject({ status: 'approved', code: 'BKK-SIAM01' });
    expect(approved.history.map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
    ]);
    expect(approved.allowedTransitions.map((step) => step.to)).toEqual(['suspended']);
    await expectError(
      await admin.send('PUT', `/api/admin/dealers/${listed.id}/code`, {
        code: 'BKK-OTHER01',
        version: approved.version,
      }),
      400,
      'dealersAdmin.errors.codeFixed',
    );

    expect(await (await testApp.app.request('/api/dealer-codes/bkk-siam01')).json()).toEqual({
      code: 'BKK-SIAM01',
      shopName: 'Siam Mobile',
      province: 'bangkok',
    });
    expect(
      (await dealer.call('GET', '/api/dealer/profile').then((r) => r.json() as Promise<TJson>)).code,
    ).toBe('BKK-SIAM01');
    const poster = await dealer.call('GET', '/api/dealer/poster.pdf');
    expect(poster.status).toBe(200);
    expect(
      Buffer.from(await poster.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A second shop cannot take the same code.
    const other = await dealerClient({ ...shop, shopName: 'Siam Two' });
    const second = await dealerIdOf(admin, 'Siam Two');
    expect(second.suggestedCode).toBe('BKK-SIAMTW01');
    await expectError(
      await admin.send('POST', `/api/admin/dealers/${second.id}/status`, {
        to: 'approved',
        version: second.version,
        code: 'BKK-SIAM01',
      }),
      409,
      'dealersAdmin.errors.codeTaken',
    );
    expect(
      (await other.call('GET', '/api/dealer/profile').then((r) => r.json() as Promise<TJson>)).status,
    ).toBe('pending');
  });

  it('rejects with a reason, lets the dealer apply again, and keeps staff and dealers apart', async () => {
    const admin = await signInAdmin(testApp.app, testApp.db);
    const dealer = await dealerClient();
    const listed = await dealerIdOf(admin, 'Siam Mobile');
    await expectError(
      await admin.send('POST', `/api/admin/dealers/${listed.id}/status`, {
        to: 'rejected',
        version: listed.version,
      }),
      400,
      'dealersAdmin.errors.reasonRequired',
    );
    const rejected = await admin.send('POST', `/api/admin/dealers/${listed.id}/status`, {
      to: 'rejected',
      version: listed.version,
      reason: 'Address is incomplete',
    });
    expect(rejected.status).toBe(200);
    expect(
      await dealer.call('GET', '/api/dealer/profile').then((r) => r.json() as Promise<TJson>),
    ).toMatchObject({
      status: 'rejected',
      statusReason: 'Address is incomplete',
    });
    await dealer.call('PUT', '/api/dealer/profile', {
      ...shop,
      address: '99 Rama I Road, Pathum Wan, Bangkok 10330',
    });
    expect(
      await dealer.call('GET', '/api/dealer/profile').then((r) => r.json() as Promise<TJson>),
    ).toMatchObject({
      status: 'pending',
      statusReason: null,
    });

    // Sign-in separation on the server: a dealer's token is refused by staff APIs and the reverse.
    await expectError(await dealer.call('GET', '/api/admin/dealers'), 403, 'errors.auth.accessDenied');
    await expectError(await dealer.call('GET', '/api/admin/requests'), 403, 'errors.auth.accessDenied');
    await expectError(await admin.get('/api/dealer/summary'), 403, 'errors.auth.accessDenied');
    await expectError(await admin.get('/api/dealer/profile'), 403, 'errors.auth.accessDenied');
  });

  it('assesses at the counter, earns commission on settlement, and suspends the code at once', async () => {
    const admin = await signInAdmin(testApp.app, testApp.db);
    const dealer = await dealerClient();
    const listed = await dealerIdOf(admin, 'Siam Mobile');
    const approved = await approve(admin, listed.id, 'BKK-SIAM01');
    const ruled = await admin.send('PUT', `/api/admin/dealers/${listed.id}/commission`, {
      rules: [
        { category: '*', kind: 'percent', percentBp: 250, fixedThb: 0 },
        { category: 'notebook', kind: 'fixed', percentBp: 0, fixedThb: 300 },
      ],
    });
    expect(ZAdminDealerDetailSchema.parse(await ruled.json()).commissionRules).toHaveLength(2);

    // The counter assessment carries the shop's own code; another shop's code is refused, nothing made.
    const { body } = await arrangeTradeIn(testApp.db, { dealerCode: 'BKK-NOPE01' });
    await expectError(
      await dealer.call('POST', '/api/dealer/trade-ins', body),
      403,
      'dealerArea.errors.notYourCode',
    );
    expect(await testApp.db.select().from(tradeIns)).toHaveLength(0);
    const counter = await dealer.call('POST', '/api/dealer/trade-ins', { ...body, dealerCode: 'bkk-siam01' });
    expect(counter.status, await counter.clone().text()).toBe(201);
    const receipt = (await counter.json()) as { reference: string; offerThb: number };
    const [stored] = await testApp.db
      .select()
      .from(tradeIns)
      .where(eq(tradeIns.reference, receipt.reference));
    expect(stored).toMatchObject({ dealerCode: 'BKK-SIAM01', offeredThb: receipt.offerThb });
    expect(await testApp.db.select().from(dealerRequestLinks)).toMatchObject([
      { tradeInId: stored!.id, channel: 'counter' },
    ]);

    // A customer's own request through the code (the public path) carries it too.
    const { body: selfBody } = await arrangeTradeIn(testApp.db, { dealerCode: 'bkk-siam01' });
    expect(
      (
        await testApp.app.request('/api/trade-ins', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(selfBody),
        })
      ).status,
    ).toBe(201);

    await settle(stored!.id, receipt.offerThb);
    const settledThb = receipt.offerThb;
    const [commission] = await testApp.db.select().from(dealerCommissions);
    expect(commission).toMatchObject({
      tradeInId: stored!.id,
      settledThb,
      ruleKind: 'percent',
      commissionSatang: Math.floor((settledThb * 250 + 50) / 100),
    });

    const list = await dealer.call('GET', '/api/dealer/requests').then((r) => r.json() as Promise<TJson>);
    expect(list.items.map((item: { channel: string }) => item.channel)).toEqual(['customer', 'counter']);
    expect(list.items[1]).toMatchObject({ status: 'settled', settledThb, customer: 'สมชาย ใ.' });
    const detail = await dealer
      .call('GET', `/api/dealer/requests/${receipt.reference}`)
      .then((r) => r.json() as Promise<TJson>);
    expect(detail.timeline.map((step: { status: string }) => step.status)).toEqual([
      'new',
      'booked',
      'received',
      'inspected',
      'settled',
    ]);
    expect(detail.commission.satang).toBe(commission!.commissionSatang);

    const summary = ZDealerSummarySchema.parse(
      await dealer.call('GET', '/api/dealer/summary').then((r) => r.json() as Promise<TJson>),
    );
    expect(summary.totals).toEqual({
      count: 2,
      offeredThb: receipt.offerThb * 2,
      settledThb,
      commissionSatang: commission!.commissionSatang,
    });
    expect(summary.accuracy).toEqual({
      inspected: 1,
      gradeMatches: null,
      gradeCompared: 0,
      averagePriceDifferenceThb: receipt.offerThb - stored!.systemPriceThb!,
    });
    const month = summary.commissionByMonth[0]!;
    expect(month).toMatchObject({ requests: 1, settledThb, commissionSatang: commission!.commissionSatang });
    const csv = await dealer
      .call('GET', `/api/dealer/statement.csv?month=${month.month}`)
      .then((r) => r.text());
    expect(csv).toContain(receipt.reference);
    expect(csv).toContain((commission!.commissionSatang / 100).toFixed(2));
    const pdf = await dealer.call('GET', `/api/dealer/statement.pdf?month=${month.month}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // Another shop's request: Access denied; a scan finds it as another's.
    const other = await createTradeInRow(testApp.db, {
      dealerCode: 'CNX-OTHER01',
      imeiSerial: '356938035643809',
    });
    await expectError(
      await dealer.call('GET', `/api/dealer/requests/${other.reference}`),
      403,
      'errors.auth.accessDenied',
    );
    expect(
      await dealer
        .call(
          'GET',
          `/api/dealer/find?q=${encodeURIComponent(`https://x.test/track?ref=${other.reference}`)}`,
        )
        .then((r) => r.json() as Promise<TJson>),
    ).toEqual({
      kind: 'request',
      reference: other.reference,
      ownership: 'other',
    });
    // An unassigned one can be attached.
    const loose = await createTradeInRow(testApp.db);
    expect(
      await dealer
        .call('GET', `/api/dealer/find?q=${loose.reference}`)
        .then((r) => r.json() as Promise<TJson>),
    ).toMatchObject({ ownership: 'unassigned' });
    expect((await dealer.call('POST', `/api/dealer/requests/${loose.reference}/attach`, {})).status).toBe(
      200,
    );
    expect(
      await dealer
        .call('GET', `/api/dealer/find?q=${loose.reference}`)
        .then((r) => r.json() as Promise<TJson>),
    ).toMatchObject({ ownership: 'mine' });

    // Suspended: the code stops at once everywhere; reading what was earned stays.
    const suspended = await admin.send('POST', `/api/admin/dealers/${listed.id}/status`, {
      to: 'suspended',
      version: approved.version + 0,
      reason: 'Customer complaints',
    });
    expect(suspended.status, await suspended.clone().text()).toBe(200);
    await expectError(
      await testApp.app.request('/api/dealer-codes/BKK-SIAM01'),
      404,
      'dealerArea.errors.codeInactive',
    );
    const { body: late } = await arrangeTradeIn(testApp.db, { dealerCode: 'BKK-SIAM01' });
    await expectError(
      await testApp.app.request('/api/trade-ins', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(late),
      }),
      400,
      'dealerArea.errors.codeInactive',
    );
    await expectError(
      await dealer.call('POST', '/api/dealer/trade-ins', tradeInBody(late.quoteId, late.storeId!)),
      403,
      'dealerArea.errors.notApproved',
    );
    await expectError(
      await dealer.call('GET', '/api/dealer/poster.pdf'),
      403,
      'dealerArea.errors.notApproved',
    );
    expect((await dealer.call('GET', '/api/dealer/summary')).status).toBe(200);
    const history = await testApp.db
      .select()
      .from(workflowHistory)
      .where(eq(workflowHistory.entity, 'dealer'));
    expect(history.map((row) => row.toState)).toEqual(['pending', 'approved', 'suspended']);
  });

  it('refuses the counter to staff and the signed out, and measures its accuracy against the inspections', async () => {
    const admin = await signInAdmin(testApp.app, testApp.db);
    const dealer = await dealerClient();
    await approve(admin, (await dealerIdOf(admin, 'Siam Mobile')).id, 'BKK-SIAM01');

    const { body: refused } = await arrangeTradeIn(testApp.db, { dealerCode: 'BKK-SIAM01' });
    await expectError(
      await admin.send('POST', '/api/dealer/trade-ins', refused),
      403,
      'errors.auth.accessDenied',
    );
    expect(
      (
        await testApp.app.request('/api/dealer/trade-ins', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(refused),
        })
      ).status,
    ).toBe(401);
    expect(await testApp.db.select().from(tradeIns)).toHaveLength(0);

    // Four counter assessments (the quote: grade good, 17,600 THB) and one of the customer's own.
    const counter: { id: number; systemPriceThb: number; grade: string | null }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const { body } = await arrangeTradeIn(testApp.db, { dealerCode: 'BKK-SIAM01' });
      const response = await dealer.call('POST', '/api/dealer/trade-ins', body);
      expect(response.status, await response.clone().text()).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const [row] = await testApp.db.select().from(tradeIns).where(eq(tradeIns.reference, reference));
      counter.push({ id: row!.id, systemPriceThb: row!.systemPriceThb!, grade: row!.grade });
    }
    expect(counter.map((row) => [row.systemPriceThb, row.grade])).toEqual(Array(4).fill([17_600, 'good']));
    const { body: selfBody } = await arrangeTradeIn(testApp.db, { dealerCode: 'BKK-SIAM01' });
    const self = await testApp.app.request('/api/trade-ins', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(selfBody),
    });
    expect(self.status).toBe(201);
    const [own] = await testApp.db
      .select()
      .from(tradeIns)
      .where(eq(tradeIns.reference, ((await self.json()) as { reference: string }).reference));

    // The engineer: 17,600 good, 16,600 good, 17,000 fair; the fourth is not inspected yet.
    const inspect = async (id: number, actualPriceThb: number, grade: 'good' | 'fair') => {
      await testApp.db.transaction(async (tx) => {
        await moveTradeIn(tx, { id, to: 'booked', actor: staffScript('sales') });
        await moveTradeIn(tx, { id, to: 'received', actor: staffScript('warehouse') });
        await moveTradeIn(tx, { id, to: 'inspected', actor: staffScript('engineer'), actualPriceThb });
      });
      await testApp.db
        .insert(inspections)
        .values({ tradeInId: id, receivedAt: new Date(), grade, actualThb: actualPriceThb })
        .onConflictDoUpdate({ target: inspections.tradeInId, set: { grade, actualThb: actualPriceThb } });
    };
    await inspect(counter[0]!.id, 17_600, 'good');
    await inspect(counter[1]!.id, 16_600, 'good');
    await inspect(counter[2]!.id, 17_000, 'fair');
    await inspect(own!.id, 10_000, 'fair');

    const summary = ZDealerSummarySchema.parse(
      await dealer.call('GET', '/api/dealer/summary').then((r) => r.json() as Promise<TJson>),
    );
    // (0 − 1,000 − 600) / 3 = −533.3 → −533; grades 2 of 3; the customer's own request is not the counter's.
    expect(summary.accuracy).toEqual({
      inspected: 3,
      averagePriceDifferenceThb: -533,
      gradeCompared: 3,
      gradeMatches: 2,
    });
    expect(summary.totals.count).toBe(5);
    // The accuracy is the period's: counter assessments made before it do not count.
    const before = ZDealerSummarySchema.parse(
      await dealer
        .call('GET', '/api/dealer/summary?from=2020-01-01&to=2020-01-31')
        .then((r) => r.json() as Promise<TJson>),
    );
    expect(before.accuracy).toEqual({
      inspected: 0,
      averagePriceDifferenceThb: null,
      gradeCompared: 0,
      gradeMatches: null,
    });
  });

  it('scans an IMEI to the model its type allocation code had, and attaches only open unassigned requests', async () => {
    const admin = await signInAdmin(testApp.app, testApp.db);
    const dealer = await dealerClient();
    await approve(admin, (await dealerIdOf(admin, 'Siam Mobile')).id, 'BKK-SIAM01');
    const model = await createModel(testApp.db, { name: 'Galaxy Scan 1' });
    await createTradeInRow(testApp.db, {
      imeiSerial: '356938035643809',
      modelId: model.id,
      brandId: model.brandId,
      storageGb: 256,
    });
    const find = (q: string) =>
      dealer
        .call('GET', `/api/dealer/find?q=${encodeURIComponent(q)}`)
        .then((r) => r.json() as Promise<TJson>);
    // Another device of the same type (first eight digits): the model and storage the earlier one had.
    expect(await find('356938031111116')).toEqual({
      kind: 'imei',
      imei: '356938031111116',
      model: { id: model.id, name: 'Galaxy Scan 1', brandId: model.brandId, storageGb: 256 },
    });
    // A type never seen: the IMEI alone; nothing at all for a word.
    expect(await find('490154203237518')).toEqual({ kind: 'imei', imei: '490154203237518', model: null });
    expect(await find('no-such-thing')).toEqual({ kind: 'notFound' });

    const others = await createTradeInRow(testApp.db, { dealerCode: 'CNX-OTHER01' });
    await expectError(
      await dealer.call('POST', `/api/dealer/requests/${others.reference}/attach`, {}),
      403,
      'errors.auth.accessDenied',
    );
    const closed = await createTradeInRow(testApp.db, { status: 'settled' });
    await expectError(
      await dealer.call('POST', `/api/dealer/requests/${closed.reference}/attach`, {}),
      400,
      'dealerArea.errors.attachClosed',
    );
    expect(await testApp.db.select().from(dealerRequestLinks)).toEqual([]);
  });
});
