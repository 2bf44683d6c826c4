import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TAnswersInput, TCreateQuoteRequest } from '#core/contracts/quotes.ts';
import { createBrand, createModel, updateBrand } from '../support/factories.ts';
import {
  countQuotes,
  createPrices,
  createPricingSettings,
  deletePrice,
} from '../support/pricing-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { phoneAnswers, quoteBody } from '../support/trade-in-factories.ts';

const testApp = useTestApp();

const PHONE = phoneAnswers({
  modelType: 'th',
  warranty: 'expired',
  body: 'minorScratch',
  accessories: 'noBox',
});
const PRINTER: TAnswersInput = {
  warranty: 'expired',
  body: 'noScratch',
  accessories: 'noBox',
  functional: [],
};
const NOTEBOOK: TAnswersInput = { ...PHONE, modelType: undefined };
const thisYear = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()),
);

const post = (body: string, contentType = 'application/json') =>
  testApp.app.request('/api/quotes', { method: 'POST', headers: { 'Content-Type': contentType }, body });

/** A priced model of each kind the cases need; returns a valid request per kind. */
async function arrange() {
  await createPricingSettings(testApp.db);
  const brand = await createBrand(testApp.db);
  const phone = await createModel(testApp.db, {
    brandId: brand.id,
    category: 'phone',
    storageOptions: [128, 256],
    releaseYear: 2023,
  });
  const printer = await createModel(testApp.db, {
    brandId: brand.id,
    category: 'printer',
    storageOptions: [0],
    releaseYear: 2021,
  });
  const notebook = await createModel(testApp.db, {
    brandId: brand.id,
    category: 'notebook',
    storageOptions: [512],
    releaseYear: 2022,
  });
  const retired = await createModel(testApp.db, {
    brandId: brand.id,
    storageOptions: [128],
    isActive: false,
  });
  const hiddenBrand = await createBrand(testApp.db, { isActive: false });
  const ofHiddenBrand = await createModel(testApp.db, { brandId: hiddenBrand.id, storageOptions: [128] });
  const unpriced = await createModel(testApp.db, {
    brandId: brand.id,
    storageOptions: [128],
    releaseYear: 2022,
  });
  await createPrices(testApp.db, phone.id, 128);
  await createPrices(testApp.db, phone.id, 256);
  await createPrices(testApp.db, printer.id, 0);
  await createPrices(testApp.db, notebook.id, 512);
  for (const model of [retired, ofHiddenBrand]) await createPrices(testApp.db, model.id, 128);
  return {
    brand,
    phone: quoteBody(phone.id, { storageGb: 128, answers: PHONE }),
    printer: quoteBody(printer.id, { storageGb: 0, answers: PRINTER }),
    notebook: quoteBody(notebook.id, { storageGb: 512, answers: NOTEBOOK }),
    retired: quoteBody(retired.id, { storageGb: 128, answers: PHONE }),
    ofHiddenBrand: quoteBody(ofHiddenBrand.id, { storageGb: 128, answers: PHONE }),
    unpriced: quoteBody(unpriced.id, { storageGb: 128, answers: PHONE }),
  };
}
type TArranged = Awaited<ReturnType<typeof arrange>>;

async function expect400(
  response: Response,
  messageKey: string,
  details?: { path: string; messageKey: string }[],
) {
  expect(response.status).toBe(400);
  const { error } = ZErrorBodySchema.parse(await response.json());
  expect(error).toMatchObject({ code: 'VALIDATION', messageKey });
  if (details) expect(error.details).toEqual(details);
  return error;
}

describe('POST /api/quotes accepts', () => {
  it.each<[string, (a: TArranged) => TCreateQuoteRequest]>([
    ['a phone', (a) => a.phone],
    ['a printer with only its questions', (a) => a.printer],
    ['a notebook without model type', (a) => a.notebook],
    ['the release year', (a) => ({ ...a.phone, year: 2023 })],
    ['this year', (a) => ({ ...a.phone, year: thisYear })],
  ])('%s', async (_label, pick) => {
    const response = await post(JSON.stringify(pick(await arrange())));

    expect(response.status, await response.clone().text()).toBe(201);
  });
});

