import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ZAdminRequestDetailSchema, ZPriceProposalListSchema } from '#core/contracts/admin-requests.ts';
import { ZEngineerRequestSchema } from '#core/contracts/engineer.ts';
import { ZPaymentDetailSchema, ZSettlementQueueSchema } from '#core/contracts/finance.ts';
import { ZTrackingSchema } from '#core/contracts/trade-ins.ts';
import type { TRole } from '#core/roles.ts';
import { auditLog, priceProposals, tradeIns } from '#server/db/schema/index.ts';
import { createUser, requestJson, signIn } from '../support/auth-factories.ts';
import { call } from '../support/finance-api.ts';
import { createModel } from '../support/factories.ts';
import { channelEnv, messaging, useStandIns } from '../support/notifications-harness.ts';
import { createPrices } from '../support/pricing-factories.ts';
import { readMail } from '../support/smtp-stand-in.ts';
import {
  createQuoteViaApi,
  createStore,
  phoneAnswers,
  quoteBody,
  tradeInBody,
} from '../support/trade-in-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';

/**
 * Issue 28 item 1, decision 040: the amount the customer is shown after inspection is the amount finance
 * prepares. A price above the offer waits for an admin; approved it is shown and paid, refused the offer
 * stands — through the API, as the customer (/track, messages), finance and the admin meet it.
 */
const stands = useStandIns();
const testApp = useTestApp(() => ({ env: channelEnv(stands) }));
let pair: ReturnType<typeof messaging> | undefined;
afterAll(() => pair?.close());
const flush = () => {
  pair ??= messaging(testApp.db, channelEnv(stands));
  return pair.flush();
};

const GOOD_IMEI = '490154203237518';
const PROMPTPAY = { method: 'promptpay', promptPayId: '081-234-5678', accountName: 'สมชาย ใจดี' };

async function tokenFor(roles: TRole[]) {
  const user = await createUser(testApp.db, { roles });
  return { user, token: (await signIn(testApp.app, user)).accessToken };
}

const get = (path: string, token: string) => requestJson(testApp.app, 'GET', path, token);
const post = (path: string, token: string, body?: unknown) =>
  requestJson(testApp.app, 'POST', path, token, body ?? {});

