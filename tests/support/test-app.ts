import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type TConfig } from '#server/config/env.ts';
import type { TDatabase } from '#server/db/client.ts';
import { createApp } from '#server/http/app.ts';
import { createLogger } from '#server/http/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface TTestApp {
  app: ReturnType<typeof createApp>;
  database: TDatabase;
  config: TConfig;
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
}

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
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = createApp({
    config,
    database,
    logger: createLogger('silent'),
    ...(options.isShuttingDown ? { isShuttingDown: options.isShuttingDown } : {}),
  });
  return {
    app,
    database,
    config,
    close: async () => {
      if (ownWebDir) removeDir(ownWebDir);
      if (!options.database) await database.close();
    },
  };
}
