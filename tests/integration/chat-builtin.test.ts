import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, type TLocale } from '#core/constants.ts';
import type { TChatMessage } from '#core/contracts/chat.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { createBrand, createModel } from '../support/factories.ts';
import {
  createAdjustments,
  createPrices,
  createPricingSettings,
  deletePrice,
  updatePricingSettings,
} from '../support/pricing-factories.ts';
import { chatText, createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createQuoteViaApi, phoneAnswers, quoteBody } from '../support/trade-in-factories.ts';

/**
 * The built-in assistant, question by question, in Thai and English: the facts each answer must carry.
 * Every price is checked against POST /api/quotes (the quotes service and pricing engine) for the same
 * model, storage and answers.
 */

const testDatabase = useTestDatabase({ reset: 'once' });
let app: TTestApp['app'];
/** The app's catalogue: a direct write to the pricing tables calls its invalidate() (test-app.ts). */
let catalogue: TTestApp['catalogue'];
const ids: Record<string, { brandId: number; modelId: number; releaseYear: number }> = {};

const NEUTRAL = phoneAnswers({ modelType: 'th', warranty: 'under4Months', accessories: 'incomplete' });
const PRINTER_NEUTRAL: TAnswersInput = {
  warranty: 'under4Months',
  body: 'noScratch',
  accessories: 'incomplete',
  functional: [],
};

beforeAll(async () => {
  const db = testDatabase.db;
  const apple = await createBrand(db, { name: 'Apple', slug: 'apple' });
  const samsung = await createBrand(db, { name: 'Samsung', slug: 'samsung' });
  const canon = await createBrand(db, { name: 'Canon', slug: 'canon', category: 'printer' });
  const add = async (
    key: string,
    brandId: number,
    name: string,
    storage: number[],
    category: 'phone' | 'printer' = 'phone',
  ) => {
    const model = await createModel(db, {
      brandId,
      name,
      storageOptions: storage,
      releaseYear: 2022,
      category,
    });
    ids[key] = { brandId, modelId: model.id, releaseYear: 2022 };
    for (const [index, size] of storage.entries()) {
      const base = 10_000 + model.id * 1_000 + index * 1_500;
      await createPrices(db, model.id, size, {
        excellent: base,
        good: Math.round(base * 0.88),
        fair: Math.round(base * 0.72),
        broken: Math.round(base * 0.3),
      });
    }
  };
  await add('iphone13', apple.id, 'iPhone 13', [128, 256, 512]);
  await add('iphone13pro', apple.id, 'iPhone 13 Pro', [128, 256]);
  await add('iphone13promax', apple.id, 'iPhone 13 Pro Max', [256, 512]);
  await add('s23', samsung.id, 'Galaxy S23', [128, 256]);
  await add('s23ultra', samsung.id, 'Galaxy S23 Ultra', [256, 512]);
  await add('s24fe', samsung.id, 'Galaxy S24 FE', [128]);
  await add('g3020', canon.id, 'PIXMA G3020', [0], 'printer');
  // Issue 16: what cannot be priced is not offered: a model added without prices (its brand has no
  // other), and a size of which one grade has no price.
  const sony = await createBrand(db, { name: 'Sony', slug: 'sony' });
  await createModel(db, { brandId: sony.id, name: 'Xperia 1 VI', storageOptions: [256], releaseYear: 2024 });
  const mini = await createModel(db, {
    brandId: apple.id,
    name: 'iPhone 12 mini',
    storageOptions: [64, 128],
    releaseYear: 2020,
  });
  ids.iphone12mini = { brandId: apple.id, modelId: mini.id, releaseYear: 2020 };
  await createPrices(db, mini.id, 64);
  await createPrices(db, mini.id, 128);
  await deletePrice(db, { modelId: mini.id, storageGb: 128, grade: 'broken' });
  await createPricingSettings(db, { provincialBonusThb: 300, voucherUpliftPercent: 5, priceLockDays: 7 });
  await createAdjustments(db, [
    { question: 'modelType', option: 'international', kind: 'percent', value: -10 },
    { question: 'warranty', option: 'over4Months', kind: 'percent', value: 3 },
    { question: 'accessories', option: 'noBox', kind: 'percent', value: -3 },
    { question: 'accessories', option: 'completeBox', kind: 'percent', value: 2 },
    { question: 'functional', option: 'camera', kind: 'percent', value: -6 },
  ]);
  ({ app, catalogue } = await createTestApp({
    database: testDatabase.database,
    webDistDir: './dist/none',
    env: { CHAT_RATE_LIMIT: '1000' },
    chat: { chunkDelayMs: 0 },
  }));
});

async function ask(question: string | TChatMessage[], locale?: TLocale): Promise<string> {
  const messages = typeof question === 'string' ? [{ role: 'user' as const, content: question }] : question;
  const response = await postJson(app, '/api/chat', { messages, ...(locale ? { locale } : {}) });
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
  return chatText(body);
}