async function adminDetail(reference: string, token: string) {
  const response = await get(`/api/admin/requests/${reference}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZAdminRequestDetailSchema.parse(await response.json());
}

/** Submitted through the API (excellent phone: offer 20,000 THB), booked and received by admin. */
async function receivedRequest(admin: string) {
  const model = await createModel(testApp.db);
  await createPrices(testApp.db, model.id, 128);
  const quote = await createQuoteViaApi(testApp.app, quoteBody(model.id));
  const store = await createStore(testApp.db);
  const body = tradeInBody(quote.id, store.id, { email: `c${Date.now()}@example.co.th` });
  const submitted = await postJson(testApp.app, '/api/trade-ins', body);
  expect(submitted.status, await submitted.clone().text()).toBe(201);
  for (const to of ['booked', 'received']) {
    const { version } = await adminDetail(body.reference, admin);
    const moved = await post(`/api/admin/requests/${body.reference}/status`, admin, { to, version });
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return { reference: body.reference, phone: body.phone, email: body.email! };
}

/** The engineer inspects it (excellent, as the customer said) and overrides the price upward. */
async function inspectAbove(reference: string, engineer: string, priceThb: number, reason: string) {
  await post(`/api/engineer/requests/${reference}/claim`, engineer);
  const detail = ZEngineerRequestSchema.parse(
    await (await get(`/api/engineer/requests/${reference}`, engineer)).json(),
  );
  const inspected = await post(`/api/engineer/requests/${reference}/inspect`, engineer, {
    version: detail.version,
    answers: phoneAnswers(),
    imei: GOOD_IMEI,
    activationLockOff: true,
    cloudLockOff: true,
    evidencePhotoIds: [],
    wipe: { method: 'factoryReset', at: new Date(Date.now() - 60_000).toISOString() },
    override: { priceThb, reason },
  });
  expect(inspected.status, await inspected.clone().text()).toBe(200);
  return ZEngineerRequestSchema.parse(await inspected.json());
}

async function track(reference: string, phone: string) {
  const response = await postJson(testApp.app, '/api/track', { reference, phone });
  expect(response.status).toBe(200);
  return ZTrackingSchema.parse(await response.json());
}

async function queue(finance: string) {
  return ZSettlementQueueSchema.parse(
    await (await call(testApp.app, finance, 'GET', '/api/finance/queue')).json(),
  ).items;
}

const prepare = (finance: string, reference: string) =>
  call(testApp.app, finance, 'POST', '/api/finance/payments', {
    tradeInReference: reference,
    payee: PROMPTPAY,
  });

/** The customer's e-mails about a request's price, in the order sent. */
function priceMails(email: string) {
  return stands.smtp.mails
    .filter((mail) => mail.to.includes(email))
    .map((mail) => readMail(mail.raw))
    .filter((mail) => /ราคา|price/i.test(mail.subject ?? ''));
}

describe('a price above the offer (issue 28 item 1)', () => {
  it('waits for an admin while the offer stands; approved, the customer is told and paid the higher price', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { token: finance } = await tokenFor(['finance']);
    const { reference, phone, email } = await receivedRequest(admin);
    await flush();

    const inspected = await inspectAbove(reference, engineer, 25_000, 'Sealed box, receipt and AppleCare+');
    expect(inspected.inspection).toMatchObject({ actualThb: 25_000, computedThb: 20_000 });
    await flush();

    // While it waits: /track shows the offer, no message names a price, finance cannot prepare anything.
    const waiting = await track(reference, phone);
    expect([waiting.status, waiting.offerThb, waiting.actualPriceThb, waiting.decisionRequired]).toEqual([
      'inspected',
      20_000,
      20_000,
      false,
    ]);
    expect(priceMails(email)).toEqual([]);
    expect((await queue(finance)).map((item) => item.reference)).not.toContain(reference);
    const refused = await prepare(finance, reference);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.messageKey).toBe('financeConsole.errors.priceProposalPending');
    const voucher = await call(testApp.app, finance, 'POST', '/api/finance/vouchers', {
      tradeInReference: reference,
    });
    expect((await voucher.json()).error.messageKey).toBe('financeConsole.errors.priceProposalPending');
    // Admin cannot settle it either: the workflow refuses while the proposal waits.
    const before = await adminDetail(reference, admin);
    expect(before.allowedNextStatuses).not.toContain('settled');
    const settle = await post(`/api/admin/requests/${reference}/status`, admin, {
      to: 'settled',
      version: before.version,
    });
    expect(settle.status).toBe(400);

    // The admin sees it waiting, with the engineer's reason, on the list and on the request's page.
    const list = ZPriceProposalListSchema.parse(
      await (await get('/api/admin/price-proposals', admin)).json(),
    );
    expect(list.count).toBe(1);
    expect(list.items[0]).toMatchObject({
      reference,
      offeredThb: 20_000,
      proposedThb: 25_000,
      reason: 'Sealed box, receipt and AppleCare+',
    });
    expect(before.prices).toMatchObject({
      offerThb: 20_000,
      inspectedThb: 20_000,
      engineerThb: 25_000,
      paid: null,
      explanation: 'higherWaiting',
      proposal: { status: 'pending', proposedThb: 25_000, mayDecide: true },
    });
    // Only admin decides it.
    expect(
      (
        await post(`/api/admin/requests/${reference}/price-proposal`, engineer, {
          decision: 'approve',
          version: 1,
        })
      ).status,
    ).toBe(403);

    const approved = await post(`/api/admin/requests/${reference}/price-proposal`, admin, {
      decision: 'approve',
      version: before.prices.proposal!.version,
      reason: 'Checked the receipt',
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const after = ZAdminRequestDetailSchema.parse(await approved.json());
    expect(after.prices).toMatchObject({
      offerThb: 20_000,
      inspectedThb: 25_000,
      engineerThb: null,
      explanation: 'higherApproved',
      proposal: { status: 'approved', decisionReason: 'Checked the receipt', mayDecide: false },
    });
    expect(
      after.history.filter((entry) => entry.entity === 'priceProposal').map((entry) => entry.toStatus),
    ).toEqual(['pending', 'approved']);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PRICE_PROPOSAL_STATUS_CHANGED'));
    expect(audit).toMatchObject({ targetId: reference });
    expect(
      ZPriceProposalListSchema.parse(await (await get('/api/admin/price-proposals', admin)).json()).count,
    ).toBe(0);

    // The customer is told the higher price, /track shows it, and finance prepares exactly it.
    await flush();
    const mails = priceMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('25,000');
    expect((await track(reference, phone)).actualPriceThb).toBe(25_000);
    expect((await queue(finance)).find((item) => item.reference === reference)?.amountSatang).toBe(2_500_000);
    const prepared = await prepare(finance, reference);
    expect(prepared.status, await prepared.clone().text()).toBe(201);
    expect(ZPaymentDetailSchema.parse(await prepared.json()).amountSatang).toBe(2_500_000);
  });

  it('refused with a reason, the offer stands everywhere and finance pays the offer', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const { token: finance } = await tokenFor(['finance']);
    const { reference, phone, email } = await receivedRequest(admin);
    await inspectAbove(reference, engineer, 25_000, 'Looks unused');
    const { prices } = await adminDetail(reference, admin);
    const version = prices.proposal!.version;

    const noReason = await post(`/api/admin/requests/${reference}/price-proposal`, admin, {
      decision: 'refuse',
      version,
    });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.details[0]).toMatchObject({
      path: 'reason',
      messageKey: 'errors.admin.refuseReasonRequired',
    });
    const refused = await post(`/api/admin/requests/${reference}/price-proposal`, admin, {
      decision: 'refuse',
      version,
      reason: 'Unused is not a grade above excellent',
    });
    expect(refused.status, await refused.clone().text()).toBe(200);
    const after = ZAdminRequestDetailSchema.parse(await refused.json());
    expect(after.prices).toMatchObject({
      offerThb: 20_000,
      inspectedThb: 20_000,
      engineerThb: 25_000,
      explanation: 'higherRefused',
      proposal: { status: 'refused', decisionReason: 'Unused is not a grade above excellent' },
    });
    const step = after.history.find(
      (entry) => entry.entity === 'priceProposal' && entry.toStatus === 'refused',
    );
    expect(step?.note).toContain('Unused is not a grade above excellent');
    // Decided once: a second decision is refused, nothing changes.
    const again = await post(`/api/admin/requests/${reference}/price-proposal`, admin, {
      decision: 'approve',
      version,
    });
    expect(again.status).toBe(409);
    const [row] = await testApp.db.select().from(tradeIns).where(eq(tradeIns.reference, reference));
    expect(row?.engineerActualPriceThb).toBe(20_000);

    await flush();
    const mails = priceMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('20,000');
    expect(mails[0]!.text).not.toContain('25,000');
    expect((await track(reference, phone)).actualPriceThb).toBe(20_000);
    const prepared = await prepare(finance, reference);
    expect(prepared.status, await prepared.clone().text()).toBe(201);
    expect(ZPaymentDetailSchema.parse(await prepared.json()).amountSatang).toBe(2_000_000);
  });

  it('lets exactly one of 20 concurrent approvals and refusals through', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: engineer } = await tokenFor(['engineer']);
    const others = await Promise.all(Array.from({ length: 4 }, () => tokenFor(['admin'])));
    const { reference } = await receivedRequest(admin);
    await inspectAbove(reference, engineer, 30_000, 'Sealed in its box');
    const { prices } = await adminDetail(reference, admin);
    const tokens = [admin, ...others.map((other) => other.token)];

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(`/api/admin/requests/${reference}/price-proposal`, tokens[index % tokens.length]!, {
          decision: index % 2 === 0 ? 'approve' : 'refuse',
          version: prices.proposal!.version,
          reason: `Decision ${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const [proposal] = await testApp.db
      .select()
      .from(priceProposals)
      .innerJoin(tradeIns, eq(tradeIns.id, priceProposals.tradeInId))
      .where(eq(tradeIns.reference, reference));
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(proposal?.price_proposals.status).toBe(winner % 2 === 0 ? 'approved' : 'refused');
    expect(proposal?.price_proposals.decisionReason).toBe(`Decision ${winner}`);
    expect(proposal?.trade_ins.engineerActualPriceThb).toBe(winner % 2 === 0 ? 30_000 : 20_000);
    const decided = (await adminDetail(reference, admin)).history.filter(
      (entry) => entry.entity === 'priceProposal' && entry.toStatus !== 'pending',
    );
    expect(decided).toHaveLength(1);
  });

  it('an admin who proposed a higher price cannot approve it; a lower price keeps its re-quote', async () => {
    const { token: admin } = await tokenFor(['admin']);
    const { token: other } = await tokenFor(['admin']);
    const { reference } = await receivedRequest(admin);
    const { version } = await adminDetail(reference, admin);
    const inspected = await post(`/api/admin/requests/${reference}/status`, admin, {
      to: 'inspected',
      version,
      actualPriceThb: 21_000,
      note: 'Box and charger included',
    });
    expect(inspected.status, await inspected.clone().text()).toBe(200);
    const mine = ZAdminRequestDetailSchema.parse(await inspected.json());
    expect(mine.prices.proposal).toMatchObject({ reason: 'Box and charger included', mayDecide: false });
    const own = await post(`/api/admin/requests/${reference}/price-proposal`, admin, {
      decision: 'approve',
      version: mine.prices.proposal!.version,
    });
    expect(own.status).toBe(400);
    expect((await own.json()).error.messageKey).toBe('errors.admin.proposalOwn');
    expect((await adminDetail(reference, other)).prices.proposal?.mayDecide).toBe(true);

    const lower = await receivedRequest(admin);
    const lowerVersion = (await adminDetail(lower.reference, admin)).version;
    const lowered = ZAdminRequestDetailSchema.parse(
      await (
        await post(`/api/admin/requests/${lower.reference}/status`, admin, {
          to: 'inspected',
          version: lowerVersion,
          actualPriceThb: 15_000,
        })
      ).json(),
    );
    expect(lowered.prices).toMatchObject({
      inspectedThb: 15_000,
      explanation: 'lowerWaiting',
      proposal: null,
    });
    expect((await track(lower.reference, lower.phone)).decisionRequired).toBe(true);
  });
});
