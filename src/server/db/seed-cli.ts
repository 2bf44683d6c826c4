import { existsSync } from 'node:fs';
import { parseSeedArgs, SEED_USAGE, type TSeedArgs } from './seed/demo/args.ts';

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

// The server's modules once the command line is known to be right: a wrong one is answered at once.
const [
  { loadConfig },
  { createLogger },
  { createFileStore },
  { openDatabase },
  { formatDemoResult },
  { seedDemoBusiness },
  { seedAll },
] = await Promise.all([
  import('../config/env.ts'),
  import('../http/logger.ts'),
  import('../storage/create-file-store.ts'),
  import('./client.ts'),
  import('./seed/demo/report.ts'),
  import('./seed/demo/seed-demo.ts'),
  import('./seed/index.ts'),
]);

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
