import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStoredFileSchema } from '#core/contracts/files.ts';
import { ZQuotePreviewSchema } from '#core/contracts/quotes.ts';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { brands, categories, tradeIns } from '#server/db/schema/index.ts';
import { bearer, createUser, postRefresh, postSignIn, signIn } from '../support/auth-factories.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createPrices } from '../support/pricing-factories.ts';
import { startS3Server, type TS3TestServer } from '../support/s3-server.ts';
import { startServerProcess, type TServerProcess } from '../support/server-process.ts';
import { postJson } from '../support/test-app.ts';
import { resetDatabase } from '../support/test-database.ts';
import { pickupBody, quoteBody } from '../support/trade-in-factories.ts';

/**
 * Issue 17 (decision 025): two server processes on one PostgreSQL database and one S3-protocol store,
 * as behind a load balancer. Each step would fail with state kept in one process: a session, the
 * sign-in throttle, a file on one disk, a stale price, work lost with a killed instance.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('The postgres tier needs DATABASE_URL (see .ci/run)');

const BUCKET = 'two-instances';
let database: TDatabase;
let s3: TS3TestServer;
let a: TServerProcess;
let b: TServerProcess;

function start(): Promise<TServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl!,
    // The one test client is every "customer": the limits that are not under test stay out of the way.
    QUOTE_RATE_LIMIT: '100000',
    SUBMISSION_RATE_LIMIT: '100000',
    SEED_ON_START: 'true',
    ...s3.env(BUCKET),
  });
}

beforeAll(async () => {
  database = await openDatabase({ databaseUrl });
  await database.migrate();
  await resetDatabase(database);
  s3 = await startS3Server([BUCKET]);
  // Started at the same moment on an empty database: one seeds, the other finds it seeded.
  [a, b] = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  for (const instance of [a, b]) {
    if (instance && instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await s3?.close();
  await database?.close();
});

describe('two instances on one PostgreSQL and one bucket', () => {
  it('started together, seeded the catalogue once', async () => {
    const names = await database.db.select({ slug: categories.key }).from(categories);
    expect(new Set(names.map((row) => row.slug)).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(0);
    expect((await a.request('/readyz')).status).toBe(200);
    expect((await b.request('/readyz')).status).toBe(200);
  });

  it('signs in on A and refreshes the session on B', async () => {
    const user = await createUser(database.db, { roles: ['logistics'] });
    const { refreshToken } = await signIn(a, user);
    // The browser's Origin is the site B answers for (its own host; no PUBLIC_URL here).
    const refreshed = await postRefresh(b, refreshToken, { Origin: b.url });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const { session } = (await refreshed.json()) as {
      session: { accessToken: string; user: { id: string } } | null;
    };
    expect(session?.user.id).toBe(user.id);
    const accessToken = session!.accessToken;
    const me = await a.request('/api/auth/user', { headers: bearer(accessToken) });
    expect(me.status, await me.clone().text()).toBe(200);
  });

  it('answers 429 once ten failed sign-ins on one account are split across A and B', async () => {
    const user = await createUser(database.db, { roles: ['admin'] });
    const wrong = { identifier: user.email!, password: 'not-the-password-at-all' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postSignIn(attempt % 2 ? b : a, wrong);
      expect(response.status, `attempt ${attempt + 1}`).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await postSignIn(instance, wrong);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('serves from B a photo uploaded through A (one bucket)', async () => {
    const user = await createUser(database.db, { roles: ['logistics'] });
    const { accessToken } = await signIn(a, user);
    const jpeg = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(jpeg)]), 'handover.jpg');
    const uploaded = await a.request('/api/files/handoverPhoto', {
      method: 'POST',
      headers: bearer(accessToken),
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = ZStoredFileSchema.parse(await uploaded.json());
    const served = await b.request(`/api/files/${id}`, { headers: bearer(accessToken) });
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(24);
  });

  it("quotes on B, within a second, a price an admin changed on A; B's catalogue follows too", async () => {
    const brand = await createBrand(database.db, { name: 'Scaleout' });
    const model = await createModel(database.db, { brandId: brand.id, storageOptions: [128] });
    await createPrices(database.db, model.id, 128);
    const preview = async () => {
      const response = await postJson(b, '/api/quotes/preview', quoteBody(model.id));
      expect(response.status, await response.clone().text()).toBe(200);
      return ZQuotePreviewSchema.parse(await response.json()).offerThb;
    };
    const before = await preview();
    const brandsOnB = async () => {
      const body = (await (await b.request('/api/brands')).json()) as { brands: { name: string }[] };
      return body.brands.map((row) => row.name);
    };
    await expect.poll(brandsOnB, { timeout: 1_000 }).toContain('Scaleout');

    const admin = await createUser(database.db, { roles: ['admin'] });
    const { accessToken } = await signIn(a, admin);
    const grid = (await (
      await a.request(`/api/admin/catalogue/models/${model.id}/prices`, { headers: bearer(accessToken) })
    ).json()) as { prices: { storageGb: number; grade: string; priceThb: number; updatedAt: string }[] };
    const changes = grid.prices.map((cell) => ({ ...cell, priceThb: cell.priceThb + 1_000 }));
    const saved = await a.request(`/api/admin/catalogue/models/${model.id}/prices`, {
      method: 'PUT',
      headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const changedAt = performance.now();
    await expect.poll(preview, { timeout: 1_000, interval: 20 }).toBeGreaterThan(before);
    expect(performance.now() - changedAt).toBeLessThan(1_000);

    await database.db
      .update(brands)
      .set({ name: 'Scaleout Renamed' })
      .where(inArray(brands.id, [brand.id]));
    await expect.poll(brandsOnB, { timeout: 1_000, interval: 20 }).toContain('Scaleout Renamed');
  });

  it('keeps every acknowledged submission exactly once when A is killed -9 under load, and B answers on', async () => {
    const acknowledged: string[] = [];
    const failuresOnB: string[] = [];
    let killed = false;
    const submit = async (instance: TServerProcess) => {
      const body = pickupBody();
      try {
        const response = await postJson(instance, '/api/pickups', body);
        if (response.status === 201) acknowledged.push(body.reference);
        else if (instance === b) failuresOnB.push(`${response.status} ${await response.text()}`);
        else await response.body?.cancel();
      } catch (error) {
        // A's connections die with it; B must never fail.
        if (instance === b) failuresOnB.push(String(error));
      }
    };
    const client = async (index: number) => {
      for (let round = 0; round < 30; round += 1) {
        await submit(index % 2 === 0 && !killed ? a : b);
        await submit(b);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, index) => client(index)));
    // Kill A once it has acknowledged some work.
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 10 }).toBeGreaterThan(20);
    a.child.kill('SIGKILL');
    await a.exited;
    killed = true;
    await load;

    expect(failuresOnB).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(100);
    const stored = await database.db
      .select({ reference: tradeIns.reference, n: sql<number>`count(*)::int` })
      .from(tradeIns)
      .where(inArray(tradeIns.reference, acknowledged))
      .groupBy(tradeIns.reference);
    expect(stored.length).toBe(new Set(acknowledged).size);
    expect(stored.every((row) => Number(row.n) === 1)).toBe(true);
    expect((await b.request('/readyz')).status).toBe(200);
  }, 120_000);
});