describe('POST /api/quotes answers 400', () => {
  it.each<
    [
      string,
      (a: TArranged) => TCreateQuoteRequest,
      string,
      { path: string; messageKey: string }[] | undefined,
    ]
  >([
    [
      'for an unknown model',
      (a) => ({ ...a.phone, modelId: a.phone.modelId + 1_000 }),
      'errors.quote.modelNotFound',
      [{ path: 'modelId', messageKey: 'errors.quote.modelNotFound' }],
    ],
    [
      'for a model id beyond the integer column',
      (a) => ({ ...a.phone, modelId: 3_000_000_000 }),
      'errors.quote.modelNotFound',
      [{ path: 'modelId', messageKey: 'errors.quote.modelNotFound' }],
    ],
    [
      'for an inactive model',
      (a) => a.retired,
      'errors.quote.modelNotFound',
      [{ path: 'modelId', messageKey: 'errors.quote.modelNotFound' }],
    ],
    [
      'for a model of an inactive brand',
      (a) => a.ofHiddenBrand,
      'errors.quote.modelNotFound',
      [{ path: 'modelId', messageKey: 'errors.quote.modelNotFound' }],
    ],
    [
      'for a storage size the model does not come in',
      (a) => ({ ...a.phone, storageGb: 512 }),
      'errors.quote.storageNotOffered',
      [{ path: 'storageGb', messageKey: 'errors.quote.storageNotOffered' }],
    ],
    [
      'for a huge storage size',
      (a) => ({ ...a.phone, storageGb: 3_000_000_000 }),
      'errors.quote.storageNotOffered',
      [{ path: 'storageGb', messageKey: 'errors.quote.storageNotOffered' }],
    ],
    [
      'for a year before the release year',
      (a) => ({ ...a.phone, year: 2022 }),
      'errors.quote.yearInvalid',
      [{ path: 'year', messageKey: 'errors.quote.yearInvalid' }],
    ],
    [
      'for a year after this year',
      (a) => ({ ...a.phone, year: thisYear + 1 }),
      'errors.quote.yearInvalid',
      [{ path: 'year', messageKey: 'errors.quote.yearInvalid' }],
    ],
    [
      'for a phone without battery answer',
      (a) => ({ ...a.phone, answers: { ...PHONE, battery: undefined } }),
      'errors.quote.answerMissing',
      [{ path: 'answers.battery', messageKey: 'errors.quote.answerMissing' }],
    ],
    [
      'for a printer with a battery answer',
      (a) => ({ ...a.printer, answers: { ...PRINTER, battery: 'over80' } }),
      'errors.quote.answerNotApplicable',
      [{ path: 'answers.battery', messageKey: 'errors.quote.answerNotApplicable' }],
    ],
    [
      'for a printer with screen and model type',
      (a) => ({ ...a.printer, answers: { ...PRINTER, modelType: 'th', screen: 'noScratch' } }),
      'errors.quote.answerNotApplicable',
      [
        { path: 'answers.modelType', messageKey: 'errors.quote.answerNotApplicable' },
        { path: 'answers.screen', messageKey: 'errors.quote.answerNotApplicable' },
      ],
    ],
    [
      'for a notebook with a "calls" issue',
      (a) => ({ ...a.notebook, answers: { ...NOTEBOOK, functional: ['calls'] } }),
      'questionnaireAdmin.errors.optionNotOffered',
      [{ path: 'answers.functional', messageKey: 'questionnaireAdmin.errors.optionNotOffered' }],
    ],
    ['for a model without a price row', (a) => a.unpriced, 'errors.quote.noPrice', undefined],
  ])('%s', async (_label, pick, messageKey, details) => {
    const arranged = await arrange();

    await expect400(await post(JSON.stringify(pick(arranged))), messageKey, details);
  });

  it('for a price missing for the grade of the answers only', async () => {
    const arranged = await arrange();
    await deletePrice(testApp.db, { modelId: arranged.phone.modelId, storageGb: 128, grade: 'good' });

    // Minor scratch: graded good, and that grade has no price.
    await expect400(await post(JSON.stringify(arranged.phone)), 'errors.quote.noPrice');
    const excellent = { ...arranged.phone, answers: { ...PHONE, body: 'noScratch' as const } };
    expect((await post(JSON.stringify(excellent))).status).toBe(201);
  });

  it('when the brand was deactivated after the model was priced', async () => {
    const arranged = await arrange();
    await updateBrand(testApp.db, arranged.brand.id, { isActive: false });

    await expect400(await post(JSON.stringify(arranged.phone)), 'errors.quote.modelNotFound');
  });

  it.each<[string, string, string?]>([
    ['malformed JSON', '{"modelId": 1,'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a JSON string', '"quote"'],
    ['a text content type', '{"modelId":1}', 'text/plain'],
    ['a form content type', 'modelId=1', 'application/x-www-form-urlencoded'],
  ])('for %s, never 500', async (_label, body, contentType) => {
    const response = await post(body, contentType);

    expect(response.status).toBe(400);
    expect(ZErrorBodySchema.parse(await response.json()).error.code).toBe('VALIDATION');
  });

  it.each<[string, (r: TCreateQuoteRequest) => unknown, string, string]>([
    [
      'modelId is a string',
      (r) => ({ ...r, modelId: String(r.modelId) }),
      'modelId',
      'errors.quote.modelRequired',
    ],
    ['modelId is missing', ({ modelId: _modelId, ...rest }) => rest, 'modelId', 'errors.quote.modelRequired'],
    ['modelId is a fraction', (r) => ({ ...r, modelId: 1.5 }), 'modelId', 'errors.quote.modelRequired'],
    ['storageGb is negative', (r) => ({ ...r, storageGb: -1 }), 'storageGb', 'errors.quote.storageRequired'],
    ['year is text', (r) => ({ ...r, year: 'last year' }), 'year', 'errors.quote.yearInvalid'],
    ['answers are missing', ({ answers: _answers, ...rest }) => rest, 'answers', 'errors.validation.invalid'],
    [
      'an option is unknown',
      (r) => ({ ...r, answers: { ...r.answers, battery: 'full' } }),
      'answers.battery',
      'errors.quote.answerInvalid',
    ],
    [
      'an issue is unknown',
      (r) => ({ ...r, answers: { ...r.answers, functional: ['wings'] } }),
      'answers.functional.0',
      'errors.quote.answerInvalid',
    ],
    [
      'an issue is repeated',
      (r) => ({ ...r, answers: { ...r.answers, functional: ['sound', 'sound'] } }),
      'answers.functional',
      'errors.quote.answerInvalid',
    ],
    [
      'functional is not a list',
      (r) => ({ ...r, answers: { ...r.answers, functional: 'none' } }),
      'answers.functional',
      'errors.validation.invalid',
    ],
  ])('when %s', async (_label, change, path, messageKey) => {
    const arranged = await arrange();

    const error = await expect400(await post(JSON.stringify(change(arranged.phone))), messageKey);

    expect(error.details?.map((detail) => detail.path)).toContain(path);
  });

  it('and stores nothing', async () => {
    const arranged = await arrange();
    await post(JSON.stringify({ ...arranged.printer, answers: { ...PRINTER, battery: 'under80' } }));
    await post(JSON.stringify(arranged.unpriced));
    expect(await countQuotes(testApp.db)).toBe(0);

    await post(JSON.stringify(arranged.printer));
    expect(await countQuotes(testApp.db)).toBe(1);
  });
});
