import { describe, expect, it } from 'vitest';
import { ZReportSummarySchema, type TReportSummary } from '#core/contracts/reports.ts';
import { bangkokDate } from '#core/bangkok-time.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import en from '../../src/core/i18n/en.json' with { type: 'json' };
import th from '../../src/core/i18n/th.json' with { type: 'json' };
import { createRequest } from '../support/admin-request-factories.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { createQuote, phoneAnswers } from '../support/trade-in-factories.ts';

const handle = useTestApp();
const BOM = '\uFEFF';

/** A Bangkok wall-clock time as an instant. */
const bkk = (local: string) => new Date(`${local}+07:00`);

async function staffToken(roles: Parameters<typeof createUser>[1] = { roles: ['engineer'] }) {
  const user = await createUser(handle.db, roles);
  return (await signIn(handle.app, user)).accessToken;
}

async function getSummary(query: string, token?: string): Promise<Response> {
  return handle.app.request(`/api/reports/summary${query}`, { headers: token ? bearer(token) : {} });
}

async function summaryOf(query: string, token: string): Promise<TReportSummary> {
  const response = await getSummary(query, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZReportSummarySchema.parse(await response.json());
}

/** An inspected request made from a quote with these answers: offered `offer`, priced `actual` by the engineer. */
async function inspectedRequest(options: {
  modelId: number;
  answers: TAnswersInput;
  offer: number;
  actual: number;
  at: Date;
  status?: 'inspected' | 'settled' | 'rejected';
}) {
  const quote = await createQuote(handle.db, {
    modelId: options.modelId,
    answers: options.answers,
    offerThb: options.offer,
    createdAt: options.at,
  });
  return createRequest(handle.db, {
    quoteId: quote.id,
    modelId: options.modelId,
    offeredThb: options.offer,
    engineerActualPriceThb: options.actual,
    status: options.status ?? 'inspected',
    createdAt: options.at,
  });
}

describe('GET /api/reports/summary', () => {
  let token: string;

  it('counts requests per Bangkok day across midnight UTC, fills empty days, and counts per status', async () => {
    token = await staffToken();
    // 23:59:59 and 00:00:00 Bangkok straddle a Bangkok midnight (16:59:59 / 17:00:00 UTC).
    await createRequest(handle.db, { createdAt: bkk('2026-03-09T23:59:59'), status: 'new' });
    await createRequest(handle.db, { createdAt: bkk('2026-03-10T00:00:00'), status: 'booked' });
    // 06:30 Bangkok is still the previous UTC day: it belongs to 10 March.
    await createRequest(handle.db, { createdAt: new Date('2026-03-09T23:30:00Z'), status: 'settled' });
    // Outside the period on both sides.
    await createRequest(handle.db, { createdAt: bkk('2026-03-08T23:59:59'), status: 'new' });
    await createRequest(handle.db, { createdAt: bkk('2026-03-12T00:00:00'), status: 'new' });

    const report = await summaryOf('?from=2026-03-09&to=2026-03-11', token);
    expect(report.period).toEqual({ from: '2026-03-09', to: '2026-03-11', days: 3 });
    expect(report.perDay).toEqual([
      { date: '2026-03-09', requests: 1 },
      { date: '2026-03-10', requests: 2 },
      { date: '2026-03-11', requests: 0 },
    ]);
    expect(report.perStatus).toEqual([
      { status: 'new', requests: 1 },
      { status: 'booked', requests: 1 },
      { status: 'received', requests: 0 },
      { status: 'inspected', requests: 0 },
      { status: 'settled', requests: 1 },
      { status: 'rejected', requests: 0 },
    ]);
  });

  it('gives the funnel quotes → requests → settled, offer versus actual, top models and the quote-accuracy loop', async () => {
    token = await staffToken({ roles: ['finance'] });
    const brand = await createBrand(handle.db, { name: 'Apple' });
    const iphone = await createModel(handle.db, { brandId: brand.id, name: 'iPhone 15' });
    const ipad = await createModel(handle.db, { brandId: brand.id, name: 'ไอแพด Air' });
    const day = '2026-05-15T10:00:00';

    // Four inspected requests on the iPhone (with quotes), one not yet inspected on the iPad.
    await inspectedRequest({
      modelId: iphone.id,
      answers: phoneAnswers(),
      offer: 20_000,
      actual: 20_000,
      at: bkk(day),
    });
    await inspectedRequest({
      modelId: iphone.id,
      answers: phoneAnswers({ screen: 'minorScratch' }),
      offer: 18_000,
      actual: 15_000,
      at: bkk(day),
      status: 'settled',
    });
    await inspectedRequest({
      modelId: iphone.id,
      answers: phoneAnswers({ screen: 'minorScratch', functional: ['camera'] }),
      offer: 16_000,
      actual: 15_000,
      at: bkk(day),
      status: 'rejected',
    });
    await inspectedRequest({
      modelId: iphone.id,
      answers: phoneAnswers({ battery: 'under80' }),
      offer: 10_000,
      actual: 11_000,
      at: bkk(day),
      status: 'settled',
    });
    const quote = await createQuote(handle.db, { modelId: ipad.id, createdAt: bkk(day) });
    await createRequest(handle.db, {
      quoteId: quote.id,
      modelId: ipad.id,
      offeredThb: 9_000,
      createdAt: bkk(day),
    });
    // Two quotes that led to nothing, and a pick-up without a valuation (no model, no offer).
    await createQuote(handle.db, { modelId: ipad.id, createdAt: bkk(day) });
    await createQuote(handle.db, { modelId: ipad.id, createdAt: bkk(day) });
    await createRequest(handle.db, { modelId: null, offeredThb: null, createdAt: bkk(day) });
    // A quote and an inspected request the day after the period count nowhere.
    await inspectedRequest({
      modelId: ipad.id,
      answers: phoneAnswers(),
      offer: 5_000,
      actual: 1_000,
      at: bkk('2026-05-16T10:00:00'),
    });

    const report = await summaryOf('?from=2026-05-15&to=2026-05-15', token);
    expect(report.funnel).toEqual({
      quotes: 7,
      requests: 6,
      settled: 2,
      quoteToRequest: 6 / 7,
      requestToSettled: 2 / 6,
      quoteToSettled: 2 / 7,
    });
    expect(report.offerVsActual).toEqual({
      inspected: 4,
      averageOfferThb: 16_000, // (20,000 + 18,000 + 16,000 + 10,000) / 4
      averageActualThb: 15_250, // (20,000 + 15,000 + 15,000 + 11,000) / 4
      lowered: 2,
      loweredShare: 0.5,
      averageLoweredByThb: 2_000, // (3,000 + 1,000) / 2
    });
    expect(report.topModels).toEqual([
      {
        modelId: iphone.id,
        brandName: 'Apple',
        modelName: 'iPhone 15',
        requests: 4,
        averageOfferThb: 16_000,
      },
      { modelId: ipad.id, brandName: 'Apple', modelName: 'ไอแพด Air', requests: 1, averageOfferThb: 9_000 },
    ]);

    const answer = (question: string, option: string) =>
      report.byQuestion.find((row) => row.question === question && row.option === option);
    // "Minor scratch" on the screen: both were priced lower (3,000 and 1,000 less).
    expect(answer('screen', 'minorScratch')).toEqual({
      question: 'screen',
      option: 'minorScratch',
      inspected: 2,
      lowered: 2,
      loweredShare: 1,
      averageLoweredByThb: 2_000,
    });
    expect(answer('functional', 'camera')).toMatchObject({
      inspected: 1,
      lowered: 1,
      averageLoweredByThb: 1_000,
    });
    expect(answer('functional', 'none')).toMatchObject({
      inspected: 3,
      lowered: 1,
      averageLoweredByThb: 3_000,
    });
    expect(answer('screen', 'noScratch')).toMatchObject({
      inspected: 2,
      lowered: 0,
      averageLoweredByThb: null,
    });
    expect(answer('modelType', 'th')).toMatchObject({ inspected: 4, lowered: 2, loweredShare: 0.5 });
    expect(answer('battery', 'under80')).toMatchObject({ inspected: 1, lowered: 0 });
    // Most often lowered first.
    expect(report.byQuestion[0]).toMatchObject({ loweredShare: 1, inspected: 2 });
  });

  it('answers an empty period with zeros and no averages', async () => {
    token = await staffToken({ roles: ['admin'] });
    const report = await summaryOf('?from=2025-01-01&to=2025-01-07', token);
    expect(report.perDay).toHaveLength(7);
    expect(report.perDay.every((row) => row.requests === 0)).toBe(true);
    expect(report.funnel).toEqual({
      quotes: 0,
      requests: 0,
      settled: 0,
      quoteToRequest: null,
      requestToSettled: null,
      quoteToSettled: null,
    });
    expect(report.offerVsActual).toMatchObject({ inspected: 0, averageOfferThb: null, loweredShare: null });
    expect(report.byQuestion).toEqual([]);
    expect(report.topModels).toEqual([]);
  });

  it('defaults to the last 30 Bangkok days', async () => {
    token = await staffToken();
    const before = bangkokDate();
    const report = await summaryOf('', token);
    expect([before, bangkokDate()]).toContain(report.period.to);
    expect(report.period.days).toBe(30);
    expect(report.perDay).toHaveLength(30);
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-01', 'errors.reports.dateInvalid'],
    ['?from=yesterday', 'errors.reports.dateInvalid'],
    ['?from=2026-03-02&to=2026-03-01', 'errors.reports.rangeInvalid'],
    ['?from=2025-01-01&to=2026-01-02', 'errors.reports.rangeTooLong'],
    ['?to=1999-13-01', 'errors.reports.dateInvalid'],
  ])('refuses %s with 400 %s, in both languages', async (query, messageKey) => {
    token = await staffToken();
    const response = await getSummary(query, token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; messageKey: string } };
    expect(body.error).toMatchObject({ code: 'VALIDATION', messageKey });
    const key = messageKey.split('.')[2] as keyof typeof en.errors.reports;
    expect(en.errors.reports[key]).toBeTruthy();
    expect(th.errors.reports[key]).toBeTruthy();
  });

  it('never answers 5xx to odd parameters', async () => {
    token = await staffToken();
    for (const query of [
      '?from=',
      '?from=2026-01-01&from=2026-01-02',
      '?to=%00',
      '?from=0000-00-00',
      '?x=1',
    ]) {
      const response = await getSummary(query, token);
      expect(response.status, query).toBeLessThan(500);
    }
  });
});

