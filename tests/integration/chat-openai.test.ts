import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY } from '#core/constants.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { startOpenAiStandIn, type TOpenAiStandIn } from '../support/openai-stand-in.ts';
import { createPrices, createPricingSettings } from '../support/pricing-factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createTrackedTradeIn } from '../support/tracking-factories.ts';
import { createQuoteViaApi, phoneAnswers, quoteBody } from '../support/trade-in-factories.ts';

/**
 * The OpenAI-compatible provider (LLM_BASE_URL/LLM_API_KEY/LLM_MODEL) against a local stand-in that
 * speaks the real streaming protocol: pass-through, tools run on our side, upstream errors, abort.
 */

const API_KEY = 'sk-stand-in-0123456789-secret';
const testDatabase = useTestDatabase({ reset: 'once' });
let standIn: TOpenAiStandIn;
let app: TTestApp['app'];
let baseUrl: string;
let server: ServerType;
const logs: string[] = [];
const bodies: string[] = [];
let iphone: { modelId: number };
let reference: string;
const releases: (() => void)[] = [];

beforeAll(async () => {
  const brand = await createBrand(testDatabase.db, { name: 'Apple' });
  const model = await createModel(testDatabase.db, {
    brandId: brand.id,
    name: 'iPhone 13',
    storageOptions: [128],
    releaseYear: 2021,
  });
  await createPrices(testDatabase.db, model.id, 128, {
    excellent: 15_000,
    good: 13_200,
    fair: 10_800,
    broken: 4_500,
  });
  await createPricingSettings(testDatabase.db);
  iphone = { modelId: model.id };
  reference = (await createTrackedTradeIn(testDatabase.db, { path: ['new', 'booked'], phone: '0891112222' }))
    .tradeIn.reference;
  standIn = await startOpenAiStandIn();
  ({ app } = await createTestApp({
    database: testDatabase.database,
    webDistDir: './dist/none',
    env: {
      CHAT_RATE_LIMIT: '1000',
      LLM_BASE_URL: standIn.baseUrl,
      LLM_API_KEY: API_KEY,
      LLM_MODEL: 'gpt-stand-in',
    },
    logger: pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) }),
  }));
  server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  standIn.requests.length = 0;
});
afterEach(() => {
  for (const release of releases.splice(0)) release();
});
afterAll(async () => {
  // The key went upstream in a header and nowhere else: not in any answer, not in any log line.
  expect(bodies.join('\n')).not.toContain(API_KEY);
  expect(logs.join('\n')).not.toContain(API_KEY);
  if (server && 'closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await standIn?.close();
});

function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  releases.push(release);
  return { opened, release };
}

function ask(content: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content }] }),
    signal: signal ?? null,
  });
}

async function textOf(response: Response): Promise<string> {
  const body = await response.text();
  bodies.push(body);
  return body;
}

/** The answer's text: the content of every chunk event (an error event has none). */
const contentOf = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map(
      (line) =>
        (JSON.parse(line.slice(6)) as { choices?: [{ delta: { content: string } }] }).choices?.[0].delta
          .content ?? '',
    )
    .join('');

