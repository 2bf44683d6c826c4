import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { lineLinks } from '#server/db/schema/index.ts';
import { moveTradeIn } from '#server/modules/trade-ins/trade-in-steps.ts';
import { createLineChannel } from '#server/modules/notifications/channels/line-channel.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { arrangeTradeIn } from '../support/trade-in-factories.ts';
import { readMail } from '../support/smtp-stand-in.ts';
import {
  channelEnv,
  claimOwn,
  lineUserId,
  listNotifications,
  messaging,
  PUBLIC_URL,
  useStandIns,
} from '../support/notifications-harness.ts';

const stands = useStandIns();
const testApp = useTestApp(() => ({ env: channelEnv(stands) }));
const admin = { kind: 'staff', userId: null, roles: ['admin'] } as const;
let closers: (() => Promise<void>)[] = [];
/**
 * The requests this test made: its harness counts, lists and claims their messages only (on a PostgreSQL
 * server a worker's database is shared by that worker's files).
 */
let mine: number[] = [];
const own = () => mine;

function harness(sender: { leaseMs?: number; exclusive?: boolean } = {}) {
  const pair = messaging(testApp.db, channelEnv(stands), sender, own);
  closers.push(pair.close);
  return pair;
}

afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
  mine = [];
  stands.smtp.mails.length = 0;
  stands.line.pushes.length = 0;
  stands.line.attempts.length = 0;
});

