import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { moveTradeIn } from '#server/modules/trade-ins/trade-in-steps.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { useTestApp } from '../support/test-app.ts';
import { readMail } from '../support/smtp-stand-in.ts';
import {
  channelEnv,
  LINE_SECRET,
  lineUserId,
  messaging,
  useStandIns,
} from '../support/notifications-harness.ts';

const stands = useStandIns();
const testApp = useTestApp(() => ({ env: channelEnv(stands) }));
const admin = { kind: 'staff', userId: null, roles: ['admin'] } as const;

afterEach(() => {
  stands.line.replies.length = 0;
  stands.line.pushes.length = 0;
  stands.smtp.mails.length = 0;
});

const sign = (body: string, secret = LINE_SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

function textEvent(userId: string, text: string, options: { id?: string; redelivery?: boolean } = {}) {
  return {
    type: 'message',
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: options.id ?? randomUUID(),
    deliveryContext: { isRedelivery: options.redelivery ?? false },
    replyToken: randomUUID().replace(/-/g, ''),
    message: { id: '1', type: 'text', quoteToken: 'q', text },
  };
}

async function deliver(events: unknown[], signature?: string) {
  const body = JSON.stringify({ destination: 'U' + '0'.repeat(32), events });
  return testApp.app.request('/api/line/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Line-Signature': signature ?? sign(body) },
    body,
  });
}

const lastReply = () => (stands.line.replies.at(-1)?.messages[0] as { text: string } | undefined)?.text ?? '';

async function links() {
  const result = (await testApp.db.execute(
    sql`select line_user_id, trade_in_id, status, tries from line_links order by created_at`,
  )) as unknown as { rows: { line_user_id: string; trade_in_id: number; status: string; tries: number }[] };
  return result.rows;
}

describe('POST /api/line/webhook', () => {
  it('refuses a body it cannot verify with 401 and changes nothing; an empty events list is 200', async () => {
    const request = await createRequest(testApp.db, { lineId: 'somchai.line' });
    const event = textEvent(lineUserId(1), request.reference);
    const forged = await deliver([event], sign(JSON.stringify({ events: [event] }), 'not-the-secret'));
    expect(forged.status).toBe(401);
    const unsigned = await testApp.app.request('/api/line/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [event] }),
    });
    expect(unsigned.status).toBe(401);
    expect(await links()).toEqual([]);
    expect(stands.line.replies).toEqual([]);

    expect((await deliver([])).status).toBe(200);
  });

  it('links a request that named a LINE ID by its reference, and says so in the customer’s language', async () => {
    const request = await createRequest(testApp.db, { lineId: 'somchai.line', locale: 'en' });
    const response = await deliver([
      textEvent(lineUserId(2), `Hi, my reference is ${request.reference.toLowerCase()}`),
    ]);
    expect(response.status).toBe(200);
    expect(await links()).toEqual([
      { line_user_id: lineUserId(2), trade_in_id: request.id, status: 'linked', tries: 0 },
    ]);
    expect(lastReply()).toContain(`${request.reference} is linked`);
  });

  it('asks for the phone’s last four digits when the request has no LINE ID; a guessed reference links nothing', async () => {
    const request = await createRequest(testApp.db, { phone: '0812345678', lineId: null });
    await deliver([textEvent(lineUserId(3), request.reference)]);
    expect(lastReply()).toContain('เลข 4 ตัวท้าย');
    await deliver([textEvent(lineUserId(3), '5678')]);
    expect(lastReply()).toContain(`เชื่อมต่อคำขอ ${request.reference} แล้ว`);

    // Someone else tries the reference and guesses: three wrong answers, then even the right one fails.
    await deliver([textEvent(lineUserId(4), request.reference)]);
    for (const guess of ['0000', '1111', '2222']) await deliver([textEvent(lineUserId(4), guess)]);
    expect(lastReply()).toContain('ไม่สามารถเชื่อมต่อคำขอนี้ได้');
    await deliver([textEvent(lineUserId(4), '5678')]);
    await deliver([textEvent(lineUserId(4), request.reference)]);
    expect(lastReply()).toContain('ไม่สามารถเชื่อมต่อคำขอนี้ได้');
    expect((await links()).map((link) => [link.line_user_id, link.status])).toEqual([
      [lineUserId(3), 'linked'],
      [lineUserId(4), 'awaitingPhone'],
    ]);
  });

  it('handles a redelivered event once', async () => {
    const request = await createRequest(testApp.db, { phone: '0812345678' });
    await deliver([textEvent(lineUserId(5), request.reference)]);
    const wrong = textEvent(lineUserId(5), '9999');
    await deliver([wrong]);
    await deliver([{ ...wrong, deliveryContext: { isRedelivery: true } }]);
    expect((await links())[0]!.tries).toBe(1);
    expect(stands.line.replies).toHaveLength(2);
  });

  it('greets a new follower in Thai and English, and "stop" unlinks every request of the chat', async () => {
    const follow = {
      type: 'follow',
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId: lineUserId(6) },
      webhookEventId: randomUUID(),
      deliveryContext: { isRedelivery: false },
      replyToken: 'follow-token',
      follow: { isUnblocked: false },
    };
    await deliver([follow]);
    expect(lastReply()).toContain('สวัสดีค่ะ');
    expect(lastReply()).toContain('Hello and thank you for adding Khumkha');

    const request = await createRequest(testApp.db, { lineId: 'x' });
    await deliver([textEvent(lineUserId(6), request.reference)]);
    expect(await links()).toHaveLength(1);
    await deliver([textEvent(lineUserId(6), ' STOP ')]);
    expect(await links()).toEqual([]);
    expect(lastReply()).toContain('Messages stopped');
  });

  it('pushes the next step to the chat a signed message linked, with the token and a retry key, and e-mails it', async () => {
    const pair = messaging(testApp.db, channelEnv(stands));
    try {
      const request = await createRequest(testApp.db, {
        status: 'booked',
        lineId: 'ploy',
        locale: 'en',
        email: 'ploy@example.co.th',
      });
      await deliver([textEvent(lineUserId(7), request.reference)]);
      await testApp.db.transaction((tx) => moveTradeIn(tx, { id: request.id, to: 'received', actor: admin }));
      await pair.flush();
      expect(stands.line.pushes.map((push) => push.to)).toEqual([lineUserId(7)]);
      expect(stands.line.pushes[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(stands.smtp.mails.map((mail) => readMail(mail.raw).subject)).toEqual([
        `We have your device ${request.reference}`,
      ]);
    } finally {
      await pair.close();
    }
  });
});
