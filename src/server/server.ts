import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { resolveAuthSecret } from './config/auth-secret.ts';
import type { TConfig } from './config/env.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { seedEmptyParts } from './db/seed/index.ts';
import { createApp } from './http/app.ts';
import { startPeriodicTask } from './jobs/periodic-task.ts';
import { nodeListener } from './http/node-listener.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createFilesRepository } from './modules/files/files.repository.ts';
import { startFilesSweeper } from './modules/files/files-sweeper.ts';
import { startPhotoSweeper } from './modules/photos/photo-sweeper.ts';
import { createPhotoStorage } from './modules/photos/photo-storage.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { createPhotosRepository } from './modules/photos/photos.repository.ts';
import { createOutboxWorker } from './modules/workflow/outbox-worker.ts';
import { createErasureCleaner } from './modules/personal-data/erasure-cleanup.ts';
import { EVENT_HANDLERS, withReactions } from './event-handlers.ts';
import { createNotificationsRuntime } from './modules/notifications/notifications-runtime.ts';
import { startQuotePurge } from './modules/quotes/quote-purge.ts';
import { createQuotePurgeRepository } from './modules/quotes/quote-purge.repository.ts';
import { createSetupRepository } from './modules/setup/setup.repository.ts';
import { createSetupService } from './modules/setup/setup.service.ts';

export interface TRunningServer {
  url: string;
  port: number;
  database: TDatabase;
  /**
   * While no staff account exists: the one-time link where the first admin chooses an e-mail and a
   * password (an hour, single use). Printed on the console by main.ts, never logged.
   */
  setupUrl: string | undefined;
  /** Stops accepting connections, lets in-flight requests finish (up to the timeout), closes the database. */
  close(): Promise<void>;
}

export interface TStartOptions {
  /** The key of access tokens and two-factor secrets; AUTH_SECRET or the database's when absent. */
  authSecret?: string;
  /** Told as the start passes each step (`npm run bench:memory` measures memory there). */
  onPhase?: (phase: 'database opened' | 'migrated and seeded' | 'listening') => void;
}

/** Opens and migrates the database, seeds the tables that are still empty, and listens. */
export async function startServer(
  config: TConfig,
  logger: Logger,
  options: TStartOptions = {},
): Promise<TRunningServer> {
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; reconnecting'),
  });
  options.onPhase?.('database opened');
  let authSecret: string;
  let setupUrl: string | undefined;
  try {
    const setupRepository = createSetupRepository(database.db);
    // Instances started together: one migrates, makes the shared secret and seeds; the others then find
    // it all done (decision 025).
    authSecret = await database.exclusive('trade-in-portal:startup', async () => {
      await database.migrate();
      const secret = options.authSecret ?? (await resolveAuthSecret(config, setupRepository));
      if (config.SEED_ON_START) {
        const seeded = await seedEmptyParts(database.db);
        if (Object.keys(seeded).length > 0) logger.info(seeded, 'seeded empty tables');
      }
      return secret;
    });
    setupUrl = await createSetupService({
      repository: setupRepository,
      accounts: createAuthRepository(database.db),
      publicUrl: config.publicUrl,
    }).prepareSetupLink();
    await warnWithoutAdmin(database, logger);
    options.onPhase?.('migrated and seeded');
  } catch (error) {
    await database.close();
    throw error;
  }

  let shuttingDown = false;
  const files = createFileStore(config);
  const notifications = createNotificationsRuntime({ config, db: database.db, logger });
  const outbox = createOutboxWorker({
    db: database.db,
    handlers: withReactions(EVENT_HANDLERS, notifications.handlers),
    logger,
    pollMs: config.OUTBOX_POLL_MS || undefined,
    afterCommit: () => notifications.sender.nudge(),
    beforeBatch: notifications.beforeBatch,
  });
  // Erasures' clean-ups left by a crash or a failure are worked at start and then every minute.
  const erasureCleaner = createErasureCleaner({
    database,
    files,
    photos: createPhotoStorage(files),
    logger,
  });
  const app = createApp({
    outbox,
    erasureCleaner,
    notifications,
    config,
    database,
    logger,
    isShuttingDown: () => shuttingDown,
    files,
    authSecret,
  });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const instance = createServer(nodeListener(app, { hostname: config.HOST }));
    instance.once('error', reject);
    instance.listen(config.PORT, config.HOST, () => resolve(instance));
  });
  const port = (server.address() as AddressInfo).port;
  options.onPhase?.('listening');
  // Events committed before a crash or by another instance are worked too: the outbox is polled.
  if (config.OUTBOX_POLL_MS > 0) {
    outbox.start();
    await notifications.sender.start();
  }
  const notificationJobs = notifications.startJobs();
  erasureCleaner.start();
  // Photos never attached to a request, and files without a row: now, then hourly.
  const photoSweeper = startPhotoSweeper({
    repository: createPhotosRepository(database.db),
    storage: createPhotoStorage(files),
    logger,
  });
  const filesSweeper = startFilesSweeper({ repository: createFilesRepository(database.db), files, logger });
  const quotePurge = startQuotePurge({
    repository: createQuotePurgeRepository(database.db),
    graceDays: config.QUOTE_PURGE_GRACE_DAYS,
    logger,
  });
  // PGlite runs no autovacuum (one process, no background workers): without this its planner never has
  // statistics and picks plans by guesswork (the engineer's queue walked every received request per row).
  // Now, after listening, and every six hours; a server's own autovacuum does it for PostgreSQL.
  const plannerStatistics =
    database.kind === 'pglite'
      ? startPeriodicTask({
          name: 'planner statistics (analyze)',
          intervalMs: 6 * 60 * 60_000,
          logger,
          task: async () => {
            await database.db.execute(sql`analyze`);
          },
        })
      : undefined;
  logger.info(
    { ms: Math.round(performance.now() - started), database: database.kind, port },
    'server started',
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          logger.warn('shutdown timeout: closing remaining connections');
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, config.SHUTDOWN_TIMEOUT_MS);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await photoSweeper.stop();
      await filesSweeper.stop();
      await quotePurge.stop();
      await plannerStatistics?.stop();
      await outbox.stop();
      await erasureCleaner.stop();
      await notificationJobs?.stop();
      await notifications.sender.stop();
      await database.close();
      logger.info('server stopped');
    })();
    return closing;
  };

  const url = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
  return { url, port, database, setupUrl, close };
}

/** No default accounts (decision 008): on a database without an enabled admin, say how to create one. */
async function warnWithoutAdmin(database: TDatabase, logger: Logger): Promise<void> {
  if ((await createAuthRepository(database.db).countEnabledAdmins()) > 0) return;
  const command = 'npm run user:create -- --email you@example.com --role admin';
  // The embedded database serves one process at a time: the command must not run beside the server.
  const how =
    database.kind === 'pglite'
      ? `open the one-time setup link the console shows (while no staff account exists), or stop the server and run ${command}`
      : `open the one-time setup link the console shows (while no staff account exists), or run ${command}`;
  logger.warn({ command }, `No admin account yet. To create the first one, ${how}.`);
}
