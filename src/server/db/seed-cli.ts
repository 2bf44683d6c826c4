import { existsSync } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { createLogger } from '../http/logger.ts';
import { createFileStore } from '../storage/create-file-store.ts';
import { openDatabase } from './client.ts';
import { parseSeedArgs, SEED_USAGE, type TSeedArgs } from './seed/demo/args.ts';
import { formatDemoResult } from './seed/demo/report.ts';
import { seedDemoBusiness } from './seed/demo/seed-demo.ts';
import { seedAll } from './seed/index.ts';

let args: TSeedArgs;
try {
  args = parseSeedArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${SEED_USAGE}`);
  process.exit(2);
}
if (args.mode === 'help') {
  console.log(SEED_USAGE);
  process.exit(0);
}

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await database.migrate();
  if (args.mode === 'catalogue') {
    const inserted = await seedAll(database.db);
    console.log(
      `Seed applied (${database.kind}); rows added: ${JSON.stringify(inserted)}. Existing rows were kept.`,
    );
  } else {
    const result = await seedDemoBusiness(database.db, {
      requests: args.requests,
      force: args.force,
      files: createFileStore(config),
      logger: createLogger(config.LOG_LEVEL),
    });
    const report = formatDemoResult(result, database.kind);
    if (result.kind === 'refused') {
      console.error(report);
      exitCode = 1;
    } else console.log(report);
  }
} finally {
  await database.close();
}
process.exitCode = exitCode;
