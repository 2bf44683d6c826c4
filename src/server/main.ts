import { existsSync } from 'node:fs';
import { resolveAuthSecret } from './config/auth-secret.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createLogger } from './http/logger.ts';
import { startServer } from './server.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config;
let authSecret;
try {
  config = loadConfig();
  authSecret = resolveAuthSecret(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
const running = await startServer(config, logger, { authSecret }).catch((error: unknown) => {
  // Another process holds the embedded database: say so plainly, no stack trace.
  if (error instanceof DataDirLockedError) console.error(error.message);
  else logger.fatal({ err: error }, 'could not start');
  process.exit(1);
});

console.log(`\n  Trade-in portal is running at ${running.url}\n`);

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
