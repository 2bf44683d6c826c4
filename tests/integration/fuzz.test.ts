import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEndpoint } from '#core/api/endpoint.ts';
import { ENDPOINTS } from '#core/api/endpoints.ts';
import type { TDb } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { seedAll } from '#server/db/seed/index.ts';
import { createUser, signIn } from '../support/auth-factories.ts';
import { fuzzRequests, seededRandom, type TFuzzRequest } from '../support/fuzz.ts';
import { createTestApp, postJson, type TTestApp } from '../support/test-app.ts';
import { pickupBody } from '../support/trade-in-factories.ts';

/**
 * Issue 15 item 5: at least 10,000 generated bad requests across every endpoint the contracts describe
 * (tests/support/fuzz.ts) answer without a single 5xx, and leave every table as it was. The seed is fixed
 * (FUZZ_SEED overrides it to explore); a failure names the seed, the request and its defect.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const TOTAL = 10_000;
const CONCURRENCY = 8;

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Every table's rows as one digest each (a session's last-seen time moves on any request: left out; so do
 * the rate limits' windows, which count refused requests too and live in the database when it is a
 * PostgreSQL server, decision 025).
 */
async function storedData(db: TDb): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableConfig(table).name;
    if (name === 'rate_limit_windows') continue;
    const rows =
      name === 'auth_sessions'
        ? sql`(select id, ended_at, end_reason, aal from auth_sessions)`
        : sql`${sql.identifier(name)}`;
    const result = await db.execute<{ n: number; digest: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${rows} t`,
    );
    const [row] = (result as unknown as { rows?: { n: number; digest: string }[] }).rows ?? (result as never);
    digests[name] = `${row!.n}:${row!.digest}`;
  }
  return digests;
}

let testApp: TTestApp;
let adminToken: string;
let dealerToken: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  const { db } = testApp.database;
  await seedAll(db);
  // Records for the routes to find: a request, staff and a dealer.
  expect((await postJson(testApp.app, '/api/pickups', pickupBody())).status).toBeLessThan(300);
  const admin = await createUser(db, { roles: ['admin'], email: 'fuzz-admin@example.com' });
  const dealer = await createUser(db, { kind: 'dealer', email: 'fuzz-dealer@example.com' });
  adminToken = (await signIn(testApp.app, admin)).accessToken;
  dealerToken = (await signIn(testApp.app, dealer)).accessToken;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

function tokenFor(endpoint: TEndpoint, request: TFuzzRequest, roll: number): string | undefined {
  // A request that could change something and carries no certain defect goes without a session.
  if (request.defect === 'no input to spoil' && request.method !== 'GET') return undefined;
  if (roll < 0.05) return 'not-a-token';
  if (endpoint.policy === 'public') return undefined;
  return endpoint.policy === 'dealer' ? dealerToken : adminToken;
}

describe('fuzzed bad requests (F3, issue 15 item 5)', () => {
  it(`${TOTAL} bad requests across every endpoint: no 5xx, nothing stored (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const entries = Object.entries(ENDPOINTS) as [string, TEndpoint][];
    const perEndpoint = Math.ceil(TOTAL / entries.length);
    const planned = entries.flatMap(([key, endpoint]) =>
      fuzzRequests(key, endpoint, perEndpoint, random).map((request, index) => ({
        key,
        endpoint,
        request,
        ip: `10.${index % 250}.${random.int(250)}.${random.int(250)}`,
        token: undefined as string | undefined,
        roll: random.next(),
      })),
    );
    for (const entry of planned) entry.token = tokenFor(entry.endpoint, entry.request, entry.roll);
    expect(planned.length).toBeGreaterThanOrEqual(TOTAL);

    // A few reads store their defaults on first use (the company profile, finance settings): read each once.
    for (const [key, endpoint] of entries) {
      const [method, path] = key.split(' ') as [string, string];
      if (method !== 'GET' || path.includes(':')) continue;
      const token =
        endpoint.policy === 'public' ? undefined : endpoint.policy === 'dealer' ? dealerToken : adminToken;
      const response = await testApp.app.request(path, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      await response.arrayBuffer();
    }
    const before = await storedData(testApp.database.db);
    const failures: string[] = [];
    const accepted: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < planned.length) {
        const { key, request, ip, token } = planned[next++]!;
        const headers: Record<string, string> = { ...request.headers, 'X-Forwarded-For': ip };
        if (token) headers.Authorization = `Bearer ${token}`;
        let status: number;
        try {
          const response = await testApp.app.request(request.path, {
            method: request.method,
            headers,
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch (error) {
          status = 599;
          failures.push(`${key}: threw ${(error as Error).message}`);
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (request.method !== 'GET' && status < 400) {
          accepted.push(
            `${status} ${key} ${request.path.slice(0, 120)} (${request.defect}) ${typeof request.body === 'string' ? request.body.slice(0, 300) : ''}`,
          );
        }
        if (status >= 500) {
          const body =
            typeof request.body === 'string'
              ? request.body.slice(0, 200)
              : `${request.body?.length ?? 0} bytes`;
          failures.push(
            `${status} ${request.method} ${request.path.slice(0, 200)} (${request.defect}) ${body}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const after = await storedData(testApp.database.db);

    expect(failures, `seed ${SEED}: ${failures.slice(0, 20).join('\n')}`).toEqual([]);
    expect(accepted, `seed ${SEED}: bad requests that were accepted`).toEqual([]);
    expect(after).toEqual(before);
    // Most requests reached validation (not stopped at the door by 401/403/429).
    expect((statuses.get(400) ?? 0) / planned.length).toBeGreaterThan(0.5);
    console.info(`fuzz seed ${SEED}: ${planned.length} requests`, Object.fromEntries([...statuses].sort()));
  }, 300_000);
});
