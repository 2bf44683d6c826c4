import { randomBytes } from 'node:crypto';
import { generateReference } from '#core/reference.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import type { TDb } from '#server/db/client.ts';
import { type stores, tradeIns } from '#server/db/schema/index.ts';
import { hashReceiptToken } from '#server/modules/receipts/receipt-token.ts';
import { createQuote, createStore, TEST_PRICE_LINES } from './trade-in-factories.ts';
import { seedRequote, seedTradeInHistory, type TRequoteDecision } from './workflow-factories.ts';

/**
 * Stored requests for the tracking and receipt tests, inserted directly (not through the submission
 * API): a request at any point of its lifecycle, with the history rows that got it there.
 */

type TTradeInRow = typeof tradeIns.$inferSelect;

let sequence = 0;
const MINUTE_MS = 60_000;

/** A store as the receipts and the tracking page show it. */
export function createReceiptStore(db: TDb, overrides: Partial<typeof stores.$inferInsert> = {}) {
  return createStore(db, {
    nameTh: 'คุ้มค่า สาขาสยามสแควร์วัน',
    nameEn: 'Khumkha Siam Square One',
    addressTh: 'ชั้น 4 สยามสแควร์วัน 388 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330',
    addressEn: '4th floor, Siam Square One, 388 Rama I Road, Pathum Wan, Bangkok 10330',
    phone: '02-026-8801',
    ...overrides,
  });
}

/** A stored quote whose price lock ends at `validUntil`. */
export function createLockedQuote(db: TDb, validUntil: Date) {
  return createQuote(db, { validUntil, answers: { accessories: 'noBox', functional: [] } });
}

export interface TTrackedTradeInOptions extends Partial<typeof tradeIns.$inferInsert> {
  /** The statuses the request went through, first to last; the last is its status. Default ['new']. */
  path?: TTradeInStatus[];
  /** The customer's answer to a lower re-quote (none yet: null). */
  requoteDecision?: TRequoteDecision;
}

/**
 * A request that went through `path` (one history row per step, a minute apart, from createdAt), with a
 * fresh receipt token whose hash is stored. A store drop-off when no fulfilment is given.
 */
export async function createTrackedTradeIn(
  db: TDb,
  options: TTrackedTradeInOptions = {},
): Promise<{ tradeIn: TTradeInRow; receiptToken: string }> {
  const { path = ['new'], requoteDecision = null, ...overrides } = options;
  const receiptToken = randomBytes(32).toString('base64url');
  const createdAt = overrides.createdAt ?? new Date(Date.now() - 60 * MINUTE_MS);
  const fulfilment = overrides.fulfilment ?? 'store';
  const storeId =
    overrides.storeId ?? (fulfilment === 'store' ? (await createReceiptStore(db)).id : undefined);
  const [tradeIn] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      status: path.at(-1) ?? 'new',
      deviceDescription: 'Apple iPhone 15 128 GB',
      grade: 'good',
      systemPriceThb: 17_600,
      offeredThb: 17_600,
      priceLines: TEST_PRICE_LINES,
      option: 'sale',
      province: 'bangkok',
      fullName: 'สมชาย ใจดี',
      phone: '0812345678',
      locale: 'th',
      contentHash: `tracking-test-${(sequence += 1)}`,
      receiptTokenHash: hashReceiptToken(receiptToken),
      ...overrides,
      fulfilment,
      storeId,
      createdAt,
    })
    .returning();
  if (!tradeIn) throw new Error('createTrackedTradeIn inserted no row');
  await seedTradeInHistory(
    db,
    tradeIn.id,
    path.map((status, index) => ({
      from: index === 0 ? null : (path[index - 1] ?? null),
      to: status,
      actor: index === 0 ? 'customer' : 'staff@example.com',
      at: new Date(createdAt.getTime() + index * MINUTE_MS),
    })),
  );
  await seedRequote(db, tradeIn, requoteDecision);
  return { tradeIn, receiptToken };
}

/** An inspected request whose engineer's price is below the offer: the customer must answer. */
export function createAwaitingDecision(db: TDb, overrides: TTrackedTradeInOptions = {}) {
  return createTrackedTradeIn(db, {
    path: ['new', 'booked', 'received', 'inspected'],
    offeredThb: 17_600,
    engineerActualPriceThb: 15_000,
    ...overrides,
  });
}