describe('access', () => {
  it('is 401 without a session, 403 for a dealer or a staff account without roles, 200 for any role', async () => {
    expect((await getSummary('')).status).toBe(401);
    expect((await handle.app.request('/api/reports/summary.csv?table=perDay')).status).toBe(401);
    const dealer = await createUser(handle.db, { kind: 'dealer' });
    expect((await getSummary('', (await signIn(handle.app, dealer)).accessToken)).status).toBe(403);
    expect((await getSummary('', await staffToken({ roles: [] }))).status).toBe(403);
    for (const role of ['warehouse', 'sales', 'account', 'admin'] as const) {
      expect((await getSummary('', await staffToken({ roles: [role] }))).status, role).toBe(200);
    }
  });
});

describe('GET /api/reports/summary.csv', () => {
  it('sends one table as CSV with a BOM, a header row and Thai intact', async () => {
    const token = await staffToken({ roles: ['sales'] });
    const brand = await createBrand(handle.db, { name: 'ซัมซุง' });
    const model = await createModel(handle.db, { brandId: brand.id, name: '=Galaxy "S24", 256' });
    await createRequest(handle.db, {
      modelId: model.id,
      offeredThb: 12_340,
      createdAt: bkk('2026-07-01T09:00:00'),
    });

    const csvOf = async (table: string) => {
      const response = await handle.app.request(
        `/api/reports/summary.csv?from=2026-07-01&to=2026-07-02&table=${table}`,
        { headers: bearer(token) },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="report-${table}-2026-07-01-2026-07-02.csv"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    };

    expect(await csvOf('perDay')).toBe(`${BOM}date,requests\n2026-07-01,1\n2026-07-02,0\n`);
    expect(await csvOf('topModels')).toBe(
      `${BOM}brand,model,requests,average_offer_thb\nซัมซุง,"'=Galaxy ""S24"", 256",1,12340\n`,
    );
    expect(await csvOf('funnel')).toBe(
      `${BOM}step,count,percent_of_previous\nquotes,0,\nrequests,1,\nsettled,0,0.0\n`,
    );
    for (const table of ['perStatus', 'offerVsActual', 'byQuestion']) {
      expect((await csvOf(table)).split('\n')[0]).toMatch(/^\uFEFF[a-z_]+,/);
    }
  });

  it('refuses an unknown table or a bad period with 400', async () => {
    const token = await staffToken();
    for (const query of ['table=pie', '', 'table=perDay&from=2026-01-05&to=2026-01-01']) {
      const response = await handle.app.request(`/api/reports/summary.csv?${query}`, {
        headers: bearer(token),
      });
      expect(response.status, query).toBe(400);
    }
  });
});
