import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { type TCreateTradeInRequest, ZTradeInReceiptSchema } from '#core/contracts/trade-ins.ts';
import { bangkokToday } from '#core/bangkok-time.ts';
import { formatReferenceDate, REFERENCE_PATTERN } from '#core/reference.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { arrangeTradeIn, createPendingPhoto } from '../support/trade-in-factories.ts';
import { countSubmissionRows, findTradeInByReference, listTradeIns } from '../support/trade-in-queries.ts';
import { setQuoteValidUntil } from '../support/pricing-factories.ts';

const testApp = useTestApp();

const post = (body: unknown) => postJson(testApp.app, '/api/trade-ins', body);

async function submit(body: TCreateTradeInRequest) {
  const response = await post(body);
  if (response.status >= 300) throw new Error(`${response.status}: ${await response.text()}`);
  return { status: response.status, receipt: ZTradeInReceiptSchema.parse(await response.json()) };
}

const setup = (overrides: Partial<TCreateTradeInRequest> = {}) => arrangeTradeIn(testApp.db, overrides);

const todayPart = () => formatReferenceDate(bangkokToday());

describe('the reference as idempotency key', () => {
  it('answers a retry of the same submission with the stored request and a new receipt token', async () => {
    const { body } = await setup();

    const first = await submit(body);
    const second = await submit(body);

    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.receipt).toMatchObject({
      reference: body.reference,
      created: false,
      referenceChanged: false,
    });
    expect(second.receipt.createdAt).toBe(first.receipt.createdAt);
    expect(second.receipt.lines).toEqual(first.receipt.lines);
    expect(second.receipt.receiptToken).not.toBe(first.receipt.receiptToken);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 1, consents: 2, history: 1 });
    const stored = await findTradeInByReference(testApp.db, body.reference);
    expect(stored?.receiptTokenHash).toBe(
      createHash('sha256').update(second.receipt.receiptToken).digest('hex'),
    );
  });

  it('treats the same content typed differently (spaces, phone format) as the same submission', async () => {
    const { body } = await setup();

    await submit(body);
    const retry = await submit({ ...body, fullName: `  ${body.fullName} `, phone: '+66812345678' });

    expect(retry.status).toBe(200);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 1, consents: 2, history: 1 });
  });

  it('answers a retry even after the quote has expired', async () => {
    const { quote, body } = await setup();
    await submit(body);
    await setQuoteValidUntil(testApp.db, quote.id, new Date(Date.now() - 1000));

    const retry = await submit(body);

    expect(retry.status).toBe(200);
  });

  it('stores other content under a fresh reference, and finds it again when that is retried', async () => {
    const { body } = await setup();
    await submit(body);
    const changed = { ...body, option: 'voucher' as const };

    const second = await submit(changed);
    const retried = await submit(changed);

    expect(second.status).toBe(201);
    expect(second.receipt.referenceChanged).toBe(true);
    expect(second.receipt.reference).toMatch(REFERENCE_PATTERN);
    expect(second.receipt.reference).not.toBe(body.reference);
    expect(second.receipt.reference.slice(4, 10)).toBe(todayPart());
    expect(second.receipt.trackingUrl).toContain(`ref=${second.receipt.reference}`);
    expect(retried.status).toBe(200);
    expect(retried.receipt).toMatchObject({
      reference: second.receipt.reference,
      referenceChanged: true,
      created: false,
    });
    expect((await listTradeIns(testApp.db)).map((row) => row.option)).toEqual(['tradeIn', 'voucher']);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 2, consents: 4, history: 2 });
  });

  it('finds a request stored under a fresh reference even after its quote expired and its photos were taken', async () => {
    const { quote, body } = await setup();
    await submit(body);
    const photo = await createPendingPhoto(testApp.db);
    const changed = { ...body, option: 'sale' as const, photoIds: [photo.id] };
    const stored = await submit(changed);
    await setQuoteValidUntil(testApp.db, quote.id, new Date(Date.now() - 1000));

    const retried = await submit(changed);

    expect(retried.status).toBe(200);
    expect(retried.receipt).toMatchObject({ reference: stored.receipt.reference, referenceChanged: true });
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 2, consents: 4, history: 2 });
  });

  it('does not store a refused submission under its reference, so a corrected one gets it', async () => {
    const { body } = await setup();
    const refused = await post({ ...body, storeId: 999_999 });
    expect(ZErrorBodySchema.parse(await refused.json()).error.messageKey).toBe(
      'errors.tradeIn.storeNotFound',
    );

    const corrected = await submit(body);

    expect(corrected.receipt).toMatchObject({
      reference: body.reference,
      created: true,
      referenceChanged: false,
    });
  });
});

describe('concurrent submissions', () => {
  it('stores ten identical submissions sent at once as one request', async () => {
    const { body } = await setup();

    const results = await Promise.all(Array.from({ length: 10 }, () => submit(body)));

    expect(results.map((result) => result.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(results.map((result) => result.receipt.reference))).toEqual(new Set([body.reference]));
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 1, consents: 2, history: 1 });
  });

  it('stores ten different submissions sharing one reference as ten requests with ten references', async () => {
    const { body } = await setup();
    const bodies = Array.from({ length: 10 }, (_, index) => ({ ...body, fullName: `Customer ${index + 1}` }));

    const results = await Promise.all(bodies.map((each) => submit(each)));

    expect(results.every((result) => result.status === 201)).toBe(true);
    const references = results.map((result) => result.receipt.reference);
    expect(new Set(references).size).toBe(10);
    expect(references.filter((reference) => reference === body.reference)).toHaveLength(1);
    expect(results.filter((result) => result.receipt.referenceChanged)).toHaveLength(9);
    const stored = await listTradeIns(testApp.db);
    expect(stored).toHaveLength(10);
    expect(new Set(stored.map((row) => row.fullName)).size).toBe(10);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 10, consents: 20, history: 10 });
  });

  it('stores a colliding submission retried at once only once', async () => {
    const { body } = await setup();
    await submit(body);
    const changed = { ...body, option: 'sale' as const };

    const results = await Promise.all(Array.from({ length: 5 }, () => submit(changed)));

    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((result) => result.receipt.reference)).size).toBe(1);
    expect(await countSubmissionRows(testApp.db)).toEqual({ tradeIns: 2, consents: 4, history: 2 });
  });
});