/** The offer POST /api/quotes gives for the device and answers, as the chat writes it ("12,345"). */
async function engineOffer(key: string, storageGb: number, answers: TAnswersInput): Promise<string> {
  const device = ids[key];
  if (!device) throw new Error(`no device ${key}`);
  const quote = await createQuoteViaApi(
    app,
    quoteBody(device.modelId, { storageGb, year: device.releaseYear, answers }),
  );
  return quote.offerThb.toLocaleString('en-US');
}

const PRICE_CASES: {
  question: string;
  device: string;
  storageGb: number;
  answers: TAnswersInput;
  facts: string[];
  others?: Record<string, TAnswersInput>;
}[] = [
  {
    question: 'ไอโฟน 13 128GB ได้เท่าไหร่',
    device: 'iphone13',
    storageGb: 128,
    answers: NEUTRAL,
    facts: ['iPhone 13 128 GB สภาพดีเยี่ยม: ', 'รวม', 'บัตรกำนัล', 'โบนัสเพิ่ม 300 บาท'],
    others: {
      ดี: { ...NEUTRAL, body: 'minorScratch' },
      พอใช้: { ...NEUTRAL, body: 'scratchDent' },
      ชำรุด: { ...NEUTRAL, body: 'crackedBroken' },
    },
  },
  {
    question: 'how much for a Galaxy S23 256 GB with a cracked screen',
    device: 's23',
    storageGb: 256,
    answers: { ...NEUTRAL, screen: 'cracked' },
    facts: ['Galaxy S23 256 GB in broken condition (from what you told me): ', 'Total'],
  },
  {
    question: 'ไอโฟน13โปรแม็ก 512 จอแตก แบต 78%',
    device: 'iphone13promax',
    storageGb: 512,
    answers: { ...NEUTRAL, screen: 'broken', battery: 'under80' },
    facts: ['iPhone 13 Pro Max 512 GB สภาพชำรุด (ตามที่คุณบอกมา): '],
  },
  {
    question: 'Galaxy S23 Ultra 512GB, no box, international model, camera not working',
    device: 's23ultra',
    storageGb: 512,
    answers: { ...NEUTRAL, modelType: 'international', accessories: 'noBox', functional: ['camera'] },
    facts: [
      'Galaxy S23 Ultra 512 GB',
      'International / other (−10%)',
      'No box (−3%)',
      'Camera / flash not working (−6%)',
    ],
  },
  {
    question: 'ไอโฟน 13 โปร 256 กิ๊ก ประกันเหลือ 6 เดือน ครบกล่อง',
    device: 'iphone13pro',
    storageGb: 256,
    answers: { ...NEUTRAL, warranty: 'over4Months', accessories: 'completeBox' },
    facts: ['iPhone 13 Pro 256 GB', 'ประกันเหลือมากกว่า 4 เดือน (+3%)'],
  },
  {
    question: 'Canon PIXMA G3020 how much?',
    device: 'g3020',
    storageGb: 0,
    answers: PRINTER_NEUTRAL,
    facts: ['Canon PIXMA G3020 in excellent condition: '],
  },
];

describe('built-in assistant: prices from the catalogue and the pricing engine', () => {
  it.each(PRICE_CASES)('$question', async ({ question, device, storageGb, answers, facts, others }) => {
    const answer = await ask(question);

    const offer = await engineOffer(device, storageGb, answers);
    expect(answer).toContain(offer);
    expect(answer).toMatch(new RegExp(`(?:Total|รวม): ${offer} (?:THB|บาท)`));
    for (const fact of facts) expect(answer).toContain(fact);
    const { brandId, modelId } = ids[device] ?? { brandId: 0, modelId: 0 };
    expect(answer).toMatch(
      new RegExp(
        `\\n/valuation\\?brand=${brandId}&model=${modelId}&storage=${storageGb}&ref=TRD-\\d{6}-[A-Z0-9]{4}$`,
      ),
    );
    for (const [gradeLabel, gradeAnswers] of Object.entries(others ?? {})) {
      expect(answer).toContain(`${gradeLabel} ${await engineOffer(device, storageGb, gradeAnswers)} บาท`);
    }
  });

  it('lists every size when none is named, and asks which one', async () => {
    const answer = await ask('how much is an iPhone 13 worth?');

    for (const size of [128, 256, 512]) {
      expect(answer).toContain(`${size} GB: ${await engineOffer('iphone13', size, NEUTRAL)} THB`);
    }
    expect(answer).toContain('Tell me the storage size');
  });

  it('offers only what can be priced: no model without prices, no size missing a grade (issue 16)', async () => {
    const unpriced = await ask('Sony Xperia 1 VI 256GB how much?');
    expect(unpriced).not.toContain('Xperia');
    expect(unpriced).not.toContain('THB');

    const partly = await ask('how much is an iPhone 12 mini worth?');
    // The one size it can price is the only one, so the answer quotes it straight away.
    expect(partly).toContain(
      `iPhone 12 mini 64 GB in excellent condition: ${await engineOffer('iphone12mini', 64, NEUTRAL)} THB`,
    );
    expect(partly).not.toContain('128 GB');
  });

  it('names the sizes it buys when the one asked about does not exist', async () => {
    const answer = await ask('iPhone 13 1TB price?');

    expect(answer).toBe(
      'We buy the Apple iPhone 13 in 128 GB, 256 GB or 512 GB, not in 1 TB. Which one is yours?',
    );
  });

  it('takes the device from the previous question when the next one adds the details', async () => {
    const answer = await ask([
      { role: 'user', content: 'ไอโฟน 13 ราคาเท่าไหร่' },
      { role: 'assistant', content: 'บอกความจุของเครื่องมาได้เลย' },
      { role: 'user', content: '256GB จอร้าว' },
    ]);

    expect(answer).toContain(
      `iPhone 13 256 GB สภาพชำรุด (ตามที่คุณบอกมา): ${await engineOffer('iphone13', 256, { ...NEUTRAL, screen: 'cracked' })} บาท`,
    );
  });

  it('quotes the live settings: an admin change of the bonus shows in the next answer', async () => {
    await updatePricingSettings(testDatabase.db, { provincialBonusThb: 500 });
    catalogue.invalidate();
    try {
      expect(await ask('ต่างจังหวัดได้โบนัสไหม')).toContain('500 บาท');
      expect(await ask('iPhone 13 Pro 128GB price')).toContain('Outside Bangkok: +500 THB bonus');
    } finally {
      await updatePricingSettings(testDatabase.db, { provincialBonusThb: 300 });
      catalogue.invalidate();
    }
  });
});

