import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config/env.ts';
import type { TDatabase } from '../../src/server/db/client.ts';
import { userRoles, users } from '../../src/server/db/schema/index.ts';
import { createApp } from '../../src/server/http/app.ts';
import { createLogger } from '../../src/server/http/logger.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { createCatalogueCacheFor } from '../../src/server/modules/catalogue/catalogue-module.ts';

export interface TSignedInApp {
  /** A request to the app in this process (no socket), as the signed-in admin. */
  request(url: string, init?: RequestInit): Promise<Response>;
  close(): void;
}

/**
 * The app in this process on `database` (as the integration tests call it), with a new admin account
 * signed in: for benches that measure what the process itself holds or spends.
 */
export async function signedInApp(database: TDatabase): Promise<TSignedInApp> {
  const email = `bench-admin-${Date.now()}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const [user] = await database.db
    .insert(users)
    .values({ kind: 'staff', email, displayName: 'Bench admin', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'tradein-bench-web-'));
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: webDir }),
    database,
    catalogue: createCatalogueCacheFor(database),
    logger: createLogger('silent'),
  });
  const signIn = await app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password, audience: 'staff' }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  return {
    request: async (url, init = {}) =>
      app.request(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${accessToken}` },
      }),
    close: () => rmSync(webDir, { recursive: true, force: true }),
  };
}

/** PGlite in a new folder of its own (as the server runs it), removed after `work`. */
export async function withPgliteFolder<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tradein-bench-pglite-'));
  try {
    return await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
