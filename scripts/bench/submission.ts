/**
 * `node scripts/bench/submission.ts`: POST /api/trade-ins under load (autocannon, 50 connections, 10 s),
 * each request with its own reference, no photos, against the embedded database (or PostgreSQL when
 * DATABASE_URL is set). Quotes are made up front; percentiles come from every request's own latency
 * (autocannon's summary has no p95). A 2 s warm-up run (JIT, caches) is not counted. Target: p95 < 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bangkokToday } from '../../src/core/bangkok-time.ts';
import { formatReferenceDate } from '../../src/core/reference.ts';
import { spawnServer } from '../lib/spawn-server.ts';
import { percentile } from '../lib/percentile.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const QUOTES = 200;
const P95_TARGET_MS = 100;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Quotes for the first phones of the catalogue, made through the API as the wizard makes them. */
async function createQuotes(url: string): Promise<string[]> {
  const { brands } = await getJson<{ brands: { id: number }[] }>(`${url}/api/brands?category=phone`);
  const { models } = await getJson<{
    models: { id: number; storageOptions: number[]; releaseYear: number }[];
  }>(`${url}/api/models?brandId=${brands[0]?.id}&category=phone`);
  const ids: string[] = [];
  for (let index = 0; index < QUOTES; index += 1) {
    const model = models[index % models.length];
    if (!model) throw new Error('the seeded catalogue has no phone');
    const response = await fetch(`${url}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        modelId: model.id,
        storageGb: model.storageOptions[0],
        year: model.releaseYear,
        answers: {
          modelType: 'th',
          warranty: 'over4Months',
          body: index % 2 ? 'minorScratch' : 'noScratch',
          screen: 'noScratch',
          display: 'normal',
          battery: 'over80',
          accessories: 'completeBox',
          functional: [],
        },
      }),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/quotes answered ${response.status}: ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

const datePart = formatReferenceDate(bangkokToday());
let sequence = 0;
/** Distinct references in order: TRD-YYMMDD-0001, -0002, … (1.68 million a day). */
const nextReference = () => `TRD-${datePart}-${(++sequence).toString(36).toUpperCase().padStart(4, '0')}`;

async function load(url: string, quoteIds: string[], storeId: number, duration: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const options: autocannon.Options = {
    url: `${url}/api/trade-ins`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const number = sequence;
          return {
            ...request,
            body: JSON.stringify({
              reference: nextReference(),
              quoteId: quoteIds[number % quoteIds.length],
              option: (['tradeIn', 'sale', 'voucher'] as const)[number % 3],
              fulfilment: 'store',
              storeId,
              fullName: 'สมชาย ใจดี',
              phone: '081-234-5678',
              email: 'somchai@example.co.th',
              province: number % 2 ? 'chiang-mai' : 'bangkok',
              pdpaConsent: true,
              marketingOptIn: number % 4 === 0,
              locale: 'th',
            }),
          };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies, statuses };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-submission-'));
const server = await spawnServer({
  PORT: process.env.BENCH_PORT ?? '3205',
  DATA_DIR: dataDir,
  // One load generator plays thousands of customers: lift the per-address limits.
  QUOTE_RATE_LIMIT: '1000000000',
  SUBMISSION_RATE_LIMIT: '1000000000',
});
try {
  const quoteIds = await createQuotes(server.url);
  const { stores } = await getJson<{ stores: { id: number }[] }>(`${server.url}/api/stores`);
  const storeId = stores[0]?.id;
  if (storeId === undefined) throw new Error('no store is seeded');

  await load(server.url, quoteIds, storeId, 2);
  const { result, latencies, statuses } = await load(server.url, quoteIds, storeId, DURATION_S);
  const ms = (p: number) => percentile(latencies, p).toFixed(1);
  const p95 = percentile(latencies, 95);
  console.log(
    `POST /api/trade-ins  ${Math.round(result.requests.average)} req/s  p50 ${ms(50)} ms  p95 ${ms(95)} ms  p99 ${ms(99)} ms  max ${ms(100)} ms  (${latencies.length} requests, ${CONNECTIONS} connections, ${DURATION_S} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}; errors ${result.errors}, timeouts ${result.timeouts}; p95 target < ${P95_TARGET_MS} ms: ${p95 < P95_TARGET_MS ? 'met' : 'MISSED'})`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