const FACT_CASES: { question: string; locale?: TLocale; facts: string[]; absent?: string[] }[] = [
  { question: 'ขั้นตอนการขายเป็นยังไง', facts: ['3 ขั้นตอน', 'ล็อกราคาไว้ให้ 7 วัน', '\n/valuation'] },
  { question: 'How does it work?', facts: ['3 steps', 'held for 7 days', 'free courier pick-up'] },
  {
    question: 'Can I get a voucher instead of cash?',
    facts: ['Trade-in discount', 'Sell for cash', '5% more than cash'],
  },
  { question: 'อยากเทิร์นเครื่อง มีตัวเลือกอะไรบ้าง', facts: ['ส่วนลดเทิร์นเครื่องใหม่', 'ขายรับเงินสด', 'บัตรกำนัล'] },
  { question: 'ต่างจังหวัดได้โบนัสไหม', facts: ['ลูกค้าต่างจังหวัด', '300 บาท'] },
  { question: 'Is there a bonus outside Bangkok?', facts: ['bonus of 300 THB'] },
  { question: 'รับเครื่องถึงบ้านไหม', facts: ['ฟรีทั่วประเทศ', '09:00–12:00', '\n/pickup'] },
  { question: 'Do you offer pick-up from my home?', facts: ['Pick-up is free', '30 days', '\n/pickup'] },
  { question: 'When do I get paid?', facts: ['bank transfer within 1 business day'] },
  { question: 'ได้เงินเมื่อไหร่', facts: ['ภายใน 1 วันทำการ'] },
  { question: 'ข้อมูลส่วนตัวในเครื่องจะปลอดภัยไหม', facts: ['PDPA', 'iCloud', '\n/privacy'] },
  { question: 'What happens to my personal data?', facts: ["Thailand's PDPA", '\n/privacy'] },
  { question: 'สวัสดีค่ะ', facts: ['สวัสดีค่ะ', 'ถามราคาเครื่อง'] },
  { question: 'ขอบคุณมากครับ', facts: ['ยินดีค่ะ'] },
  { question: 'What is the weather tomorrow?', facts: ["I don't know", COMPANY.phone, COMPANY.lineOaId] },
  { question: 'พรุ่งนี้ฝนจะตกไหม', facts: ['ขออภัย', COMPANY.phone, COMPANY.lineOaId] },
  { question: 'ซัมซุงรับไหม', facts: ['Samsung', 'Galaxy S23'] },
  { question: 'how much for a Galaxy S23 FE?', facts: ['Did you mean', 'Galaxy S23'] },
  { question: 'How much can I get for my phone?', facts: ['brand, model and storage', '\n/valuation'] },
  { question: 'iPhone 13 128', locale: 'en', facts: ['in excellent condition: ', 'THB'], absent: ['บาท'] },
  { question: 'iPhone 13 128', locale: 'th', facts: ['สภาพดีเยี่ยม', 'บาท'], absent: ['THB'] },
];

describe('built-in assistant: what it says about the service, in the language asked', () => {
  it.each(FACT_CASES)('$question ($locale)', async ({ question, locale, facts, absent }) => {
    const answer = await ask(question, locale);

    for (const fact of facts) expect(answer).toContain(fact);
    for (const word of absent ?? []) expect(answer).not.toContain(word);
    // Thai questions get Thai answers; English ones get no Thai words (device names aside).
    const asksInThai = /[\u0e00-\u0e7f]/.test(question) || locale === 'th';
    expect(/[\u0e00-\u0e7f]/.test(answer)).toBe(asksInThai);
  });
});
