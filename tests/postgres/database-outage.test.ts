import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { createBrand } from '../support/factories.ts';
import { startTcpProxy, type TTcpProxy } from '../support/tcp-proxy.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { resetDatabase } from '../support/test-database.ts';

/**
 * F1: the PostgreSQL server goes away under the running app and comes back. The app reaches it through
 * a TCP proxy this test stops and starts (the machine's server is shared and stays up).
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('The postgres tier needs DATABASE_URL (see .ci/run)');
const target = new URL(databaseUrl);

let proxy: TTcpProxy;
let database: TDatabase;
let testApp: TTestApp;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  database = await openDatabase({
    databaseUrl: proxied.toString(),
    onConnectionError: (error) => connectionErrors.push(error),
  });
  await database.migrate();
  await resetDatabase(database);
  await createBrand(database.db, { name: 'Apple' });
  testApp = await createTestApp({ database });
});

afterAll(async () => {
  await testApp?.close();
  await database?.close();
  await proxy?.close();
});

const getBrands = () => testApp.app.request('/api/brands');
const readyz = () => testApp.app.request('/readyz');

describe('PostgreSQL unreachable', () => {
  it('answers 503 with Retry-After and a translated message, reports it on /readyz, and recovers by itself', async () => {
    expect((await getBrands()).status).toBe(200); // a pooled connection is now open and idle

    await proxy.stop();
    // The idle connection's error reaches the pool's listener, not the process.
    await expect.poll(() => connectionErrors.length, { timeout: 5_000 }).toBeGreaterThan(0);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await getBrands();
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      const { error } = ZErrorBodySchema.parse(await response.json());
      expect([error.code, error.messageKey]).toEqual(['UNAVAILABLE', 'errors.unavailable']);
    }
    expect((await readyz()).status).toBe(503);

    await proxy.start();
    const back = performance.now();
    await expect.poll(async () => (await getBrands()).status, { timeout: 10_000 }).toBe(200);
    expect(performance.now() - back).toBeLessThan(10_000);
    expect((await readyz()).status).toBe(200);
  }, 60_000);
});