async function submit(locale: 'th' | 'en' = 'en', email = 'ploy@example.co.th') {
  const { body } = await arrangeTradeIn(testApp.db, { locale, email });
  const response = await postJson(testApp.app, '/api/trade-ins', body);
  expect(response.status).toBe(201);
  const [row] = (
    (await testApp.db.execute(
      sql`select id from trade_ins where reference = ${body.reference}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const id = Number(row!.id);
  mine.push(id);
  return { id, reference: body.reference };
}

const step = (id: number, to: string) =>
  testApp.db.transaction((tx) => moveTradeIn(tx, { id, to: to as 'received', actor: admin }));

/** A submitted request, booked, with its messages sent and the stand-ins' records cleared. */
async function booked(pair: ReturnType<typeof harness>, linkedTo: string[]) {
  const request = await submit('en');
  if (linkedTo.length > 0) {
    await testApp.db
      .insert(lineLinks)
      .values(
        linkedTo.map((lineUserId) => ({ lineUserId, tradeInId: request.id, status: 'linked' as const })),
      );
  }
  await step(request.id, 'booked');
  await pair.flush();
  stands.smtp.mails.length = 0;
  stands.line.pushes.length = 0;
  stands.line.attempts.length = 0;
  return request;
}

describe('customer messages over the real protocols', () => {
  it('e-mails a new request in the customer’s language: reference in the subject, text and HTML, a /track link', async () => {
    const pair = harness();
    const english = await submit('en');
    const thai = await submit('th', 'somchai@example.co.th');
    await pair.flush();

    expect(stands.smtp.mails.map((mail) => mail.to)).toEqual([
      ['ploy@example.co.th'],
      ['somchai@example.co.th'],
    ]);
    const [first, second] = stands.smtp.mails.map((mail) => readMail(mail.raw));
    expect(first!.subject).toBe(`We have your request ${english.reference}`);
    expect(first!.headers.from).toBe('Khumkha <hello@khumkha.example>');
    expect(first!.text).toContain(`${PUBLIC_URL}/track?ref=${english.reference}`);
    expect(first!.text).toContain('Next: bring the device to');
    expect(first!.html).toContain(`href="${PUBLIC_URL}/track?ref=${english.reference}"`);
    expect(first!.headers['list-unsubscribe']).toBeUndefined();
    expect(second!.subject).toBe(`ได้รับคำขอ ${thai.reference} แล้ว`);
    expect(second!.text).toContain('ขั้นต่อไป: นำเครื่องมาที่');
    const rows = await listNotifications(testApp.db, mine);
    expect(rows.map((row) => [row.kind, row.channel, row.status, row.attempts])).toEqual([
      ['requestReceived', 'email', 'delivered', 1],
      ['requestReceived', 'email', 'delivered', 1],
    ]);
    // The e-mail's Message-ID is the message's retry key: a resend after a crash is the same message.
    expect(first!.headers['message-id']).toBe(`<${rows[0]!.retry_key}@khumkha.example>`);
    expect(stands.line.pushes).toEqual([]);
  });

  it('pushes a step to the linked LINE user with the token, a Flex message with altText and a retry key', async () => {
    const pair = harness();
    const request = await booked(pair, [lineUserId(1)]);
    await step(request.id, 'received');
    await pair.flush();

    expect(stands.line.pushes).toHaveLength(1);
    const push = stands.line.pushes[0]!;
    expect(push.to).toBe(lineUserId(1));
    const flex = push.messages[0] as unknown as {
      type: string;
      altText: string;
      contents: { footer: unknown };
    };
    expect(flex.type).toBe('flex');
    expect(flex.altText).toContain('We have your device');
    expect(JSON.stringify(flex.contents)).toContain(`${PUBLIC_URL}/track?ref=${request.reference}`);
    const rows = await listNotifications(testApp.db, mine);
    const line = rows.find((row) => row.channel === 'line' && row.kind === 'deviceReceived')!;
    expect(push.retryKey).toBe(line.retry_key);
    expect([line.kind, line.status, line.provider_id]).toEqual([
      'deviceReceived',
      'delivered',
      push.requestId,
    ]);
    // The customer's e-mail tells the same step.
    const subjects = stands.smtp.mails.map((mail) => readMail(mail.raw).subject);
    expect(subjects).toContain(`We have your device ${request.reference}`);
  });

  it('retries a 429 with the same retry key and sends the message once; a 400 is not retried', async () => {
    const pair = harness();
    // LINE refuses a recipient that is no user ID (400): retrying cannot help.
    const request = await booked(pair, [lineUserId(2), 'not-a-line-user']);
    stands.line.failNext(429);
    await step(request.id, 'received');
    await pair.flush();

    const good = stands.line.attempts.filter((attempt) => attempt.status !== 400);
    expect(good.map((attempt) => attempt.status)).toEqual([429, 200]);
    expect(good[0]!.retryKey).toBe(good[1]!.retryKey);
    expect(stands.line.pushes.filter((push) => push.retryKey === good[0]!.retryKey)).toHaveLength(1);
    const rows = (await listNotifications(testApp.db, mine)).filter(
      (row) => row.channel === 'line' && row.kind === 'deviceReceived',
    );
    const byRecipient = Object.fromEntries(rows.map((row) => [row.recipient, row]));
    expect([byRecipient[lineUserId(2)]!.status, byRecipient[lineUserId(2)]!.attempts]).toEqual([
      'delivered',
      2,
    ]);
    expect([byRecipient['not-a-line-user']!.status, byRecipient['not-a-line-user']!.attempts]).toEqual([
      'failed',
      1,
    ]);
    expect(byRecipient['not-a-line-user']!.last_error).toMatch(/^LINE 400/);
  });

  it('sends once across a crash between the send and its record: the same retry key, LINE answers 409', async () => {
    const first = harness({ leaseMs: 50 });
    const request = await booked(first, [lineUserId(3)]);
    await step(request.id, 'received');
    await first.outbox.drain();

    // An instance claims the push and reaches LINE, then dies before it records the answer.
    const [claimed] = await claimOwn(testApp.db, mine, ['line'], 50);
    const dying = createLineChannel({ channelAccessToken: stands.line.token, baseURL: stands.line.baseUrl });
    expect((await dying.send(claimed!)).ok).toBe(true);
    expect(stands.line.pushes).toHaveLength(1);

    // Another instance takes it over when the lease ends.
    await new Promise((resolve) => setTimeout(resolve, 80));
    const second = harness();
    await second.runtime.sender.drain();
    expect(stands.line.pushes).toHaveLength(1);
    expect(stands.line.attempts.at(-1)).toEqual({ retryKey: claimed!.retryKey, status: 409 });
    const row = (await listNotifications(testApp.db, mine)).find((item) => item.id === claimed!.id)!;
    expect([row.status, row.attempts, row.provider_id]).toEqual([
      'delivered',
      2,
      stands.line.pushes[0]!.requestId,
    ]);
  });

  it('sends at once, with the same keys, what a dead process left sending when the restarted sender is alone on the database', async () => {
    const first = harness();
    const request = await booked(first, [lineUserId(4)]);
    await step(request.id, 'received');
    await first.outbox.drain();
    // A process claims the two messages for a minute and dies before sending them.
    const claimed = await claimOwn(testApp.db, mine, ['line', 'email'], 60_000);
    expect(claimed.map((message) => message.channel).sort()).toEqual(['email', 'line']);

    // Another instance may share the database: it waits for the lease.
    const shared = harness({ exclusive: false });
    expect(await shared.runtime.sender.drain()).toBe(0);
    expect(stands.line.pushes).toHaveLength(0);

    // The embedded database's only process (its data folder locked) sends them at its start.
    const alone = harness({ exclusive: true });
    await alone.runtime.sender.start();
    await expect.poll(() => stands.line.pushes.length + stands.smtp.mails.length).toBe(2);
    expect(stands.line.attempts.map((attempt) => attempt.retryKey)).toEqual([
      claimed.find((message) => message.channel === 'line')!.retryKey,
    ]);
    // Recorded once the stand-ins have answered (a push at its batch's end, an e-mail with its group).
    await expect
      .poll(async () =>
        (await listNotifications(testApp.db, [request.id]))
          .filter((row) => claimed.some((message) => message.id === row.id))
          .map((row) => row.status),
      )
      .toEqual(['delivered', 'delivered']);
  });

  it('writes nothing more for a redelivered event, and nothing at all with no channel set', async () => {
    const pair = harness();
    const request = await submit('en');
    await pair.flush();
    await testApp.db.execute(sql`update outbox_events set processed_at = null
          where topic = 'tradeIn.new' and entity = 'tradeIn' and entity_id = ${request.id}`);
    await pair.flush();
    expect(stands.smtp.mails).toHaveLength(1);

    const off = messaging(testApp.db, { PUBLIC_URL }, {}, own);
    closers.push(off.close);
    await step(request.id, 'booked');
    await off.flush();
    expect((await listNotifications(testApp.db, mine)).map((row) => row.kind)).toEqual(['requestReceived']);
  });
});
