import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config/env.ts';
import { outboxEvents, tradeIns } from '../../src/server/db/schema/index.ts';
import { createLogger } from '../../src/server/http/logger.ts';
import { startServer, type TRunningServer } from '../../src/server/server.ts';
import { readMail, startSmtpStandIn, type TSmtpStandIn } from '../support/smtp-stand-in.ts';
import { startLineStandIn, type TLineStandIn } from '../support/line-stand-in.ts';
import { t } from './support/i18n.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { setLowerRequote } from './support/requote-state.ts';
import { expect, test } from './support/test.ts';

/**
 * Customer messages in a browser (issue 31, decision 043), at phone size: a request is sent, its e-mail
 * (read from the SMTP stand-in in this process) links to /track; the customer links their LINE chat with
 * the reference and the phone's last four digits (signed webhooks), the engineer's lower re-quote is
 * pushed to that chat by the fake Messaging API, and its Accept button leads to the accepted price.
 * The server is this spec's own (its channels point at the stand-ins); the re-quote is set up in its
 * database as tracking.spec.ts does, with the event the workflow writes with it.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'e2e-channel-secret';
const CUSTOMER_LINE = `U${'c0ffee'.padStart(32, '0')}`;
const EMAIL = 'malee.customer@example.co.th';
const PHONE = '0812227777';

let running: TRunningServer;
let dataDir: string;
let line: TLineStandIn;
let smtp: TSmtpStandIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  line = await startLineStandIn('e2e-channel-token');
  smtp = await startSmtpStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), 'tradein-e2e-messages-'));
  const config = loadConfig({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '200',
    LINE_CHANNEL_ACCESS_TOKEN: line.token,
    LINE_CHANNEL_SECRET: SECRET,
    LINE_API_BASE_URL: line.baseUrl,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Khumkha <hello@khumkha.example>',
    WEB_DIST_DIR: path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web'),
  });
  running = await startServer(config, createLogger('silent'));
});

test.afterAll(async () => {
  await running?.close();
  await line?.close();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A LINE text message from the customer's chat, signed as LINE signs it. */
async function sendToLine(page: Page, text: string): Promise<string> {
  const replies = line.replies.length;
  const body = JSON.stringify({
    destination: `U${'0'.repeat(32)}`,
    events: [
      {
        type: 'message',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId: CUSTOMER_LINE },
        webhookEventId: randomUUID(),
        deliveryContext: { isRedelivery: false },
        replyToken: randomUUID().replace(/-/g, ''),
        message: { id: randomUUID(), type: 'text', quoteToken: 'q', text },
      },
    ],
  });
  const response = await page.request.post(`${BASE}/api/line/webhook`, {
    headers: {
      'Content-Type': 'application/json',
      'X-Line-Signature': createHmac('sha256', SECRET).update(body).digest('base64'),
    },
    data: body,
  });
  expect(response.status()).toBe(200);
  await expect.poll(() => line.replies.length).toBe(replies + 1);
  return (line.replies.at(-1)!.messages[0] as { text: string }).text;
}

async function lookUp(page: Page): Promise<void> {
  await page.getByLabel(t('th', 'track.phoneLabel')).fill(PHONE);
  await page.getByRole('button', { name: t('th', 'track.submit') }).click();
}

test('request → e-mail link → /track; LINE linked; re-quote pushed on LINE → accept (Thai, phone)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const receipt = await createPickupThroughApi(page.request, BASE, {
    phone: PHONE,
    email: EMAIL,
    locale: 'th',
  });

  // The request's e-mail: its reference in the subject and a link to /track.
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to[0] === EMAIL).length, { timeout: 20_000 })
    .toBe(1);
  const received = readMail(smtp.mails.find((mail) => mail.to[0] === EMAIL)!.raw);
  expect(received.subject).toContain(receipt.reference);
  const link = new RegExp(`${BASE}/track\\?ref=${receipt.reference}`).exec(received.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await lookUp(page);
  await expect(page.getByTestId('track-status')).toHaveText(t('th', 'status.new'));
  // While LINE is set up, /track offers the shop's account: "send your reference to get updates".
  await expect(page.getByRole('heading', { name: t('th', 'notifications.line.title') })).toBeVisible();

  // The customer sends the reference to the shop's LINE account, then the phone's last four digits.
  expect(await sendToLine(page, receipt.reference)).toContain(receipt.reference);
  expect(await sendToLine(page, PHONE.slice(-4))).toContain(receipt.reference);

  // The engineer's price is lower: the workflow's event for it, and the push to the linked chat.
  await setLowerRequote(running.database.db, receipt.reference, { offerThb: 12_000, actualPriceThb: 10_500 });
  const [request] = await running.database.db
    .select({ id: tradeIns.id })
    .from(tradeIns)
    .where(eq(tradeIns.reference, receipt.reference));
  await running.database.db
    .insert(outboxEvents)
    .values({ topic: 'tradeIn.inspected', entity: 'tradeIn', entityId: request!.id, payload: {} });
  await expect
    .poll(() => line.pushes.filter((push) => push.to === CUSTOMER_LINE).length, { timeout: 20_000 })
    .toBe(1);
  const push = line.pushes.find((push) => push.to === CUSTOMER_LINE)!;
  expect(push.retryKey).toMatch(/^[0-9a-f-]{36}$/);
  const flex = push.messages[0] as { type: string; altText: string; contents: unknown };
  expect(flex.type).toBe('flex');
  // The plain-text altText (what a lock screen shows) and the bubble naming the request.
  expect(flex.altText.length).toBeGreaterThan(0);
  expect(JSON.stringify(flex.contents)).toContain(receipt.reference);
  const accept = new RegExp(`${BASE}/track\\?ref=${receipt.reference}&requote=accept`).exec(
    JSON.stringify(flex.contents),
  )?.[0];
  expect(accept).toBeTruthy();

  // The push's Accept button: /track, the phone, and the new price accepted.
  await page.goto(accept!);
  await lookUp(page);
  const decision = page.getByTestId('requote-decision');
  await expect(decision.getByRole('heading', { name: t('th', 'track.requote.title') })).toBeVisible();
  await decision
    .getByRole('button', { name: new RegExp(t('th', 'track.requote.accept', { amount: '.*' })) })
    .click();
  await expect(page.getByTestId('decision-done')).toHaveText(t('th', 'track.requote.accepted'));
  await expect(page.getByTestId('track-result')).toContainText('10,500');
});