describe('OpenAI-compatible provider', () => {
  it('passes the upstream answer through in our format, grounded by a system prompt and two tools', async () => {
    standIn.enqueue({ content: ['สวัสดี', 'ค่ะ ', 'ยินดีช่วยเหลือ'] });

    const response = await ask('สวัสดีครับ');
    const body = await textOf(response);

    expect(response.status).toBe(200);
    expect(contentOf(body)).toBe('สวัสดีค่ะ ยินดีช่วยเหลือ');
    expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const [upstream] = standIn.requests;
    expect(upstream?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(upstream?.body).toMatchObject({ model: 'gpt-stand-in', stream: true, tool_choice: 'auto' });
    expect(upstream?.body.tools?.map((tool) => tool.function.name)).toEqual([
      'lookup_price',
      'lookup_status',
    ]);
    expect(upstream?.body.messages[0]?.role).toBe('system');
    expect(upstream?.body.messages[0]?.content).toContain(COMPANY.phone);
    expect(upstream?.body.messages[0]?.content).toContain('300 THB');
    expect(upstream?.body.messages.slice(1)).toEqual([{ role: 'user', content: 'สวัสดีครับ' }]);
  });

  it('flushes each upstream piece: the first reaches the customer before the stand-in sends the rest', async () => {
    const hold = gate();
    standIn.enqueue({ content: ['First ', 'second ', 'third.'], holdAfterFirst: hold.opened });

    const response = await ask('hello');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('First '))
      received += decoder.decode((await reader.read()).value, { stream: true });

    expect(received).not.toContain('second');
    const [upstream] = standIn.requests;
    hold.release();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(contentOf(received)).toBe('First second third.');
    expect(received.trimEnd().endsWith('data: [DONE]')).toBe(true);
    await expect(upstream?.closed).resolves.toEqual({ completed: true });
  });

  it('aborts the upstream request when the customer goes away', async () => {
    const hold = gate();
    standIn.enqueue({ content: ['One ', 'two'], holdAfterFirst: hold.opened });
    const controller = new AbortController();

    const response = await ask('hello', controller.signal);
    await response.body!.getReader().read();
    controller.abort();

    await expect(standIn.requests[0]?.closed).resolves.toEqual({ completed: false });
    await expect.poll(() => logs.some((line) => line.includes('"outcome":"aborted"'))).toBe(true);
  });

  it('runs lookup_price on the server with the pricing engine and continues the answer with its result', async () => {
    standIn.enqueue(
      {
        toolCalls: [
          {
            name: 'lookup_price',
            arguments: JSON.stringify({ device: 'iPhone 13', storage_gb: 128, condition: 'cracked screen' }),
          },
        ],
      },
      { content: ['It is worth ', 'a fair price.'] },
    );

    const body = await textOf(await ask('How much for my iPhone 13 128GB with a cracked screen?'));

    expect(contentOf(body)).toBe('It is worth a fair price.');
    expect(standIn.requests).toHaveLength(2);
    const messages = standIn.requests[1]?.body.messages ?? [];
    const call = messages.at(-2);
    const result = messages.at(-1);
    expect(call).toMatchObject({
      role: 'assistant',
      tool_calls: [{ type: 'function', function: { name: 'lookup_price' } }],
    });
    expect(result?.role).toBe('tool');
    expect(result?.tool_call_id).toBe((call?.tool_calls?.[0] as { id: string }).id);
    const price = JSON.parse(result?.content ?? '{}') as {
      totalThb: number;
      grade: string;
      valuationLink: string;
    };
    const answers = phoneAnswers({
      modelType: 'th',
      warranty: 'under4Months',
      screen: 'cracked',
      accessories: 'incomplete',
    });
    const quote = await createQuoteViaApi(
      app,
      quoteBody(iphone.modelId, { storageGb: 128, year: 2021, answers }),
    );
    expect(price.totalThb).toBe(quote.offerThb);
    expect(price.grade).toBe('broken');
    expect(price.valuationLink).toMatch(
      new RegExp(`^/valuation\\?brand=\\d+&model=${iphone.modelId}&storage=128&ref=TRD-`),
    );
  });

  it('runs lookup_status only for the right reference and phone, and reveals nothing for a wrong pair', async () => {
    standIn.enqueue(
      {
        toolCalls: [
          { name: 'lookup_status', arguments: JSON.stringify({ reference, phone: '089-111-2222' }) },
        ],
      },
      { content: ['Booked.'] },
      {
        toolCalls: [{ name: 'lookup_status', arguments: JSON.stringify({ reference, phone: '0899999999' }) }],
      },
      { content: ['Not found.'] },
    );

    await textOf(await ask(`status of ${reference}, phone 089-111-2222`));
    await textOf(await ask(`status of ${reference}, phone 0899999999`));

    const right = JSON.parse(standIn.requests[1]?.body.messages.at(-1)?.content ?? '{}') as Record<
      string,
      unknown
    >;
    const wrong = standIn.requests[3]?.body.messages.at(-1)?.content ?? '';
    expect(right).toMatchObject({
      found: true,
      reference,
      status: 'Booked',
      device: 'Apple iPhone 15 128 GB',
    });
    expect(JSON.parse(wrong)).toEqual({
      found: false,
      reason: 'no request with this reference and phone number',
    });
    expect(wrong).not.toContain('iPhone');
  });

  it.each([
    [429, 429, 'RATE_LIMITED', 'chat.errors.rateLimited'],
    [402, 402, 'PAYMENT_REQUIRED', 'chat.errors.creditRequired'],
    [500, 502, 'BAD_GATEWAY', 'chat.errors.sendFailed'],
    [503, 502, 'BAD_GATEWAY', 'chat.errors.sendFailed'],
  ] as const)(
    'upstream %i becomes our %i with the spec message key',
    async (upstream, status, code, messageKey) => {
      standIn.enqueue({ status: upstream });

      const response = await ask('hello');
      const body = await textOf(response);

      expect(response.status).toBe(status);
      expect(ZErrorBodySchema.parse(JSON.parse(body)).error).toMatchObject({ code, messageKey });
    },
  );

  it('ends with an error event, not [DONE], when the upstream breaks off mid-answer', async () => {
    standIn.enqueue({ content: ['Half ', 'an answer'], breakAfterFirst: true });

    const body = await textOf(await ask('hello'));

    expect(contentOf(body)).toBe('Half ');
    expect(body).toContain(
      'event: error\ndata: {"error":{"code":"BAD_GATEWAY","messageKey":"chat.errors.sendFailed"}}',
    );
    expect(body).not.toContain('[DONE]');
  });
});
