import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type TConfig } from '#server/config/env.ts';
import type { TDatabase, TDb } from '#server/db/client.ts';
import { createApp, type TAppDeps } from '#server/http/app.ts';
import { createLogger } from '#server/http/logger.ts';
import type { TCatalogueCache } from '#server/modules/catalogue/catalogue-cache.ts';
import { createCatalogueCacheFor } from '#server/modules/catalogue/catalogue-module.ts';
import { createTestDatabase, resetDatabase } from './test-database.ts';

export interface TTestApp {
  app: ReturnType<typeof createApp>;
  database: TDatabase;
  config: TConfig;
  /**
   * The app's in-memory catalogue. A test that writes catalogue rows itself (not through the admin API)
   * calls `invalidate()` before reading: on a PostgreSQL server the notification may arrive a moment later.
   */
  catalogue: TCatalogueCache;
  /** Closes the database when this helper opened it, and removes the temp folders it made. */
  close(): Promise<void>;
}

export interface TTestAppOptions {
  /** A database to share; when absent a new one is opened (and closed by close()). */
  database?: TDatabase;
  /** Extra environment for loadConfig, e.g. PUBLIC_URL. */
  env?: Record<string, string>;
  /** A built web app (see createWebDist); when absent an empty temp folder (no web app) is used. */
  webDistDir?: string;
  /** What the server's shutdown flag reads; never shutting down when absent. */
  isShuttingDown?: () => boolean;
  /** The chat's pacing, e.g. `{ chunkDelayMs: 0 }`; the server's defaults when absent. */
  chat?: TAppDeps['chat'];
  /** The accounts module's clock, e.g. `{ now: () => clock.now }`; the real time when absent. */
  auth?: TAppDeps['auth'];
  /** The app's in-memory catalogue (e.g. over a source that counts queries); made from the database when absent. */
  catalogue?: TCatalogueCache;
  /** A logger to read what the app logs; a silent one when absent. */
  logger?: Logger;
}

/** What can answer a request: an app of createTestApp, or one of createApp. */
export type TRequester = Pick<TTestApp['app'], 'request'>;

export function makeTempDir(prefix = 'tradein-it-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** A temp WEB_DIST_DIR holding the given files (paths relative to it). Remove it with removeDir. */
export function createWebDist(files: Record<string, string | Uint8Array>): string {
  const dir = makeTempDir('tradein-web-');
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function createTestApp(options: TTestAppOptions = {}): Promise<TTestApp> {
  const ownWebDir = options.webDistDir ? undefined : makeTempDir('tradein-web-');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: options.webDistDir ?? ownWebDir,
    // Every request of a test file comes from one address; tests of the limits set their own.
    QUOTE_RATE_LIMIT: '100000',
    SUBMISSION_RATE_LIMIT: '100000',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const catalogue = options.catalogue ?? createCatalogueCacheFor(database);
  const app = createApp({
    config,
    database,
    catalogue,
    logger: options.logger ?? createLogger('silent'),
    ...(options.isShuttingDown ? { isShuttingDown: options.isShuttingDown } : {}),
    ...(options.chat ? { chat: options.chat } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  });
  return {
    app,
    database,
    config,
    catalogue,
    close: async () => {
      if (ownWebDir) removeDir(ownWebDir);
      if (!options.database) await database.close();
    },
  };
}

/** POSTs `body` as JSON to `path`, with any extra headers (e.g. X-Forwarded-For). */
export async function postJson(
  app: TRequester,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * The text of a chat answer streamed as server-sent events: the content of every `data: {…}` chunk, in
 * order, with the no-break spaces that keep amounts with their currency read as spaces.
 */
export function chatText(body: string): string {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map(
      (line) =>
        (JSON.parse(line.slice(6)) as { choices: [{ delta: { content: string } }] }).choices[0].delta.content,
    )
    .join('')
    .replace(/\u00a0/g, ' ');
}

export interface TTestAppHandle {
  /** The file's app, its database and config (there from its beforeAll on). */
  readonly app: TTestApp['app'];
  readonly database: TDatabase;
  readonly config: TConfig;
  /** The app's in-memory catalogue (see TTestApp.catalogue). */
  readonly catalogue: TCatalogueCache;
  /** The database's Drizzle instance, for the factories and queries. */
  readonly db: TDb;
}

/**
 * A test file's app lifecycle: one app (with its own database unless `options.database` is given) made in
 * beforeAll and closed in afterAll, every table emptied before each test. Options given as a function are
 * read in that beforeAll, after the file's own beforeAll hooks registered before this call.
 */
export function useTestApp(options: TTestAppOptions | (() => TTestAppOptions) = {}): TTestAppHandle {
  let testApp: TTestApp | undefined;
  const made = (): TTestApp => {
    if (!testApp) throw new Error('useTestApp: the app is made in beforeAll');
    return testApp;
  };
  beforeAll(async () => {
    testApp = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  beforeEach(async () => {
    await resetDatabase(made().database);
  });
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get config() {
      return made().config;
    },
    get catalogue() {
      return made().catalogue;
    },
    get db() {
      return made().database.db;
    },
  };
}
