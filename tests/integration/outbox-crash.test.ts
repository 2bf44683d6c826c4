import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { outboxEvents, tradeIns } from '#server/db/schema/index.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { bearer, createUser, signIn, type TTestUser } from '../support/auth-factories.ts';
import { startServerProcess, type TServerProcess } from '../support/server-process.ts';
import { createTestDatabase, resetDatabase } from '../support/test-database.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';
import { listEntityHistory, listWarehouseItems } from '../support/workflow-queries.ts';

/**
 * Settlement's event (a warehouse item) survives kill -9 (decision 016): committed events not yet worked,
 * and batches cut off while being worked, are worked by the next process, each exactly once. The real
 * server in its own processes, on the embedded database in a folder, or on the PostgreSQL server.
 */
const REQUESTS = 30;
const dataDir = makeTempDir('tradein-crash-');
const webDir = makeTempDir('tradein-web-');
const databaseUrl = process.env.DATABASE_URL || undefined;
const serverEnv = (outboxPollMs: number) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  WEB_DIST_DIR: webDir,
  OUTBOX_POLL_MS: String(outboxPollMs),
  AUTH_SECRET: 'outbox-crash-test-secret-0123456789-abcdef',
});
const running: TServerProcess[] = [];

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  removeDir(dataDir);
  removeDir(webDir);
});

/** The test's own handle on the database: PGlite's folder is open in one process at a time. */
async function withDatabase<T>(work: (database: TDatabase) => Promise<T>): Promise<T> {
  const database = databaseUrl
    ? await createTestDatabase()
    : await openDatabase({ dataDir }).then(async (opened) => (await opened.migrate(), opened));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function start(outboxPollMs: number) {
  const server = await startServerProcess(serverEnv(outboxPollMs));
  running.push(server);
  return server;
}

async function settle(server: TServerProcess, admin: TTestUser, reference: string) {
  const { accessToken } = await signInOnce(server, admin);
  const response = await server.request(`/api/admin/requests/${reference}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
    body: JSON.stringify({ to: 'settled', version: 1 }),
  });
  return response.status;
}

const sessions = new Map<TServerProcess, Promise<{ accessToken: string }>>();
const signInOnce = (server: TServerProcess, admin: TTestUser) => {
  let session = sessions.get(server);
  if (!session) {
    session = signIn(server, admin);
    sessions.set(server, session);
  }
  return session;
};

describe('kill -9 and the outbox', () => {
  it('works every acknowledged settlement exactly once across two crashes', async () => {
    const { admin, references } = await withDatabase(async ({ db, ...database }) => {
      if (databaseUrl) await resetDatabase({ db, ...database });
      const user = await createUser(db, { roles: ['admin'] });
      const rows = [];
      for (let index = 0; index < REQUESTS; index += 1) {
        rows.push(await createRequest(db, { status: 'inspected', offeredThb: 10_000 + index }));
      }
      return { admin: user, references: rows.map((row) => row.reference) };
    });
    const acknowledged: string[] = [];

    // 1. No worker: settlements commit their events, then the process dies before anyone works them.
    const first = await start(0);
    for (const reference of references.slice(0, 10)) {
      if ((await settle(first, admin, reference)) === 200) acknowledged.push(reference);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    expect(acknowledged).toHaveLength(10);

    // 2. Worker on, settlements arriving; killed while some are in flight and events are being worked.
    const second = await start(20);
    let answered = 0;
    const inFlight = references.slice(10).map(async (reference) => {
      const status = await settle(second, admin, reference).catch(() => 0);
      answered += 1;
      if (status === 200) acknowledged.push(reference);
    });
    await expect.poll(() => answered, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
    second.child.kill('SIGKILL');
    await Promise.all(inFlight);
    await second.exited;

    // 3. A fresh process works what is left, then stops gracefully.
    const third = await start(20);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);

    await withDatabase(async ({ db }) => {
      const settled = await db
        .select({ id: tradeIns.id, reference: tradeIns.reference })
        .from(tradeIns)
        .where(eq(tradeIns.status, 'settled'));
      const settledReferences = settled.map((row) => row.reference);
      for (const reference of acknowledged) expect(settledReferences).toContain(reference);
      const items = await listWarehouseItems(db);
      expect(items.map((item) => item.tradeInId).sort()).toEqual(settled.map((row) => row.id).sort());
      expect(await listEntityHistory(db, 'warehouseItem')).toHaveLength(items.length);
      const events = await db
        .select({ processedAt: outboxEvents.processedAt })
        .from(outboxEvents)
        .where(eq(outboxEvents.topic, 'tradeIn.settled'));
      expect(events).toHaveLength(settled.length);
      expect(events.filter((event) => event.processedAt === null)).toEqual([]);
    });
  }, 300_000);
});
