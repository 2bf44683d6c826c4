/** Starts the server, prints its address (and the first admin's one-time link), stops on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createLogger } from './http/logger.ts';
import { startServer } from './server.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
const running = await startServer(config, logger).catch((error: unknown) => {
  // Another process holds the embedded database, or a kept secret is unusable: say so plainly.
  if (error instanceof DataDirLockedError || error instanceof ConfigError) console.error(error.message);
  else logger.fatal({ err: error }, 'could not start');
  process.exit(1);
});

console.log(`\n  Trade-in portal is running at ${running.url}\n`);
if (running.setupUrl) {
  // Only here, on the console of whoever started the server: never in a log line (decision 019).
  console.log(
    `  No staff account yet. Create the first admin within an hour at this one-time link:\n\n    ${running.setupUrl}\n`,
  );
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
