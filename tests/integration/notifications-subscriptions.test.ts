import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationSubscriptions, prices, quotes } from '#server/db/schema/index.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { createQuote } from '../support/trade-in-factories.ts';
import { readMail } from '../support/smtp-stand-in.ts';
import { channelEnv, messaging, PUBLIC_URL, useStandIns } from '../support/notifications-harness.ts';

const stands = useStandIns();
const testApp = useTestApp(() => ({ env: channelEnv(stands) }));
let closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
  stands.smtp.mails.length = 0;
});

function harness() {
  const pair = messaging(testApp.db, channelEnv(stands));
  closers.push(pair.close);
  return pair;
}

const subscribe = (quoteId: string, body: Record<string, unknown>) =>
  postJson(testApp.app, `/api/quotes/${quoteId}/subscriptions`, {
    email: 'nok@example.co.th',
    locale: 'en',
    consent: true,
    ...body,
  });

/** The one-click address of an e-mail (RFC 8058): what a mail client POSTs to. */
function oneClick(raw: string): string {
  const mail = readMail(raw);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  return /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;
}

describe('a price that reminds itself', () => {
  it('sends "this price" at once with consent recorded, reminds once a day before the lock ends, and one click stops it', async () => {
    const pair = harness();
    const quote = await createQuote(testApp.db);
    expect((await subscribe(quote.id, { kind: 'quote', consent: false })).status).toBe(400);
    const response = await subscribe(quote.id, { kind: 'quote' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ kind: 'quote', created: true });
    expect(await (await subscribe(quote.id, { kind: 'quote' })).json()).toEqual({
      kind: 'quote',
      created: false,
    });
    await pair.flush();

    const [saved] = stands.smtp.mails.map((mail) => readMail(mail.raw));
    expect(saved!.subject).toBe('Your price for Apple iPhone 15: ฿17,600');
    expect(saved!.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
    const [row] = await testApp.db.select().from(notificationSubscriptions);
    expect(row).toMatchObject({ kind: 'quote', recipient: 'nok@example.co.th', noticeVersion: '2026-11-01' });

    // Not due while the lock has more than a day left; due once inside the last day.
    const { subscriptions } = pair.runtime;
    expect(await subscriptions.sendDue()).toBe(0);
    await testApp.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() + 12 * 3600_000) })
      .where(eq(quotes.id, quote.id));
    expect(await subscriptions.sendDue()).toBe(1);
    expect(await subscriptions.sendDue()).toBe(0);
    await pair.flush();
    const reminder = stands.smtp.mails.map((mail) => readMail(mail.raw))[1]!;
    expect(reminder.subject).toBe('Your price for Apple iPhone 15 ends tomorrow');
    expect(reminder.text).toMatch(/\/valuation\?brand=\d+&model=\d+&storage=128/);

    const url = new URL(oneClick(stands.smtp.mails[1]!.raw));
    expect(url.pathname).toBe('/api/unsubscribe');
    const first = await testApp.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await first.json()).toEqual({ kind: 'quote', already: false });
    const again = await testApp.app.request(`${url.pathname}${url.search}`, { method: 'POST' });
    expect(await again.json()).toEqual({ kind: 'quote', already: true });
    const [after] = await testApp.db.select().from(notificationSubscriptions);
    expect(after!.unsubscribedAt).not.toBeNull();
    expect(
      (await testApp.app.request('/api/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA', { method: 'POST' })).status,
    ).toBe(404);
  });

  it('tells once when the admin moves the price of the model, storage and grade, unless unsubscribed', async () => {
    const pair = harness();
    const quote = await createQuote(testApp.db);
    await testApp.db
      .insert(prices)
      .values({ modelId: quote.modelId, storageGb: 128, grade: 'good', priceThb: 18_000 });
    expect((await subscribe(quote.id, { kind: 'priceAlert', locale: 'th' })).status).toBe(201);
    const other = await createQuote(testApp.db, { modelId: quote.modelId });
    await subscribe(other.id, { kind: 'priceAlert', email: 'gone@example.co.th' });
    const { subscriptions } = pair.runtime;
    expect(await subscriptions.sendDue()).toBe(0);

    await testApp.db.execute(sql`update notification_subscriptions set unsubscribed_at = now()
      where recipient = 'gone@example.co.th'`);
    await testApp.db.update(prices).set({ priceThb: 18_500 }).where(eq(prices.modelId, quote.modelId));
    expect(await subscriptions.sendDue()).toBe(1);
    await testApp.db.update(prices).set({ priceThb: 19_000 }).where(eq(prices.modelId, quote.modelId));
    expect(await subscriptions.sendDue()).toBe(0);
    await pair.flush();
    expect(stands.smtp.mails.map((mail) => mail.to[0])).toEqual(['nok@example.co.th']);
    const alert = readMail(stands.smtp.mails[0]!.raw);
    expect(alert.subject).toContain('เปลี่ยนแล้ว');
    expect(alert.text).toContain('฿18,500');
    expect(alert.text).toMatch(/\/valuation\?brand=\d+&model=\d+&storage=128/);
  });
});
