import { beforeEach, describe, expect, it } from 'vitest';
import type { TChatMessage } from '#core/contracts/chat.ts';
import { createPricingSettings } from '../support/pricing-factories.ts';
import { chatText, createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createAwaitingDecision, createTrackedTradeIn } from '../support/tracking-factories.ts';

/**
 * A request's status through the built-in assistant: only for its reference together with the phone
 * number given with it, through the tracking service and its limits; a wrong pair reveals nothing.
 */

const testDatabase = useTestDatabase();
let app: TTestApp['app'];
const PHONE = '0812345678';

beforeEach(async () => {
  await createPricingSettings(testDatabase.db);
  // A fresh app per test: fresh rate limiters.
  ({ app } = await createTestApp({
    database: testDatabase.database,
    webDistDir: './dist/none',
    env: { CHAT_RATE_LIMIT: '1000' },
    chat: { chunkDelayMs: 0 },
  }));
});

async function ask(messages: string | TChatMessage[]) {
  const conversation =
    typeof messages === 'string' ? [{ role: 'user' as const, content: messages }] : messages;
  const response = await postJson(app, '/api/chat', { messages: conversation });
  const text = chatText(await response.text());
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

describe('built-in assistant: request status by reference and phone', () => {
  it('tells the status, in Thai, for the right reference and phone number', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, {
      path: ['new', 'booked'],
      phone: PHONE,
    });

    const { text } = await ask(`สถานะคำขอ ${tradeIn.reference.toLowerCase()} เบอร์ 081-234-5678`);

    expect(text).toContain(`คำขอ ${tradeIn.reference} (Apple iPhone 15 128 GB): ยืนยันนัดแล้ว`);
    expect(text).toContain('ราคาที่เสนอ: 17,600 บาท');
    expect(text).toMatch(/\n\/track$/);
  });

  it('asks for the engineer-price decision in English when one is waiting', async () => {
    const { tradeIn } = await createAwaitingDecision(testDatabase.db, { phone: PHONE });

    const { text } = await ask(`What's the status of ${tradeIn.reference}? My phone is +66 81 234 5678`);

    expect(text).toContain(`Request ${tradeIn.reference} (Apple iPhone 15 128 GB): Inspected.`);
    expect(text).toContain('Price after inspection: 15,000 THB.');
    expect(text).toContain('Please accept or decline the new price on the tracking page.');
  });

  it('gives one and the same answer for a wrong phone number and an unknown reference', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { phone: PHONE });

    const wrongPhone = await ask(`สถานะ ${tradeIn.reference} เบอร์ 0899999999`);
    const unknown = await ask(`สถานะ TRD-200101-ZZZZ เบอร์ ${PHONE}`);

    expect(wrongPhone.text).toContain('ไม่พบคำขอที่ตรงกับเลขอ้างอิงและเบอร์โทรศัพท์นี้');
    expect(unknown.text).toBe(wrongPhone.text);
    expect(wrongPhone.text).not.toContain('iPhone');
  });

  it('needs both: a reference alone gets a request for the phone, which may come in the next message', async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, {
      path: ['new', 'booked', 'received'],
      phone: PHONE,
    });

    const first = await ask(`Where is my request ${tradeIn.reference}?`);
    expect(first.text).toContain('Please send the phone number given with the request as well');
    expect(first.text).not.toContain('received');

    const second = await ask([
      { role: 'user', content: `Where is my request ${tradeIn.reference}?` },
      { role: 'assistant', content: first.text },
      { role: 'user', content: `it's ${PHONE}` },
    ]);
    expect(second.text).toContain(`Request ${tradeIn.reference} (Apple iPhone 15 128 GB): Device received.`);
  });

  it("keeps the tracking page's limit: after 6 wrong phone numbers from one address, even the right one from there waits", async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { phone: PHONE });
    // Five wrong numbers are answered; the sixth too, and it slows down the address that gave it (F5).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await ask(`status ${tradeIn.reference} phone 08900000${10 + attempt}`)).text).toContain(
        'I could not find',
      );
    }

    const locked = await ask(`status ${tradeIn.reference} phone ${PHONE}`);

    expect(locked.status).toBe(200);
    expect(locked.retryAfter).toBeNull();
    expect(locked.text).toContain('too many look-ups');
    expect(locked.text).not.toContain('iPhone');
  });

  it("shares the tracking page's limits: wrong numbers on /track slow the chat's look-up too, and back", async () => {
    const { tradeIn } = await createTrackedTradeIn(testDatabase.db, { phone: PHONE });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postJson(app, '/api/track', {
        reference: tradeIn.reference,
        phone: `08900000${10 + attempt}`,
      });
      expect(response.status).toBe(404);
    }
    for (let attempt = 3; attempt < 6; attempt += 1) {
      expect((await ask(`status ${tradeIn.reference} phone 08900000${10 + attempt}`)).text).toContain(
        'I could not find',
      );
    }

    const throughChat = await ask(`status ${tradeIn.reference} phone ${PHONE}`);
    const throughTrack = await postJson(app, '/api/track', { reference: tradeIn.reference, phone: PHONE });

    expect(throughChat.text).toContain('too many look-ups');
    expect(throughTrack.status).toBe(429);
  });
});
