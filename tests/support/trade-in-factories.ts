import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addDays, bangkokDate } from '#core/bangkok-time.ts';
import {
  type TAnswersInput,
  type TCreateQuoteRequest,
  type TPriceLine,
  type TQuote,
  ZQuoteSchema,
} from '#core/contracts/quotes.ts';
import type { TCreatePickupRequest, TCreateTradeInRequest } from '#core/contracts/trade-ins.ts';
import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { photos, quotes, stores, tradeIns } from '#server/db/schema/index.ts';
import { createModel } from './factories.ts';
import { postJson, type TRequester } from './test-app.ts';

type TQuoteRow = typeof quotes.$inferSelect;
type TStoreRow = typeof stores.$inferSelect;

let sequence = 0;
const nextNumber = () => ++sequence;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The price lines of the stored quotes and requests: 18,000 THB for grade good, less 400 for no box. */
export const TEST_PRICE_LINES: TPriceLine[] = [
  { kind: 'base', labelKey: 'pricing.line.base', grade: 'good', amountThb: 18_000 },
  {
    kind: 'adjustment',
    labelKey: 'questionnaire.accessories.options.noBox',
    question: 'accessories',
    option: 'noBox',
    amountThb: -400,
  },
];

/**
 * Answers to every question a phone is asked, in the best condition (Thai model, warranty over four
 * months, no scratch, complete box) unless `overrides` says otherwise.
 */
export function phoneAnswers(overrides: Partial<TAnswersInput> = {}): TAnswersInput {
  return {
    modelType: 'th',
    warranty: 'over4Months',
    body: 'noScratch',
    screen: 'noScratch',
    display: 'normal',
    battery: 'over80',
    accessories: 'completeBox',
    functional: [],
    ...overrides,
  };
}

/** A complete, valid body for POST /api/quotes: the model at 128 GB, from 2024, with phoneAnswers(). */
export function quoteBody(
  modelId: number,
  overrides: Partial<TCreateQuoteRequest> = {},
): TCreateQuoteRequest {
  return { modelId, storageGb: 128, year: 2024, answers: phoneAnswers(), ...overrides };
}

/** A quote made through POST /api/quotes, which must answer 201 (its body is shown when it does not). */
export async function createQuoteViaApi(app: TRequester, body: TCreateQuoteRequest): Promise<TQuote> {
  const response = await postJson(app, '/api/quotes', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ZQuoteSchema.parse(await response.json());
}

/** A stored quote for "Apple iPhone 15 128 GB", grade good, offer 17,600 THB, valid for 7 days. */
export async function createQuote(
  db: TDb,
  overrides: Partial<typeof quotes.$inferInsert> = {},
): Promise<TQuoteRow> {
  const [row] = await db
    .insert(quotes)
    .values({
      id: randomUUID(),
      modelName: 'iPhone 15',
      brandName: 'Apple',
      category: 'phone',
      storageGb: 128,
      year: 2024,
      answers: { body: 'minorScratch', functional: [] },
      grade: 'good',
      lines: TEST_PRICE_LINES,
      offerThb: 17_600,
      voucherOfferThb: 18_480,
      voucherUpliftPercent: 5,
      provincialBonusThb: 300,
      validUntil: new Date(Date.now() + 7 * DAY_MS),
      ...overrides,
      modelId: overrides.modelId ?? (await createModel(db)).id,
    })
    .returning();
  if (!row) throw new Error('createQuote inserted no row');
  return row;
}

export async function createStore(
  db: TDb,
  overrides: Partial<typeof stores.$inferInsert> = {},
): Promise<TStoreRow> {
  const number = nextNumber();
  const [row] = await db
    .insert(stores)
    .values({
      slug: `store-${number}`,
      nameTh: `ร้าน ${number}`,
      nameEn: `Store ${number}`,
      addressTh: `ที่อยู่ ${number}`,
      addressEn: `Address ${number}`,
      province: 'bangkok',
      openingHoursTh: 'ทุกวัน 10:00–21:00 น.',
      openingHoursEn: 'Daily 10:00–21:00',
      phone: '02-000-0000',
      sortOrder: number * 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createStore inserted no row');
  return row;
}

/** A pending photo row (no file: the submission side never reads it). */
export async function createPendingPhoto(db: TDb, overrides: Partial<typeof photos.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(photos)
    .values({
      id,
      fileName: `${id}.jpg`,
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: 1000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createPendingPhoto inserted no row');
  return row;
}

/** A stored request made some other way, e.g. to own a photo or a reference. */
export async function createTradeInRow(db: TDb, overrides: Partial<typeof tradeIns.$inferInsert> = {}) {
  const [row] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      deviceDescription: 'Other device',
      fulfilment: 'pickup',
      province: 'bangkok',
      fullName: 'Other Customer',
      phone: '0899999999',
      contentHash: 'other',
      receiptTokenHash: 'other',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createTradeInRow inserted no row');
  return row;
}

/** A Bangkok date `days` from today, as the pick-up form sends it. */
export function bangkokDateIn(days: number): string {
  return addDays(bangkokDate(), days);
}

/** A complete, valid trade-in body for a store drop-off in Bangkok. */
export function tradeInBody(
  quoteId: string,
  storeId: number,
  overrides: Partial<TCreateTradeInRequest> = {},
): TCreateTradeInRequest {
  return {
    reference: generateReference(),
    quoteId,
    option: 'tradeIn',
    fulfilment: 'store',
    storeId,
    fullName: 'สมชาย ใจดี',
    phone: '081-234-5678',
    email: 'somchai@example.co.th',
    province: 'bangkok',
    pdpaConsent: true,
    marketingOptIn: false,
    locale: 'th',
    ...overrides,
  };
}

/**
 * What a submission needs: a stored quote (see createQuote), an active store, and a valid body for them
 * (see tradeInBody; `overrides` changes it, e.g. to a courier pick-up or with photos).
 */
export async function arrangeTradeIn(db: TDb, overrides: Partial<TCreateTradeInRequest> = {}) {
  const quote = await createQuote(db);
  const store = await createStore(db);
  return { quote, store, body: tradeInBody(quote.id, store.id, overrides) };
}

/** A complete, valid pick-up body (no valuation). */
export function pickupBody(overrides: Partial<TCreatePickupRequest> = {}): TCreatePickupRequest {
  return {
    reference: generateReference(),
    fullName: 'Jane Doe',
    phone: '+66 89 765 4321',
    province: 'chiang-mai',
    deviceDescription: 'Samsung Galaxy S23, cracked back',
    pickup: {
      address: '99/1 Nimmanhaemin Road, Suthep, Mueang Chiang Mai',
      date: bangkokDateIn(2),
      timeSlot: '09:00-12:00',
    },
    pdpaConsent: true,
    locale: 'en',
    ...overrides,
  };
}
